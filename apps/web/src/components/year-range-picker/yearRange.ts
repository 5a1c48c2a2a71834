/** A span of years; either end may still be unpicked. */
export type YearRange = [start: number | undefined, end: number | undefined];

/** The range with its ends swapped when the end year comes before the start (spec §5). */
export function orderYears([start, end]: YearRange): YearRange {
  return start !== undefined && end !== undefined && end < start ? [end, start] : [start, end];
}
