// Where a refused model save's problems go: a problem naming one field of one emission source
// (`body.sources.2.factorId`, or `body.sources[2].factorId`) shows under that field of that row; a
// problem of a source's list value (`body.sources.2.deviceIds.1`) under the list; anything else that
// no field of the form shows is listed above the sources.
import type { FieldProblem } from '@platform/contract';

export interface PlacedRefusals {
  /** Errors for form fields, by their name path. */
  fields: { name: (string | number)[]; errors: string[] }[];
  /** Problems no field shows, with the source row they belong to (1-based) when they name one. */
  others: { row?: number; reason: string }[];
}

const SOURCE_FIELD = /^body\.sources(?:\.(\d+)|\[(\d+)\])(?:\.([A-Za-z]+))?/;
const TOP_FIELD = /^body\.([A-Za-z]+)$/;

export function placeRefusals(problems: FieldProblem[], shown: (name: (string | number)[]) => boolean) {
  const placed: PlacedRefusals = { fields: [], others: [] };
  const add = (name: (string | number)[], reason: string) => {
    const known = placed.fields.find((field) => field.name.join('.') === name.join('.'));
    if (known) known.errors.push(reason);
    else placed.fields.push({ name, errors: [reason] });
  };
  for (const { field, reason } of problems) {
    const source = SOURCE_FIELD.exec(field);
    if (source) {
      const index = Number(source[1] ?? source[2]);
      const name = source[3] ? ['sources', index, source[3]] : undefined;
      if (name && shown(name)) add(name, reason);
      else placed.others.push({ row: index + 1, reason });
      continue;
    }
    const top = TOP_FIELD.exec(field);
    if (top && shown([top[1]!])) add([top[1]!], reason);
    else placed.others.push({ reason });
  }
  return placed;
}
