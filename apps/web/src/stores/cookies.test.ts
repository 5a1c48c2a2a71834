import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieDomainFor, readCookie, removeCookie, writeCookie } from './cookies';

describe('cookie domain', () => {
  it('sets no domain on localhost, IP addresses and single-label hosts', () => {
    expect(cookieDomainFor('localhost')).toBeUndefined();
    expect(cookieDomainFor('127.0.0.1')).toBeUndefined();
    expect(cookieDomainFor('192.168.10.23')).toBeUndefined();
    expect(cookieDomainFor('[::1]')).toBeUndefined();
    expect(cookieDomainFor('intranet')).toBeUndefined();
  });

  it('shares the session across the sub-domains of a registrable domain', () => {
    expect(cookieDomainFor('example.com')).toBe('.example.com');
    expect(cookieDomainFor('a.b.example.com')).toBe('.example.com');
    expect(cookieDomainFor('Quality.Example.COM')).toBe('.example.com');
  });

  it('keeps three labels under common second-level suffixes', () => {
    expect(cookieDomainFor('x.example.com.cn')).toBe('.example.com.cn');
    expect(cookieDomainFor('example.com.cn')).toBe('.example.com.cn');
    expect(cookieDomainFor('cert.agency.gov.cn')).toBe('.agency.gov.cn');
    expect(cookieDomainFor('shop.example.co.uk')).toBe('.example.co.uk');
  });

  it('never sets a cookie on a bare public suffix', () => {
    expect(cookieDomainFor('com.cn')).toBeUndefined();
  });
});

describe('session cookies', () => {
  afterEach(() => {
    removeCookie('probe');
    vi.restoreAllMocks();
  });

  it('reads back what was written, whatever characters it holds', () => {
    writeCookie('probe', 'a=b; c/d 中文');

    expect(readCookie('probe')).toBe('a=b; c/d 中文');
  });

  it('keeps a value for two days', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2025, 0, 1, 8, 0, 0));

    writeCookie('probe', 'v');

    expect(written).toHaveBeenCalledWith(expect.stringContaining('expires=Fri, 03 Jan 2025 08:00:00 GMT'));
    expect(written).toHaveBeenCalledWith(expect.stringContaining('path=/'));
  });

  it('forgets a value by giving it an expiry date in the past', () => {
    writeCookie('probe', 'v');
    const written = vi.spyOn(document, 'cookie', 'set');

    removeCookie('probe');

    expect(readCookie('probe')).toBeUndefined();
    expect(written).toHaveBeenCalledWith(expect.stringContaining('expires=Thu, 01 Jan 1970 00:00:00 GMT'));
  });
});
