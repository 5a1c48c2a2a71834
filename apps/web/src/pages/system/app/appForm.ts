// The application form: its values for an app, the call body for its values, and the checks the
// server also makes (contract AppFields), so that most mistakes are named before sending.
import type { AddAppBody, ManagedApp, UpdateAppBody } from '@platform/contract';
import { APP_CONFIG_DEFAULTS, configOf, configValuesOf, type AppConfigValues } from './appConfig';
import { i18n } from '../../../i18n';

export interface AppFormValues {
  key: string;
  name: string;
  nameEn?: string;
  logo?: string;
  domain?: string;
  ssoUrl?: string;
  showTenantName: boolean;
  privileges: string[];
  sort: number;
  enabled: boolean;
  config: AppConfigValues;
}

export const NEW_APP_VALUES: AppFormValues = {
  key: '',
  name: '',
  showTenantName: false,
  privileges: [],
  sort: 0,
  enabled: true,
  config: { ...APP_CONFIG_DEFAULTS },
};

export function appFormValuesOf(app: ManagedApp): AppFormValues {
  return {
    key: app.key,
    name: app.name,
    nameEn: app.nameEn ?? undefined,
    logo: app.logo ?? undefined,
    domain: app.domain ?? undefined,
    ssoUrl: app.ssoUrl ?? undefined,
    showTenantName: app.showTenantName,
    privileges: app.privileges,
    sort: app.sort,
    enabled: app.status === 1,
    config: configValuesOf(app.config),
  };
}

const text = (value: string | undefined) => value?.trim() || null;

/** The add body; an empty English name is left out (the server keeps none). */
export function addAppBodyOf(values: AppFormValues): AddAppBody {
  const nameEn = text(values.nameEn);
  return {
    key: values.key.trim(),
    name: values.name.trim(),
    ...(nameEn ? { nameEn } : {}),
    logo: text(values.logo),
    domain: text(values.domain),
    ssoUrl: text(values.ssoUrl),
    showTenantName: values.showTenantName,
    privileges: [...new Set(values.privileges.map((p) => p.trim()).filter(Boolean))],
    sort: values.sort,
    status: values.enabled ? 1 : 0,
    config: configOf(values.config),
  };
}

/** The update body: everything but the key, which never changes. */
export function updateAppBodyOf(id: string, values: AppFormValues): UpdateAppBody {
  const { key: _key, ...body } = addAppBodyOf(values);
  return { id, ...body };
}

// Contract AppFields: a key starts with a lowercase letter, then lowercase letters, digits or '-'.
const APP_KEY = /^[a-z][a-z0-9-]{1,31}$/;

export function appKeyProblem(value: string | undefined): string | undefined {
  const key = value?.trim() ?? '';
  if (!key) return i18n.t('system:app.form.keyRequired');
  return APP_KEY.test(key) ? undefined : i18n.t('system:app.form.keyFormat');
}

const isHttpUrl = (address: string) => {
  try {
    const { protocol, hostname } = new URL(address);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
};

/** A logo or sign-on address: empty, a path on this site, or a full http(s) address. */
export function addressProblem(value: string | undefined): string | undefined {
  const address = value?.trim() ?? '';
  if (!address || (address.startsWith('/') && !address.startsWith('//'))) return undefined;
  return isHttpUrl(address) ? undefined : i18n.t('system:app.form.addressFormat');
}

// A bare host name, as switching apps accepts (app/sso appEntryHref): letters, digits, dots, hyphens.
const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** An app's domain: empty, a host name (quality.example.com) or an http(s) address. */
export function domainProblem(value: string | undefined): string | undefined {
  const domain = value?.trim() ?? '';
  if (!domain || HOST.test(domain)) return undefined;
  return /^https?:\/\//i.test(domain) && isHttpUrl(domain)
    ? undefined
    : i18n.t('system:app.form.domainFormat');
}
