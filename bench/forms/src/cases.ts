// The two cases of bench:forms (issue 7): a form of 1,000 required text fields, and a dynamic table of
// 500 rows × 5 required text columns. Each subject builds the same thing in its own schema language.
export type BenchCase = 'form' | 'table';

export const FIELDS = 1000;
export const ROWS = 500;
export const COLUMNS = 5;

export const fieldName = (i: number) => `f${i}`;
export const fieldLabel = (i: number) => `字段${i + 1}`;
export const columnName = (c: number) => `c${c}`;
export const columnLabel = (c: number) => `列${c + 1}`;

/** Rows with some text in every cell, so the table renders filled controls. */
export function tableRows(): Record<string, string>[] {
  return Array.from({ length: ROWS }, (_, r) =>
    Object.fromEntries(Array.from({ length: COLUMNS }, (_, c) => [columnName(c), `r${r + 1}c${c + 1}`])),
  );
}

/** What a subject gives the harness once mounted. */
export interface MountedSubject {
  /** Validates everything and shows the errors; resolves when done (valid or not). */
  validate(): Promise<void>;
  /**
   * The elements of the error texts this subject shows: validate-all is done when every invalid field
   * shows one (a library may resolve its promise before it draws the texts, or draw them a task later).
   */
  errorSelector: string;
}

/** How many fields a validate-all finds invalid: all of the empty form, none of the filled table. */
export const invalidFields = (benchCase: BenchCase) => (benchCase === 'form' ? FIELDS : 0);

export type Mount = (root: HTMLElement, benchCase: BenchCase) => Promise<MountedSubject>;
