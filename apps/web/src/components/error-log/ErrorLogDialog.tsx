import { Button, Modal, Table, Typography } from 'antd';
import { widgetMessages } from '../messages';
import { clearErrorLog, useErrorLog, type ErrorLogEntry } from './store';

const columns = [
  { title: widgetMessages.errorMessage, dataIndex: 'message', width: 200 },
  { title: widgetMessages.errorInfo, dataIndex: 'info', width: 200 },
  {
    title: widgetMessages.errorUrl,
    dataIndex: 'url',
    width: 200,
    render: (url: string) => <Typography.Text copyable={url ? { text: url } : false}>{url}</Typography.Text>,
  },
  {
    title: widgetMessages.errorStack,
    dataIndex: 'stack',
    render: (stack: string) => (
      <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{stack}</pre>
    ),
  },
];

/** The error-log dialog of spec §8: message, info, url and stack of each error, and a Clear All button. */
export function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const logs = useErrorLog((state) => state.logs);
  return (
    <Modal
      title={widgetMessages.errorLog}
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
          {widgetMessages.clearErrorLog}
        </Button>,
      ]}
    >
      <Table<ErrorLogEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={logs}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
    </Modal>
  );
}
