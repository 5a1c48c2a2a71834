import type { Role } from '@platform/contract';
import { Col, Form, InputNumber, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { addRole, roleQueryKeys, updateRole } from '../../../api/role';
import { CrudFormModal, SortItem, TextItem } from '../../../components/list';

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

const valuesOf = (role: Role | null): RoleFormValues =>
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
  const { t } = useTranslation('system');
  return (
    <CrudFormModal
      target={role}
      onClose={onClose}
      name="roleForm"
      titles={{ add: t('role.form.addTitle'), edit: (row) => t('role.form.editTitle', { name: row.name }) }}
      queryKey={roleQueryKeys.all}
      initialValues={valuesOf}
      save={(values: RoleFormValues, row) => {
        const fields = {
          name: values.name.trim(),
          code: values.code ?? 0,
          description: values.description?.trim() || null,
          sort: values.sort,
          status: values.enabled ? (1 as const) : (0 as const),
        };
        return row ? updateRole({ id: row.id, ...fields }) : addRole({ appId, ...fields });
      }}
    >
      <Row gutter={16}>
        <Col span={12}>
          <TextItem name="name" label={t('role.form.name')} required={t('role.form.nameRequired')} max={50} />
        </Col>
        <Col span={12}>
          <Form.Item
            name="code"
            label={t('role.form.code')}
            tooltip={t('role.form.codeHint')}
            rules={[{ required: true, message: t('role.form.codeRequired') }]}
          >
            <InputNumber min={1} max={999_999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <TextItem name="description" label={t('role.form.description')} max={200} rows={3} />
      <Row gutter={16}>
        <Col span={12}>
          <SortItem label={t('role.form.sort')} required />
        </Col>
        <Col span={12}>
          <Form.Item name="enabled" label={t('role.form.status')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </CrudFormModal>
  );
}
