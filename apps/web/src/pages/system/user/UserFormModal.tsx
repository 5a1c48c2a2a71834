import type { TenantUser, TenantUserOptions } from '@platform/contract';
import { Col, Form, Input, Row, Select, TreeSelect } from 'antd';
import { addUser, tenantUserQueryKeys, updateUser, type TenantScope } from '../../../api/tenant-user';
import { CrudFormModal, StatusItem, TextItem } from '../../../components/list';
import { newPasswordRules } from '../../../components/passwordRules';
import { deptOptions } from '../dept/deptTree';
import { userMessages as t } from './messages';
import { bodyOf, roleGroups, valuesOf, type UserFormValues } from './userForm';

const EMPTY: UserFormValues = {
  realname: '',
  type: 1,
  roleIds: [],
  status: 1,
  deptId: null,
  positionId: null,
};

/** Adds a user to the tenant (`user` null) or edits one: profile, department, position, roles, status. */
export function UserFormModal({
  tenantId,
  user,
  options,
  onClose,
}: {
  tenantId: TenantScope;
  user: TenantUser | null | undefined;
  options: TenantUserOptions | undefined;
  onClose: () => void;
}) {
  // A shared user's name and contacts are every tenant's: shown, not changed, here.
  const identityLocked = !!user && !user.identityEditable;
  return (
    <CrudFormModal
      target={user}
      onClose={onClose}
      name="userForm"
      width={720}
      titles={{ add: t.addTitle, edit: t.editTitle }}
      queryKey={tenantUserQueryKeys.all}
      initialValues={(row) => (row ? valuesOf(row) : EMPTY)}
      save={(values: UserFormValues, row) =>
        row
          ? updateUser(tenantId, { ...bodyOf(values), id: row.id })
          : addUser(tenantId, {
              ...bodyOf(values),
              username: values.username!.trim(),
              password: values.password!,
            })
      }
    >
      <Row gutter={16}>
        {!user && (
          <>
            <Col span={12}>
              <TextItem
                name="username"
                label={t.username}
                required={t.usernameRequired}
                rules={[{ pattern: /^[A-Za-z0-9_.@-]+$/, message: t.usernamePattern }, { min: 3 }]}
                max={64}
                autoComplete="off"
              />
            </Col>
            <Col span={12}>
              <Form.Item name="password" label={t.password} rules={newPasswordRules}>
                <Input.Password maxLength={64} autoComplete="new-password" />
              </Form.Item>
            </Col>
          </>
        )}
        <Col span={12}>
          <TextItem
            name="realname"
            label={t.realname}
            required={t.realnameRequired}
            max={32}
            extra={identityLocked ? t.identityLocked : undefined}
            disabled={identityLocked}
          />
        </Col>
        <Col span={12}>
          <Form.Item
            name="mobile"
            label={t.mobile}
            rules={[{ pattern: /^1\d{10}$/, message: t.mobileInvalid }]}
          >
            <Input maxLength={11} disabled={identityLocked} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="email" label={t.email} rules={[{ type: 'email', message: t.emailInvalid }]}>
            <Input maxLength={128} disabled={identityLocked} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="type" label={t.type}>
            <Select
              options={Object.entries(t.types).map(([value, label]) => ({ value: Number(value), label }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="deptId" label={t.dept}>
            <TreeSelect
              allowClear
              showSearch
              treeDefaultExpandAll
              treeNodeFilterProp="title"
              placeholder={t.deptPlaceholder}
              treeData={deptOptions(options?.depts ?? [])}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="positionId" label={t.position}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t.positionPlaceholder}
              options={(options?.positions ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="roleIds" label={t.roles}>
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t.rolesPlaceholder}
              options={roleGroups(options)}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <StatusItem label={t.status} />
        </Col>
      </Row>
    </CrudFormModal>
  );
}
