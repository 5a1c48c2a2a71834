import type { OperationLog } from '@platform/contract';
import { Button, Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { parseTime } from '../../../utils/time';
import { describeAction } from '@platform/contract';

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('system');
  return status < 300 ? (
    <Tag color="success">{t('operlog.success')}</Tag>
  ) : (
    <Tag color="error">{t('operlog.failure', { status })}</Tag>
  );
}

export interface OperLogDetailProps {
  entry: OperationLog | undefined;
  onClose: () => void;
  /** Shows every entry about the same record. */
  onSameTarget: (targetId: string) => void;
}

/**
 * One entry of the operation log, every field of it. The operation is named in the page's language by
 * the catalogue for a known call, else by what the server recorded (the API's summary of a call not
 * named yet).
 */
export function OperLogDetail({ entry, onClose, onSameTarget }: OperLogDetailProps) {
  const { t } = useTranslation('system');
  const described = entry && describeAction(entry.action, currentLanguage());
  return (
    <Drawer title={t('operlog.detailTitle')} open={!!entry} onClose={onClose} size={520}>
      {entry && (
        <>
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 110 } }}>
            <Descriptions.Item label={t('operlog.time')}>{parseTime(entry.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('operlog.username')}>{entry.username}</Descriptions.Item>
            <Descriptions.Item label={t('operlog.module')}>
              {described?.module ?? t('operlog.other')}
            </Descriptions.Item>
            <Descriptions.Item label={t('operlog.operation')}>
              {described?.label ?? entry.summary}
            </Descriptions.Item>
            <Descriptions.Item label={t('operlog.call')}>
              <code style={{ wordBreak: 'break-all' }}>{entry.action}</code>
            </Descriptions.Item>
            <Descriptions.Item label={t('operlog.targetName')}>{entry.targetName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('operlog.targetId')}>
              {entry.targetId ? <code>{entry.targetId}</code> : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('operlog.status')}>
              <StatusTag status={entry.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('operlog.ip')}>{entry.ip ?? '-'}</Descriptions.Item>
          </Descriptions>
          {entry.targetId && (
            <Button style={{ marginTop: 16 }} onClick={() => onSameTarget(entry.targetId!)}>
              {t('operlog.sameTarget')}
            </Button>
          )}
        </>
      )}
    </Drawer>
  );
}
