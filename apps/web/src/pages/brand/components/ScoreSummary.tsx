// The scores of a process (every expert's, the consensus, the groups and the strength level), shown on
// the body's process detail and the report page. Placeholder: the scoring area (H3) replaces it.
export function ScoreSummary(_props: { processId: string }) {
  return null;
}
