import { SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Select, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../i18n/localName';
import { useUser } from '../../stores/user';
import { buildMenu } from '../menu';
import { useOpenMenuLink } from '../menuView';
import { createRouteSearch, searchableRoutes } from './searchRoutes';

const SEARCH_WIDTH = 220;
/** On a phone the box takes at most this share of the width, so the navbar still fits. */
const SEARCH_MAX_WIDTH = '40vw';

/** Ctrl+K, or Cmd+K on a Mac, as in most tools with a command search. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
}

/**
 * The navbar's menu search (spec §2.4, §5): the search icon or Ctrl+K / Cmd+K opens a search box over
 * the user's permitted routes; choosing a result opens it. `compact` (a narrow screen) gives the open
 * box the icon's place.
 */
export function HeaderSearch({ compact = false }: { compact?: boolean }) {
  const records = useUser((state) => state.menu);
  const routes = useMemo(() => searchableRoutes(buildMenu(records)), [records]);
  const search = useMemo(() => createRouteSearch(routes), [routes]);
  const openLink = useOpenMenuLink();
  const { t } = useTranslation('shell');
  const name = useLocalName();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const results = useMemo(() => search(query), [search, query]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // Browsers put the cursor in their own address or search bar on Ctrl+K.
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (path: string) => {
    openLink(routes.find((route) => route.path === path)?.link);
    close();
  };

  return (
    <Flex align="center">
      {!(compact && open) && (
        <Tooltip title={t('search')}>
          <Button
            type="text"
            icon={<SearchOutlined />}
            aria-label={t('search')}
            onClick={() => (open ? close() : setOpen(true))}
          />
        </Tooltip>
      )}
      {open && (
        <Select
          autoFocus
          defaultOpen
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          style={{ width: SEARCH_WIDTH, maxWidth: SEARCH_MAX_WIDTH }}
          showSearch={{ searchValue: query, onSearch: setQuery, filterOption: false }}
          options={results.map((route) => ({
            value: route.path,
            label: route.title.map((title, i) => name(title, route.titleEn?.[i])).join(' > '),
          }))}
          notFoundContent={query.trim() ? t('searchNothingFound') : null}
          onSelect={choose}
          onBlur={close}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        />
      )}
    </Flex>
  );
}
