import type { Position } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { App, Form, Input, InputNumber, Modal, Radio } from 'antd';
import { addPosition, positionQueryKeys, updatePosition } from '../../../api/position';
import { positionMessages as t } from './messages';
import { RefusableForm } from './RefusableForm';

interface Values {
  code: string;
  name: string;
  sort: number;
  status: 0 | 1;
  remark?: string;
}

const FIELDS = ['code', 'name', 'sort', 'status', 'remark'] as const;

/** Adds a position (`position` null) or edits one; closed when `position` is undefined. */
export function PositionFormModal({
  position,
  onClose,
}: {
  position: Position | null | undefined;
  onClose: () => void;
}) {
  // A fresh form for each thing opened: the dialog may be reopened before its closing animation has
  // unmounted the previous form, which would keep the old values.
  const [opened, setOpened] = useState({ target: position, generation: 0 });
  if (opened.target !== position) {
    setOpened({
      target: position,
      generation: position === undefined ? opened.generation : opened.generation + 1,
    });
  }
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = { ...values, remark: values.remark?.trim() || null };
      return position ? updatePosition({ ...body, id: position.id }) : addPosition(body);
    },
    onSuccess: ({ msg }) => {
      void message.success(msg);
      void queryClient.invalidateQueries({ queryKey: positionQueryKeys.all });
      onClose();
    },
  });

  return (
    <Modal
      title={position ? t.editTitle : t.addTitle}
      open={position !== undefined}
      onCancel={() => {
        save.reset();
        onClose();
      }}
      okButtonProps={{ htmlType: 'submit', form: 'positionForm' }}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <RefusableForm<Values>
        key={opened.generation}
        name="positionForm"
        error={save.error}
        fields={FIELDS}
        initialValues={
          position
            ? { ...position, remark: position.remark ?? '' }
            : { code: '', name: '', sort: 0, status: 1, remark: '' }
        }
        onFinish={(values) => save.mutate(values)}
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
          <Radio.Group
            options={[
              { value: 1, label: t.enabled },
              { value: 0, label: t.disabled },
            ]}
          />
        </Form.Item>
        <Form.Item name="remark" label={t.remark} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </RefusableForm>
    </Modal>
  );
}
