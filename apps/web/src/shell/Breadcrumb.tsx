import { Breadcrumb as AntdBreadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { currentLanguage } from '../i18n';
import { buildBreadcrumb } from './breadcrumb';

/** Where the user is in the menu (spec §2.4), for the left layout's navbar. */
export function Breadcrumb() {
  const matches = useMatches();
  const { t } = useTranslation('shell');
  const language = currentLanguage();
  const items = useMemo(
    () =>
      buildBreadcrumb(matches, language).map((crumb) => ({
        key: crumb.path ?? crumb.title,
        title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
      })),
    [matches, language],
  );
  return <AntdBreadcrumb aria-label={t('breadcrumb')} items={items} />;
}
