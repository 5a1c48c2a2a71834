// A public content page (/privacypolicy, /termsofservice, /comreport, /reportnotice): the newest
// published text, the tenant's when ?tenant names one that has it, in the app's language.
import type { ContentKind, PublicContentPage } from '@platform/contract';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PublicDocument } from './PublicDocument';
import { usePublicPage } from './usePublicPage';

/** The tenant the page was asked for (?tenant) and the language it is read in. */
export type PublicPagePlace = Pick<ReturnType<typeof usePublicPage>, 'tenant' | 'language'>;

export function ContentPage() {
  const { pathname } = useLocation();
  const kind = pathname.replace(/^\//, '').replace(/\/$/, '') as ContentKind;
  return <PublishedPage kind={kind} />;
}

/**
 * A published page of `kind` in the reading layout, with its title as the document's; `children` adds
 * what follows the text (the report form).
 */
export function PublishedPage({
  kind,
  children,
}: {
  kind: ContentKind;
  children?: (page: PublicContentPage, place: PublicPagePlace) => ReactNode;
}) {
  const { t } = useTranslation('documents');
  const { state, tenant, language } = usePublicPage(kind);
  const page = state.status === 'ready' ? state.page : undefined;
  const title = page?.title ?? t(`content.kinds.${kind}`);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <PublicDocument
      loading={state.status === 'loading'}
      problem={
        state.status === 'missing'
          ? t('content.public.notPublished')
          : state.status === 'failed'
            ? t('content.public.loadFailed', { reason: state.reason })
            : undefined
      }
      title={page?.title}
      version={page?.version}
      publishedAt={page?.publishedAt}
      owner={page?.tenant?.name}
      html={page?.body}
    >
      {page && children?.(page, { tenant, language })}
    </PublicDocument>
  );
}
