// 排放因子库 (/carbon/factor): the platform's public factor library and the tenant's own factors,
// searched by keyword, category, gas, owner and year. The tenant adds, edits and deletes its own
// factors; platform rows carry a 平台 tag and are read-only.
import type { CarbonFactor } from '@platform/contract';
import { InputNumber, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { factorCategoryLabel, factorCategoryOptions, formatExact, gasLabel, gasOptions } from '../components';
import { FactorFormModal } from './FactorFormModal';
import { factorValueText } from './factorText';
import { factorQueryKeys, useFactorPage, type FactorSearch } from './queries';

type T = TFunction<'carbon', 'factor'>;

const factorColumns = (t: T): ListTableColumn<CarbonFactor>[] => [
  {
    key: 'name',
    title: t('columns.name'),
    dataIndex: 'name',
    render: (name: string, factor) => (
      <>
        <span data-user-data>{name}</span>
        {factor.platform && (
          <Tag color="blue" style={{ marginInlineStart: 8 }}>
            {t('platformTag')}
          </Tag>
        )}
      </>
    ),
  },
  {
    key: 'category',
    title: t('columns.category'),
    dataIndex: 'category',
    width: 100,
    render: (category: string) => factorCategoryLabel(category),
  },
  {
    key: 'gas',
    title: t('columns.gas'),
    dataIndex: 'gas',
    width: 80,
    render: (gas: string) => gasLabel(gas),
  },
  {
    key: 'value',
    title: t('columns.value'),
    width: 180,
    render: (_, factor) => <span data-user-data>{factorValueText(factor)}</span>,
  },
  {
    key: 'ncv',
    title: t('columns.ncv'),
    width: 140,
    render: (_, factor) =>
      factor.ncv ? (
        <span data-user-data>{`${formatExact(factor.ncv)} ${factor.ncvUnit ?? ''}`.trim()}</span>
      ) : (
        '-'
      ),
  },
  {
    key: 'source',
    title: t('columns.source'),
    dataIndex: 'source',
    ellipsis: true,
    render: (source: string) => (
      <Typography.Text data-user-data ellipsis={{ tooltip: source }} style={{ maxWidth: 260 }}>
        {source}
      </Typography.Text>
    ),
  },
  { key: 'year', title: t('columns.year'), dataIndex: 'year', width: 80 },
  {
    key: 'region',
    title: t('columns.region'),
    dataIndex: 'region',
    width: 100,
    render: (region: string | null) => <span data-user-data>{region ?? '-'}</span>,
  },
];

export default function FactorPage() {
  const { t } = useTranslation('carbon', { keyPrefix: 'factor' });
  const search: SearchField[] = [
    {
      name: 'keyword',
      label: t('search.keyword'),
      placeholder: t('search.keywordPlaceholder'),
      maxLength: 100,
    },
    { name: 'category', label: t('search.category'), options: factorCategoryOptions() },
    { name: 'gas', label: t('search.gas'), options: gasOptions() },
    {
      name: 'owner',
      label: t('search.owner'),
      options: [
        { value: 'platform', label: t('owner.platform') },
        { value: 'tenant', label: t('owner.tenant') },
      ],
    },
    {
      name: 'year',
      label: t('search.year'),
      input: <InputNumber min={1990} max={2100} precision={0} style={{ width: 110 }} />,
    },
  ];
  const list = useListController<CarbonFactor, FactorSearch>({
    id: 'carbon.factor',
    columns: factorColumns(t),
    queryKey: factorQueryKeys.all,
    remove: {
      request: (factor) => carbonApi.removeFactor(factor.id).then(() => t('deleted')),
      confirm: (factor) => t('deleteConfirm', { name: factor.name }),
    },
  });
  const rows = useFactorPage(list.paging, list.filter);

  return (
    <ListPage
      list={list}
      rows={rows}
      name="carbonFactorSearch"
      search={search}
      actions={{
        width: 130,
        fixed: 'right',
        render: (factor) => {
          const readOnly = factor.platform ? t('platformReadOnly') : undefined;
          return (
            <>
              <RowAction disabled={factor.platform} tooltip={readOnly} onClick={() => list.edit(factor)}>
                {t('edit')}
              </RowAction>
              <RowAction
                danger
                disabled={factor.platform}
                tooltip={readOnly}
                onClick={() => list.remove(factor)}
              >
                {t('delete')}
              </RowAction>
            </>
          );
        },
      }}
    >
      <FactorFormModal target={list.editing} onClose={list.closeEditor} />
    </ListPage>
  );
}
