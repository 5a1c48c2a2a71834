import { Breadcrumb as AntdBreadcrumb } from 'antd';
import { useMemo } from 'react';
import { Link, useMatches } from 'react-router';
import { buildBreadcrumb } from './breadcrumb';
import { shellMessages } from './messages';

/** Where the user is in the menu (spec §2.4), for the left layout's navbar. */
export function Breadcrumb() {
  const matches = useMatches();
  const items = useMemo(
    () =>
      buildBreadcrumb(matches).map((crumb) => ({
        key: crumb.path ?? crumb.title,
        title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title,
      })),
    [matches],
  );
  return <AntdBreadcrumb aria-label={shellMessages.breadcrumb} items={items} />;
}
