// Content pages and report submissions (issue 23): the public page read and report submission (no
// sign-in), and their administration in system management.
import type {
  ContentEditorState,
  ContentFormChoice,
  ContentKind,
  ContentLanguage,
  ContentSlot,
  ContentVersion,
  HandleReportBody,
  PublicContentPage,
  ReportFilter,
  ReportSubmissionDetail,
  ReportSubmissionPage,
  SaveContentDraftBody,
  SubmitReportAnswer,
  SubmitReportBody,
} from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './request';
import type { Paging } from './tenant';

const C = '/api/api-system/data/content';

export const contentQueryKeys = {
  all: ['content'] as const,
  publicPage: (kind: ContentKind, tenant: string | undefined, language: ContentLanguage) =>
    ['content', 'public', kind, tenant ?? '', language] as const,
  editor: (slot: ContentSlot) => ['content', 'editor', slot.scope, slot.kind, slot.language] as const,
  version: (id: string) => ['content', 'version', id] as const,
  formChoices: ['content', 'formChoices'] as const,
  reports: ['content', 'reports'] as const,
  reportPage: (paging: Paging, filter: ReportListFilter) =>
    ['content', 'reports', 'page', paging, filter] as const,
  report: (id: string) => ['content', 'reports', 'detail', id] as const,
};

/** The newest published page; the caller shows "not published" itself (silent). */
export async function getPublicPage(
  kind: ContentKind,
  tenant: string | undefined,
  language: ContentLanguage,
): Promise<PublicContentPage> {
  return (
    await request<PublicContentPage>({
      method: 'get',
      url: `${C}/public/page`,
      params: { kind, language, ...(tenant ? { tenant } : {}) },
      silent: true,
    })
  ).data;
}

export async function submitReport(
  tenant: string | undefined,
  language: ContentLanguage,
  body: SubmitReportBody,
): Promise<SubmitReportAnswer> {
  return (
    await request<SubmitReportAnswer>({
      method: 'post',
      url: `${C}/public/report`,
      params: { language, ...(tenant ? { tenant } : {}) },
      data: body,
      silent: true,
    })
  ).data;
}

export async function getContentEditor(slot: ContentSlot): Promise<ContentEditorState> {
  return (await request<ContentEditorState>({ method: 'get', url: `${C}/editor`, params: slot })).data;
}

export async function getContentVersion(id: string): Promise<ContentVersion> {
  return (await request<ContentVersion>({ method: 'get', url: `${C}/version`, params: { id } })).data;
}

export async function saveContentDraft(body: SaveContentDraftBody): Promise<ContentVersion> {
  return (await request<ContentVersion>({ method: 'post', url: `${C}/saveDraft`, data: body })).data;
}

export async function publishContent(id: string): Promise<ContentVersion> {
  return (await request<ContentVersion>({ method: 'post', url: `${C}/publish`, data: { id } })).data;
}

export async function restoreContent(id: string): Promise<ContentVersion> {
  return (await request<ContentVersion>({ method: 'post', url: `${C}/restore`, data: { id } })).data;
}

export async function getContentFormChoices(): Promise<ContentFormChoice[]> {
  return (await request<ContentFormChoice[]>({ method: 'get', url: `${C}/formChoices` })).data;
}

export type ReportListFilter = Omit<ReportFilter, 'pageIndex' | 'pageSize'>;

export async function getReportPage(paging: Paging, filter: ReportListFilter): Promise<ReportSubmissionPage> {
  return (
    await request<ReportSubmissionPage>({
      method: 'get',
      url: `${C}/report/list`,
      params: { ...paging, ...filter },
    })
  ).data;
}

export async function getReport(id: string): Promise<ReportSubmissionDetail> {
  return (await request<ReportSubmissionDetail>({ method: 'get', url: `${C}/report/detail`, params: { id } }))
    .data;
}

export async function handleReport(body: HandleReportBody): Promise<void> {
  await request<unknown>({ method: 'post', url: `${C}/report/handle`, data: body });
}

export function useReportPage(paging: Paging, filter: ReportListFilter) {
  return useQuery({
    queryKey: contentQueryKeys.reportPage(paging, filter),
    queryFn: () => getReportPage(paging, filter),
    placeholderData: keepPreviousData,
  });
}
