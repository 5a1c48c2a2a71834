import type { Message } from '@platform/contract';
import { Alert, Button, Descriptions, Divider, Modal, Spin, Tag, Typography } from 'antd';
import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditLetter } from '../../audit/AuditLetter';
import { AuditPlanView } from '../../audit/AuditPlanView';
import { AuditReportView } from '../../audit/AuditReportView';
import { useAuditNotifyBook, useAuditPlan, useAuditReport, useCertFields } from '../../../api/audit';
import { toDate, parseTime } from '../../../utils/time';
import type { AcceptanceParams, AuditParams } from './messageAction';
import { messageKind } from './messageKind';

export type OpenDialog =
  /** The message itself: "preview", and "view" of a message that leads nowhere else. */
  | { kind: 'detail'; message: Message }
  | { kind: 'acceptance'; message: Message; accepted: boolean; params: AcceptanceParams }
  /**
   * A report without a document to open, one the browser would not open in a new window, or one of our
   * API that could not be fetched.
   */
  | { kind: 'auditReport'; message: Message; audit: AuditParams; blockedUrl?: string }
  | { kind: 'auditNotice'; message: Message; audit: AuditParams }
  | { kind: 'auditPlan'; message: Message; audit: AuditParams };

/** Message HTML comes from other modules and administrators: only sanitised markup reaches the page. */
export function SafeHtml({ html }: { html: string }) {
  const { t } = useTranslation('messages');
  if (!html.trim()) return <Typography.Text type="secondary">{t('centre.noContent')}</Typography.Text>;
  return <div className="msg-content" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

const DOCUMENT_BODY = { body: { maxHeight: '70vh', overflowY: 'auto' as const, padding: 0 } };

function Dialog({
  title,
  onClose,
  width,
  extra,
  children,
  document,
}: {
  title: string;
  onClose: () => void;
  width?: number;
  extra?: ReactNode;
  children: ReactNode;
  document?: boolean;
}) {
  const { t } = useTranslation('messages');
  return (
    <Modal
      open
      title={title}
      width={width}
      onCancel={onClose}
      styles={document ? DOCUMENT_BODY : undefined}
      footer={
        <>
          {extra}
          <Button type="primary" onClick={onClose}>
            {t('centre.close')}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

function DetailDialog({ message, onClose }: { message: Message; onClose: () => void }) {
  const { t } = useTranslation('messages');
  return (
    <Dialog title={message.title} onClose={onClose} width={640}>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'type', label: t('centre.type'), children: t(`centre.types.${messageKind(message)}`) },
          { key: 'time', label: t('centre.sentAt'), children: parseTime(message.createtime) },
        ]}
      />
      <SafeHtml html={message.content} />
    </Dialog>
  );
}

const ACCEPTANCE_ORDER = [
  'applyEntName',
  'orgName',
  'acceptDate',
  'biAuditUserName',
  'biAuditUserPhone',
  'reviewUser',
  'reviewUserTel',
  'reviewDate',
] as const;

function AcceptanceDialog({
  message,
  accepted,
  params,
  onClose,
}: {
  message: Message;
  accepted: boolean;
  params: AcceptanceParams;
  onClose: () => void;
}) {
  const { t } = useTranslation('messages');
  const ent = params.applyEntName ?? '';
  const org = params.orgName ?? '';
  return (
    <Dialog
      title={accepted ? t('centre.acceptanceTitle') : t('centre.nonAcceptanceTitle')}
      onClose={onClose}
      width={640}
    >
      <Typography.Paragraph>
        <Tag color={accepted ? 'success' : 'error'}>
          {accepted ? t('centre.types.acceptance') : t('centre.types.nonAcceptance')}
        </Tag>
        {t(accepted ? 'centre.acceptanceText' : 'centre.nonAcceptanceText', { ent, org })}
      </Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={ACCEPTANCE_ORDER.filter((field) => params[field]).map((field) => ({
          key: field,
          label: t(`centre.acceptanceFields.${field}`),
          children: params[field],
        }))}
      />
      {/* The notice's own words carry what the fields do not, such as the reason for not accepting. */}
      {message.content.trim() && (
        <>
          <Divider titlePlacement="start">{t('centre.noticeContent')}</Divider>
          <SafeHtml html={message.content} />
        </>
      )}
    </Dialog>
  );
}

function Loading() {
  const { t } = useTranslation('messages');
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin description={t('centre.auditLoading')}>
        <div style={{ minHeight: 80 }} />
      </Spin>
    </div>
  );
}

