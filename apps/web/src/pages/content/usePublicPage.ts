// The public page of a kind for the visitor: the tenant comes from ?tenant, the language from the app
// (a switch loads the page again). Public routes have no query client: plain state.
import type { ContentKind, PublicContentPage } from '@platform/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getPublicPage } from '../../api/content';
import { RequestError } from '../../api/request';
import { isLanguage } from '../../i18n';

export type PublicPageState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; reason: string }
  | { status: 'ready'; page: PublicContentPage };

export function usePublicPage(kind: ContentKind) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const [params] = useSearchParams();
  const tenant = params.get('tenant') ?? undefined;
  const key = `${kind}|${tenant ?? ''}|${language}`;
  // The answer of the request made for `key`; another key is loading until its own answer arrives.
  const [answer, setAnswer] = useState<{ key: string; state: PublicPageState }>();
  useEffect(() => {
    let live = true;
    getPublicPage(kind, tenant, language).then(
      (page) => live && setAnswer({ key, state: { status: 'ready', page } }),
      (e: unknown) => {
        if (!live) return;
        if (e instanceof RequestError && e.code === 404) setAnswer({ key, state: { status: 'missing' } });
        else
          setAnswer({
            key,
            state: { status: 'failed', reason: e instanceof Error ? e.message : String(e) },
          });
      },
    );
    return () => {
      live = false;
    };
  }, [key, kind, tenant, language]);
  const state: PublicPageState = answer?.key === key ? answer.state : { status: 'loading' };
  return { state, tenant, language };
}
