// SMS settings from the environment (README, "SMS"): which provider sends, its keys and endpoint, the
// sign name and one template per message kind with the values its parameters take. Read once at start;
// every problem names its variable and says why, so a misconfigured server does not start.

/** What an SMS is sent for: a sign-in code, a password-reset code, a message notification. */
export type SmsKind = 'login' | 'reset' | 'message';
export const SMS_KINDS: readonly SmsKind[] = ['login', 'reset', 'message'];

export type SmsProviderName = 'outbox' | 'aliyun' | 'tencent';

/** The values a template parameter may take, per kind. */
export const SMS_PARAM_SOURCES = {
  login: ['code', 'minutes'],
  reset: ['code', 'minutes'],
  message: ['title', 'body'],
} as const satisfies Record<SmsKind, readonly string[]>;
export type SmsParamSource = (typeof SMS_PARAM_SOURCES)[SmsKind][number];

/**
 * One template parameter: `name` is the template's variable (Alibaba Cloud: `${code}`), `source` the
 * value it gets. Tencent Cloud's parameters are positional ({1}, {2}): their order is the list's.
 */
export interface SmsTemplateParam {
  name: string;
  source: SmsParamSource;
}

export interface SmsTemplate {
  /** Alibaba Cloud TemplateCode (SMS_123456789) or Tencent Cloud TemplateId (123456). */
  id: string;
  params: SmsTemplateParam[];
}

export interface ProviderSmsSettings {
  provider: 'aliyun' | 'tencent';
  /** Alibaba Cloud AccessKey ID / Tencent Cloud SecretId. */
  accessKeyId: string;
  /** Alibaba Cloud AccessKey secret / Tencent Cloud SecretKey. */
  accessKeySecret: string;
  signName: string;
  /** Tencent Cloud SmsSdkAppId; unused by Alibaba Cloud. */
  sdkAppId: string | undefined;
  region: string;
  /** Base URL of the API, e.g. https://dysmsapi.aliyuncs.com (tests point it at a local server). */
  endpoint: string;
  timeoutMs: number;
  /** A kind without a template cannot be sent by this provider (its attempts fail and say so). */
  templates: Partial<Record<SmsKind, SmsTemplate>>;
}

export type SmsSettings = { provider: 'outbox' } | ProviderSmsSettings;

const DEFAULTS = {
  aliyun: { endpoint: 'https://dysmsapi.aliyuncs.com', region: 'cn-hangzhou' },
  tencent: { endpoint: 'https://sms.tencentcloudapi.com', region: 'ap-guangzhou' },
} as const;

/** Which template parameters a kind has unless SMS_TEMPLATE_<KIND>_PARAMS says otherwise. */
const DEFAULT_PARAMS: Record<SmsKind, string> = { login: 'code', reset: 'code', message: 'title' };

const envName = (kind: SmsKind) => `SMS_TEMPLATE_${kind.toUpperCase()}`;

/** The SMS settings of an environment, or the problems that keep it from starting (one line each). */
export function smsSettingsOf(
  env: NodeJS.ProcessEnv,
): { settings: SmsSettings; problems?: undefined } | { settings?: undefined; problems: string[] } {
  const problems: string[] = [];
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const provider = (value('SMS_PROVIDER') ?? 'outbox').toLowerCase();
  if (provider === 'outbox') return { settings: { provider: 'outbox' } };
  if (provider !== 'aliyun' && provider !== 'tencent') {
    return { problems: [`SMS_PROVIDER: must be outbox, aliyun or tencent (got "${provider}")`] };
  }
  const required = (name: string, why: string) => {
    const v = value(name);
    if (!v) problems.push(`${name}: required when SMS_PROVIDER=${provider} (${why})`);
    return v ?? '';
  };
  const accessKeyId = required(
    'SMS_ACCESS_KEY_ID',
    provider === 'aliyun' ? 'the AccessKey ID' : 'the SecretId of the API key',
  );
  const accessKeySecret = required(
    'SMS_ACCESS_KEY_SECRET',
    provider === 'aliyun' ? 'the AccessKey secret' : 'the SecretKey of the API key',
  );
  const signName = required('SMS_SIGN_NAME', 'the approved signature shown before every message');
  const sdkAppId =
    provider === 'tencent' ? required('SMS_SDK_APP_ID', 'the SmsSdkAppId of the SMS application') : undefined;
  if (sdkAppId && !/^\d+$/.test(sdkAppId))
    problems.push(`SMS_SDK_APP_ID: must be digits (got "${sdkAppId}")`);

  const endpoint = (value('SMS_ENDPOINT') ?? DEFAULTS[provider].endpoint).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#\s]+$/.test(endpoint)) {
    problems.push(`SMS_ENDPOINT: must be an http(s) URL with a host and no path (got "${endpoint}")`);
  }
  const region = value('SMS_REGION') ?? DEFAULTS[provider].region;
  const timeoutText = value('SMS_TIMEOUT_MS') ?? '10000';
  const timeoutMs = Number(timeoutText);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) {
    problems.push(
      `SMS_TIMEOUT_MS: must be a whole number of milliseconds from 100 to 120000 (got "${timeoutText}")`,
    );
  }

  const templates: Partial<Record<SmsKind, SmsTemplate>> = {};
  for (const kind of SMS_KINDS) {
    const id = value(envName(kind));
    const paramsName = `${envName(kind)}_PARAMS`;
    if (!id) {
      // Codes are what sign-in needs; message notifications may stay off.
      if (kind !== 'message') {
        problems.push(
          `${envName(kind)}: required when SMS_PROVIDER=${provider} (the template of ${kind} codes)`,
        );
      } else if (value(paramsName)) {
        problems.push(`${paramsName}: set without ${envName(kind)}`);
      }
      continue;
    }
    if (provider === 'tencent' && !/^\d+$/.test(id)) {
      problems.push(`${envName(kind)}: a Tencent Cloud TemplateId is digits (got "${id}")`);
    }
    const params = templateParams(kind, value(paramsName) ?? DEFAULT_PARAMS[kind], paramsName, problems);
    templates[kind] = { id, params };
  }
  if (problems.length) return { problems };
  return {
    settings: {
      provider,
      accessKeyId,
      accessKeySecret,
      signName,
      sdkAppId,
      region,
      endpoint,
      timeoutMs,
      templates,
    },
  };
}

/** `code` or `name=source` entries, comma-separated: `code`, `code=code,time=minutes`, `title`. */
function templateParams(kind: SmsKind, spec: string, variable: string, problems: string[]) {
  const sources: readonly string[] = SMS_PARAM_SOURCES[kind];
  const params: SmsTemplateParam[] = [];
  for (const entry of spec.split(',').map((e) => e.trim())) {
    const m = /^(?:([A-Za-z_][A-Za-z0-9_]*)=)?([a-z]+)$/.exec(entry);
    if (!m || !sources.includes(m[2]!)) {
      problems.push(
        `${variable}: "${entry}" is not name=value or value, with value one of ${sources.join(', ')}`,
      );
      continue;
    }
    const source = m[2] as SmsParamSource;
    params.push({ name: m[1] ?? source, source });
  }
  return params;
}
