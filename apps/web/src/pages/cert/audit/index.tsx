// 审核任务 (/certAudit@wait, roles 47 and 33): the audits whose team the caller is on — those under way
// (issued, confirmed, reported) and those closed — each opening its file: plan, team, the application's
// documents, the findings editor and, for the leader, the report.
import type { CertWorkAudit } from '@platform/contract';
import { AuditStatus } from '@platform/contract/cert-model';
import { Card, Drawer, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditWorkKeys, useAuditFile, useMyAudits } from '../../../api/cert/audit';
import { ListPage, RowAction, useListController } from '../../../components/list';
import { AuditFileView } from './AuditFileView';
import { auditColumns } from './columns';
import { LeaderReport, useFindingEditor } from './TeamWork';

interface Filter {
  keyword?: string;
}

function AuditList({ status, onOpen }: { status?: number; onOpen: (row: CertWorkAudit) => void }) {
  const { t } = useTranslation('cert');
  const list = useListController<CertWorkAudit, Filter>({
    id: `cert.audit.${status ?? 'underWay'}`,
    columns: auditColumns(t, onOpen, true),
    queryKey: auditWorkKeys.all,
  });
  const rows = useMyAudits(list.paging, { ...list.filter, status });
  return (
    <ListPage
      list={list}
      rows={rows}
      name={`certAudit${status ?? ''}`}
      addText={false}
      search={[
        {
          name: 'keyword',
          label: t('audit.search.keyword'),
          placeholder: t('audit.search.keywordPlaceholder'),
          maxLength: 100,
        },
      ]}
      actions={{
        width: 80,
        fixed: 'right',
        render: (row) => (
          <RowAction onClick={() => onOpen(row)}>
            {status === undefined ? t('audit.actions.open') : t('audit.actions.view')}
          </RowAction>
        ),
      }}
    />
  );
}

/** The file of an audit for its team: findings editor; the leader's report. */
export function TeamAuditDrawer({ auditId, onClose }: { auditId?: string; onClose: () => void }) {
  const { t } = useTranslation('cert');
  const file = useAuditFile(auditId);
  const editor = useFindingEditor(file.data);
  return (
    <Drawer
      open={auditId !== undefined}
      onClose={onClose}
      size={1100}
      title={file.data ? t('audit.file.title', { entName: file.data.entName }) : t('audit.title')}
      destroyOnHidden
    >
      {file.data ? (
        <>
          <AuditFileView
            file={file.data}
            findingActions={editor.actions}
            findingsExtra={editor.extra}
            report={file.data.isLeader ? <LeaderReport file={file.data} /> : undefined}
          />
          {editor.dialogs}
        </>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}

export default function CertAuditPage() {
  const { t } = useTranslation('cert');
  const [openId, setOpenId] = useState<string>();
  const open = (row: CertWorkAudit) => setOpenId(row.id);
  return (
    <Card>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'underWay', label: t('audit.tabs.underWay'), children: <AuditList onOpen={open} /> },
          {
            key: 'closed',
            label: t('audit.tabs.closed'),
            children: <AuditList status={AuditStatus.closed} onOpen={open} />,
          },
        ]}
      />
      <TeamAuditDrawer auditId={openId} onClose={() => setOpenId(undefined)} />
    </Card>
  );
}
