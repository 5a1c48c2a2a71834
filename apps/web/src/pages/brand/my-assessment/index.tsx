// 品牌评价申请 (/brandApply, the enterprise, role 8): my assessments, latest first, with their status and
// result; 申请评价 opens the application dialog; 查看 opens the assessment with its questionnaires to
// answer, its progress and, once published, its result and report; an assessment may be changed while
// answered or returned and withdrawn until its formal check.
import type { BrandProcess, BrandProcessDetail, BrandProcessFilter } from '@platform/contract';
import { BrandProcessStatus as S } from '@platform/contract/brand-model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { processApi, processQueryKeys, useProcessPage } from '../../../api/brand/process';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { businessTypeLabel } from '../components/labels';
import { BrandStatusTag } from '../components/StatusTag';
import { ApplyDialog } from './ApplyDialog';
import { AssessmentDrawer } from './AssessmentDrawer';

const editable = (status: number) => status === S.answering || status === S.returned;

export default function BrandMyAssessmentPage() {
  const { t } = useTranslation('brand', { keyPrefix: 'myAssessment' });
  const [openId, setOpenId] = useState<string>();
  const [editing, setEditing] = useState<BrandProcessDetail | null>();
  const columns: ListTableColumn<BrandProcess>[] = [
    { key: 'no', title: t('columns.no'), dataIndex: 'no', width: 140 },
    {
      key: 'brandName',
      title: t('columns.brandName'),
      dataIndex: 'brandName',
      width: 180,
      render: (name: string, row) => (
        <a data-user-data onClick={() => setOpenId(row.id)}>
          {name}
        </a>
      ),
    },
    {
      key: 'entName',
      title: t('columns.entName'),
      dataIndex: 'entName',
      width: 220,
      render: (name: string) => <span data-user-data>{name}</span>,
    },
    {
      key: 'businessType',
      title: t('columns.businessType'),
      dataIndex: 'businessType',
      width: 130,
      render: businessTypeLabel,
    },
    {
      key: 'status',
      title: t('columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: number) => <BrandStatusTag status={status} />,
    },
    {
      key: 'strengthScore',
      title: t('columns.strengthScore'),
      dataIndex: 'strengthScore',
      width: 120,
      render: (v: string | null) => v ?? '-',
    },
    {
      key: 'level',
      title: t('columns.level'),
      dataIndex: 'level',
      width: 90,
      render: (v: string | null) => v ?? '-',
    },
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => parseTime(at),
    },
  ];
  const list = useListController<BrandProcess, BrandProcessFilter>({
    id: 'brand.myAssessment',
    columns,
    queryKey: processQueryKeys.all,
  });
  const rows = useProcessPage(list.paging, list.filter);
  const edit = async (row: BrandProcess) => setEditing(await processApi.detail(row.id));
  const withdraw = (row: BrandProcess) =>
    list.confirm({
      content: t('confirm.withdraw', { name: row.brandName }),
      danger: true,
      run: async () => {
        await processApi.withdraw(row.id);
        return t('done.withdrawn');
      },
    });
  return (
    <ListPage
      list={list}
      rows={rows}
      name="brandMyAssessmentSearch"
      addText={t('add')}
      onAdd={() => setEditing(null)}
      table={{ scroll: { x: 'max-content' } }}
      actions={{
        width: 220,
        fixed: 'right',
        render: (row) => (
          <>
            <RowAction onClick={() => setOpenId(row.id)}>{t('actions.view')}</RowAction>
            {editable(row.status) && (
              <RowAction onClick={() => void edit(row)}>{t('actions.edit')}</RowAction>
            )}
            {(editable(row.status) || row.status === S.submitted) && (
              <RowAction danger onClick={() => withdraw(row)}>
                {t('actions.withdraw')}
              </RowAction>
            )}
          </>
        ),
      }}
    >
      <ApplyDialog target={editing} onClose={() => setEditing(undefined)} />
      <AssessmentDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </ListPage>
  );
}
