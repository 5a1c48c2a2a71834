import type { ImportProblem, ImportReport } from '@platform/contract';
import { InboxOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../../../api/refusal';
import { importUsers, tenantUserQueryKeys, type TenantScope } from '../../../api/tenant-user';
import { passwordProblem } from '../../../components/passwordRules';

/** How many rows of the sheet were refused: a row may have several problems. */
export function failedRows(report: ImportReport): number {
  return new Set(report.errors.map((problem) => problem.row)).size;
}

function ImportResult({ report }: { report: ImportReport }) {
  const { t } = useTranslation('system');
  const failed = failedRows(report);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Alert
        type={failed ? (report.imported ? 'warning' : 'error') : 'success'}
        showIcon
        title={t('user.importSummary', { imported: report.imported, failed })}
      />
      {failed > 0 && (
        <>
          <Typography.Text>{t('user.rowErrors')}</Typography.Text>
          <Table<ImportProblem>
            rowKey={(problem) => `${problem.row}-${problem.field}-${problem.reason}`}
            size="small"
            dataSource={report.errors}
            pagination={report.errors.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            columns={[
              { key: 'row', title: t('user.row'), dataIndex: 'row', width: 80 },
              { key: 'field', title: t('user.column'), dataIndex: 'field', width: 110 },
              { key: 'reason', title: t('user.reason'), dataIndex: 'reason' },
            ]}
          />
        </>
      )}
    </Space>
  );
}

/**
 * Imports users from an .xlsx sheet: the file, an initial password for rows without their own, then the
 * server's report — how many were created and, per refused row, the column and reason.
 */
export function ImportModal({
  tenantId,
  open,
  onClose,
  onTemplate,
}: {
  tenantId: TenantScope;
  open: boolean;
  onClose: () => void;
  onTemplate: () => void;
}) {
  const { t } = useTranslation('system');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [password, setPassword] = useState('');
  const [fileMissing, setFileMissing] = useState(false);
  const passwordError = password ? passwordProblem(password) : undefined;
  const run = useMutation({
    mutationFn: () => importUsers(tenantId, file!, password || undefined),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: tenantUserQueryKeys.all }),
  });
  const close = () => {
    setFile(undefined);
    setPassword('');
    setFileMissing(false);
    run.reset();
    onClose();
  };
  const start = () => {
    if (!file) {
      setFileMissing(true);
      return;
    }
    if (!passwordError) run.mutate();
  };

  return (
    <Modal
      title={t('user.importTitle')}
      open={open}
      width={720}
      onCancel={close}
      destroyOnHidden
      footer={
        run.data ? (
          <Button type="primary" onClick={close}>
            {t('user.close')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('user.cancel')}</Button>
            <Button type="primary" loading={run.isPending} onClick={start}>
              {t('user.startImport')}
            </Button>
          </Space>
        )
      }
    >
      {run.data ? (
        <ImportResult report={run.data.data} />
      ) : (
        <Form name="userImport" layout="vertical">
          {run.error && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={refusalOf(run.error, 'file') ?? refusalOf(run.error, 'body.file') ?? run.error.message}
            />
          )}
          <Form.Item
            validateStatus={fileMissing ? 'error' : undefined}
            help={fileMissing ? t('user.fileRequired') : undefined}
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
              <p className="ant-upload-text">{t('user.chooseFile')}</p>
              <p className="ant-upload-hint">{t('user.fileHint')}</p>
            </Upload.Dragger>
          </Form.Item>
          <Form.Item
            label={t('user.sharedPassword')}
            extra={t('user.sharedPasswordHint')}
            validateStatus={passwordError ? 'error' : undefined}
            help={passwordError}
          >
            <Input.Password
              aria-label={t('user.sharedPassword')}
              value={password}
              maxLength={64}
              autoComplete="new-password"
              onChange={(event) => setPassword(event.target.value)}
            />
          </Form.Item>
          <Button type="link" style={{ padding: 0 }} onClick={onTemplate}>
            {t('user.template')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
