// Errors the page ran into, for the error-log dialog (spec §8): message, info, url and stack, as
// vue-element-admin's error log records them. They live in memory only: they describe this visit.
import { create } from 'zustand';
import { i18n } from '../../i18n';

export interface ErrorLogEntry {
  id: number;
  message: string;
  /** Where the error came from: the script position, a rejected promise, a React component stack. */
  info: string;
  /** The page the user was on. */
  url: string;
  stack: string;
}

export type NewErrorLogEntry = Omit<ErrorLogEntry, 'id'>;

// An error thrown on every frame or every tick would otherwise grow the log without end; the newest
// entries are the ones worth reading.
export const MAX_ERROR_LOG_ENTRIES = 100;

interface ErrorLogState {
  logs: ErrorLogEntry[];
}

export const useErrorLog = create<ErrorLogState>()(() => ({ logs: [] }));

let nextId = 1;

export function addErrorLog(entry: NewErrorLogEntry): void {
  const logs = [...useErrorLog.getState().logs, { ...entry, id: nextId++ }];
  useErrorLog.setState({ logs: logs.slice(-MAX_ERROR_LOG_ENTRIES) });
}

export function clearErrorLog(): void {
  useErrorLog.setState({ logs: [] });
}

/** A log entry for whatever was thrown, which need not be an Error. */
export function errorLogEntry(thrown: unknown, info: string): NewErrorLogEntry {
  const error = thrown instanceof Error ? thrown : undefined;
  return {
    message: error ? error.message : String(thrown),
    info,
    url: window.location.href,
    stack: error?.stack ?? '',
  };
}

/**
 * Records uncaught errors and unhandled promise rejections of `target` (the window). Returns the
 * uninstall, for tests and for hot reloads that would otherwise install the listeners twice.
 */
export function installErrorHandlers(target: Window = window): () => void {
  const onError = (event: ErrorEvent): void => {
    const position = event.filename ? ` ${event.filename}:${event.lineno}:${event.colno}` : '';
    addErrorLog(errorLogEntry(event.error ?? event.message, `${i18n.t('errorLog.scriptError')}${position}`));
  };
  const onRejection = (event: PromiseRejectionEvent): void => {
    addErrorLog(errorLogEntry(event.reason, i18n.t('errorLog.unhandledRejection')));
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
