// How the progress page marks an instance's steps: the diagram paints them, the legend names them.
export interface DiagramMarks {
  /** Element ids of the steps passed, open (tasks, timers, jobs) and failed; the flows taken. */
  finished: readonly string[];
  active: readonly string[];
  failed: readonly string[];
  flows: readonly string[];
}

export const MARK_COLOURS = {
  finished: { stroke: '#389e0d', fill: '#f6ffed' },
  active: { stroke: '#1677ff', fill: '#e6f4ff' },
  failed: { stroke: '#cf1322', fill: '#fff1f0' },
  flow: { stroke: '#389e0d' },
} as const;
