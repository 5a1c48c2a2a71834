// The floor: the same fields as bare HTML inputs with labels, validated by a loop that writes the
// error texts into the DOM. No framework beyond what the harness itself loads.
import { COLUMNS, FIELDS, ROWS, columnLabel, fieldLabel, tableRows, type Mount } from '../cases';

export const mount: Mount = async (root, benchCase) => {
  const inputs: HTMLInputElement[] = [];
  const errors: HTMLElement[] = [];
  if (benchCase === 'form') {
    const form = document.createElement('form');
    for (let i = 0; i < FIELDS; i++) {
      const row = document.createElement('div');
      const label = document.createElement('label');
      label.textContent = fieldLabel(i);
      label.htmlFor = `f${i}`;
      const input = document.createElement('input');
      input.id = `f${i}`;
      const error = document.createElement('div');
      error.className = 'error';
      row.append(label, input, error);
      form.append(row);
      inputs.push(input);
      errors.push(error);
    }
    root.append(form);
  } else {
    const rows = tableRows();
    const table = document.createElement('table');
    const head = table.createTHead().insertRow();
    for (let c = 0; c < COLUMNS; c++) head.insertCell().textContent = columnLabel(c);
    const body = table.createTBody();
    for (let r = 0; r < ROWS; r++) {
      const tr = body.insertRow();
      for (let c = 0; c < COLUMNS; c++) {
        const td = tr.insertCell();
        const input = document.createElement('input');
        input.value = rows[r]![`c${c}`]!;
        const error = document.createElement('div');
        error.className = 'error';
        td.append(input, error);
        inputs.push(input);
        errors.push(error);
      }
    }
    root.append(table);
  }
  return {
    errorSelector: '.error:not(:empty)',
    validate: async () => {
      inputs.forEach((input, i) => {
        errors[i]!.textContent = input.value.trim() ? '' : '必填项';
      });
    },
  };
};
