// One typed configuration object, read once from the environment. Every setting has a default that
// gives the embedded mode (PGlite under ./data), so a fresh clone starts with no configuration at all.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { t } from './i18n/index.js';
import { smsSettingsOf, type SmsSettings } from './sms/settings.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  SEED_DEMO: flag.optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  CAPTCHA_ALWAYS: flag.optional(),
  TRUST_PROXY: flag.optional(),
  SSO_LOGIN_URL: z.string().min(1).default('/sso'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 90)
    .default(48),
  ACCESS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z
    .string()
    .min(3)
    .default(`${t('zh-CN', 'common.productName')} <no-reply@localhost>`),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 * 1024),
  UPLOAD_EXTENSIONS: z
    .string()
    .regex(/^\s*[a-z0-9]{1,10}(\s*,\s*[a-z0-9]{1,10})*\s*$/i, 'must be a comma-separated list of extensions')
    .optional(),
  UPLOAD_POLICY_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  UPLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ACCESS_KEY: z.string().min(1).optional(),
  S3_SECRET_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Folder of the embedded database and local object storage. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite under `dataDir` is used. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** Seed demo tenants and accounts into an empty database (default: on in embedded mode). */
  seedDemo: boolean;
  adminPassword: string | undefined;
  logLevel: string;
  /** Built web app served with an SPA fallback; absent or missing folder means API only. */
  webDist: string | undefined;
  shutdownTimeoutMs: number;
  bodyLimitBytes: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Demand the proof-of-work challenge on every sign-in and SMS code, not only after failed attempts. */
  captchaAlways: boolean;
  /** The single-sign-on page, answered by the fixed-key configuration look-up. */
  ssoLoginUrl: string;
  /** Session lifetime; the spec's cookies live 2 days. */
  sessionTtlMs: number;
  /**
   * How long an instance may keep a resolved session, app subscription or built menu; changes reach
   * every instance at once through LISTEN/NOTIFY, this only bounds an entry's age. 0 turns caching off.
   */
  accessCacheMs: number;
  upload: UploadConfig;
  /** Message e-mail goes through this SMTP server; without it e-mail is recorded in the outbox. */
  smtpUrl: string | undefined;
  /** Sender address of message e-mail. */
  smtpFrom: string;
  /** Who sends SMS (codes and message notifications): the outbox, or a provider (README, "SMS"). */
  sms: SmsSettings;
}

/** Where uploads are stored and what is accepted (README, "Settings"). */
export interface UploadConfig {
  /** Largest accepted file. */
  maxBytes: number;
  /** Accepted file extensions, lower case without the dot. */
  extensions: string[];
  /** How long a signed upload policy is accepted. */
  policyTtlSeconds: number;
  /** Signs the embedded store's policies; absent, a random one is kept under `dataDir/objects`. */
  secret: string | undefined;
  /** An S3-compatible store instead of local disk under `dataDir/objects`. */
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string } | undefined;
}

/** The spec's image types (forms.md §5) and the office documents a compliance platform exchanges. */
export const DEFAULT_UPLOAD_EXTENSIONS = [
  ...['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp'],
  ...['pdf', 'ofd', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip', 'rar', '7z'],
];

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const sms = smsSettingsOf(env);
  if (sms.problems)
    throw new ConfigError(`Invalid environment:\n${sms.problems.map((p) => `  ${p}`).join('\n')}`);
  const embedded = !e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    seedDemo: e.SEED_DEMO ?? embedded,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    captchaAlways: e.CAPTCHA_ALWAYS ?? false,
    trustProxy: e.TRUST_PROXY ?? false,
    ssoLoginUrl: e.SSO_LOGIN_URL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    accessCacheMs: e.ACCESS_CACHE_SECONDS * 1000,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    sms: sms.settings,
    upload: {
      maxBytes: e.UPLOAD_MAX_BYTES,
      extensions: e.UPLOAD_EXTENSIONS
        ? e.UPLOAD_EXTENSIONS.split(',').map((x) => x.trim().toLowerCase())
        : DEFAULT_UPLOAD_EXTENSIONS,
      policyTtlSeconds: e.UPLOAD_POLICY_TTL_SECONDS,
      secret: e.UPLOAD_SECRET,
      s3: s3Settings(e),
    },
  };
}

function s3Settings(e: z.infer<typeof EnvSchema>): UploadConfig['s3'] {
  const given = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY, e.S3_SECRET_KEY];
  if (given.every((v) => v === undefined)) return undefined;
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY || !e.S3_SECRET_KEY) {
    throw new ConfigError(
      'Invalid environment:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY must be set together',
    );
  }
  return {
    endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET,
    accessKey: e.S3_ACCESS_KEY,
    secretKey: e.S3_SECRET_KEY,
    region: e.S3_REGION,
  };
}
