// Brand assessment (issue 22): the bodies and answers of statistics (H6).
// Constants and paths are in brand-model.ts (zod-free: the web imports its values).
export {};
