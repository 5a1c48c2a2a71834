// The statistics call (getTaskStatistics) has no messages of its own: its refusals (403, a bad
// businessType) are the shared ones.
export default {} as const;
