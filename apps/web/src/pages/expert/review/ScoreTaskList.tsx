// The submissions an expert scores: those still to score (待评分) or already scored (已评分), searched
// by number, submitter or tenant; a row opens the submission.
import type { ScoreTask } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { expertQueryKeys, useScoreTasks, type ScoreTaskFilter } from './queries';

/** Names and titles come from users and business items: marked as user data. */
const data = (text: string) => <span data-user-data>{text}</span>;
const score = (value: number | null) => (value === null ? '—' : value);

export function ScoreTaskList({ pending, onOpen }: { pending: boolean; onOpen: (task: ScoreTask) => void }) {
  const { t } = useTranslation('business', { keyPrefix: 'expert' });
  const columns: ListTableColumn<ScoreTask>[] = [
    { key: 'no', title: t('columns.no'), dataIndex: 'no' },
    { key: 'bizName', title: t('columns.bizName'), dataIndex: 'bizName', render: data },
    { key: 'formName', title: t('columns.formName'), dataIndex: 'formName', render: data },
    {
      key: 'submitterTenantName',
      title: t('columns.tenant'),
      dataIndex: 'submitterTenantName',
      render: data,
    },
    { key: 'submitterName', title: t('columns.submitter'), dataIndex: 'submitterName', render: data },
    {
      key: 'submittedAt',
      title: t('columns.submittedAt'),
      dataIndex: 'submittedAt',
      width: 170,
      render: (at: string | null) => parseTime(at),
    },
    ...(pending
      ? []
      : [
          {
            key: 'myTotal',
            title: t('columns.myTotal'),
            dataIndex: 'myTotal',
            width: 90,
            render: score,
          } satisfies ListTableColumn<ScoreTask>,
          {
            key: 'score',
            title: t('columns.score'),
            dataIndex: 'score',
            width: 90,
            render: score,
          } satisfies ListTableColumn<ScoreTask>,
        ]),
  ];
  const search: SearchField[] = [
    { name: 'keyword', label: t('keyword'), placeholder: t('keywordPlaceholder'), maxLength: 64 },
  ];
  const list = useListController<ScoreTask, ScoreTaskFilter>({
    id: pending ? 'expert.review.pending' : 'expert.review.scored',
    columns,
    queryKey: expertQueryKeys.all,
  });
  const rows = useScoreTasks(pending, list.paging, list.filter);
  return (
    <ListPage
      list={list}
      rows={rows}
      name={pending ? 'expertPendingSearch' : 'expertScoredSearch'}
      search={search}
      addText={false}
      table={{
        scroll: { x: 'max-content' },
        locale: { emptyText: pending ? t('emptyPending') : t('emptyScored') },
      }}
      actions={{
        width: 90,
        fixed: 'right',
        render: (task) => (
          <RowAction onClick={() => onOpen(task)}>{pending ? t('score') : t('view')}</RowAction>
        ),
      }}
    />
  );
}
