// 审核资料审查 (/dataExamine, role 34): every audit's file, read-only — plan, team, the application's
// documents, findings with the enterprise's answers, the report and its PDF — filtered by status, kind,
// keyword and whether nonconformities are still open.
import type { CertWorkAudit } from '@platform/contract';
import { AuditKind, AuditStatus } from '@platform/contract/cert-model';
import { Card, Drawer, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditWorkKeys, useAuditFile, useAuditFiles } from '../../../api/cert/audit';
import { ListPage, RowAction, useListController } from '../../../components/list';
import type { SearchValues } from '../../../components/list/useListController';
import { AuditFileView } from '../audit/AuditFileView';
import { auditColumns } from '../audit/columns';
import { certOptions } from '../components';

interface Filter {
  keyword?: string;
  status?: number;
  kind?: number;
  openFindings?: boolean;
}

const filterOf = (values: SearchValues): Filter => {
  const keyword = typeof values.keyword === 'string' ? values.keyword.trim() : '';
  return {
    ...(keyword ? { keyword } : {}),
    ...(typeof values.status === 'number' ? { status: values.status } : {}),
    ...(typeof values.kind === 'number' ? { kind: values.kind } : {}),
    ...(values.openFindings === 'yes' ? { openFindings: true } : {}),
    ...(values.openFindings === 'no' ? { openFindings: false } : {}),
  };
};

function FileDrawer({ auditId, onClose }: { auditId?: string; onClose: () => void }) {
  const { t } = useTranslation('cert');
  const file = useAuditFile(auditId);
  return (
    <Drawer
      open={auditId !== undefined}
      onClose={onClose}
      size={1100}
      title={file.data ? t('audit.file.title', { entName: file.data.entName }) : t('dataExamine.title')}
      destroyOnHidden
    >
      {file.data ? <AuditFileView file={file.data} /> : <Skeleton active />}
    </Drawer>
  );
}

export default function CertDataExaminePage() {
  const { t } = useTranslation('cert');
  const [openId, setOpenId] = useState<string>();
  const open = (row: CertWorkAudit) => setOpenId(row.id);
  const list = useListController<CertWorkAudit, Filter>({
    id: 'cert.dataExamine',
    columns: auditColumns(t, open, false),
    queryKey: auditWorkKeys.all,
    filterOf,
  });
  const rows = useAuditFiles(list.paging, list.filter);
  return (
    <Card>
      <ListPage
        list={list}
        rows={rows}
        name="certDataExamine"
        addText={false}
        search={[
          {
            name: 'keyword',
            label: t('audit.search.keyword'),
            placeholder: t('audit.search.keywordPlaceholder'),
            maxLength: 100,
          },
          {
            name: 'status',
            label: t('audit.search.status'),
            options: certOptions('auditStatus', Object.values(AuditStatus)),
          },
          {
            name: 'kind',
            label: t('audit.search.kind'),
            options: certOptions('auditKinds', Object.values(AuditKind)),
          },
          {
            name: 'openFindings',
            label: t('dataExamine.search.openFindings'),
            options: [
              { value: 'yes', label: t('dataExamine.search.has') },
              { value: 'no', label: t('dataExamine.search.none') },
            ],
          },
        ]}
        actions={{
          width: 90,
          fixed: 'right',
          render: (row) => <RowAction onClick={() => open(row)}>{t('dataExamine.view')}</RowAction>,
        }}
      />
      <FileDrawer auditId={openId} onClose={() => setOpenId(undefined)} />
    </Card>
  );
}
