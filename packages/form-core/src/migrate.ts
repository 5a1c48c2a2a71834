// Schema migrations: each step takes a template of version N to N + 1. A legacy template (no
// schemaVersion) is version 0; the step to 1 only stamps the version, since version 1 is the legacy
// shape itself. A later change of shape adds a step here and raises SCHEMA_VERSION.

import { SCHEMA_VERSION } from './types.js';

export type TemplateMigration = (template: Record<string, unknown>) => Record<string, unknown>;

const migrations: Record<number, TemplateMigration> = {
  0: (template) => template,
};

/** Version of a raw template: its schemaVersion, or 0 for the original product's templates. */
export function templateVersion(template: Record<string, unknown>): number {
  const version = Number(template.schemaVersion);
  return Number.isInteger(version) && version >= 0 ? version : 0;
}

/** Runs every migration from the template's version up to SCHEMA_VERSION. */
export function migrateTemplate(
  template: Record<string, unknown>,
  steps: Record<number, TemplateMigration> = migrations,
  target: number = SCHEMA_VERSION,
): Record<string, unknown> {
  let current = template;
  let version = templateVersion(template);
  if (version > target) {
    throw new Error(`模板版本 ${version} 高于当前支持的版本 ${target}`);
  }
  while (version < target) {
    const step = steps[version];
    if (!step) throw new Error(`缺少模板版本 ${version} 的迁移`);
    current = step(current);
    version += 1;
  }
  return { ...current, schemaVersion: target };
}
