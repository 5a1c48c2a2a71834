// formily (@formily/core + @formily/react + @formily/antd-v5) on the bench, its ArrayTable for the
// dynamic table showing all 500 rows on one page.
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { ArrayTable, Form, FormItem, Input } from '@formily/antd-v5';
import { createRoot } from 'react-dom/client';
import {
  COLUMNS,
  FIELDS,
  ROWS,
  columnLabel,
  columnName,
  fieldLabel,
  fieldName,
  tableRows,
  type Mount,
} from '../cases';

const SchemaField = createSchemaField({ components: { FormItem, Input, ArrayTable } });

function schema(benchCase: 'form' | 'table') {
  if (benchCase === 'form') {
    return {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: FIELDS }, (_, i) => [
          fieldName(i),
          {
            type: 'string',
            title: fieldLabel(i),
            required: true,
            'x-decorator': 'FormItem',
            'x-component': 'Input',
          },
        ]),
      ),
    };
  }
  return {
    type: 'object',
    properties: {
      rows: {
        type: 'array',
        'x-decorator': 'FormItem',
        'x-component': 'ArrayTable',
        'x-component-props': { pagination: { pageSize: ROWS }, scroll: { x: '100%' } },
        items: {
          type: 'object',
          properties: Object.fromEntries(
            Array.from({ length: COLUMNS }, (_, c) => [
              `column${c}`,
              {
                type: 'void',
                'x-component': 'ArrayTable.Column',
                'x-component-props': { title: columnLabel(c), width: 180 },
                properties: {
                  [columnName(c)]: {
                    type: 'string',
                    required: true,
                    'x-decorator': 'FormItem',
                    'x-component': 'Input',
                  },
                },
              },
            ]),
          ),
        },
      },
    },
  };
}

export const mount: Mount = async (root, benchCase) => {
  const form = createForm(benchCase === 'table' ? { initialValues: { rows: tableRows() } } : {});
  createRoot(root).render(
    <FormProvider form={form}>
      <Form form={form} labelCol={4} wrapperCol={20}>
        <SchemaField schema={schema(benchCase)} />
      </Form>
    </FormProvider>,
  );
  return {
    errorSelector: '.ant-formily-item-error-help',
    validate: () => form.validate().catch(() => undefined),
  };
};
