// 碳核查 (/carbon/verify, carbon staff): the tenant's verifications (ISO 14064-3) with their status and
// open findings; a model of the selected organisation and year is submitted from here, and a
// verification opens with its findings to answer, its statement and the report downloads.
import type { CarbonVerification } from '@platform/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, RowAction, useListController, type SearchField } from '../../../components/list';
import { OrgYearBar, tableWidth, useCarbonScope, verificationStatusLabel } from '../components';
import { verificationColumns } from './columns';
import { CompanyDrawer } from './CompanyDrawer';
import { verifyQueryKeys, useVerificationPage, type VerificationFilter } from './queries';
import { SubmitModal } from './SubmitModal';

const STATUSES = [0, 1, 2];
const ACTIONS_WIDTH = 80;

export default function CarbonVerifyPage() {
  const { t } = useTranslation('carbon');
  const { orgId } = useCarbonScope();
  const [openId, setOpenId] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const search: SearchField[] = [
    {
      name: 'status',
      label: t('verify.status'),
      options: STATUSES.map((status) => ({ value: status, label: verificationStatusLabel(status) })),
    },
  ];
  const list = useListController<CarbonVerification, VerificationFilter>({
    id: 'carbon.verify',
    columns: verificationColumns(t, (row) => setOpenId(row.id)),
    queryKey: verifyQueryKeys.all,
  });
  const rows = useVerificationPage(list.paging, list.filter);
  return (
    <ListPage
      list={list}
      rows={rows}
      name="carbonVerifySearch"
      search={search}
      header={
        <OrgYearBar
          extra={
            <Button type="primary" disabled={!orgId} onClick={() => setSubmitting(true)}>
              {t('verify.submit.button')}
            </Button>
          }
        />
      }
      addText={false}
      table={{ scroll: { x: tableWidth(list.visibleColumns, ACTIONS_WIDTH) } }}
      actions={{
        width: ACTIONS_WIDTH,
        fixed: 'right',
        render: (row) => <RowAction onClick={() => setOpenId(row.id)}>{t('verify.actions.view')}</RowAction>,
      }}
    >
      <SubmitModal open={submitting} onClose={() => setSubmitting(false)} />
      <CompanyDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </ListPage>
  );
}
