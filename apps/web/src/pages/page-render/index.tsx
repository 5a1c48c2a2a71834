// The server-driven page (menu component 'page-render/index', spec shell.md §2.4, forms.md §7 "Page
// layout"): the layout in the address (?layoutId= or ?id=, read with getPageLayout) or else the layout
// bound to this menu page (getPageLayoutS with pageId = the menu record's route name), drawn by the
// page renderer. A page without a layout, a disabled layout or one whose schema does not validate
// says so instead of drawing a broken page.
import type { PageLayout, RouteRecord } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useSearchParams } from 'react-router';
import { getPageLayout, getPageLayoutByPage } from '../../api/page-layout';
import { resourceIdOf } from '../../app/routeResource';
import { useUser } from '../../stores/user';
import { PageRenderer } from './PageRenderer';
import { problemText, readLayout } from './readLayout';

/** The route name of the menu record with this resource id. */
function routeNameOf(records: readonly RouteRecord[], resourceId: string): string | undefined {
  for (const record of records) {
    if (record.resourceId === resourceId || record.meta.resourceId === resourceId) return record.name;
    const found = routeNameOf(record.children, resourceId);
    if (found) return found;
  }
  return undefined;
}

/** Where this page's layout comes from: an id in the address, or the menu record's route name. */
function useLayoutSource(): { layoutId: string } | { pageId: string } | undefined {
  const [params] = useSearchParams();
  const matches = useMatches();
  const menu = useUser((s) => s.menu);
  const layoutId = params.get('layoutId') ?? params.get('id');
  const resourceId = resourceIdOf(matches.map((m) => ({ route: { handle: m.handle } })));
  return useMemo(() => {
    if (layoutId) return { layoutId };
    const pageId = resourceId ? routeNameOf(menu, resourceId) : undefined;
    return pageId ? { pageId } : undefined;
  }, [layoutId, menu, resourceId]);
}

export function LayoutView({ layout }: { layout: PageLayout }) {
  const { t } = useTranslation('documents', { keyPrefix: 'pageRender' });
  const read = useMemo(() => readLayout(layout.body), [layout.body]);
  if (layout.status !== 1) return <Empty description={t('disabled', { name: layout.name })} />;
  if ('problems' in read) {
    return (
      <Alert
        type="error"
        showIcon
        message={t('invalid', { name: layout.name })}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {read.problems.map((p, i) => (
              <li key={i}>
                <Typography.Text code>{problemText(p)}</Typography.Text>
              </li>
            ))}
          </ul>
        }
      />
    );
  }
  return <PageRenderer page={read.page} fallbackTitle={layout.name} />;
}

export default function PageRenderPage() {
  const { t } = useTranslation('documents', { keyPrefix: 'pageRender' });
  const source = useLayoutSource();
  const layout = useQuery({
    queryKey: ['pageRender', 'layout', source],
    queryFn: () =>
      source && 'layoutId' in source
        ? getPageLayout(source.layoutId, { silent: true })
        : getPageLayoutByPage((source as { pageId: string }).pageId),
    enabled: source !== undefined,
    retry: false,
  });

  let content;
  if (layout.isLoading)
    content = (
      <Spin tip={t('loading')}>
        <div style={{ minHeight: 120 }} />
      </Spin>
    );
  else if (layout.data) content = <LayoutView layout={layout.data} />;
  else if (source && 'layoutId' in source)
    content = <Empty description={t('missingById', { id: source.layoutId })} />;
  else
    content = (
      <Empty
        description={
          <>
            <div>{t('missing')}</div>
            {source && (
              <Typography.Text type="secondary">
                {t('missingHint', { pageId: source.pageId })}
              </Typography.Text>
            )}
          </>
        }
      />
    );
  return <Card>{content}</Card>;
}
