// 计划管理 (issue 20): reduction plans per organisation and year, with the progress of the year's
// actual emissions (from its accounting model) against the target, for the selected organisation or
// for all of them.
import type { CarbonPlan } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Progress, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import {
  chartValue,
  formatDecimal,
  formatPercent,
  OrgYearBar,
  scopeLabel,
  tableWidth,
  useCarbonScope,
} from '../components';
import { carbonPlanKeys, PlanFormModal } from './PlanFormModal';

const ACTIONS_WIDTH = 120;
/** The progress bar with its percentage (the progress column is this plus the cell padding). */
const PROGRESS_WIDTH = 180;

function PlanProgress({ plan }: { plan: CarbonPlan }) {
  const { t } = useTranslation('carbon', { keyPrefix: 'plan' });
  if (plan.progress === null || plan.actualEmission === null) {
    return <Typography.Text type="secondary">{t('noActual')}</Typography.Text>;
  }
  // The bar's length only; the text is the server's figure.
  const percent = Math.max(0, Math.min(100, chartValue(plan.progress)));
  return (
    <Space direction="vertical" size={0} style={{ width: PROGRESS_WIDTH }}>
      <Progress
        percent={percent}
        size="small"
        status={percent >= 100 ? 'success' : 'active'}
        format={() => formatPercent(plan.progress)}
        aria-label={t('progressText', { percent: formatPercent(plan.progress) })}
      />
    </Space>
  );
}

export default function PlanPage() {
  const { t } = useTranslation(['carbon', 'common']);
  const { orgId, year, orgs } = useCarbonScope();
  const [all, setAll] = useState(false);
  const columns: ListTableColumn<CarbonPlan>[] = [
    { key: 'org', title: t('plan.columns.org'), dataIndex: 'orgName', width: 160, ellipsis: true },
    {
      key: 'year',
      title: t('plan.columns.year'),
      dataIndex: 'year',
      width: 110,
      sorter: (a, b) => a.year - b.year,
    },
    { key: 'baseYear', title: t('plan.columns.baseYear'), dataIndex: 'baseYear', width: 80 },
    {
      key: 'baseEmission',
      title: t('plan.columns.baseEmission'),
      width: 120,
      align: 'right',
      render: (_, plan) => formatDecimal(plan.baseEmission),
    },
    {
      key: 'targetEmission',
      title: t('plan.columns.targetEmission'),
      width: 120,
      align: 'right',
      render: (_, plan) => formatDecimal(plan.targetEmission),
    },
    {
      key: 'actualEmission',
      title: t('plan.columns.actualEmission'),
      width: 120,
      align: 'right',
      render: (_, plan) => formatDecimal(plan.actualEmission),
    },
    {
      key: 'scopes',
      title: t('plan.columns.scopes'),
      width: 200,
      render: (_, plan) => plan.scopes.map((scope) => <Tag key={scope}>{scopeLabel(scope)}</Tag>),
    },
    {
      key: 'progress',
      title: t('plan.columns.progress'),
      width: PROGRESS_WIDTH + 24,
      render: (_, plan) => <PlanProgress plan={plan} />,
    },
    {
      key: 'measures',
      title: t('plan.columns.measures'),
      dataIndex: 'measures',
      width: 200,
      ellipsis: true,
    },
  ];
  const list = useListController<CarbonPlan, { year?: number }>({
    id: 'carbon.plan',
    columns,
    queryKey: carbonPlanKeys.all,
    match: (plan, filter) => filter.year === undefined || plan.year === filter.year,
    remove: {
      request: (plan) => carbonApi.removePlan(plan.id).then(() => t('plan.deleted')),
      confirm: (plan) => t('plan.removeConfirm', { org: plan.orgName, year: plan.year }),
    },
  });
  const shownOrg = all ? undefined : orgId;
  const rows = useQuery({
    queryKey: [...carbonPlanKeys.all, shownOrg ?? 'all'],
    queryFn: () => carbonApi.plans(shownOrg ? { orgId: shownOrg } : {}),
    enabled: all || orgId !== undefined,
  });

  const years = [...new Set((rows.data ?? []).map((plan) => plan.year))].sort((a, b) => b - a);

  return (
    <Card title={t('plan.title')}>
      <OrgYearBar
        hideYear
        extra={
          <Radio.Group
            aria-label={t('plan.show')}
            optionType="button"
            value={all ? 'all' : 'org'}
            onChange={(event) => setAll(event.target.value === 'all')}
            options={[
              { value: 'org', label: t('plan.thisOrg') },
              { value: 'all', label: t('plan.allOrgs') },
            ]}
          />
        }
      />
      <ListPage
        list={list}
        rows={rows}
        name="carbonPlanSearch"
        search={[
          {
            name: 'year',
            label: t('plan.columns.year'),
            options: years.map((y) => ({ value: y, label: String(y) })),
          },
        ]}
        table={{ scroll: { x: tableWidth(list.visibleColumns, ACTIONS_WIDTH) } }}
        actions={{
          width: ACTIONS_WIDTH,
          fixed: 'right',
          render: (plan) => (
            <>
              <RowAction onClick={() => list.edit(plan)}>{t('common:edit')}</RowAction>
              <RowAction danger onClick={() => list.remove(plan)}>
                {t('common:delete')}
              </RowAction>
            </>
          ),
        }}
      >
        <PlanFormModal
          target={list.editing}
          onClose={list.closeEditor}
          orgs={orgs}
          orgId={orgId}
          year={year}
        />
      </ListPage>
    </Card>
  );
}
