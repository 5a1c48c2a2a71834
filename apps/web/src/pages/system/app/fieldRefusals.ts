// A refused save names the fields it refused (`body.name`, `body.config.menuBg`); the system forms show
// each reason under its input.
import { refusalOf } from '../../../api/refusal';

type FieldPath = string | number | readonly unknown[];

/** The form fields among `fields` that the server refused in `error`, each with its reason. */
export function fieldRefusals<N extends FieldPath>(
  error: unknown,
  fields: readonly N[],
): { name: N; errors: string[] }[] {
  return fields.flatMap((name) => {
    const path = Array.isArray(name) ? name.join('.') : String(name);
    const reason = refusalOf(error, `body.${path}`);
    return reason ? [{ name, errors: [reason] }] : [];
  });
}
