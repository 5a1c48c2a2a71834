// Brand questionnaire groups and questionnaires (issue 22, /api/api-brand/brand/paper/*): the groups with
// their questionnaires (anyone of the brand app reads them), and the body's changes — groups, binding a
// designer form (questionnaire or scoring kind, pinned by the server), weights, unbinding.
import type {
  BrandBindQuestionnaireBody,
  BrandFormChoice,
  BrandQsGroup,
  BrandQsGroupBody,
  BrandQuestionnaire,
  BrandQuestionnaireSummary,
  BrandUpdateQuestionnaireBody,
} from '@platform/contract';
import { BRAND_FORM_CHOICES_PATH, BRAND_PREFIX, BrandPaths as P } from '@platform/contract/brand-model';
import { useQuery } from '@tanstack/react-query';
import { request } from '../request';

const brand = async <T>(method: 'get' | 'post', path: string, data?: object, params?: object) =>
  (await request<T>({ method, url: `${BRAND_PREFIX}/${path}`, data, params })).data;

export const qsApi = {
  groups: () => brand<BrandQsGroup[]>('get', P.qsGroups),
  byGroup: (gid: string) => brand<BrandQuestionnaireSummary[]>('get', P.qsDataByGroup, undefined, { gid }),
  questionnaire: (qsId: string) => brand<BrandQuestionnaire>('get', P.qsData, undefined, { qsId }),
  formChoices: (keyword?: string) =>
    brand<BrandFormChoice[]>('get', BRAND_FORM_CHOICES_PATH, undefined, keyword ? { keyword } : {}),
  saveGroup: (body: BrandQsGroupBody) => brand<{ id: string }>('post', P.saveGroup, body),
  removeGroup: (id: string) => brand<undefined>('post', P.removeGroup, { id }),
  bind: (body: BrandBindQuestionnaireBody) => brand<{ id: string }>('post', P.bindQuestionnaire, body),
  update: (body: BrandUpdateQuestionnaireBody) => brand<{ id: string }>('post', P.updateQuestionnaire, body),
  unbind: (id: string) => brand<undefined>('post', P.unbindQuestionnaire, { id }),
};

/** Every questionnaire read sits under one root, which every change reloads. */
export const qsQueryKeys = {
  all: ['brand', 'qs'] as const,
  groups: ['brand', 'qs', 'groups'] as const,
  questionnaire: (qsId: string) => ['brand', 'qs', 'detail', qsId] as const,
  formChoices: (keyword: string) => ['brand', 'qs', 'formChoices', keyword] as const,
};

/** The groups in order with their questionnaires (weights, indicator counts, max totals). */
export function useQsGroups(enabled = true) {
  return useQuery({ queryKey: qsQueryKeys.groups, queryFn: qsApi.groups, enabled });
}

/** One questionnaire with its pinned form and indicators. */
export function useQsData(qsId: string | undefined) {
  return useQuery({
    queryKey: qsQueryKeys.questionnaire(qsId ?? ''),
    queryFn: () => qsApi.questionnaire(qsId!),
    enabled: !!qsId,
  });
}

export function useBrandFormChoices(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: qsQueryKeys.formChoices(keyword),
    queryFn: () => qsApi.formChoices(keyword || undefined),
    enabled,
  });
}
