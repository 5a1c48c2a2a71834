// Fetches the file a viewer shows, with the session: the download route checks the right to read it
// (a public asset, or the caller's tenant through the bearer header or the session cookie).
import { useEffect, useState } from 'react';
import { useSession } from '../../stores/session';
import { refusalOfStatus, type FileQuery, type FileRefusal } from './viewer';

export interface LoadedFile {
  bytes: ArrayBuffer;
  contentType: string;
}

/** A download the server refused (or that failed), with the server's own words when it gave some. */
export class FileRefusedError extends Error {
  override readonly name = 'FileRefusedError';
  readonly refusal: FileRefusal;
  readonly detail: string | undefined;

  constructor(refusal: FileRefusal, detail?: string) {
    super(detail ?? refusal);
    this.refusal = refusal;
    this.detail = detail;
  }
}

async function serverWords(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { msg?: unknown };
    return typeof body.msg === 'string' && body.msg ? body.msg : undefined;
  } catch {
    return undefined;
  }
}

/** Downloads a same-site file (the caller has checked the path) with the session's credentials. */
export async function fetchFile(fileUrl: string, signal?: AbortSignal): Promise<LoadedFile> {
  const { token } = useSession.getState();
  let response: Response;
  try {
    response = await fetch(fileUrl, {
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new FileRefusedError('failed');
  }
  if (!response.ok) throw new FileRefusedError(refusalOfStatus(response.status), await serverWords(response));
  return {
    bytes: await response.arrayBuffer(),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
  };
}

export type FileState =
  | { status: 'loading' }
  | { status: 'ready'; file: LoadedFile }
  | { status: 'refused'; refusal: FileRefusal; detail?: string };

/** The file at `fileUrl` once downloaded; `undefined` fetches nothing (the address was refused). */
export function useFile(fileUrl: string | undefined): FileState {
  // The state of the address it was fetched for: another address is loading until its answer.
  const [state, setState] = useState<{ fileUrl: string; state: FileState }>();
  useEffect(() => {
    if (!fileUrl) return;
    const controller = new AbortController();
    fetchFile(fileUrl, controller.signal).then(
      (file) => setState({ fileUrl, state: { status: 'ready', file } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          fileUrl,
          state:
            error instanceof FileRefusedError
              ? { status: 'refused', refusal: error.refusal, detail: error.detail }
              : { status: 'refused', refusal: 'failed' },
        });
      },
    );
    return () => controller.abort();
  }, [fileUrl]);
  return state && state.fileUrl === fileUrl ? state.state : { status: 'loading' };
}

/** What every viewer gets: the file's address and name, and its downloaded bytes. */
export interface ViewerProps {
  query: FileQuery;
  file: LoadedFile;
}
