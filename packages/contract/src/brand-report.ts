// Brand assessment (issue 22): the bodies and answers of the assessment report (H5).
// Constants and paths are in brand-model.ts (zod-free: the web imports its values).
export {};
