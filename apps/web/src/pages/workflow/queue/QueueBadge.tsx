// The side menu's badge of a work queue (the shell's menuExtra slot, filled by app/ShellRoute): the
// number of open tasks, mine or claimable, in the queue an '@wait' entry opens. Other entries show
// nothing and ask nothing; every queue's badge shares one counts call.
import { Badge } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queueOfPath } from './queue';
import { useQueueCounts } from './taskQueries';

function QueueCount({ queue }: { queue: string }) {
  const { t } = useTranslation('workflow', { keyPrefix: 'queue' });
  const count = useQueueCounts()?.[queue];
  if (!count) return null;
  return <Badge count={count} size="small" title={t('menuBadge', { count })} style={{ boxShadow: 'none' }} />;
}

/** The badge of the side menu entry at `path`: null but for a work queue. */
export function queueBadgeOf(path: string): ReactNode {
  const queue = queueOfPath(path);
  return queue === undefined ? null : <QueueCount queue={queue} />;
}
