// form-render (XRender) on the bench, its tableList widget for the dynamic table.
import FormRender, { useForm } from 'form-render';
import { useEffect } from 'react';
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

function schema(benchCase: 'form' | 'table') {
  if (benchCase === 'form') {
    return {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: FIELDS }, (_, i) => [
          fieldName(i),
          { title: fieldLabel(i), type: 'string', widget: 'input', required: true },
        ]),
      ),
    };
  }
  return {
    type: 'object',
    properties: {
      rows: {
        title: '动态表格',
        type: 'array',
        widget: 'tableList',
        items: {
          type: 'object',
          properties: Object.fromEntries(
            Array.from({ length: COLUMNS }, (_, c) => [
              columnName(c),
              { title: columnLabel(c), type: 'string', widget: 'input', required: true },
            ]),
          ),
        },
      },
    },
  };
}

type FormInstance = ReturnType<typeof useForm>;

function Bench({ benchCase, onForm }: { benchCase: 'form' | 'table'; onForm: (form: FormInstance) => void }) {
  const form = useForm();
  useEffect(() => onForm(form), [form, onForm]);
  return (
    <FormRender
      form={form}
      schema={schema(benchCase) as never}
      onMount={() => {
        if (benchCase === 'table') form.setValues({ rows: tableRows() });
      }}
    />
  );
}

export const mount: Mount = async (root, benchCase) => {
  let form: FormInstance | undefined;
  createRoot(root).render(<Bench benchCase={benchCase} onForm={(f) => (form = f)} />);
  return {
    errorSelector: '.ant-form-item-explain-error',
    validate: () =>
      form!
        .validateFields()
        .then(() => undefined)
        .catch(() => undefined),
  };
};
