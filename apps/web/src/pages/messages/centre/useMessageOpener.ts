// Opening a message (spec shell.md §4): the read call, then the list's page and the counts, then what
// the message asks for — a dialog, a download, a new window or the task page.
import type { Message } from '@platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchMessageFile, getMsg, msgQueryKeys, ReadStatus } from '../../../api/msg';
import { buildRoutes } from '../../../app/buildRoutes';
import { useUser } from '../../../stores/user';
import { auditReportQuery } from '../../../api/audit';
import { saveBlob } from './download';
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

  async function showReport(message: Message, audit: AuditParams) {
    let reportUrl: string | null = null;
    try {
      reportUrl = (await queryClient.fetchQuery(auditReportQuery(audit.processId, audit.phase))).reportUrl;
    } catch {
      // The dialog shows that the report could not be had (and the failure is already logged).
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
