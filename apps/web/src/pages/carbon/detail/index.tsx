// 排放明细 (issue 20): the activity rows behind one figure of the overview (getSingleData), each with
// its device, reading, emission source, factor (value, unit, source), GWP and result, and the evidence
// uploads. The address names the selection (orgId, year, and scope / sourceId / month / childOrgId);
// the search narrows it by scope and month.
import type { SingleDataRow } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Flex, Form, Statistic } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { carbonApi } from '../../../api/carbon';
import {
  ListPage,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import {
  carbonFigureKeys,
  EvidenceLinks,
  findOrg,
  formatDecimal,
  formatExact,
  formatQuantity,
  monthLabel,
  scopeLabel,
  scopeOptions,
  selectionOf,
  useEmissionFigures,
  useOrgTree,
  type DetailSelection,
} from '../components';

interface Narrowing {
  scope?: number;
  month?: number;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

function useColumns(): ListTableColumn<SingleDataRow>[] {
  const { t } = useTranslation('carbon', { keyPrefix: 'detail.columns' });
  return [
    { key: 'org', title: t('org'), dataIndex: 'orgName' },
    {
      key: 'device',
      title: t('device'),
      render: (_, row) => `${row.deviceName} (${row.deviceCode})`,
    },
    { key: 'month', title: t('month'), dataIndex: 'month', render: (month: number) => monthLabel(month) },
    {
      key: 'activity',
      title: t('activity'),
      align: 'right',
      render: (_, row) => formatQuantity(row.value, row.unit, 4),
    },
    { key: 'source', title: t('source'), dataIndex: 'sourceName' },
    { key: 'factor', title: t('factor'), dataIndex: 'factorName' },
    {
      key: 'factorValue',
      title: t('factorValue'),
      align: 'right',
      render: (_, row) => `${formatExact(row.factorValue)} ${row.factorUnit}`,
    },
    { key: 'factorSource', title: t('factorSource'), dataIndex: 'factorSource' },
    { key: 'gwp', title: t('gwp'), align: 'right', render: (_, row) => formatExact(row.gwp) },
    {
      key: 'emission',
      title: t('emission'),
      align: 'right',
      render: (_, row) => formatDecimal(row.emission, 4),
    },
    {
      key: 'evidence',
      title: t('evidence'),
      render: (_, row) => <EvidenceLinks keys={row.evidence} />,
    },
  ];
}

function Header({
  selection,
  emission,
  total,
}: {
  selection: DetailSelection;
  emission: string | undefined;
  total: number | undefined;
}) {
  const { t } = useTranslation('carbon');
  const tree = useOrgTree();
  const figures = useEmissionFigures(selection.sourceId ? selection.orgId : undefined, selection.year);
  const orgName = (id: string | undefined) => findOrg(tree.data ?? [], id)?.name ?? '';
  const sourceName = figures.data?.bySource.find((s) => s.sourceId === selection.sourceId)?.name;
  const items = [
    { key: 'org', label: t('detail.org'), children: orgName(selection.orgId) },
    { key: 'year', label: t('detail.year'), children: t('detail.yearValue', { year: selection.year }) },
    {
      key: 'scope',
      label: t('detail.scope'),
      children: selection.scope ? scopeLabel(selection.scope) : t('detail.allScopes'),
    },
    {
      key: 'month',
      label: t('detail.month'),
      children: selection.month ? monthLabel(selection.month) : t('detail.allMonths'),
    },
    ...(selection.sourceId ? [{ key: 'source', label: t('detail.source'), children: sourceName ?? '' }] : []),
    ...(selection.childOrgId
      ? [{ key: 'childOrg', label: t('detail.childOrg'), children: orgName(selection.childOrgId) }]
      : []),
  ];
  return (
    <Card size="small">
      <Flex justify="space-between" align="center" wrap gap="middle">
        <Descriptions size="small" title={t('detail.selection')} items={items} column={{ xs: 1, md: 3 }} />
        <Statistic
          title={t('detail.total')}
          value={formatDecimal(emission, 4)}
          formatter={() => formatDecimal(emission, 4)}
          suffix={t('shared.tCO2e')}
        />
      </Flex>
      {total !== undefined && <span>{t('detail.rows', { total })}</span>}
    </Card>
  );
}

function Rows({ base }: { base: DetailSelection }) {
  const { t } = useTranslation('carbon');
  const columns = useColumns();
  const initialFilter = useMemo<Narrowing>(
    () => ({ scope: base.scope, month: base.month }),
    [base.scope, base.month],
  );
  const [form] = Form.useForm();
  useEffect(() => form.setFieldsValue(initialFilter), [form, initialFilter]);
  const list = useListController<SingleDataRow, Narrowing>({
    id: 'carbon.detail',
    columns,
    queryKey: carbonFigureKeys.all,
    initialFilter,
  });
  const selection: DetailSelection = { ...base, scope: list.filter.scope, month: list.filter.month };
  const rows = useQuery({
    queryKey: [...carbonFigureKeys.all, 'single', selection, list.paging],
    queryFn: () => carbonApi.single({ ...selection, ...list.paging }),
    placeholderData: keepPreviousData,
  });
  const search: SearchField[] = [
    { name: 'scope', label: t('detail.scope'), options: scopeOptions() },
    {
      name: 'month',
      label: t('detail.month'),
      options: MONTHS.map((month) => ({ value: month, label: monthLabel(month) })),
    },
  ];
  return (
    <ListPage
      list={list}
      rows={rows}
      name="carbonDetailSearch"
      searchForm={form}
      search={search}
      addText={false}
      rowKey="activityId"
      header={<Header selection={selection} emission={rows.data?.emission} total={rows.data?.total} />}
    />
  );
}

export default function EmissionDetailPage() {
  const { t } = useTranslation('carbon');
  const [params] = useSearchParams();
  const selection = selectionOf(params);
  return (
    <Card title={t('detail.title')} extra={<Link to="/overview">{t('detail.back')}</Link>}>
      {selection ? (
        <Rows key={params.toString()} base={selection} />
      ) : (
        <Empty description={t('detail.missing')} />
      )}
    </Card>
  );
}
