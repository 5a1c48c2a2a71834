// The renderer's stylesheet is served by the site per application (spec forms.md §7 "Upload": the
// renderer loads its SDK style files from the site's own paths, one application from /sdk, another
// from a different style path): /sdk/<app key>/page-renderer.css is the shared sheet plus that
// application's own rules. It is added to the document when a rendered page first mounts, never by
// the shell.
import { useEffect } from 'react';
import { useUser } from '../../stores/user';

const LINK_ID = 'page-renderer-style';

/** The stylesheet of the application `appKey` (the shared one without an app). */
export function rendererStylePath(appKey: string | undefined): string {
  return appKey ? `/sdk/${encodeURIComponent(appKey)}/page-renderer.css` : '/sdk/page-renderer.css';
}

export function useRendererStyle(): void {
  const appKey = useUser((s) => s.app?.key);
  useEffect(() => {
    const href = rendererStylePath(appKey);
    const existing = document.getElementById(LINK_ID) as HTMLLinkElement | null;
    if (existing?.getAttribute('href') === href) return;
    const link = existing ?? document.createElement('link');
    link.id = LINK_ID;
    link.rel = 'stylesheet';
    link.href = href;
    if (!existing) document.head.appendChild(link);
  }, [appKey]);
}
