// A value as text, for read-only places (dynamic-table cells in dialog mode, the print view): option
// labels instead of codes, the region label, file names, yes/no in the renderer's language.
import type { ChoiceOption, FieldItem, UploadedFile } from '@platform/form-core';
import type { RendererTranslate } from '../i18n';

function labelIn(options: readonly ChoiceOption[] | undefined, value: unknown): string {
  if (!options) return String(value);
  for (const o of options) {
    if (o.value === value) return o.label;
  }
  return String(value);
}

function cascaderLabels(options: readonly ChoiceOption[] | undefined, path: unknown[]): string {
  const labels: string[] = [];
  let level = options;
  for (const v of path) {
    const hit = level?.find((o) => o.value === v);
    labels.push(hit ? hit.label : String(v));
    level = hit?.children;
  }
  return labels.join(' / ');
}

export function displayValue(
  item: FieldItem,
  value: unknown,
  options: readonly ChoiceOption[] | undefined,
  extra: unknown,
  t: RendererTranslate,
): string {
  if (value === undefined || value === null || value === '') return '';
  switch (item.type) {
    case 'radio':
    case 'select':
      return Array.isArray(value)
        ? value.map((v) => labelIn(options, v)).join(t('value.listSeparator'))
        : labelIn(options, value);
    case 'checkbox':
      return Array.isArray(value)
        ? value.map((v) => labelIn(options, v)).join(t('value.listSeparator'))
        : labelIn(options, value);
    case 'cascader':
      return Array.isArray(value) ? cascaderLabels(options, value) : String(value);
    case 'switch':
      return t(value === true ? 'value.yes' : 'value.no');
    case 'uploadImg':
    case 'uploadFile':
      return Array.isArray(value)
        ? (value as UploadedFile[])
            .map((f) => f?.name ?? '')
            .filter(Boolean)
            .join(t('value.listSeparator'))
        : '';
    case 'state':
      return typeof extra === 'string' && extra ? extra : String(value);
    case 'address': {
      const v = value as { state?: unknown; address?: unknown };
      return [typeof extra === 'string' ? extra : v.state, v.address].filter(Boolean).join(' ');
    }
    default:
      return Array.isArray(value) ? value.join(' ~ ') : String(value);
  }
}
