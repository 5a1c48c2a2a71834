import type { Position } from '@platform/contract';
import { Form, Input, InputNumber, Radio } from 'antd';
import { addPosition, positionQueryKeys, updatePosition } from '../../../api/position';
import { CrudFormModal, STATUS_OPTIONS } from '../../../components/list';
import { positionMessages as t } from './messages';

interface Values {
  code: string;
  name: string;
  sort: number;
  status: 0 | 1;
  remark?: string;
}

/** Adds a position (`position` null) or edits one; closed when `position` is undefined. */
export function PositionFormModal({
  position,
  onClose,
}: {
  position: Position | null | undefined;
  onClose: () => void;
}) {
  return (
    <CrudFormModal
      target={position}
      onClose={onClose}
      name="positionForm"
      titles={{ add: t.addTitle, edit: t.editTitle }}
      queryKey={positionQueryKeys.all}
      initialValues={(p) =>
        p ? { ...p, remark: p.remark ?? '' } : { code: '', name: '', sort: 0, status: 1, remark: '' }
      }
      save={(values: Values, p) => {
        const body = { ...values, remark: values.remark?.trim() || null };
        return p ? updatePosition({ ...body, id: p.id }) : addPosition(body);
      }}
    >
      <Form.Item
        name="code"
        label={t.code}
        rules={[
          { required: true, whitespace: true, message: t.codeRequired },
          { pattern: /^[A-Za-z0-9_-]+$/, message: t.codePattern },
          { max: 64 },
        ]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t.name}
        rules={[{ required: true, whitespace: true, message: t.nameRequired }, { max: 50 }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="sort" label={t.sort}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="status" label={t.status}>
        <Radio.Group options={STATUS_OPTIONS} />
      </Form.Item>
      <Form.Item name="remark" label={t.remark} rules={[{ max: 500 }]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </CrudFormModal>
  );
}