function Failed() {
  const { t } = useTranslation('messages');
  return <Alert type="error" showIcon title={t('centre.auditLoadFailed')} style={{ margin: 16 }} />;
}

function OpenPage({ href, label }: { href: string; label: string }) {
  return (
    <Button href={href} target="_blank" rel="noopener">
      {label}
    </Button>
  );
}

const auditHref = {
  notice: (a: AuditParams) => `/auditNotice?taskId=${encodeURIComponent(a.processId)}&phase=${a.phase}`,
  report: (a: AuditParams) => `/auditReport?id=${encodeURIComponent(a.processId)}&phase=${a.phase}`,
  plan: (a: AuditParams) => `/shjh?processId=${encodeURIComponent(a.processId)}&phase=${a.phase}`,
};

function AuditNoticeDialog({
  message,
  audit,
  onClose,
}: {
  message: Message;
  audit: AuditParams;
  onClose: () => void;
}) {
  const { t } = useTranslation('messages');
  const book = useAuditNotifyBook(audit.processId, audit.phase);
  const fields = useCertFields();
  return (
    <Dialog
      title={t('centre.types.auditNotice')}
      onClose={onClose}
      width={880}
      document
      extra={<OpenPage href={auditHref.notice(audit)} label={t('centre.openLetter')} />}
    >
      {book.isPending ? (
        <Loading />
      ) : book.isError ? (
        <Failed />
      ) : (
        <AuditLetter
          book={book.data}
          fields={fields}
          phase={audit.phase}
          received={toDate(message.createtime) ?? new Date()}
        />
      )}
    </Dialog>
  );
}

function AuditReportDialog({
  audit,
  blockedUrl,
  onClose,
}: {
  audit: AuditParams;
  blockedUrl: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('messages');
  const report = useAuditReport(audit.processId, audit.phase);
  const fields = useCertFields();
  return (
    <Dialog
      title={t('centre.types.auditReport')}
      onClose={onClose}
      width={880}
      document
      extra={
        blockedUrl ? (
          <OpenPage href={blockedUrl} label={t('centre.openReport')} />
        ) : (
          <OpenPage href={auditHref.report(audit)} label={t('centre.openReport')} />
        )
      }
    >
      {report.isPending ? (
        <Loading />
      ) : report.isError ? (
        <Failed />
      ) : (
        <AuditReportView report={report.data} fields={fields} />
      )}
    </Dialog>
  );
}

function AuditPlanDialog({ audit, onClose }: { audit: AuditParams; onClose: () => void }) {
  const { t } = useTranslation('messages');
  const plan = useAuditPlan(audit.processId, audit.phase);
  const fields = useCertFields();
  return (
    <Dialog
      title={t('centre.types.auditPlan')}
      onClose={onClose}
      width={880}
      document
      extra={<OpenPage href={auditHref.plan(audit)} label={t('centre.openPlan')} />}
    >
      {plan.isPending ? (
        <Loading />
      ) : plan.isError ? (
        <Failed />
      ) : (
        <AuditPlanView plan={plan.data} fields={fields} />
      )}
    </Dialog>
  );
}

/** The dialog a message opened, if any. */
export function MessageDialog({ dialog, onClose }: { dialog: OpenDialog | undefined; onClose: () => void }) {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'detail':
      return <DetailDialog message={dialog.message} onClose={onClose} />;
    case 'acceptance':
      return (
        <AcceptanceDialog
          message={dialog.message}
          accepted={dialog.accepted}
          params={dialog.params}
          onClose={onClose}
        />
      );
    case 'auditNotice':
      return <AuditNoticeDialog message={dialog.message} audit={dialog.audit} onClose={onClose} />;
    case 'auditReport':
      return <AuditReportDialog audit={dialog.audit} blockedUrl={dialog.blockedUrl} onClose={onClose} />;
    case 'auditPlan':
      return <AuditPlanDialog audit={dialog.audit} onClose={onClose} />;
  }
}
