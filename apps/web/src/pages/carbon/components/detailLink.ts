// The address of 排放明细 (/carbon/detail) for one figure: the organisation and year, narrowed to a
// scope, a source, a month or a child organisation (any that apply), as getSingleData takes them.
export interface DetailSelection {
  orgId: string;
  year: number;
  scope?: number;
  sourceId?: string;
  month?: number;
  childOrgId?: string;
}

const KEYS = ['orgId', 'year', 'scope', 'sourceId', 'month', 'childOrgId'] as const;

export function detailLink(selection: DetailSelection): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = selection[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `/carbon/detail?${params}`;
}

const whole = (text: string | null) => (text && /^\d+$/.test(text) ? Number(text) : undefined);

/** The selection an address names; undefined when it lacks the organisation or the year. */
export function selectionOf(params: URLSearchParams): DetailSelection | undefined {
  const orgId = params.get('orgId') ?? '';
  const year = whole(params.get('year'));
  if (!orgId || year === undefined) return undefined;
  return {
    orgId,
    year,
    scope: whole(params.get('scope')),
    sourceId: params.get('sourceId') || undefined,
    month: whole(params.get('month')),
    childOrgId: params.get('childOrgId') || undefined,
  };
}
