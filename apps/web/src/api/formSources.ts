// What a rendered form asks of the server (packages/form-renderer's data source): remote options by
// GET and dictionary items (getDictDatas). Remote URLs come from
// templates, so only this site's own paths are called: the client adds the session's token to every
// call, which must never reach another host.
import type { Dict } from '@platform/contract';
import type { FormDataSource } from '@platform/form-renderer';
import { i18n } from '../i18n';
import { request, RequestError } from './request';

const R = '/api/api-system/data/resource';

/** A path on this site ('/api/…'); absolute, protocol-relative and scheme URLs are not. */
export function isSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url.trim());
}

/** The enabled items of a dictionary, by its code. */
export async function getDictDatas(code: string): Promise<Dict[]> {
  return (await request<Dict[]>({ method: 'get', url: `${R}/getDictDatas`, params: { code } })).data;
}

export const formDataSource: FormDataSource = {
  async get(url, params) {
    if (!isSitePath(url)) throw new RequestError(i18n.t('request.offSiteOptions', { url }), undefined);
    // The whole answer: the field's dataPath ('data', 'data.records') picks the list in it.
    return request<unknown>({ method: 'get', url: url.trim(), params });
  },
  async dictionary(code) {
    return (await getDictDatas(code)).map((d) => ({ value: d.value ?? d.code, label: d.name }));
  },
};
