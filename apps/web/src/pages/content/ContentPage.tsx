// A public content page (/privacypolicy, /termsofservice, /comreport, /reportnotice): the newest
// published text, the tenant's when ?tenant names one that has it, in the app's language.
import type { ContentKind } from '@platform/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PublicDocument } from './PublicDocument';
import { usePublicPage } from './usePublicPage';

export function ContentPage() {
  const { pathname } = useLocation();
  const kind = pathname.replace(/^\//, '').replace(/\/$/, '') as ContentKind;
  return <ContentPageOf kind={kind} />;
}

function ContentPageOf({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation('documents');
  const { state } = usePublicPage(kind);
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
    />
  );
}
