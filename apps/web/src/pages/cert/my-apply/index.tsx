// 申请记录 (/applyList, the enterprise, role 8): my certification applications, latest first, with their
// status; a new application or a draft opens the form, a draft is submitted or deleted, a submitted one
// withdrawn until the body reviews it; 查看 opens the application with its contract, audits,
// nonconformities and progress.
import type { CertApplication, CertApplicationDetail } from '@platform/contract';
import { ApplicationStatus } from '@platform/contract/cert-model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApi, applyQueryKeys, useMyApplications } from '../../../api/cert/apply';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { CertStatusTag, schemeLabel } from '../components';
import { ApplicationDrawer } from './ApplicationDrawer';
import { ApplicationForm } from './ApplicationForm';

const ACTIONS_WIDTH = 200;

export default function CertMyApplyPage() {
  const { t } = useTranslation('cert', { keyPrefix: 'myApply' });
  const [openId, setOpenId] = useState<string>();
  const [editing, setEditing] = useState<CertApplicationDetail | null>();
  const columns: ListTableColumn<CertApplication>[] = [
    {
      key: 'no',
      title: t('columns.no'),
      dataIndex: 'no',
      width: 140,
      render: (no: string | null) => no ?? '-',
    },
    {
      key: 'entName',
      title: t('columns.entName'),
      dataIndex: 'entName',
      width: 240,
      render: (name: string, row) => (
        <a data-user-data onClick={() => setOpenId(row.id)}>
          {name}
        </a>
      ),
    },
    { key: 'scheme', title: t('columns.scheme'), dataIndex: 'scheme', width: 200, render: schemeLabel },
    {
      key: 'status',
      title: t('columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: number) => <CertStatusTag kind="application" status={status} />,
    },
    {
      key: 'auditDays',
      title: t('columns.auditDays'),
      dataIndex: 'auditDays',
      width: 100,
      render: (d) => d ?? '-',
    },
    {
      key: 'submittedAt',
      title: t('columns.submittedAt'),
      dataIndex: 'submittedAt',
      width: 170,
      render: (at: string | null) => (at ? parseTime(at) : '-'),
    },
    {
      key: 'updatedAt',
      title: t('columns.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      defaultHidden: true,
      render: (at: string) => parseTime(at),
    },
  ];
  const list = useListController<CertApplication>({
    id: 'cert.myApply',
    columns,
    queryKey: applyQueryKeys.all,
    remove: {
      request: async (row) => {
        await applyApi.remove(row.id);
        return t('done.deleted');
      },
      confirm: (row) => t('confirm.delete', { name: row.entName }),
    },
  });
  const rows = useMyApplications(list.paging);
  const edit = async (row: CertApplication) => setEditing(await applyApi.detail(row.id));
  const submit = (row: CertApplication) =>
    list.confirm({
      content: t('confirm.submit', { name: row.entName }),
      run: async () => {
        await applyApi.submit(row.id);
        return t('done.submitted');
      },
    });
  const withdraw = (row: CertApplication) =>
    list.confirm({
      content: t('confirm.withdraw', { name: row.entName }),
      danger: true,
      run: async () => {
        await applyApi.withdraw(row.id);
        return t('done.withdrawn');
      },
    });
  return (
    <ListPage
      list={list}
      rows={rows}
      name="certMyApplySearch"
      addText={t('add')}
      onAdd={() => setEditing(null)}
      table={{ scroll: { x: 'max-content' } }}
      actions={{
        width: ACTIONS_WIDTH,
        fixed: 'right',
        render: (row) => (
          <>
            <RowAction onClick={() => setOpenId(row.id)}>{t('actions.view')}</RowAction>
            {row.status === ApplicationStatus.draft && (
              <>
                <RowAction onClick={() => void edit(row)}>{t('actions.edit')}</RowAction>
                <RowAction onClick={() => submit(row)}>{t('actions.submit')}</RowAction>
                <RowAction danger onClick={() => list.remove(row)}>
                  {t('actions.delete')}
                </RowAction>
              </>
            )}
            {row.status === ApplicationStatus.submitted && (
              <RowAction danger onClick={() => withdraw(row)}>
                {t('actions.withdraw')}
              </RowAction>
            )}
          </>
        ),
      }}
    >
      <ApplicationForm target={editing} onClose={() => setEditing(undefined)} />
      <ApplicationDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </ListPage>
  );
}
