// Certification (issue 21): the bodies and answers of auditors, programmes, plans, teams, findings and reports (H3, H4).
// Constants and paths are in cert-model.ts (zod-free: the web imports its values).
// ---- auditors, programmes, plans and teams (H3) ----
export * from './cert-programme.js';

// ---- findings and reports (H4) ----
export * from './cert-audit-work.js';
