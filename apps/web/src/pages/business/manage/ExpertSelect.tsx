// The experts of a scoring paper: accounts of the tenant's users, found by name or account; an account
// can also be typed in (a user who may not list the tenant's users still assigns by account).
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserPage } from '../../../api/tenant-user';

const USER_SEARCH_SIZE = 20;

export function ExpertSelect({
  value,
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (usernames: string[]) => void;
  id?: string;
}) {
  const { t } = useTranslation('business', { keyPrefix: 'manage.picker' });
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const users = useUserPage(
    undefined,
    { pageIndex: 1, pageSize: USER_SEARCH_SIZE },
    { keyword: deferred || undefined, status: 1 },
  );
  return (
    <Select
      id={id}
      mode="tags"
      aria-label={t('experts')}
      placeholder={t('expertsPlaceholder')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={users.isFetching}
      value={value}
      onChange={onChange}
      options={(users.data?.items ?? []).map((user) => ({
        value: user.username,
        label: (
          <span data-user-data>{t('expertOption', { name: user.realname, account: user.username })}</span>
        ),
      }))}
    />
  );
}
