import type { TenantUser, TenantUserOptions } from '@platform/contract';
import { Col, Form, Input, Row, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { addUser, tenantUserQueryKeys, updateUser, type TenantScope } from '../../../api/tenant-user';
import { CrudFormModal, StatusItem, TextItem } from '../../../components/list';
import { newPasswordRules } from '../../../components/passwordRules';
import { deptOptions } from '../dept/deptTree';
import { bodyOf, roleGroups, USER_TYPES, valuesOf, type UserFormValues } from './userForm';

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
  const { t } = useTranslation('system');
  // A shared user's name and contacts are every tenant's: shown, not changed, here.
  const identityLocked = !!user && !user.identityEditable;
  return (
    <CrudFormModal
      target={user}
      onClose={onClose}
      name="userForm"
      width={720}
      titles={{ add: t('user.addTitle'), edit: t('user.editTitle') }}
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
                label={t('user.username')}
                required={t('user.usernameRequired')}
                rules={[{ pattern: /^[A-Za-z0-9_.@-]+$/, message: t('user.usernamePattern') }, { min: 3 }]}
                max={64}
                autoComplete="off"
              />
            </Col>
            <Col span={12}>
              <Form.Item name="password" label={t('user.password')} rules={newPasswordRules}>
                <Input.Password maxLength={64} autoComplete="new-password" />
              </Form.Item>
            </Col>
          </>
        )}
        <Col span={12}>
          <TextItem
            name="realname"
            label={t('user.realname')}
            required={t('user.realnameRequired')}
            max={32}
            extra={identityLocked ? t('user.identityLocked') : undefined}
            disabled={identityLocked}
          />
        </Col>
        <Col span={12}>
          <Form.Item
            name="mobile"
            label={t('user.mobile')}
            rules={[{ pattern: /^1\d{10}$/, message: t('user.mobileInvalid') }]}
          >
            <Input maxLength={11} disabled={identityLocked} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="email"
            label={t('user.email')}
            rules={[{ type: 'email', message: t('user.emailInvalid') }]}
          >
            <Input maxLength={128} disabled={identityLocked} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="type" label={t('user.type')}>
            <Select
              options={Object.entries(USER_TYPES).map(([value, key]) => ({
                value: Number(value),
                label: t(`user.types.${key}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="deptId" label={t('user.dept')}>
            <TreeSelect
              allowClear
              showSearch
              treeDefaultExpandAll
              treeNodeFilterProp="title"
              placeholder={t('user.deptPlaceholder')}
              treeData={deptOptions(options?.depts ?? [])}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="positionId" label={t('user.position')}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('user.positionPlaceholder')}
              options={(options?.positions ?? []).map((p) => ({ value: p.id, label: p.name }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="roleIds" label={t('user.roles')}>
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('user.rolesPlaceholder')}
              options={roleGroups(options)}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <StatusItem label={t('user.status')} />
        </Col>
      </Row>
    </CrudFormModal>
  );
}
