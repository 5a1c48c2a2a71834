// Brand assessment (issue 22): the bodies and answers of expert scoring, consensus and suggestions (H3).
// Constants and paths are in brand-model.ts (zod-free: the web imports its values).
export {};
