// An application's audit programme: every audit of its cycle (stage 1, stage 2, surveillance,
// recertification, CCC inspections) with its due date, dates, days, team and status; each opens its plan.
import type { CertAuditSummary } from '@platform/contract';
import { Descriptions, Drawer, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgramme } from '../../../api/cert/programme';
import { RowAction } from '../../../components/list';
import { auditPostLabel, CertStatusTag, schemeLabel } from '../components';
import { auditKindText, dateRange } from '../auditplan/auditColumns';
import { PlanDrawer } from '../auditplan/PlanDrawer';

export function ProgrammeDrawer({ applicationId, onClose }: { applicationId?: string; onClose: () => void }) {
  const { t } = useTranslation('cert', { keyPrefix: 'plan' });
  const programme = useProgramme(applicationId);
  const [open, setOpen] = useState<string>();
  const p = programme.data;
  return (
    <Drawer
      open={!!applicationId}
      onClose={onClose}
      size={1100}
      styles={{ wrapper: { maxWidth: 'calc(100vw - 64px)' } }}
      destroyOnHidden
      title={p ? t('detail.title', { name: p.entName }) : t('title')}
    >
      {p && (
        <>
          <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('detail.applicationNo')}>{p.applicationNo ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('detail.scheme')}>{schemeLabel(p.scheme)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.status')}>
              <CertStatusTag kind="application" status={p.applicationStatus} />
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.standard')}>{p.standard}</Descriptions.Item>
            <Descriptions.Item label={t('detail.fields')}>{p.fieldCodes.join(', ') || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('detail.auditDays')}>{p.auditDays ?? '-'}</Descriptions.Item>
          </Descriptions>
          <Table<CertAuditSummary>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={p.auditList}
            scroll={{ x: 1000 }}
            columns={[
              {
                key: 'kind',
                title: t('columns.kind'),
                width: 140,
                render: (_, a) => auditKindText(a.kind, a.seq),
              },
              { key: 'due', title: t('columns.dueDate'), dataIndex: 'dueDate', width: 110 },
              { key: 'dates', title: t('columns.dates'), width: 200, render: (_, a) => dateRange(a) },
              { key: 'days', title: t('columns.auditDays'), dataIndex: 'auditDays', width: 80 },
              {
                key: 'team',
                title: t('columns.team'),
                render: (_, a) =>
                  a.team
                    .map((m) => t('teamMember', { name: m.name, post: auditPostLabel(m.post) }))
                    .join(t('teamSeparator')) || '-',
              },
              {
                key: 'status',
                title: t('columns.status'),
                dataIndex: 'status',
                width: 120,
                render: (s: number) => <CertStatusTag kind="audit" status={s} />,
              },
              {
                key: 'actions',
                title: t('columns.actions'),
                width: 100,
                fixed: 'right',
                render: (_, a) => <RowAction onClick={() => setOpen(a.id)}>{t('editPlan')}</RowAction>,
              },
            ]}
          />
        </>
      )}
      <PlanDrawer auditId={open} onClose={() => setOpen(undefined)} />
    </Drawer>
  );
}
