// Names of the carbon classifications (scopes, ISO 14064-1 categories, factor categories, gases,
// activity kinds, energy carriers, life-cycle stages, statuses) in the current language, read at call
// time from the carbon `shared` catalogue. A key the catalogue does not know is shown as it is.
import {
  ACTIVITY_KINDS,
  BOUNDARIES,
  ENERGY_CARRIERS,
  FACTOR_CATEGORIES,
  GASES,
  ISO_CATEGORIES,
  LIFE_CYCLE_STAGES,
  ORG_KINDS,
  SCOPES,
} from '@platform/contract/carbon-model';
import { currentLanguage, i18n } from '../../../i18n';
import type shared from '../../../i18n/locales/zh-CN/carbon/shared';

type Shared = typeof shared;
/** The groups of the catalogue that name the values of a classification. */
export type LabelGroup = { [K in keyof Shared]: Shared[K] extends string ? never : K }[keyof Shared];

type Key = string | number | null | undefined;

/** The name of `key` in `group` ("scopes", 1 → 范围一). */
export function carbonLabel(group: LabelGroup, key: Key): string {
  if (key === null || key === undefined || key === '') return '';
  const path = `carbon:shared.${group}.${key}`;
  return i18n.exists(path) ? (i18n.t as (key: string) => string)(path) : String(key);
}

/** Select choices of a classification, named in the current language. */
export function labelOptions<V extends string | number>(group: LabelGroup, values: readonly V[]) {
  return values.map((value) => ({ value, label: carbonLabel(group, value) }));
}

export const scopeLabel = (scope: Key) => carbonLabel('scopes', scope);
export const isoCategoryLabel = (category: Key) => carbonLabel('isoCategories', category);
export const factorCategoryLabel = (category: Key) => carbonLabel('factorCategories', category);
export const gasLabel = (gas: Key) => carbonLabel('gases', gas);
export const activityKindLabel = (kind: Key) => carbonLabel('activityKinds', kind);
export const carrierLabel = (carrier: Key) => carbonLabel('carriers', carrier);
export const lifeCycleStageLabel = (stage: Key) => carbonLabel('lifeCycleStages', stage);
export const boundaryLabel = (boundary: Key) => carbonLabel('boundaries', boundary);
export const orgKindLabel = (kind: Key) => carbonLabel('orgKinds', kind);
export const modelStatusLabel = (status: Key) => carbonLabel('modelStatus', status);
export const verificationStatusLabel = (status: Key) => carbonLabel('verificationStatus', status);
export const findingStatusLabel = (status: Key) => carbonLabel('findingStatus', status);
export const importStatusLabel = (status: Key) => carbonLabel('importStatus', status);

export const scopeOptions = () => labelOptions('scopes', SCOPES);
export const isoCategoryOptions = () => labelOptions('isoCategories', ISO_CATEGORIES);
export const factorCategoryOptions = () => labelOptions('factorCategories', FACTOR_CATEGORIES);
export const gasOptions = () => labelOptions('gases', GASES);
export const activityKindOptions = () => labelOptions('activityKinds', ACTIVITY_KINDS);
export const carrierOptions = () =>
  labelOptions(
    'carriers',
    ENERGY_CARRIERS.map((carrier) => carrier.key),
  );
export const lifeCycleStageOptions = () => labelOptions('lifeCycleStages', LIFE_CYCLE_STAGES);
export const boundaryOptions = () => labelOptions('boundaries', BOUNDARIES);
export const orgKindOptions = () => labelOptions('orgKinds', ORG_KINDS);

/** A month's short name in the current language (3 → 3月 / Mar). */
export function monthLabel(month: number): string {
  return new Intl.DateTimeFormat(currentLanguage(), { month: 'short' }).format(new Date(2000, month - 1, 1));
}
