// Picks the member of the tenant who signs in as an auditor, searched by name or account with the
// workflow's user lookup (any holder of a work queue may use it, not only those who manage users).
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowApi } from '../../../api/workflow';

export function MemberSelect({
  value,
  onChange,
  current,
}: {
  value?: string | null;
  onChange?: (id: string | null) => void;
  /** The linked member's label while the search has not found them. */
  current?: { id: string; label: string } | null;
}) {
  const { t } = useTranslation('cert', { keyPrefix: 'auditor.form' });
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const users = useQuery({
    queryKey: ['workflow', 'users', deferred],
    queryFn: () => workflowApi.users(deferred || undefined),
  });
  const options: { value: string; label: string }[] = (users.data ?? []).map((user) => ({
    value: user.id,
    label: t('memberOption', { name: user.realname, account: user.username }),
  }));
  if (current && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: current.label });
  return (
    <Select
      aria-label={t('member')}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('memberPlaceholder')}
      loading={users.isFetching}
      value={value ?? undefined}
      onChange={(id?: string) => onChange?.(id ?? null)}
      options={options}
    />
  );
}
