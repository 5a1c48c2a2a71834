// Imports devices or a year's monthly readings from .xlsx: the file and the mode (全部通过才导入: nothing
// is written when a row is refused; 只导入正确的行: the good rows are), then a progress bar while the
// server works through the rows, then the report: how many rows were imported and refused, each
// refused row with its column and reason, and the refused rows as a sheet to download.
import { InboxOutlined } from '@ant-design/icons';
import type { CarbonImport } from '@platform/contract';
import { CarbonPaths, ImportStatus } from '@platform/contract/carbon-model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Progress, Radio, Space, Table, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonApi, carbonFile } from '../../../api/carbon';
import { refusalOf } from '../../../api/refusal';
import { saveBlob } from '../../messages/centre/download';
import { modelQueryKeys } from '../model/queries';
import { dataQueryKeys, useImportStatus } from './queries';

type Problem = CarbonImport['report'][number];

function ImportReport({ result }: { result: CarbonImport }) {
  const { t } = useTranslation('carbon', { keyPrefix: 'data.importer' });
  const [downloading, setDownloading] = useState(false);
  if (result.status === ImportStatus.failed) {
    return <Alert type="error" showIcon title={t('failed', { error: result.error ?? '' })} />;
  }
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await carbonFile(CarbonPaths.importReport, { id: result.id }), t('reportName'));
    } catch {
      // Already shown to the user by the request client.
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Alert
        type={result.refused ? (result.accepted ? 'warning' : 'error') : 'success'}
        showIcon
        title={
          result.status === ImportStatus.refused
            ? t('refusedAll', { refused: result.refused })
            : t('summary', { accepted: result.accepted, refused: result.refused })
        }
      />
      {result.report.length > 0 && (
        <>
          <Space>
            <Typography.Text>{t('refusedRows')}</Typography.Text>
            <Button type="link" size="small" loading={downloading} onClick={() => void download()}>
              {t('downloadReport')}
            </Button>
          </Space>
          <Table<Problem>
            aria-label={t('refusedRows')}
            rowKey={(problem) => `${problem.row}-${problem.field}-${problem.reason}`}
            size="small"
            dataSource={result.report}
            pagination={result.report.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              { key: 'row', title: t('row'), dataIndex: 'row', width: 80 },
              { key: 'field', title: t('field'), dataIndex: 'field', width: 120 },
              { key: 'reason', title: t('reason'), dataIndex: 'reason' },
            ]}
          />
        </>
      )}
    </Space>
  );
}

function ImportProgress({ result }: { result: CarbonImport }) {
  const { t } = useTranslation('carbon', { keyPrefix: 'data.importer' });
  const percent = result.total ? Math.floor((result.processed / result.total) * 100) : 0;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text>{t('running', { file: result.fileName })}</Typography.Text>
      <Progress percent={percent} status="active" />
      <Typography.Text type="secondary">
        {t('progress', { processed: result.processed, total: result.total })}
      </Typography.Text>
    </Space>
  );
}

export function ImportModal({
  kind,
  year,
  open,
  onClose,
}: {
  kind: 'device' | 'data';
  /** The year every reading must fall in (data imports). */
  year: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('carbon', { keyPrefix: 'data.importer' });
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const [mode, setMode] = useState<'all' | 'good'>('all');
  const [fileMissing, setFileMissing] = useState(false);
  const start = useMutation({
    mutationFn: () => carbonApi.importFile(kind, file!, kind === 'data' ? { mode, year } : { mode }),
  });
  const status = useImportStatus(start.data);
  const result = start.data ? (status.data ?? start.data) : undefined;
  const finished = result !== undefined && result.status !== ImportStatus.running;

  useEffect(() => {
    if (finished) {
      void queryClient.invalidateQueries({ queryKey: dataQueryKeys.all });
      void queryClient.invalidateQueries({ queryKey: modelQueryKeys.all });
    }
  }, [finished, queryClient]);

  const close = () => {
    setFile(undefined);
    setMode('all');
    setFileMissing(false);
    start.reset();
    onClose();
  };
  const run = () => {
    if (!file) setFileMissing(true);
    else start.mutate();
  };

  return (
    <Modal
      title={kind === 'device' ? t('deviceTitle') : t('dataTitle', { year })}
      open={open}
      width={720}
      onCancel={close}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        result ? (
          <Button type="primary" disabled={!finished} onClick={close}>
            {t('close')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('cancel')}</Button>
            <Button type="primary" loading={start.isPending} onClick={run}>
              {t('start')}
            </Button>
          </Space>
        )
      }
    >
      {result ? (
        finished ? (
          <ImportReport result={result} />
        ) : (
          <ImportProgress result={result} />
        )
      ) : (
        <Form name={`carbonImport-${kind}`} layout="vertical">
          {start.error && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={refusalOf(start.error, 'body.file') ?? refusalOf(start.error, 'file') ?? start.error.message}
            />
          )}
          <Form.Item
            validateStatus={fileMissing ? 'error' : undefined}
            help={fileMissing ? t('fileRequired') : undefined}
          >
            <Upload.Dragger
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              maxCount={1}
              fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
              beforeUpload={(chosen) => {
                setFile(chosen);
                setFileMissing(false);
                return false;
              }}
              onRemove={() => setFile(undefined)}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('chooseFile')}</p>
              <p className="ant-upload-hint">{t('fileHint')}</p>
            </Upload.Dragger>
          </Form.Item>
          <Form.Item label={t('mode')}>
            <Radio.Group
              value={mode}
              onChange={(event) => setMode(event.target.value as 'all' | 'good')}
              options={[
                { value: 'all', label: t('modeAll') },
                { value: 'good', label: t('modeGood') },
              ]}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
