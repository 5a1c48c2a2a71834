// Brand assessment (issue 22): the bodies and answers of the royalty-relief brand value and the settings (H4).
// Constants and paths are in brand-model.ts (zod-free: the web imports its values).
export {};
