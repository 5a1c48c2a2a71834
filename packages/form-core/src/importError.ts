// The one error a template load throws: the text is empty, not JSON, not an object, of a version this
// package cannot read, nested too deep, or uses a key that reaches a prototype. Its message is worded
// in the caller's language (importTemplate's translate, Chinese by default).

export type TemplateImportErrorCode = 'empty' | 'parse' | 'notObject' | 'version' | 'tooDeep' | 'unsafeKey';

/** A template text that cannot be loaded at all. */
export class TemplateImportError extends Error {
  constructor(
    readonly code: TemplateImportErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TemplateImportError';
  }
}
