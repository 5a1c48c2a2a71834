import type { OperationLog } from '@platform/contract';
import { Button, Descriptions, Drawer, Tag } from 'antd';
import { parseTime } from '../../../utils/time';
import { operlogMessages as t } from './messages';
import { describeAction } from '@platform/contract';

export function StatusTag({ status }: { status: number }) {
  return status < 300 ? <Tag color="success">{t.success}</Tag> : <Tag color="error">{t.failure(status)}</Tag>;
}

export interface OperLogDetailProps {
  entry: OperationLog | undefined;
  onClose: () => void;
  /** Shows every entry about the same record. */
  onSameTarget: (targetId: string) => void;
}

/**
 * One entry of the operation log, every field of it. The operation is named in Chinese: by the
 * catalogue for a known call, else by what the server recorded (its Chinese name, or the API's summary
 * of a call not named yet).
 */
export function OperLogDetail({ entry, onClose, onSameTarget }: OperLogDetailProps) {
  const described = entry && describeAction(entry.action);
  return (
    <Drawer title={t.detailTitle} open={!!entry} onClose={onClose} size={520}>
      {entry && (
        <>
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 110 } }}>
            <Descriptions.Item label={t.time}>{parseTime(entry.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t.username}>{entry.username}</Descriptions.Item>
            <Descriptions.Item label={t.module}>{described?.module ?? t.other}</Descriptions.Item>
            <Descriptions.Item label={t.operation}>{described?.label ?? entry.summary}</Descriptions.Item>
            <Descriptions.Item label={t.call}>
              <code style={{ wordBreak: 'break-all' }}>{entry.action}</code>
            </Descriptions.Item>
            <Descriptions.Item label={t.targetName}>{entry.targetName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t.targetId}>
              {entry.targetId ? <code>{entry.targetId}</code> : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t.status}>
              <StatusTag status={entry.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t.ip}>{entry.ip ?? '-'}</Descriptions.Item>
          </Descriptions>
          {entry.targetId && (
            <Button style={{ marginTop: 16 }} onClick={() => onSameTarget(entry.targetId!)}>
              {t.sameTarget}
            </Button>
          )}
        </>
      )}
    </Drawer>
  );
}
