// Certification (issue 21): the bodies and answers of notices, statistics, workbench, processes and projects (H6).
// Constants and paths are in cert-model.ts (zod-free: the web imports its values).
export {};
