// The side menu's badge of a work queue (filled into the shell's MenuBadge slot by app/ShellRoute): the
// number of open tasks, mine or claimable, in the queue an '@wait' entry opens. Other entries show
// nothing and ask nothing; every queue's badge shares one counts call.
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { queueOfPath } from './queue';
import { useQueueCounts } from './taskQueries';

function QueueCount({ queue }: { queue: string }) {
  const { t } = useTranslation('workflow', { keyPrefix: 'queue' });
  const count = useQueueCounts()?.[queue];
  if (!count) return null;
  return (
    <Badge
      count={count}
      size="small"
      title={t('menuBadge', { count })}
      style={{ marginInlineStart: 8, boxShadow: 'none' }}
    />
  );
}

export function QueueBadge({ path }: { path: string }) {
  const queue = queueOfPath(path);
  return queue === undefined ? null : <QueueCount queue={queue} />;
}
