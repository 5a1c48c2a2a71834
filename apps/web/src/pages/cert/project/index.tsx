// 项目管理 (/projectExa): one row per submitted application — its contract, audits and certificate;
// 详情 opens the project in a drawer with the process progress.
import type { CertProject, CertProjectFilter } from '@platform/contract';
import { ApplicationStatus, CERT_SCHEME_KEYS } from '@platform/contract/cert-model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Flex, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { certStatsApi } from '../../../api/cert/stats';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import { parseTime } from '../../../utils/time';
import {
  applicationStatusLabel,
  auditKindLabel,
  CertStatusTag,
  certOptions,
  contractStatusLabel,
  schemeLabel,
} from '../components';
import { CertProgress } from '../process/CertProgress';

type T = TFunction<'cert', 'project'>;
type Search = Omit<CertProjectFilter, 'status'> & { status?: number };
const DATE = '{y}-{m}-{d}';

const columns = (t: T): ListTableColumn<CertProject>[] => [
  {
    key: 'no',
    title: t('columns.no'),
    dataIndex: 'no',
    width: 150,
    render: (no: string | null) => no ?? '-',
  },
  {
    key: 'entName',
    title: t('columns.entName'),
    dataIndex: 'entName',
    render: (name: string) => <span data-user-data>{name}</span>,
  },
  {
    key: 'scheme',
    title: t('columns.scheme'),
    dataIndex: 'scheme',
    width: 170,
    render: (scheme: string) => schemeLabel(scheme),
  },
  {
    key: 'status',
    title: t('columns.status'),
    dataIndex: 'status',
    width: 100,
    render: (status: number) => <CertStatusTag kind="application" status={status} />,
  },
  {
    key: 'contract',
    title: t('columns.contract'),
    width: 170,
    render: (_, p) =>
      p.contract ? (
        <Flex vertical>
          <span>{p.contract.no}</span>
          <CertStatusTag kind="contract" status={p.contract.status} />
        </Flex>
      ) : (
        '-'
      ),
  },
  {
    key: 'audits',
    title: t('columns.audits'),
    width: 170,
    render: (_, p) =>
      p.audits.total === 0 ? (
        '-'
      ) : (
        <Flex vertical>
          <span>{t('auditsDone', { closed: p.audits.closed, total: p.audits.total })}</span>
          {p.audits.next && (
            <Typography.Text type="secondary">
              {t('next', { kind: auditKindLabel(p.audits.next.kind) })}
            </Typography.Text>
          )}
        </Flex>
      ),
  },
  {
    key: 'certificate',
    title: t('columns.certificate'),
    width: 190,
    render: (_, p) =>
      p.certificate ? (
        <Flex vertical>
          <span>
            {p.certificate.no} <CertStatusTag kind="certificate" status={p.certificate.status} />
          </span>
          <Typography.Text type="secondary">
            {t('expires', { date: p.certificate.expiresOn })}
          </Typography.Text>
        </Flex>
      ) : (
        '-'
      ),
  },
  {
    key: 'submittedAt',
    title: t('columns.submittedAt'),
    dataIndex: 'submittedAt',
    width: 110,
    render: (at: string | null) => (at ? parseTime(at, DATE) : '-'),
  },
];

function ProjectDetail({ project }: { project: CertProject }) {
  const { t } = useTranslation('cert', { keyPrefix: 'project' });
  const none = t('none');
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={2}
        title={t('sections.application')}
        items={[
          { key: 'no', label: t('columns.no'), children: project.no ?? none },
          { key: 'scheme', label: t('columns.scheme'), children: schemeLabel(project.scheme) },
          { key: 'status', label: t('columns.status'), children: applicationStatusLabel(project.status) },
          { key: 'auditDays', label: t('fields.auditDays'), children: project.auditDays ?? none },
          {
            key: 'submittedAt',
            label: t('columns.submittedAt'),
            children: project.submittedAt ? parseTime(project.submittedAt, DATE) : none,
          },
        ]}
      />
      <Descriptions
        size="small"
        bordered
        column={2}
        title={t('sections.contract')}
        items={
          project.contract
            ? [
                { key: 'no', label: t('columns.contract'), children: project.contract.no },
                {
                  key: 'status',
                  label: t('fields.contractStatus'),
                  children: contractStatusLabel(project.contract.status),
                },
                { key: 'amount', label: t('fields.amount'), children: project.contract.amount },
              ]
            : [{ key: 'none', label: t('columns.contract'), children: none }]
        }
      />
      <Descriptions
        size="small"
        bordered
        column={2}
        title={t('sections.audits')}
        items={[
          {
            key: 'done',
            label: t('columns.audits'),
            children: t('auditsDone', { closed: project.audits.closed, total: project.audits.total }),
          },
          {
            key: 'next',
            label: t('fields.nextAudit'),
            children: project.audits.next ? auditKindLabel(project.audits.next.kind) : none,
          },
          { key: 'due', label: t('fields.dueDate'), children: project.audits.next?.dueDate ?? none },
        ]}
      />
      <Descriptions
        size="small"
        bordered
        column={2}
        title={t('sections.certificate')}
        items={
          project.certificate
            ? [
                { key: 'no', label: t('columns.certificate'), children: project.certificate.no },
                {
                  key: 'status',
                  label: t('columns.status'),
                  children: <CertStatusTag kind="certificate" status={project.certificate.status} />,
                },
                { key: 'issuedOn', label: t('fields.issuedOn'), children: project.certificate.issuedOn },
                { key: 'expiresOn', label: t('fields.expiresOn'), children: project.certificate.expiresOn },
              ]
            : [{ key: 'none', label: t('columns.certificate'), children: none }]
        }
      />
      {project.instanceId && (
        <>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('sections.progress')}
          </Typography.Title>
          <CertProgress instanceId={project.instanceId} />
        </>
      )}
    </Flex>
  );
}

export default function CertProjectPage() {
  const { t } = useTranslation('cert', { keyPrefix: 'project' });
  const [open, setOpen] = useState<CertProject | null>(null);
  const list = useListController<CertProject, Search>({
    id: 'cert.project',
    columns: columns(t),
    queryKey: ['cert', 'project'],
  });
  const rows = useQuery({
    queryKey: ['cert', 'project', 'page', list.paging, list.filter],
    queryFn: () => certStatsApi.projects({ ...list.paging, ...list.filter }),
    placeholderData: keepPreviousData,
  });
  const statuses = Object.values(ApplicationStatus).filter((s) => s !== ApplicationStatus.draft);
  return (
    <ListPage
      list={list}
      rows={rows}
      name="certProjectSearch"
      rowKey="applicationId"
      addText={false}
      search={[
        {
          name: 'keyword',
          label: t('search.keyword'),
          placeholder: t('search.keywordPlaceholder'),
          maxLength: 100,
        },
        { name: 'scheme', label: t('search.scheme'), options: certOptions('schemes', CERT_SCHEME_KEYS) },
        { name: 'status', label: t('search.status'), options: certOptions('applicationStatus', statuses) },
      ]}
      table={{ scroll: { x: 1200 } }}
      actions={{
        width: 80,
        fixed: 'right',
        render: (p) => <RowAction onClick={() => setOpen(p)}>{t('detail')}</RowAction>,
      }}
    >
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        size="large"
        title={<span data-user-data>{t('drawerTitle', { name: open?.entName ?? '' })}</span>}
        destroyOnHidden
      >
        {open && <ProjectDetail project={open} />}
      </Drawer>
    </ListPage>
  );
}
