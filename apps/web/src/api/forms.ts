// Forms calls of spec forms.md §7 (api-spacestation): indicator forms, questionnaire details,
// scoring forms, and the server's own calls for groups, versions, restores and deletes.
import type {
  FormStyle,
  FormVersion,
  FormVersionDetail,
  Indicator,
  IndicatorFilter,
  IndicatorSummary,
  QsDetail,
  SaveIndicatorBody,
  SaveQsDetailBody,
  SaveScoringBody,
  ScoringForm,
} from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './request';
import type { Page, Paging } from './tenant';

const F = '/api/api-spacestation/sp/form';
const QS = '/api/api-spacestation/sp/qs';
const SCORE = '/api/api-spacestation/sp/score';

/** Kinds of stored forms (contract FormKind, repeated here to keep zod out of the bundle). */
export const FORM_KIND = { indicator: 1, questionnaire: 2, scoring: 3 } as const;

/** `silent`: the caller shows a failure itself (nothing is toasted). */
export async function getIDBPageList(
  pageIndex: number,
  pageSize: number,
  filter: IndicatorFilter,
  options: { silent?: boolean } = {},
): Promise<Page<IndicatorSummary>> {
  return (
    await request<Page<IndicatorSummary>>({
      method: 'post',
      url: `${F}/getIDBPageList`,
      params: { pageIndex, pageSize },
      data: filter,
      silent: options.silent,
    })
  ).data;
}

export async function getIDB(idbId: string): Promise<Indicator> {
  return (await request<Indicator>({ method: 'get', url: `${F}/getIDB`, params: { idbId } })).data;
}

/** Creates an indicator form (no id) or saves a new version of one. */
export async function saveIDB(body: SaveIndicatorBody): Promise<Indicator> {
  return (await request<Indicator>({ method: 'post', url: `${F}/saveIDB`, data: body })).data;
}

export async function deleteIDB(idbId: string): Promise<void> {
  await request<null>({ method: 'post', url: `${F}/deleteIDB`, params: { idbId } });
}

export async function getIDBGroups(): Promise<string[]> {
  return (await request<string[]>({ method: 'get', url: `${F}/getIDBGroups` })).data;
}

export async function getIDBVersions(idbId: string): Promise<FormVersion[]> {
  return (await request<FormVersion[]>({ method: 'get', url: `${F}/getIDBVersions`, params: { idbId } }))
    .data;
}

export async function getIDBVersion(idbId: string, version: number): Promise<FormVersionDetail> {
  return (
    await request<FormVersionDetail>({ method: 'get', url: `${F}/getIDBVersion`, params: { idbId, version } })
  ).data;
}

export async function restoreIDBVersion(idbId: string, version: number): Promise<Indicator> {
  return (
    await request<Indicator>({ method: 'post', url: `${F}/restoreIDBVersion`, data: { idbId, version } })
  ).data;
}

export async function getFormStyle(
  qsDetailId: string,
): Promise<{ qsDetailId: string; formStyle: FormStyle }> {
  return (
    await request<{ qsDetailId: string; formStyle: FormStyle }>({
      method: 'get',
      url: `${F}/getFormStyle`,
      params: { qsDetailId },
    })
  ).data;
}

export async function updateQsDetailFormStyle(qsDetailId: string, formStyle: FormStyle): Promise<QsDetail> {
  return (
    await request<QsDetail>({
      method: 'post',
      url: `${F}/updateQsDetailFormStyle`,
      data: { qsDetailId, formStyle },
    })
  ).data;
}

export async function getQsDetail(qsId: string, qsDetailId: string): Promise<QsDetail> {
  return (await request<QsDetail>({ method: 'get', url: `${QS}/getQsDetail`, params: { qsId, qsDetailId } }))
    .data;
}

export async function saveQsDetail(body: SaveQsDetailBody): Promise<QsDetail> {
  return (await request<QsDetail>({ method: 'post', url: `${QS}/saveQsDetail`, data: body })).data;
}

export async function getScoreForm(no: string): Promise<ScoringForm> {
  return (await request<ScoringForm>({ method: 'get', url: `${SCORE}/getScoreForm`, params: { no } })).data;
}

export async function saveScoreForm(body: SaveScoringBody): Promise<ScoringForm> {
  return (await request<ScoringForm>({ method: 'post', url: `${SCORE}/saveScoreForm`, data: body })).data;
}

/**
 * The designer's documents sit under the same root; the list reloads `indicators` only, which never
 * reads a form the designer is editing again under the user.
 */
export const formsQueryKeys = {
  all: ['forms'] as const,
  indicators: ['forms', 'indicators'] as const,
  indicatorPage: (paging: Paging, filter: IndicatorFilter) =>
    ['forms', 'indicators', paging, filter] as const,
  groups: ['forms', 'groups'] as const,
  /** The template JSON of a form, as now or at a stored version. */
  template: (idbId: string, version?: number) => ['forms', 'template', idbId, version ?? 'current'] as const,
  versions: (idbId: string) => ['forms', 'versions', idbId] as const,
};

export function useIndicatorPage(paging: Paging, filter: IndicatorFilter) {
  return useQuery({
    queryKey: formsQueryKeys.indicatorPage(paging, filter),
    queryFn: () => getIDBPageList(paging.pageIndex, paging.pageSize, filter),
    placeholderData: keepPreviousData,
  });
}

export function useIndicatorGroups() {
  return useQuery({ queryKey: formsQueryKeys.groups, queryFn: getIDBGroups });
}

/** The template JSON of the form `idbId` (none asked for without one), current or at `version`. */
export function useFormTemplate(idbId: string | undefined, version?: number) {
  return useQuery({
    queryKey: formsQueryKeys.template(idbId ?? '', version),
    queryFn: async () =>
      version ? (await getIDBVersion(idbId!, version)).json : (await getIDB(idbId!)).json,
    enabled: idbId !== undefined,
  });
}

export function useFormVersions(idbId: string | undefined) {
  return useQuery({
    queryKey: formsQueryKeys.versions(idbId ?? ''),
    queryFn: () => getIDBVersions(idbId!),
    enabled: idbId !== undefined,
  });
}
