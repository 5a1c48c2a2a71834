// Opening a message (spec shell.md §4): the read call, then the list's page and the counts, then what
// the message asks for — a dialog, a download, a new window or the task page.
import type { AuditReport, Message } from '@platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchMessageFile, getMsg, msgQueryKeys, ReadStatus } from '../../../api/msg';
import { buildRoutes } from '../../../app/buildRoutes';
import { useUser } from '../../../stores/user';
import { auditReportQuery } from '../../../api/audit';
import { needsSession, saveBlob } from './download';
import type { OpenDialog } from './MessageDialogs';
import { messageAction, type AuditParams } from './messageAction';
import { pageAfterReading } from './paging';
import { rememberRead } from './readKeys';

/** 'view' acts on the message, 'preview' shows it, 'download' saves its file. */
export type OpenMode = 'view' | 'preview' | 'download';

export interface ListPosition {
  status: ReadStatus;
  page: number;
  itemsOnPage: number;
  setPage(page: number): void;
}

const NO_ROLES: readonly string[] = [];

/** How long a report opened in a new window keeps its object URL: long enough for the window to load it. */
const DOCUMENT_URL_LIFETIME_MS = 60_000;

/** Spec §8: message and download request failures are logged to the console only. */
function logFailure(error: unknown): void {
  console.error(error);
}

export function useMessageOpener(list: ListPosition, leave: () => void) {
  const { t } = useTranslation('messages');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message: toast } = App.useApp();
  const [dialog, setDialog] = useState<OpenDialog>();
  const roles = useUser((state) => state.user?.roles) ?? NO_ROLES;
  const menu = useUser((state) => state.menu);
  const permittedPaths = useMemo(() => new Set(buildRoutes(menu).routes.map((route) => route.path)), [menu]);

  async function download(url: string, fileName: string) {
    const hide = toast.loading(t('centre.downloading'), 0);
    try {
      saveBlob(await fetchMessageFile(url), fileName);
      toast.success(t('centre.downloaded', { name: fileName }));
    } catch (error) {
      logFailure(error);
    } finally {
      hide();
    }
  }

  /**
   * Fetches a document of our API with the session and opens it in a new window (saves it when the
   * browser will not open one); false when it could not be fetched.
   */
  async function openWithSession(url: string, fileName: string): Promise<boolean> {
    const hide = toast.loading(t('centre.downloading'), 0);
    let blob: Blob;
    try {
      blob = await fetchMessageFile(url);
    } catch (error) {
      logFailure(error);
      return false;
    } finally {
      hide();
    }
    const objectUrl = URL.createObjectURL(blob);
    const opened = window.open(objectUrl, '_blank');
    if (opened) {
      opened.opener = null;
      setTimeout(() => URL.revokeObjectURL(objectUrl), DOCUMENT_URL_LIFETIME_MS);
      return true;
    }
    URL.revokeObjectURL(objectUrl);
    saveBlob(blob, fileName);
    toast.success(t('centre.downloaded', { name: fileName }));
    return true;
  }

  async function showReport(message: Message, audit: AuditParams) {
    let report: AuditReport | undefined;
    try {
      report = await queryClient.fetchQuery(auditReportQuery(audit.processId, audit.phase));
    } catch {
      // The dialog shows that the report could not be had (and the failure is already logged).
    }
    const reportUrl = report?.reportUrl;
    if (report && reportUrl && needsSession(reportUrl)) {
      const fileName = `${t('centre.types.auditReport')}-${report.orgName}.pdf`;
      // A document that cannot be fetched leaves the report's data, shown in the dialog.
      if (!(await openWithSession(reportUrl, fileName))) setDialog({ kind: 'auditReport', message, audit });
      return;
    }
    if (reportUrl) {
      // After the await the click no longer counts as the user's gesture, so a popup blocker may say no;
      // the dialog then offers the report as a link to click.
      const opened = window.open(reportUrl, '_blank');
      if (opened) {
        opened.opener = null;
        return;
      }
      setDialog({ kind: 'auditReport', message, audit, blockedUrl: reportUrl });
      return;
    }
    setDialog({ kind: 'auditReport', message, audit });
  }

  async function open(row: Message, mode: OpenMode) {
    let message: Message;
    try {
      message = await getMsg(row.id);
    } catch (error) {
      logFailure(error);
      return;
    }
    list.setPage(
      pageAfterReading({
        page: list.page,
        itemsOnPage: list.itemsOnPage,
        leftTheList: list.status === ReadStatus.unread && row.status === ReadStatus.unread,
      }),
    );
    void queryClient.invalidateQueries({ queryKey: msgQueryKeys.all });

    const action = messageAction(message, { roles, permittedPaths });
    if (mode === 'preview' || (mode === 'download' && action.kind !== 'download')) {
      setDialog({ kind: 'detail', message });
      return;
    }
    switch (action.kind) {
      case 'acceptance':
        setDialog({ kind: 'acceptance', message, accepted: action.accepted, params: action.params });
        return;
      case 'auditNotice':
        setDialog({ kind: 'auditNotice', message, audit: action.audit });
        return;
      case 'auditPlan':
        setDialog({ kind: 'auditPlan', message, audit: action.audit });
        return;
      case 'auditReport':
        await showReport(message, action.audit);
        return;
      case 'download':
        await download(action.url, action.fileName);
        return;
      case 'task':
        rememberRead(message.id, action.path);
        leave();
        void navigate(action.path);
        return;
      case 'content':
        setDialog({ kind: 'detail', message });
        return;
    }
  }

  return { open, dialog, closeDialog: () => setDialog(undefined) };
}
