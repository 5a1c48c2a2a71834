// A dialog over the factor library (platform and own factors): search by keyword and category, page
// through, choose one. Emission sources use it to name their factor.
import type { CarbonFactor } from '@platform/contract';
import { Button, Input, Modal, Pagination, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { factorCategoryLabel, factorCategoryOptions, gasLabel } from '../components';
import { factorValueText } from './factorText';
import { useFactorPage, type FactorSearch } from './queries';

const PICKER_SIZE = 10;

export function FactorPicker({
  open,
  chosenId,
  onPick,
  onClose,
}: {
  open: boolean;
  chosenId?: string;
  onPick: (factor: CarbonFactor) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('carbon', { keyPrefix: 'factor' });
  const [keyword, setKeyword] = useState('');
  const [filter, setFilter] = useState<FactorSearch>({});
  const [page, setPage] = useState(1);
  const rows = useFactorPage({ pageIndex: page, pageSize: PICKER_SIZE }, filter, open);
  const search = (next: FactorSearch) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <Modal title={t('picker.title')} open={open} width={860} footer={null} onCancel={onClose} destroyOnHidden>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label={t('search.keyword')}
          placeholder={t('search.keywordPlaceholder')}
          allowClear
          maxLength={100}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => search({ ...filter, keyword: value.trim() || undefined })}
          style={{ width: 260 }}
        />
        <Select
          aria-label={t('search.category')}
          allowClear
          placeholder={t('search.category')}
          style={{ width: 140 }}
          options={factorCategoryOptions()}
          value={filter.category}
          onChange={(category) => search({ ...filter, category })}
        />
      </Space>
      <Table<CarbonFactor>
        rowKey="id"
        size="small"
        aria-label={t('picker.title')}
        loading={rows.isFetching}
        dataSource={rows.data?.items ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'name',
            title: t('columns.name'),
            render: (_, factor) => (
              <>
                <span data-user-data>{factor.name}</span>
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
            width: 100,
            render: (_, factor) => factorCategoryLabel(factor.category),
          },
          { key: 'gas', title: t('columns.gas'), width: 70, render: (_, factor) => gasLabel(factor.gas) },
          {
            key: 'value',
            title: t('columns.value'),
            width: 170,
            render: (_, factor) => <span data-user-data>{factorValueText(factor)}</span>,
          },
          { key: 'source', title: t('columns.source'), dataIndex: 'source', ellipsis: true, width: 200 },
          { key: 'year', title: t('columns.year'), dataIndex: 'year', width: 70 },
          {
            key: 'choose',
            width: 80,
            render: (_, factor) =>
              factor.id === chosenId ? (
                <Tag>{t('picker.chosen')}</Tag>
              ) : (
                <Button type="link" size="small" onClick={() => onPick(factor)}>
                  {t('picker.choose')}
                </Button>
              ),
          },
        ]}
      />
      <Pagination
        style={{ marginTop: 12, justifyContent: 'flex-end' }}
        size="small"
        current={page}
        pageSize={PICKER_SIZE}
        total={rows.data?.total ?? 0}
        showSizeChanger={false}
        onChange={setPage}
      />
    </Modal>
  );
}
