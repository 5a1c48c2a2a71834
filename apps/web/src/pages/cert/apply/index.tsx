// 申请管理 (/applyManage, the body's staff, role 34): the submitted applications with filters (status,
// scheme, keyword, submission dates); an application opens with its documents and progress, and one
// awaiting acceptance is accepted (risk, the proposed and the agreed audit days) or refused. 申请表单设置
// chooses the body's application form (a form template of the designer) that applicants fill in.
import type { ApplicationFilter, CertApplication } from '@platform/contract';
import { ApplicationStatus, CERT_SCHEME_KEYS } from '@platform/contract/cert-model';
import { Button, DatePicker, Drawer, Skeleton, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyQueryKeys, useApplication, useApplicationPage } from '../../../api/cert/apply';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { CertStatusTag, certOptions, riskLabel, schemeLabel } from '../components';
import { ApplicationView } from '../components/ApplicationView';
import { CertProgress } from '../process/CertProgress';
import { ApplicationFormSettings } from './ApplicationFormSettings';
import { AcceptDialog, RefuseDialog } from './ReviewDialogs';
import { filterOfSearch, type ApplySearchValues } from './review';

const ACTIONS_WIDTH = 200;
/** Statuses an application has once submitted (drafts are the enterprise's own). */
const STATUSES = Object.values(ApplicationStatus).filter((s) => s !== ApplicationStatus.draft);

function ApplicationDetail({
  id,
  onClose,
  onAccept,
  onRefuse,
}: {
  id: string | undefined;
  onClose: () => void;
  onAccept: (a: CertApplication) => void;
  onRefuse: (a: CertApplication) => void;
}) {
  const { t } = useTranslation('cert');
  const detail = useApplication(id);
  const a = detail.data;
  return (
    <Drawer
      open={id !== undefined}
      title={a ? `${t('myApply.detailTitle')} · ${a.no ?? ''}` : t('myApply.detailTitle')}
      size="min(1000px, calc(100vw - 64px))"
      onClose={onClose}
      destroyOnHidden
      extra={
        a?.canReview && (
          <Space>
            <Button danger onClick={() => onRefuse(a)}>
              {t('apply.actions.refuse')}
            </Button>
            <Button type="primary" onClick={() => onAccept(a)}>
              {t('apply.actions.accept')}
            </Button>
          </Space>
        )
      }
    >
      {!a ? (
        <Skeleton active />
      ) : (
        <Tabs
          destroyOnHidden
          items={[
            { key: 'info', label: t('myApply.tabs.info'), children: <ApplicationView application={a} /> },
            ...(a.instanceId
              ? [
                  {
                    key: 'progress',
                    label: t('myApply.tabs.progress'),
                    children: <CertProgress instanceId={a.instanceId} />,
                  },
                ]
              : []),
          ]}
        />
      )}
    </Drawer>
  );
}

export default function CertApplyManagePage() {
  const { t } = useTranslation('cert');
  const [openId, setOpenId] = useState<string>();
  const [accepting, setAccepting] = useState<CertApplication>();
  const [refusing, setRefusing] = useState<CertApplication>();
  const [settingForm, setSettingForm] = useState(false);
  const columns: ListTableColumn<CertApplication>[] = [
    { key: 'no', title: t('myApply.columns.no'), dataIndex: 'no', width: 140 },
    {
      key: 'entName',
      title: t('myApply.columns.entName'),
      dataIndex: 'entName',
      width: 240,
      render: (name: string, row) => (
        <a data-user-data onClick={() => setOpenId(row.id)}>
          {name}
        </a>
      ),
    },
    {
      key: 'scheme',
      title: t('myApply.columns.scheme'),
      dataIndex: 'scheme',
      width: 200,
      render: schemeLabel,
    },
    { key: 'employees', title: t('myApply.fields.employees'), dataIndex: 'employees', width: 100 },
    {
      key: 'status',
      title: t('myApply.columns.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: number) => <CertStatusTag kind="application" status={status} />,
    },
    {
      key: 'risk',
      title: t('myApply.fields.risk'),
      dataIndex: 'risk',
      width: 100,
      render: (risk: string | null) => (risk ? riskLabel(risk) : '-'),
    },
    {
      key: 'auditDays',
      title: t('myApply.columns.auditDays'),
      dataIndex: 'auditDays',
      width: 100,
      render: (d: string | null) => d ?? '-',
    },
    {
      key: 'applicantName',
      title: t('myApply.fields.applicant'),
      dataIndex: 'applicantName',
      width: 120,
      defaultHidden: true,
    },
    {
      key: 'submittedAt',
      title: t('myApply.columns.submittedAt'),
      dataIndex: 'submittedAt',
      width: 170,
      render: (at: string | null) => (at ? parseTime(at) : '-'),
    },
  ];
  const search: SearchField[] = [
    { name: 'status', label: t('apply.search.status'), options: certOptions('applicationStatus', STATUSES) },
    { name: 'scheme', label: t('apply.search.scheme'), options: certOptions('schemes', CERT_SCHEME_KEYS) },
    {
      name: 'keyword',
      label: t('apply.search.keyword'),
      placeholder: t('apply.search.keywordPlaceholder'),
      maxLength: 100,
    },
    { name: 'submitted', label: t('apply.search.submitted'), input: <DatePicker.RangePicker /> },
  ];
  const list = useListController<CertApplication, ApplicationFilter>({
    id: 'cert.applyManage',
    columns,
    queryKey: applyQueryKeys.all,
    filterOf: (values) => filterOfSearch(values as ApplySearchValues),
  });
  const rows = useApplicationPage(list.paging, list.filter);
  return (
    <ListPage
      list={list}
      rows={rows}
      name="certApplyManageSearch"
      search={search}
      addText={false}
      buttons={<Button onClick={() => setSettingForm(true)}>{t('apply.settings.button')}</Button>}
      table={{ scroll: { x: 'max-content' } }}
      actions={{
        width: ACTIONS_WIDTH,
        fixed: 'right',
        render: (row) => (
          <>
            <RowAction onClick={() => setOpenId(row.id)}>{t('apply.actions.view')}</RowAction>
            {row.status === ApplicationStatus.submitted && (
              <>
                <RowAction onClick={() => setAccepting(row)}>{t('apply.actions.accept')}</RowAction>
                <RowAction danger onClick={() => setRefusing(row)}>
                  {t('apply.actions.refuse')}
                </RowAction>
              </>
            )}
          </>
        ),
      }}
    >
      <ApplicationDetail
        id={openId}
        onClose={() => setOpenId(undefined)}
        onAccept={setAccepting}
        onRefuse={setRefusing}
      />
      <AcceptDialog application={accepting} onClose={() => setAccepting(undefined)} />
      <RefuseDialog application={refusing} onClose={() => setRefusing(undefined)} />
      <ApplicationFormSettings open={settingForm} onClose={() => setSettingForm(false)} />
    </ListPage>
  );
}
