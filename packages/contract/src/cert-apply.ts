// Certification (issue 21): the bodies and answers of applications and acceptance (H1).
// Constants and paths are in cert-model.ts (zod-free: the web imports its values).
export {};
