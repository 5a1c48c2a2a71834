import { Button, Modal, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { clearErrorLog, useErrorLog, type ErrorLogEntry } from './store';

const columns = (t: TFunction) => [
  { title: t('errorLog.message'), dataIndex: 'message', width: 200 },
  { title: t('errorLog.info'), dataIndex: 'info', width: 200 },
  {
    title: t('errorLog.url'),
    dataIndex: 'url',
    width: 200,
    render: (url: string) => <Typography.Text copyable={url ? { text: url } : false}>{url}</Typography.Text>,
  },
  {
    title: t('errorLog.stack'),
    dataIndex: 'stack',
    render: (stack: string) => (
      <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{stack}</pre>
    ),
  },
];

/** The error-log dialog of spec §8: message, info, url and stack of each error, and a Clear All button. */
export function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const logs = useErrorLog((state) => state.logs);
  const { t } = useTranslation();
  return (
    <Modal
      title={t('errorLog.title')}
      open={open}
      onCancel={onClose}
      width="80%"
      footer={[
        <Button
          key="clear"
          danger
          disabled={logs.length === 0}
          onClick={() => {
            clearErrorLog();
            onClose();
          }}
        >
          {t('errorLog.clear')}
        </Button>,
      ]}
    >
      <Table<ErrorLogEntry>
        rowKey="id"
        size="small"
        columns={columns(t)}
        dataSource={logs}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
    </Modal>
  );
}
