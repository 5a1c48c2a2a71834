// 专家评审 in the carbon app (/0010, the verifier, role 33): the inventories submitted for
// verification — those in review first, then those verified or returned — each opening the
// verifier's view of it.
import type { CarbonVerification } from '@platform/contract';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, RowAction, useListController } from '../../../components/list';
import { verificationStatusLabel } from '../components';
import { verificationColumns } from './columns';
import { useVerificationPage, verifyQueryKeys, type VerificationFilter } from './queries';
import { VerifierDrawer } from './VerifierDrawer';

const IN_REVIEW = 0;

function VerificationList({ status, onOpen }: { status: number; onOpen: (row: CarbonVerification) => void }) {
  const { t } = useTranslation('carbon');
  const list = useListController<CarbonVerification, VerificationFilter>({
    id: `carbon.verifier.${status}`,
    columns: verificationColumns(t, onOpen),
    queryKey: verifyQueryKeys.all,
  });
  const rows = useVerificationPage(list.paging, { status });
  return (
    <ListPage
      list={list}
      rows={rows}
      name={`carbonVerifier${status}`}
      addText={false}
      table={{
        scroll: { x: 'max-content' },
        locale: status === IN_REVIEW ? { emptyText: t('verify.verifier.empty') } : undefined,
      }}
      actions={{
        width: 80,
        fixed: 'right',
        render: (row) => (
          <RowAction onClick={() => onOpen(row)}>
            {status === IN_REVIEW ? t('verify.actions.verify') : t('verify.actions.view')}
          </RowAction>
        ),
      }}
    />
  );
}

export default function VerifierPage() {
  const { t } = useTranslation('carbon');
  const [openId, setOpenId] = useState<string>();
  const open = (row: CarbonVerification) => setOpenId(row.id);
  return (
    <Card>
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'pending',
            label: t('verify.verifier.tabs.pending'),
            children: <VerificationList status={0} onOpen={open} />,
          },
          {
            key: 'verified',
            label: verificationStatusLabel(1),
            children: <VerificationList status={1} onOpen={open} />,
          },
          {
            key: 'returned',
            label: verificationStatusLabel(2),
            children: <VerificationList status={2} onOpen={open} />,
          },
        ]}
      />
      <VerifierDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </Card>
  );
}
