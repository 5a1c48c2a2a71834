import type { Tenant } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { addTenant, tenantQueryKeys, updateTenant } from '../../../api/tenant';
import { CrudFormModal, StatusItem, TextItem } from '../../../components/list';

interface Values {
  code: string;
  name: string;
  status: 0 | 1;
}

/** Adds a tenant (`tenant` null) or renames one; the code is fixed once created. */
export function TenantFormModal({
  tenant,
  onClose,
  onSaved,
}: {
  tenant: Tenant | null | undefined;
  onClose: () => void;
  /** A new tenant is usually given its apps next. */
  onSaved?: (tenant: Tenant, created: boolean) => void;
}) {
  const { t } = useTranslation('system');
  return (
    <CrudFormModal
      target={tenant}
      onClose={onClose}
      name="tenantForm"
      titles={{ add: t('tenant.addTitle'), edit: t('tenant.editTitle') }}
      queryKey={tenantQueryKeys.all}
      initialValues={(row) =>
        row
          ? { code: row.code, name: row.name, status: row.status === 0 ? 0 : 1 }
          : { code: '', name: '', status: 1 }
      }
      save={(values: Values, row) =>
        row ? updateTenant({ id: row.id, name: values.name, status: values.status }) : addTenant(values)
      }
      onSaved={(saved, created) => onSaved?.(saved.data, created)}
    >
      <TextItem
        name="code"
        label={t('tenant.code')}
        extra={tenant ? undefined : t('tenant.codeHint')}
        required={t('tenant.codeRequired')}
        rules={[{ pattern: /^[a-z][a-z0-9-]*$/, message: t('tenant.codePattern') }, { min: 2 }]}
        max={32}
        disabled={!!tenant}
      />
      <TextItem name="name" label={t('tenant.name')} required={t('tenant.nameRequired')} max={100} />
      <StatusItem label={t('tenant.status')} />
    </CrudFormModal>
  );
}
