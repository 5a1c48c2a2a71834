// Brand assessment (issue 22; spec forms.md §7 "Brand assessment", every call under /api/api-brand/ and
// /api/api-ccbd/): one file of bodies and answers per area; the constants and paths in brand-model.ts.
export * from './brand-model.js';
export * from './brand-qs.js';
export * from './brand-process.js';
export * from './brand-scoring.js';
export * from './brand-value.js';
export * from './brand-report.js';
export * from './brand-stats.js';
