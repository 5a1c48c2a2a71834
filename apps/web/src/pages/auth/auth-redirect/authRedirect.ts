// The single-sign-on callback's decisions (/auth-redirect?token=&key=&redirect=), kept pure.

export interface AuthRedirect {
  token: string | undefined;
  appKey: string | undefined;
  /** Where to continue: a path of this site, else the home page. */
  target: string;
}

/**
 * A same-site path (`/workbench?tab=2`) as it is; anything that could leave the site (`//host`,
 * `/\host`, `https://…`, `javascript:…`, a relative path) becomes `/`.
 */
export function sameSiteTarget(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\'))
    return '/';
  try {
    const base = 'https://site.invalid';
    const url = new URL(redirect, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

export function readAuthRedirect(search: string): AuthRedirect {
  const params = new URLSearchParams(search);
  return {
    token: params.get('token') || undefined,
    appKey: params.get('key') || undefined,
    target: sameSiteTarget(params.get('redirect')),
  };
}
