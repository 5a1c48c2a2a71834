// The stored templates the demo renders: the original product's JSON, loaded through form-core's
// import like any saved template.
import { importTemplate, type ImportResult } from '@platform/form-core';
import allTypes from './templates/all-types.json';
import basic from './templates/basic.json';
import tablebatch from './templates/tablebatch.json';
import validator1 from './templates/validator1.json';

export type DemoTemplateId = 'all-types' | 'validator1' | 'basic' | 'tablebatch';

const sources: Record<DemoTemplateId, unknown> = {
  'all-types': allTypes,
  validator1,
  basic,
  tablebatch,
};

export const demoTemplateIds = Object.keys(sources) as DemoTemplateId[];

const loaded = new Map<DemoTemplateId, ImportResult>();

export function demoTemplate(id: DemoTemplateId): ImportResult {
  let result = loaded.get(id);
  if (!result) loaded.set(id, (result = importTemplate(sources[id])));
  return result;
}
