import type { Catalogue } from '@platform/contract/i18n';
import type zh from '../../zh-CN/carbon/structure.js';

export default {
  org: {
    notFound: 'The organisation does not exist',
    parentNotFound: 'The parent organisation does not exist',
    parentIsSelf: 'An organisation cannot be its own parent',
    parentIsDescendant: 'The parent cannot be one of the organisation’s sub-organisations',
    codeTaken: 'The organisation code "{{code}}" is already in use',
    inUse: 'The organisation "{{name}}" still has {{held}} and cannot be deleted',
    holds: {
      children: '{{count}} sub-organisation(s)',
      devices: '{{count}} device(s)',
      models: '{{count}} accounting model(s)',
      plans: '{{count}} reduction plan(s)',
      products: '{{count}} product(s)',
    },
  },
  factor: {
    notFound: 'The emission factor does not exist',
    platformReadOnly:
      '"{{name}}" belongs to the platform factor library and is read-only (add a factor of your own instead)',
    unitUnknown: 'Unknown unit "{{unit}}"',
    numeratorNotMass: 'The numerator unit must be a mass (e.g. kg, t)',
    ncvIncomplete: 'Enter the net calorific value together with its unit',
    ncvMismatch:
      'The net calorific value unit "{{unit}}" times a mass or volume of fuel must convert to "{{to}}"',
    noGwp: '{{gas}} has no single global warming potential: enter this factor in CO2e',
    inUse: 'The emission factor "{{name}}" is used by {{users}} and cannot be deleted',
    usedByModels: 'accounting model(s) {{names}}',
    usedByPaths: 'product footprint path(s) {{names}}',
    modelOfYear: '"{{name}}" ({{year}})',
  },
  model: {
    notFound: 'The accounting model does not exist',
    exists: 'The organisation "{{org}}" already has the accounting model "{{name}}" for {{year}}',
    existsYear: 'The organisation already has an accounting model for {{year}}',
    locked:
      'The accounting model "{{name}}" has been submitted for verification or verified and cannot be changed (open a new version of a verified model to correct it)',
    notDraft: 'Only draft accounting models can be deleted; "{{name}}" is not a draft',
    hasVerifications: 'The accounting model "{{name}}" has verification records and cannot be deleted',
    notVerified: 'The accounting model "{{name}}" is not verified; only verified models open a new version',
    versionOpened: 'Version {{version}} opened',
    factorNotFound: 'The emission factor does not exist',
    unitMismatch:
      'The activity unit "{{unit}}" does not convert to "{{to}}", the unit of the factor "{{factor}}"',
    unitMismatchNcv:
      'The activity unit "{{unit}}" does not convert to "{{to}}", the unit of the factor "{{factor}}", neither directly nor through its net calorific value',
    noGwp: 'The factor’s gas {{gas}} has no global warming potential in {{set}}',
    deviceNotFound: 'The device does not exist',
    deviceOutside:
      'The device "{{device}}" belongs neither to the organisation "{{org}}" nor to one below it',
    deviceUnitMismatch:
      'The unit "{{unit}}" of the device "{{device}}" does not convert to the source’s activity unit "{{to}}"',
    deviceTwice:
      'The device "{{device}}" already feeds the source "{{source}}": a device’s readings count in one source only',
  },
} satisfies Catalogue<typeof zh>;
