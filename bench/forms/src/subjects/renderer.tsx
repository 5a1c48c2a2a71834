// This repository's renderer on the bench: the same template JSON a designer would store.
import { importTemplate } from '@platform/form-core';
import { FormRenderer, type FormRendererHandle } from '@platform/form-renderer';
import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import {
  COLUMNS,
  FIELDS,
  columnLabel,
  columnName,
  fieldLabel,
  fieldName,
  tableRows,
  type Mount,
} from '../cases';

const rule = [{ required: true, message: '必填项', trigger: ['change', 'blur'] }];
const input = (model: string, label: string, key: string) => ({
  type: 'input',
  label,
  model,
  key,
  options: { width: '100%', placeholder: '请输入' },
  rules: rule,
});

function template(benchCase: 'form' | 'table') {
  const list =
    benchCase === 'form'
      ? Array.from({ length: FIELDS }, (_, i) => input(fieldName(i), fieldLabel(i), `input_${i}`))
      : [
          {
            type: 'batch',
            label: '动态表格',
            model: 'rows',
            key: 'batch_rows',
            options: { defrows: 1, showItem: [], colWidth: {} },
            rules: [],
            list: Array.from({ length: COLUMNS }, (_, c) => input(columnName(c), columnLabel(c), `col_${c}`)),
          },
        ];
  return importTemplate({ list, config: { labelWidth: 100, size: 'small', labelPosition: 'right' } })
    .template;
}

export const mount: Mount = async (root, benchCase) => {
  const ref = createRef<FormRendererHandle>();
  const data = benchCase === 'table' ? { rows: tableRows() } : undefined;
  createRoot(root).render(<FormRenderer ref={ref} template={template(benchCase)} data={data} />);
  return {
    errorSelector: '.fr-error',
    validate: async () => {
      ref.current!.validate();
    },
  };
};
