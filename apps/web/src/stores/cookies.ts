// Session cookies (spec §4): they live two days and are set on the registrable domain, so that every
// app of the platform served from a sibling sub-domain (quality.example.com, cert.example.com) shares
// one sign-in. Removing a cookie writes it again with an expiry date in the past.

const COOKIE_LIFETIME_DAYS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Second-level suffixes under which a registrable name has three labels (example.com.cn), for the
 * top-level domains our users are on. A full public-suffix list is not worth its size here: tldts
 * adds 40 KB gzipped to the scripts every page loads, which puts the sign-on page over its 300 KB
 * budget, and loading it lazily would leave the cookies written before it arrives on the wrong domain.
 */
const MULTI_LABEL_SUFFIXES = new Set([
  'com.cn',
  'net.cn',
  'org.cn',
  'gov.cn',
  'edu.cn',
  'ac.cn',
  'mil.cn',
  'com.hk',
  'org.hk',
  'com.tw',
  'com.mo',
  'co.uk',
  'org.uk',
  'ac.uk',
  'gov.uk',
  'co.jp',
  'com.au',
  'com.sg',
]);

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The `domain` attribute for a session cookie on `hostname`: the registrable part with a leading dot,
 * or undefined where a domain cookie is impossible or pointless (localhost, IP addresses, single-label
 * intranet names, a bare public suffix).
 */
export function cookieDomainFor(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.includes(':') || host.startsWith('[') || IPV4.test(host)) return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  const labelsKept = MULTI_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2;
  if (labels.length < labelsKept) return undefined;
  return `.${labels.slice(-labelsKept).join('.')}`;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

export function writeCookie(name: string, value: string): void {
  setCookie(name, encodeURIComponent(value), new Date(Date.now() + COOKIE_LIFETIME_DAYS * DAY_MS));
}

export function removeCookie(name: string): void {
  setCookie(name, '', new Date(0));
}

function setCookie(name: string, encodedValue: string, expires: Date): void {
  const domain = cookieDomainFor(window.location.hostname);
  const attributes = [
    `${name}=${encodedValue}`,
    `expires=${expires.toUTCString()}`,
    'path=/',
    ...(domain ? [`domain=${domain}`] : []),
    'SameSite=Lax',
    ...(window.location.protocol === 'https:' ? ['Secure'] : []),
  ];
  document.cookie = attributes.join('; ');
}
