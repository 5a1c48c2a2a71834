// The enterprise's view of one application: the application itself, then what follows it — the
// contract, the audits, the nonconformities to answer and the process's progress (panels of the
// contract, programme, audit and process pages).
import { Drawer, Empty, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApplication } from '../../../api/cert/apply';
import { ClientFindings } from '../audit/ClientFindings';
import { ApplicationView } from '../components/ApplicationView';
import { ClientContract } from '../contract/ClientContract';
import { ClientAudits } from '../plan/ClientAudits';
import { CertProgress } from '../process/CertProgress';

export function ApplicationDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('cert', { keyPrefix: 'myApply' });
  const detail = useApplication(id);
  const a = detail.data;
  return (
    <Drawer
      open={id !== undefined}
      title={a ? `${t('detailTitle')} · ${a.no ?? a.entName}` : t('detailTitle')}
      size="min(1000px, calc(100vw - 64px))"
      onClose={onClose}
      destroyOnHidden
    >
      {!a ? (
        <Skeleton active />
      ) : (
        <Tabs
          destroyOnHidden
          items={[
            { key: 'info', label: t('tabs.info'), children: <ApplicationView application={a} /> },
            { key: 'contract', label: t('tabs.contract'), children: <ClientContract applicationId={a.id} /> },
            { key: 'audits', label: t('tabs.audits'), children: <ClientAudits applicationId={a.id} /> },
            { key: 'findings', label: t('tabs.findings'), children: <ClientFindings applicationId={a.id} /> },
            {
              key: 'progress',
              label: t('tabs.progress'),
              children: a.instanceId ? (
                <CertProgress instanceId={a.instanceId} />
              ) : (
                <Empty description={t('noProcess')} />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
