// Names of the brand-assessment classifications (statuses, business types, dimensions, steps) in the
// current language, read at call time from the brand `shared` catalogue. A key the catalogue does not
// know is shown as it is.
import { i18n } from '../../../i18n';
import type shared from '../../../i18n/locales/zh-CN/brand/shared';

type Shared = typeof shared;
/** The groups of the catalogue that name the values of a classification. */
export type BrandLabelGroup = { [K in keyof Shared]: Shared[K] extends string ? never : K }[keyof Shared];

type Key = string | number | null | undefined;

/** The name of `key` in `group` ("dimensions", 'quality' → 质量). */
export function brandLabel(group: BrandLabelGroup, key: Key): string {
  if (key === null || key === undefined || key === '') return '';
  const path = `brand:shared.${group}.${key}`;
  return i18n.exists(path) ? (i18n.t as (key: string) => string)(path) : String(key);
}

/** Select choices of a classification, named in the current language. */
export function brandOptions<V extends string | number>(group: BrandLabelGroup, values: readonly V[]) {
  return values.map((value) => ({ value, label: brandLabel(group, value) }));
}

export const processStatusLabel = (status: Key) => brandLabel('status', status);
export const businessTypeLabel = (type: Key) => brandLabel('businessTypes', type);
export const dimensionLabel = (dimension: Key) => brandLabel('dimensions', dimension);
export const stepLabel = (step: Key) => brandLabel('steps', step);
