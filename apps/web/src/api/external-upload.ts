// External upload links (issue 23): the staff calls (make, list, revoke, received files) and the
// public page's read and upload (no sign-in; the token in the link names it).
import type {
  CreatedExUploadLink,
  CreateExUploadLinkBody,
  ExUploadFile,
  ExUploadLink,
  ExUploadLinkPage,
  ExUploadLinkStatus,
  ExUploadPublicInfo,
  ExUploadReceived,
  ExUploadTarget,
} from '@platform/contract';
import { request } from './request';

// The contract's EXUPLOAD_PREFIX is a value export, and any value import from the contract pulls zod
// into the bundle.
const X = '/api/api-system/data/external-upload';

export const exUploadQueryKeys = {
  all: ['external-upload'] as const,
  ofTarget: (target: ExUploadTarget) =>
    ['external-upload', 'target', target.targetKind, target.targetId] as const,
  list: (filter: ExUploadListFilter) => ['external-upload', 'list', filter] as const,
  files: (linkId: string) => ['external-upload', 'files', linkId] as const,
};

export interface ExUploadListFilter {
  pageIndex: number;
  pageSize: number;
  status?: ExUploadLinkStatus;
  keyword?: string;
}

export async function createExUploadLink(body: CreateExUploadLinkBody) {
  return (await request<CreatedExUploadLink>({ method: 'post', url: `${X}/create`, data: body })).data;
}

export async function exUploadLinksOf(target: ExUploadTarget) {
  return (await request<ExUploadLink[]>({ method: 'get', url: `${X}/ofTarget`, params: target })).data;
}

export async function exUploadLinks(filter: ExUploadListFilter) {
  return (await request<ExUploadLinkPage>({ method: 'get', url: `${X}/list`, params: filter })).data;
}

export async function revokeExUploadLink(id: string) {
  return (await request<ExUploadLink>({ method: 'post', url: `${X}/revoke`, data: { id } })).data;
}

export async function exUploadFiles(linkId: string) {
  return (await request<ExUploadFile[]>({ method: 'get', url: `${X}/files`, params: { id: linkId } })).data;
}

/** The link's page; the page shows a refusal (unknown, revoked, expired) itself. */
export async function exUploadInfo(token: string) {
  return (
    await request<ExUploadPublicInfo>({
      method: 'get',
      url: `${X}/public/info`,
      params: { token },
      silent: true,
    })
  ).data;
}

export interface ExUploadSenderFields {
  uploaderName: string;
  uploaderOrg?: string;
  uploaderPhone?: string;
}

/** Uploads one file: the sender's fields first, the file last (the server checks them before storing). */
export async function exUpload(
  token: string,
  sender: ExUploadSenderFields,
  file: File,
  onProgress?: (percent: number) => void,
) {
  const form = new FormData();
  form.append('uploaderName', sender.uploaderName);
  if (sender.uploaderOrg) form.append('uploaderOrg', sender.uploaderOrg);
  if (sender.uploaderPhone) form.append('uploaderPhone', sender.uploaderPhone);
  form.append('file', file);
  return (
    await request<ExUploadReceived>({
      method: 'post',
      url: `${X}/public/upload`,
      params: { token },
      data: form,
      // The browser sets multipart/form-data with its boundary.
      headers: { 'Content-Type': undefined },
      silent: true,
      timeout: 0,
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    })
  ).data;
}

/** The address to hand out: the answer's site path on this site's origin. */
export function absoluteLinkUrl(url: string): string {
  return new URL(url, window.location.origin).toString();
}
