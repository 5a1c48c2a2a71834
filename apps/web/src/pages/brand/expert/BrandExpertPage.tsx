// 专家评审 (/0010) in the brand app (issue 22): the expert's brand scoring tasks, to score (待评分) or
// submitted (已提交); a row opens the scoring drawer.
import type { BrandScoringTask, BrandTaskFilter } from '@platform/contract';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scoringQueryKeys, useScoringTasks } from '../../../api/brand/scoring';
import {
  filterOfValues,
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { BrandStatusTag } from '../components/StatusTag';
import { ScoringDrawer } from './ScoringDrawer';

const data = (text: string) => <span data-user-data>{text}</span>;

function TaskList({
  state,
  onOpen,
}: {
  state: 'pending' | 'submitted';
  onOpen: (task: BrandScoringTask) => void;
}) {
  const { t } = useTranslation('brand', { keyPrefix: 'expert' });
  const columns: ListTableColumn<BrandScoringTask>[] = [
    { key: 'no', title: t('columns.no'), dataIndex: 'no', width: 150 },
    { key: 'brandName', title: t('columns.brandName'), dataIndex: 'brandName', render: data },
    { key: 'entName', title: t('columns.entName'), dataIndex: 'entName', render: data },
    {
      key: 'status',
      title: t('columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: number) => <BrandStatusTag status={status} />,
    },
    {
      key: 'assignedAt',
      title: t('columns.assignedAt'),
      dataIndex: 'assignedAt',
      width: 170,
      render: (at: string) => parseTime(at),
    },
    {
      key: 'submittedAt',
      title: t('columns.submittedAt'),
      dataIndex: 'submittedAt',
      width: 170,
      render: (at: string | null) => parseTime(at),
    },
  ];
  const search: SearchField[] = [{ name: 'keyword', label: t('keyword'), maxLength: 100 }];
  const list = useListController<BrandScoringTask, BrandTaskFilter>({
    id: `brand.expert.${state}`,
    columns,
    queryKey: scoringQueryKeys.all,
    initialFilter: { state },
    filterOf: (values) => ({ ...filterOfValues<BrandTaskFilter>(values), state }),
  });
  const rows = useScoringTasks(list.paging, list.filter);
  return (
    <ListPage
      list={list}
      rows={rows}
      name={`brandExpert${state}Search`}
      search={search}
      addText={false}
      table={{ scroll: { x: 'max-content' } }}
      actions={{
        width: 90,
        fixed: 'right',
        render: (task) => (
          <RowAction onClick={() => onOpen(task)}>{state === 'pending' ? t('score') : t('view')}</RowAction>
        ),
      }}
    />
  );
}

export default function BrandExpertPage() {
  const { t } = useTranslation('brand', { keyPrefix: 'expert' });
  const [opened, setOpened] = useState<BrandScoringTask>();
  return (
    <Card>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'pending',
            label: t('tabs.pending'),
            children: <TaskList state="pending" onOpen={setOpened} />,
          },
          {
            key: 'submitted',
            label: t('tabs.submitted'),
            children: <TaskList state="submitted" onOpen={setOpened} />,
          },
        ]}
      />
      <ScoringDrawer task={opened} onClose={() => setOpened(undefined)} />
    </Card>
  );
}
