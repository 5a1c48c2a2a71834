import type { Role } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { addRole, roleQueryKeys, updateRole } from '../../../api/role';
import { fieldRefusals } from '../app/fieldRefusals';
import { roleMessages as t } from './messages';

export interface RoleFormModalProps {
  appId: string;
  /** The role being edited; `null` adds one; `undefined` keeps the dialog closed. */
  role: Role | null | undefined;
  onClose: () => void;
}

interface RoleFormValues {
  name: string;
  code: number | null;
  description?: string;
  sort: number;
  enabled: boolean;
}

const FIELDS: Exclude<NamePath<RoleFormValues>, undefined>[] = ['name', 'code', 'description', 'sort'];

const valuesOf = (role: Role | null | undefined): RoleFormValues =>
  role
    ? {
        name: role.name,
        code: role.code,
        description: role.description ?? undefined,
        sort: role.sort,
        enabled: role.status === 1,
      }
    : { name: '', code: null, sort: 0, enabled: true };

/** Adds or edits a role of the app: its name, numeric code and description. */
export function RoleFormModal({ appId, role, onClose }: RoleFormModalProps) {
  const [form] = Form.useForm<RoleFormValues>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  const save = useMutation({
    mutationFn: (values: RoleFormValues) => {
      const fields = {
        name: values.name.trim(),
        code: values.code ?? 0,
        description: values.description?.trim() || null,
        sort: values.sort,
        status: values.enabled ? (1 as const) : (0 as const),
      };
      return role ? updateRole({ id: role.id, ...fields }) : addRole({ appId, ...fields });
    },
    onSuccess: ({ msg }) => {
      void message.success(msg);
      void queryClient.invalidateQueries({ queryKey: roleQueryKeys.list(appId) });
      onClose();
    },
    onError: (error) => form.setFields(fieldRefusals(error, FIELDS)),
  });

  return (
    <Modal
      open={role !== undefined}
      title={role ? t.editTitle(role.name) : t.addTitle}
      okText={t.ok}
      cancelText={t.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<RoleFormValues>
        form={form}
        name="roleForm"
        layout="vertical"
        initialValues={valuesOf(role)}
        onFinish={(values) => save.mutate(values)}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="name"
              label={t.name}
              rules={[{ required: true, whitespace: true, message: t.nameRequired }, { max: 50 }]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="code"
              label={t.code}
              tooltip={t.codeHint}
              rules={[{ required: true, message: t.codeRequired }]}
            >
              <InputNumber min={1} max={999_999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label={t.description} rules={[{ max: 200 }]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="sort" label={t.sort} rules={[{ required: true }]}>
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enabled" label={t.status} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
