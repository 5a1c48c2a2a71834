// How a page schema's API calls are made: through the app's request client (the same session, app,
// resource and language headers as every call of the app, spec forms.md §7 "Upload"), with `${field}`
// places filled from the row or the filters, and only to this site's /api/ addresses, checked again
// after filling.
import type { Envelope } from '@platform/contract';
import type { ApiCall } from '@platform/contract/page-schema';
import { isSameSiteApi, isSameSiteRoute } from '@platform/contract/page-schema';
import { request } from '../../api/request';
import { i18n } from '../../i18n';

export type Values = Record<string, unknown>;

/** The value at a dotted path (`list.rows`, `owner.name`, `items[0]`); '' is the value itself. */
export function valueAt(value: unknown, path: string): unknown {
  if (!path) return value;
  return path
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== '')
    .reduce<unknown>(
      (at, key) => (at !== null && typeof at === 'object' ? (at as Values)[key] : undefined),
      value,
    );
}

const PLACE = /\$\{([\w$.[\]]+)\}/g;
const WHOLE = /^\$\{([\w$.[\]]+)\}$/;

/** `text` with its `${field}` places filled from `values`; `encode` for a URL. */
export function fill(text: string, values: Values, encode = false): string {
  return text.replace(PLACE, (_, path: string) => {
    const value = valueAt(values, path);
    const shown = value === undefined || value === null ? '' : String(value);
    return encode ? encodeURIComponent(shown) : shown;
  });
}

/** A parameter: a whole `${field}` keeps the field's own type (a number stays a number). */
function fillParam(value: unknown, values: Values): unknown {
  if (typeof value !== 'string') return value;
  const whole = WHOLE.exec(value);
  return whole ? valueAt(values, whole[1]!) : fill(value, values);
}

export class OffSiteError extends Error {
  override readonly name = 'OffSiteError';
}

/** The route of a "route" action with the row's values filled in, or undefined when it leaves the site. */
export function routeOf(to: string, values: Values): string | undefined {
  const filled = fill(to, values, true);
  return isSameSiteRoute(filled) ? filled : undefined;
}

export interface CallExtras {
  /** Values for `${field}` places (a row, the filters). */
  values?: Values;
  /** Sent in the body of a POST, in the query of a GET (filters, a form's data). */
  data?: Values;
  /** Always in the query (paging). */
  query?: Values;
}

/** Makes a configured call; resolves with the answer's envelope (its data and msg). */
export function callApi<T = unknown>(call: ApiCall, extras: CallExtras = {}): Promise<Envelope<T>> {
  const values = extras.values ?? {};
  const url = fill(call.url, values, true);
  if (!isSameSiteApi(url)) {
    return Promise.reject(new OffSiteError(i18n.t('documents:pageRender.offSite', { url })));
  }
  const params = Object.fromEntries(
    Object.entries(call.params ?? {}).map(([name, value]) => [name, fillParam(value, values)]),
  );
  if (call.method === 'GET') {
    return request<T>({ method: 'get', url, params: { ...params, ...extras.data, ...extras.query } });
  }
  return request<T>({ method: 'post', url, params: extras.query, data: { ...params, ...extras.data } });
}
