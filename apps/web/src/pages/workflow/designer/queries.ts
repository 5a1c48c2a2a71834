// The designer's reads: the definitions list, a key's versions, the platform templates, a definition's
// XML, and the lists the properties panel offers (forms, handlers, decisions).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getIDBPageList } from '../../../api/forms';
import { workflowApi } from '../../../api/workflow';
import type { PanelChoices } from './modeler/fields';

export interface DefinitionFilter {
  keyword?: string;
}
type Paging = { pageIndex: number; pageSize: number };

export const definitionQueryKeys = {
  all: ['workflow', 'definitions'] as const,
  page: (paging: Paging, filter: DefinitionFilter) =>
    [...definitionQueryKeys.all, 'page', paging, filter] as const,
  versions: (key: string) => [...definitionQueryKeys.all, 'versions', key] as const,
  templates: ['workflow', 'definitions', 'templates'] as const,
  xml: (id: string) => ['workflow', 'definition', id] as const,
};

export function useDefinitionPage(paging: Paging, filter: DefinitionFilter) {
  return useQuery({
    queryKey: definitionQueryKeys.page(paging, filter),
    queryFn: () => workflowApi.definitions({ ...paging, ...filter }),
    placeholderData: keepPreviousData,
  });
}

export function useVersions(key: string | undefined) {
  return useQuery({
    queryKey: definitionQueryKeys.versions(key ?? ''),
    queryFn: () => workflowApi.versions(key!),
    enabled: key !== undefined,
  });
}

export function useTemplates(enabled: boolean) {
  return useQuery({ queryKey: definitionQueryKeys.templates, queryFn: workflowApi.templates, enabled });
}

/** The BPMN XML of a deployed definition (a version never changes: read once). */
export function useDefinitionXml(id: string | undefined) {
  return useQuery({
    queryKey: definitionQueryKeys.xml(id ?? ''),
    queryFn: async () => (await workflowApi.definition(id!)).xml,
    enabled: id !== undefined,
    staleTime: Infinity,
  });
}

/** Largest page the forms list answers: the select offers the tenant's forms by name. */
const FORMS_PAGE = 500;

export function usePanelChoices(enabled: boolean): PanelChoices {
  const forms = useQuery({
    queryKey: ['workflow', 'designer', 'forms'],
    queryFn: () => getIDBPageList(1, FORMS_PAGE, {}, { silent: true }),
    enabled,
  });
  const handlers = useQuery({ queryKey: ['workflow', 'handlers'], queryFn: workflowApi.handlers, enabled });
  const decisions = useQuery({
    queryKey: ['workflow', 'decisions'],
    queryFn: workflowApi.decisions,
    enabled,
  });
  return useMemo(
    () => ({
      forms: (forms.data?.items ?? []).map((form) => ({ value: form.id, label: form.formName })),
      handlers: (handlers.data ?? []).map((handler) => ({
        value: handler.name,
        label: handler.description ? `${handler.name} · ${handler.description}` : handler.name,
      })),
      decisions: (decisions.data ?? []).map((decision) => ({
        value: decision.key,
        label: decision.name ? `${decision.name} (${decision.key})` : decision.key,
      })),
    }),
    [forms.data, handlers.data, decisions.data],
  );
}
