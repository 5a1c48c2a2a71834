// Names of the certification classifications (schemes, statuses, audit kinds, posts, findings,
// decisions) in the current language, read at call time from the cert `shared` catalogue. A key the
// catalogue does not know is shown as it is.
import { i18n } from '../../../i18n';
import type shared from '../../../i18n/locales/zh-CN/cert/shared';

type Shared = typeof shared;
/** The groups of the catalogue that name the values of a classification. */
export type CertLabelGroup = { [K in keyof Shared]: Shared[K] extends string ? never : K }[keyof Shared];

type Key = string | number | null | undefined;

/** The name of `key` in `group` ("schemes", 'QMS' → 质量管理体系). */
export function certLabel(group: CertLabelGroup, key: Key): string {
  if (key === null || key === undefined || key === '') return '';
  const path = `cert:shared.${group}.${key}`;
  return i18n.exists(path) ? (i18n.t as (key: string) => string)(path) : String(key);
}

/** Select choices of a classification, named in the current language. */
export function certOptions<V extends string | number>(group: CertLabelGroup, values: readonly V[]) {
  return values.map((value) => ({ value, label: certLabel(group, value) }));
}

export const schemeLabel = (scheme: Key) => certLabel('schemes', scheme);
export const applicationStatusLabel = (status: Key) => certLabel('applicationStatus', status);
export const contractStatusLabel = (status: Key) => certLabel('contractStatus', status);
export const auditKindLabel = (kind: Key) => certLabel('auditKinds', kind);
export const auditStatusLabel = (status: Key) => certLabel('auditStatus', status);
export const auditPostLabel = (post: Key) => certLabel('auditPosts', post);
export const findingKindLabel = (kind: Key) => certLabel('findingKinds', kind);
export const findingStatusLabel = (status: Key) => certLabel('findingStatus', status);
export const decisionLabel = (decision: Key) => certLabel('decisions', decision);
export const certificateStatusLabel = (status: Key) => certLabel('certificateStatus', status);
export const riskLabel = (risk: Key) => certLabel('risks', risk);
