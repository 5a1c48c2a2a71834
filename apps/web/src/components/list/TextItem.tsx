// The text field of the add/edit forms, with the rules they all spell the same way: a required field
// refuses blanks (whitespace included) with the page's message, and the length limit is both a rule and
// the input's maxLength.
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';

export interface TextItemProps {
  name: string;
  label: string;
  /** The message when left blank; without it the field is optional. */
  required?: string;
  max?: number;
  /** Rules checked between required and max: a pattern, a minimum length. */
  rules?: Rule[];
  extra?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  autoComplete?: string;
  /** A text area of this many rows, with a character count. */
  rows?: number;
}

export function TextItem({ name, label, required, max, rules = [], rows, ...input }: TextItemProps) {
  const { extra, ...inputProps } = input;
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[
        ...(required ? [{ required: true, whitespace: true, message: required }] : []),
        ...rules,
        ...(max ? [{ max }] : []),
      ]}
    >
      {rows ? (
        <Input.TextArea rows={rows} maxLength={max} showCount {...inputProps} />
      ) : (
        <Input maxLength={max} {...inputProps} />
      )}
    </Form.Item>
  );
}
