// A stored layout body as the renderer takes it: the page, or the problems that keep it from showing
// (each with its place, in the page's language).
import { readPageSchema, type PageSchema, type PageSchemaProblem } from '@platform/contract/page-schema';
import { currentLanguage, i18n } from '../../i18n';

export type ReadLayout = { page: PageSchema } | { problems: PageSchemaProblem[] };

export function readLayout(body: string): ReadLayout {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { problems: [{ path: '', reason: i18n.t('documents:pageRender.notJson') }] };
  }
  return readPageSchema(value, currentLanguage());
}

/** `blocks[1].query.url：…` as a list item says it. */
export function problemText(problem: PageSchemaProblem): string {
  const place = problem.path || i18n.t('documents:pageRender.pagePlace');
  return `${place}: ${problem.reason}`;
}
