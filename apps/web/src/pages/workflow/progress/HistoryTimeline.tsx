// Who did what and when in a process instance, with their comments: the progress page's timeline and
// the task drawer's history. Names, steps and comments are the users' own words, never translated, and
// marked as user data.
import type { HistoryEntry, HistoryKind } from '@platform/contract';
import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseTime } from '../../../utils/time';

const KIND_COLOURS: Partial<Record<HistoryKind, string>> = {
  started: 'blue',
  taskCompleted: 'green',
  serviceDone: 'green',
  decisionEvaluated: 'green',
  completed: 'green',
  taskReturned: 'orange',
  taskRejected: 'red',
  incident: 'red',
  cancelled: 'red',
};

export function HistoryTimeline({ entries }: { entries: readonly HistoryEntry[] }) {
  const { t } = useTranslation('workflow', { keyPrefix: 'progress' });
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noHistory')} />;
  return (
    <Timeline
      items={entries.map((entry) => ({
        key: entry.id,
        color: KIND_COLOURS[entry.kind] ?? 'gray',
        content: (
          <div>
            <div>
              {entry.actorName ? (
                <Typography.Text strong data-user-data>
                  {entry.actorName}
                </Typography.Text>
              ) : (
                <Typography.Text strong>{t('system')}</Typography.Text>
              )}{' '}
              <span>{t(`kinds.${entry.kind}`)}</span>
              {entry.elementName && (
                <>
                  {' · '}
                  <Typography.Text data-user-data>{entry.elementName}</Typography.Text>
                </>
              )}
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {parseTime(entry.at, '{y}-{m}-{d} {h}:{i}:{s}')}
            </Typography.Text>
            {entry.comment && (
              <Typography.Paragraph style={{ margin: '4px 0 0' }}>
                {t('commentLabel')}
                <span data-user-data>{entry.comment}</span>
              </Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}
