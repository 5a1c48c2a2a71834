// The list of audits at technical review (技术评审) or at the decision (认证决定): pending or done,
// by scheme and keyword; a row opens the audit's file in a drawer with the step's form below it.
import type { CertAuditFile, CertReviewItem } from '@platform/contract';
import { CERT_SCHEME_KEYS } from '@platform/contract/cert-model';
import { Drawer, Form, Skeleton, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  decisionQueryKeys,
  useAuditFile,
  useReviewPage,
  type ReviewFilter,
} from '../../../api/cert/decision';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { tableWidth } from '../../carbon/components/tableWidth';
import { auditKindLabel, certOptions, schemeLabel } from '../components';
import { AuditFile, resultLabel } from './AuditFile';

const FITS_WINDOW = { wrapper: { maxWidth: 'calc(100vw - 64px)' } };
const ACTIONS_WIDTH = 70;

export interface ReviewListProps {
  step: 'review' | 'decision';
  /** The step's form under the file, while the audit waits for this step. */
  form: (file: CertAuditFile, done: () => void) => ReactNode;
}

export function ReviewList({ step, form }: ReviewListProps) {
  const { t } = useTranslation('cert');
  const [openId, setOpenId] = useState<string>();
  const file = useAuditFile(openId);
  const states = [
    { value: 'pending', label: step === 'review' ? t('ratify.search.pending') : t('decision.pending') },
    { value: 'done', label: step === 'review' ? t('ratify.search.done') : t('decision.done') },
  ];
  const search: SearchField[] = [
    { name: 'state', label: t('ratify.search.state'), options: states },
    { name: 'scheme', label: t('ratify.search.scheme'), options: certOptions('schemes', CERT_SCHEME_KEYS) },
    {
      name: 'keyword',
      label: t('ratify.search.keyword'),
      placeholder: t('ratify.search.keywordPlaceholder'),
      maxLength: 100,
    },
  ];
  // Widths that fit a 1366 px window beside the sidebar (the table scrolls by their sum below that),
  // so 最近结论 is not hidden under the fixed actions; long labels wrap.
  const columns: ListTableColumn<CertReviewItem>[] = [
    {
      key: 'entName',
      title: t('ratify.columns.entName'),
      dataIndex: 'entName',
      width: 170,
      ellipsis: true,
      render: (name: string, row) => (
        <Typography.Link onClick={() => setOpenId(row.auditId)} data-user-data>
          {name}
        </Typography.Link>
      ),
    },
    {
      key: 'applicationNo',
      title: t('ratify.columns.applicationNo'),
      dataIndex: 'applicationNo',
      width: 120,
    },
    {
      key: 'scheme',
      title: t('ratify.columns.scheme'),
      dataIndex: 'scheme',
      width: 110,
      render: (s: string) => schemeLabel(s),
    },
    {
      key: 'kind',
      title: t('ratify.columns.kind'),
      dataIndex: 'kind',
      width: 100,
      render: (k: number) => auditKindLabel(k),
    },
    {
      key: 'dates',
      title: t('ratify.columns.dates'),
      width: 180,
      render: (_: unknown, r) => (r.beginDate ? `${r.beginDate} ~ ${r.endDate ?? ''}` : ''),
    },
    {
      key: 'leader',
      title: t('ratify.columns.leader'),
      dataIndex: 'leaderName',
      width: 80,
      render: (v: string | null) => <span data-user-data>{v ?? ''}</span>,
    },
    {
      key: 'findings',
      title: t('ratify.columns.findings'),
      width: 150,
      render: (_: unknown, r) =>
        t('ratify.columns.findingCounts', {
          majors: r.majors,
          minors: r.minors,
          observations: r.observations,
        }),
    },
    {
      key: 'last',
      title: t('ratify.columns.last'),
      width: 80,
      render: (_: unknown, r) => (r.last ? resultLabel(r.last.kind, r.last.result) : ''),
    },
  ];
  const list = useListController<CertReviewItem, ReviewFilter>({
    id: `cert.${step}`,
    columns,
    queryKey: decisionQueryKeys.all,
    initialFilter: { state: 'pending' },
  });
  // The search form shows the filter's state (待评审 when the page opens, and again after 重置, which
  // clears the form and sets the filter back to a new initial object) instead of the empty 全部.
  const [searchForm] = Form.useForm();
  useEffect(() => searchForm.setFieldValue('state', list.filter.state), [searchForm, list.filter]);
  const rows = useReviewPage(step, list.paging, list.filter);
  const current = file.data;
  return (
    <ListPage
      list={list}
      rows={rows}
      name={`cert-${step}-search`}
      searchForm={searchForm}
      search={search}
      addText={false}
      rowKey="auditId"
      table={{ scroll: { x: tableWidth(list.visibleColumns, ACTIONS_WIDTH) } }}
      actions={{
        width: ACTIONS_WIDTH,
        fixed: 'right',
        render: (row) => (
          <RowAction onClick={() => setOpenId(row.auditId)}>
            {row.pending ? t('ratify.actions.review') : t('ratify.actions.view')}
          </RowAction>
        ),
      }}
    >
      <Drawer
        open={openId !== undefined}
        onClose={() => setOpenId(undefined)}
        size={960}
        styles={FITS_WINDOW}
        destroyOnHidden
        title={t('ratify.file.title')}
      >
        {!current ? (
          <Skeleton active />
        ) : (
          <>
            <AuditFile file={current} />
            {current.pending && !current.onTeam && form(current, () => setOpenId(undefined))}
          </>
        )}
      </Drawer>
    </ListPage>
  );
}
