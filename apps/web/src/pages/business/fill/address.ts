// Where the fill-in page of a submission is (a static route, see app/sessionRoutes.tsx).
export const FILL_PATH = '/business/fill';

/** The fill-in page of a submission; with `version`, that submitted version read-only. */
export function fillAddress(submitId: string, version?: number): string {
  const query = new URLSearchParams({ submitId });
  if (version !== undefined) query.set('version', String(version));
  return `${FILL_PATH}?${query.toString()}`;
}
