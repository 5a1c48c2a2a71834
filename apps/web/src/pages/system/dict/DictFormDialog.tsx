import type { Dict } from '@platform/contract';
import { App, Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { saveDict } from '../../../api/dict';
import { refusalOf } from '../../../api/refusal';
import { dictMessages as t } from './messages';

/** What the dialog is for: a new entry (top level without a parent), or a change to one. */
export type DictEdit = { kind: 'add'; parent?: Dict } | { kind: 'edit'; dict: Dict };

interface Values {
  code: string;
  name: string;
  value?: string;
  sort: number;
  enabled: boolean;
  remark?: string;
}

const FIELDS = ['code', 'name', 'value', 'sort', 'remark'] as const;

export interface DictFormDialogProps {
  edit: DictEdit | undefined;
  onClose: () => void;
  onSaved: (dict: Dict) => void;
}

/** Adds or changes a dictionary entry (saveDict); the server's reasons appear beside their fields. */
export function DictFormDialog({ edit, onClose, onSaved }: DictFormDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!edit) return;
    form.resetFields();
    if (edit.kind === 'edit') {
      const { code, name, value, sort, status, remark } = edit.dict;
      form.setFieldsValue({
        code,
        name,
        value: value ?? '',
        sort,
        enabled: status === 1,
        remark: remark ?? '',
      });
    } else {
      form.setFieldsValue({ sort: 0, enabled: true });
    }
  }, [edit, form]);

  const save = async (values: Values) => {
    if (!edit) return;
    setSaving(true);
    try {
      const saved = await saveDict({
        ...(edit.kind === 'edit' ? { id: edit.dict.id } : { parentId: edit.parent?.id ?? null }),
        code: values.code.trim(),
        name: values.name.trim(),
        value: values.value?.trim() || null,
        sort: values.sort,
        status: values.enabled ? 1 : 0,
        remark: values.remark?.trim() || null,
      });
      void message.success(t.saved);
      onSaved(saved);
    } catch (failure) {
      form.setFields(
        FIELDS.flatMap((name) => {
          const reason = refusalOf(failure, `body.${name}`);
          return reason ? [{ name, errors: [reason] }] : [];
        }),
      );
    } finally {
      setSaving(false);
    }
  };

  const title =
    edit?.kind === 'edit' ? t.editTitle : edit?.parent ? t.addItemTitle(edit.parent.name) : t.addDictTitle;

  return (
    <Modal
      title={title}
      open={!!edit}
      width={640}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t.ok}
      cancelText={t.cancel}
      confirmLoading={saving}
      forceRender
    >
      <Form form={form} name="dictEntry" layout="vertical" onFinish={(values) => void save(values)}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="name"
              label={t.name}
              rules={[{ required: true, whitespace: true, message: t.nameRequired }, { max: 100 }]}
            >
              <Input maxLength={100} placeholder={t.namePlaceholder} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t.code}
              rules={[
                { required: true, whitespace: true, message: t.codeRequired },
                { max: 64 },
                { pattern: /^\s*[A-Za-z0-9_.-]+\s*$/, message: t.codeRule },
              ]}
            >
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="value" label={t.value} rules={[{ max: 500 }]}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="sort" label={t.sort} rules={[{ required: true, message: t.sortRequired }]}>
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="enabled" label={t.status} valuePropName="checked">
              <Switch checkedChildren={t.enabled} unCheckedChildren={t.disabled} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t.remark} rules={[{ max: 500 }]}>
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
