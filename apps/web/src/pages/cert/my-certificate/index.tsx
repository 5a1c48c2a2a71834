// 我的证书 (/myCertificate, role 8): the enterprise's own certificates (queryMyCertificate), each with
// its history, its coming audits and the PDF download.
import type { CertCertificate } from '@platform/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decisionQueryKeys, useMyCertificates } from '../../../api/cert/decision';
import { ListPage, RowAction, useListController } from '../../../components/list';
import { CertificateDrawer, DownloadButton } from '../certificate/CertificateDrawer';
import { certificateColumns, columnsWidth } from '../certificate/columns';

const ACTIONS_WIDTH = 160;

export default function CertMyCertificatePage() {
  const { t } = useTranslation('cert');
  const [openId, setOpenId] = useState<string>();
  const columns = certificateColumns(t, (row) => setOpenId(row.id));
  const list = useListController<CertCertificate>({
    id: 'cert.myCertificate',
    columns,
    queryKey: decisionQueryKeys.all,
  });
  const rows = useMyCertificates(list.paging);
  return (
    <ListPage
      list={list}
      rows={rows}
      name="certMyCertificateSearch"
      addText={false}
      table={{
        scroll: { x: columnsWidth(columns, ACTIONS_WIDTH) },
        locale: { emptyText: t('myCertificate.empty') },
      }}
      actions={{
        width: ACTIONS_WIDTH,
        fixed: 'right',
        render: (row) => (
          <>
            <RowAction onClick={() => setOpenId(row.id)}>{t('certificate.actions.view')}</RowAction>
            <DownloadButton certificate={row} link />
          </>
        ),
      }}
    >
      <CertificateDrawer id={openId} onClose={() => setOpenId(undefined)} />
    </ListPage>
  );
}
