// The tenant's saved templates for the demo: its indicator and scoring forms (the forms list's two kinds),
// newest first. A form's template is api/forms' useFormTemplate, shared with the list's preview.
import type { IndicatorSummary } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { FORM_KIND, formsQueryKeys, getIDBPageList } from '../../../api/forms';

/** How many of each kind the demo offers (the newest). */
export const SAVED_TEMPLATE_LIMIT = 100;

export function useSavedTemplates() {
  return useQuery({
    // Under the forms list's key, so that a form saved or deleted there is offered here at once.
    queryKey: [...formsQueryKeys.indicators, 'demo'],
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
