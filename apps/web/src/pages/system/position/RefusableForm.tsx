import { Form, type FormProps } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { fieldRefusals } from '../app/fieldRefusals';

type FieldName = string | number | readonly (string | number)[];

/**
 * A dialog's form with a store of its own, so that a dialog mounting it afresh (keyed per thing
 * opened) starts from that thing's values; the server's refusal of a save shows under each field it
 * names. The dialog's OK button submits it through the form's id (its `name`).
 */
export function RefusableForm<V>({
  name,
  initialValues,
  error,
  fields,
  onFinish,
  children,
}: {
  name: string;
  initialValues: FormProps<V>['initialValues'];
  error: unknown;
  fields: readonly FieldName[];
  onFinish: (values: V) => void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<V>();
  useEffect(() => {
    if (error) form.setFields(fieldRefusals(error, fields) as Parameters<typeof form.setFields>[0]);
  }, [error, fields, form]);
  return (
    <Form<V> form={form} name={name} layout="vertical" initialValues={initialValues} onFinish={onFinish}>
      {children}
    </Form>
  );
}
