// Certification (issue 21; spec forms.md §7 "Certification", every call under /api/api-cert/): one
// file of bodies and answers per area; the constants and paths in cert-model.ts.
export * from './cert-model.js';
export * from './cert-apply.js';
export * from './cert-contract.js';
export * from './cert-audit.js';
export * from './cert-decision.js';
export * from './cert-stats.js';
