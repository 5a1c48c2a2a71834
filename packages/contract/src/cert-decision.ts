// Certification (issue 21): the bodies and answers of technical review, decisions, certificates and public verification (H5).
// Constants and paths are in cert-model.ts (zod-free: the web imports its values).
export {};
