import { Select } from 'antd';
import { useManagedApps } from '../../../api/system-app';
import { useLocalName } from '../../../i18n/localName';
import { useUser } from '../../../stores/user';

export interface AppChooserProps {
  id?: string;
  value: string | undefined;
  onChange: (appId: string) => void;
  placeholder?: string;
}

/**
 * The apps whose menus and roles the user may manage: every platform app for the platform
 * administrator, the apps of the user's tenant for a tenant's system manager.
 */
export function useChoosableApps(): {
  apps: { id: string; name: string; nameEn?: string | null; key: string }[];
  loading: boolean;
} {
  const isPlatformAdmin = useUser((state) => state.user?.isPlatformAdmin ?? false);
  const tenantApps = useUser((state) => state.apps);
  const managed = useManagedApps(isPlatformAdmin);
  if (!isPlatformAdmin) return { apps: tenantApps, loading: false };
  return { apps: managed.data ?? [], loading: managed.isPending };
}

/** Picks the app a system page works on, searchable by name (in the page's language) or key. */
export function AppChooser({ id, value, onChange, placeholder }: AppChooserProps) {
  const { apps, loading } = useChoosableApps();
  const localName = useLocalName();
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      loading={loading}
      placeholder={placeholder}
      style={{ minWidth: 220 }}
      showSearch={{ optionFilterProp: ['label', 'key'] }}
      options={apps.map((app) => ({ value: app.id, label: localName(app.name, app.nameEn), key: app.key }))}
    />
  );
}
