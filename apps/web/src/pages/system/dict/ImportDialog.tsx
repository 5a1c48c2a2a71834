import type { Dict, DictExportNodeInput, ImportProblem } from '@platform/contract';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Radio, Result, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importDictDataV2 } from '../../../api/dict';
import { RequestError } from '../../../api/request';
import { useLocalName } from '../../../i18n/localName';
import { importRows, parseImportFile, readText } from './exchange';

interface Chosen {
  fileName: string;
  items: DictExportNodeInput[];
  count: number;
}

interface ReportRow extends ImportProblem {
  code?: string;
  name?: string;
}

type Outcome = { kind: 'imported'; count: number } | { kind: 'refused'; message: string; rows: ReportRow[] };

/** The rows an import refusal names, with the code and name of each row from the file. */
function refusedRows(error: unknown, items: readonly DictExportNodeInput[]): ReportRow[] {
  if (!(error instanceof RequestError)) return [];
  const data = error.data as { errors?: (ImportProblem | { field: string; reason: string })[] } | undefined;
  const inFile = importRows(items);
  return (data?.errors ?? []).map((problem) => {
    const row = 'row' in problem ? problem.row : 0;
    const entry = inFile[row - 1];
    return { ...problem, row, ...(entry ? { code: entry.code, name: entry.name } : {}) };
  });
}

export interface ImportDialogProps {
  open: boolean;
  /** The dictionary chosen on the page: the import may go under it. */
  selected: Dict | undefined;
  onClose: () => void;
  onImported: () => void;
}

/**
 * Imports an export file (importDictDataV2) at the top level or under the chosen dictionary. All or
 * nothing: a refusal lists every refused row with the code and name it has in the file.
 */
export function ImportDialog({ open, selected, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation('system');
  const localName = useLocalName();
  const [chosen, setChosen] = useState<Chosen>();
  const [fileError, setFileError] = useState<string>();
  const [under, setUnder] = useState<'top' | 'selected'>('top');
  const [importing, setImporting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const read = async (file: File) => {
    setOutcome(undefined);
    const parsed = parseImportFile(await readText(file));
    if ('error' in parsed) {
      setChosen(undefined);
      setFileError(parsed.error);
    } else {
      setFileError(undefined);
      setChosen({ fileName: file.name, ...parsed });
    }
  };

  const run = async () => {
    if (!chosen) {
      setFileError(t('dict.importNoFile'));
      return;
    }
    setImporting(true);
    try {
      const report = await importDictDataV2(chosen.items, under === 'selected' ? selected?.id : undefined);
      setOutcome({ kind: 'imported', count: report.imported });
      onImported();
    } catch (error) {
      if (error instanceof RequestError) {
        setOutcome({ kind: 'refused', message: error.message, rows: refusedRows(error, chosen.items) });
      }
    } finally {
      setImporting(false);
    }
  };

  const done = outcome?.kind === 'imported';
  return (
    <Modal
      title={t('dict.importTitle')}
      open={open}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      footer={
        done ? (
          <Button type="primary" onClick={onClose}>
            {t('dict.ok')}
          </Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{t('dict.cancel')}</Button>
            <Button type="primary" loading={importing} onClick={() => void run()}>
              {t('dict.import')}
            </Button>
          </Space>
        )
      }
    >
      {done ? (
        <Result status="success" title={t('dict.importDone', { count: outcome.count })} />
      ) : (
        <Form layout="vertical" name="dictImport">
          <Form.Item
            label={t('dict.importFile')}
            validateStatus={fileError ? 'error' : undefined}
            help={fileError ?? (chosen ? t('dict.importReady', { count: chosen.count }) : undefined)}
          >
            <Space>
              <Upload
                accept=".json,application/json"
                maxCount={1}
                showUploadList={false}
                beforeUpload={(file) => {
                  void read(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />}>{t('dict.chooseFile')}</Button>
              </Upload>
              {chosen && <Typography.Text>{chosen.fileName}</Typography.Text>}
            </Space>
          </Form.Item>
          <Form.Item label={t('dict.importTarget')}>
            <Radio.Group
              value={under}
              onChange={(event) => setUnder(event.target.value as 'top' | 'selected')}
              options={[
                { value: 'top', label: t('dict.topLevel') },
                ...(selected
                  ? [
                      {
                        value: 'selected',
                        label: t('dict.importUnder', { name: localName(selected.name, selected.nameEn) }),
                      },
                    ]
                  : []),
              ]}
            />
          </Form.Item>
          {outcome?.kind === 'refused' && (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Alert type="error" showIcon title={t('dict.importFailed')} description={outcome.message} />
              {outcome.rows.length > 0 && (
                <Table<ReportRow>
                  size="small"
                  rowKey={(row) => `${row.row}-${row.field}`}
                  pagination={outcome.rows.length > 10 ? { pageSize: 10 } : false}
                  dataSource={outcome.rows}
                  columns={[
                    { title: t('dict.row'), dataIndex: 'row', width: 60, render: (row: number) => row || '' },
                    { title: t('dict.code'), dataIndex: 'code' },
                    { title: t('dict.name'), dataIndex: 'name' },
                    { title: t('dict.field'), dataIndex: 'field', width: 110 },
                    { title: t('dict.reason'), dataIndex: 'reason' },
                  ]}
                />
              )}
            </Space>
          )}
        </Form>
      )}
    </Modal>
  );
}
