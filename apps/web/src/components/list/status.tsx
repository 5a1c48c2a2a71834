// The 正常/停用 status most system records carry (the server's 1 and 0): one choice list for search
// selects and form radios, one tag for the table.
import { Form, Radio, Tag } from 'antd';
import { listMessages as t } from './messages';

export const STATUS_OPTIONS = [
  { value: 1, label: t.enabled },
  { value: 0, label: t.disabled },
];

export function StatusTag({ status }: { status: number }) {
  return status === 1 ? <Tag color="green">{t.enabled}</Tag> : <Tag color="red">{t.disabled}</Tag>;
}

/** The status radios of an add/edit form. */
export function StatusItem({ label }: { label: string }) {
  return (
    <Form.Item name="status" label={label}>
      <Radio.Group options={STATUS_OPTIONS} />
    </Form.Item>
  );
}
