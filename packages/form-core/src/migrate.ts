// Schema migrations: each step takes a template of version N to N + 1. A legacy template (no
// schemaVersion) is version 0; the step to 1 only stamps the version, since version 1 is the legacy
// shape itself. A later change of shape adds a step here and raises SCHEMA_VERSION.

import { TemplateImportError } from './importError.js';
import { SCHEMA_VERSION } from './types.js';
import { chineseText, type CoreTranslate } from './text.js';

export type TemplateMigration = (template: Record<string, unknown>) => Record<string, unknown>;

const migrations: Record<number, TemplateMigration> = {
  0: (template) => template,
};

/**
 * Version of a raw template: its schemaVersion, or 0 for the original product's templates (none).
 * Throws TemplateImportError ('version') when schemaVersion is not a whole number from 0.
 */
export function templateVersion(template: Record<string, unknown>, t: CoreTranslate = chineseText): number {
  const version = template.schemaVersion;
  if (version === undefined || version === null) return 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw new TemplateImportError('version', t('template.versionInvalid', { max: SCHEMA_VERSION }));
  }
  return version;
}

/**
 * Runs every migration from the template's version up to SCHEMA_VERSION. Throws TemplateImportError
 * ('version') for a template newer than this package.
 */
export function migrateTemplate(
  template: Record<string, unknown>,
  steps: Record<number, TemplateMigration> = migrations,
  target: number = SCHEMA_VERSION,
  t: CoreTranslate = chineseText,
): Record<string, unknown> {
  let current = template;
  let version = templateVersion(template, t);
  if (version > target) {
    throw new TemplateImportError('version', t('template.versionTooNew', { version, target }));
  }
  while (version < target) {
    const step = steps[version];
    if (!step) throw new TemplateImportError('version', t('template.migrationMissing', { version }));
    current = step(current);
    version += 1;
  }
  return { ...current, schemaVersion: target };
}
