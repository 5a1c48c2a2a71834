// The tenant's saved templates for the demo: its indicator and scoring forms (the forms list's two kinds),
// newest first, and the JSON text of one form's current template.
import type { IndicatorSummary } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { FORM_KIND, getIDB, getIDBPageList } from '../../../api/forms';

/** How many of each kind the demo offers (the newest). */
export const SAVED_TEMPLATE_LIMIT = 100;

export function useSavedTemplates() {
  return useQuery({
    queryKey: ['form-demo', 'saved'],
    queryFn: async (): Promise<IndicatorSummary[]> => {
      const pages = await Promise.all(
        [FORM_KIND.indicator, FORM_KIND.scoring].map((kind) =>
          getIDBPageList(1, SAVED_TEMPLATE_LIMIT, { kind }, { silent: true }),
        ),
      );
      return pages.flatMap((p) => p.items);
    },
  });
}

/** One saved form's current template (the JSON text is cached under the forms list's preview key). */
export function useSavedTemplate(id: string | undefined) {
  return useQuery({
    queryKey: ['indicator', id, 'current'],
    queryFn: async () => (await getIDB(id!)).json,
    enabled: id !== undefined,
  });
}
