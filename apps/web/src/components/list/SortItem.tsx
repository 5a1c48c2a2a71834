// The display order most system records carry: a whole number from 0 to the server's limit.
import { Form, InputNumber } from 'antd';

export interface SortItemProps {
  label: string;
  /** Refuses a blank order: `true` with antd's message, or the message to show. */
  required?: boolean | string;
}

/** The 排序 field of an add/edit form, named `sort`. */
export function SortItem({ label, required }: SortItemProps) {
  const rules = required
    ? [{ required: true, ...(typeof required === 'string' && { message: required }) }]
    : undefined;
  return (
    <Form.Item name="sort" label={label} rules={rules}>
      <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}
