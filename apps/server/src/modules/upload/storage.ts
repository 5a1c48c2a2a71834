// Where uploaded objects live. Embedded default: files under DATA_DIR/objects, the API server itself
// acting as the storage host (it checks POST policies like S3 does). With S3_* set: an S3-compatible
// bucket, which browsers POST to directly and which downloads are redirected to by short-lived URLs.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_PREFIX } from '@platform/contract';
import type { Config } from '../../config.js';
import { conflict } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import { fieldError } from './names.js';
import { presignUrl, sha256Hex, signRequest, uriEncode, type Credentials } from './sigv4.js';

export interface StoredObject {
  size: number;
  meta: Record<string, string>;
}

export interface ObjectStore {
  kind: 'local' | 's3';
  bucket: string;
  /** Where browsers POST upload forms. */
  host: string;
  /** Signs and checks upload policies. */
  credentials(): Promise<Credentials>;
  /**
   * Stores a file arriving as a stream; refuses to replace an existing object. Consumes `body` from
   * the moment it is called (before awaiting anything), so a failing body always has a listener.
   */
  write(key: string, body: Readable, contentType: string): Promise<void>;
  head(key: string): Promise<StoredObject | undefined>;
  remove(key: string): Promise<void>;
  /** A local file to stream, or a URL (valid a few minutes) to redirect the browser to. */
  open(
    key: string,
    answer: { contentType: string; disposition: string },
  ): Promise<{ file: string } | { redirect: string } | undefined>;
}

export const LOCAL_BUCKET = 'local';
const LOCAL_REGION = 'local';
const DOWNLOAD_URL_SECONDS = 300;

export function objectStore(config: Config): ObjectStore {
  return config.upload.s3 ? s3Store(config.upload.s3) : localStore(config);
}

function localStore(config: Config): ObjectStore {
  const root = path.join(config.dataDir, 'objects');
  const incoming = path.join(root, '.incoming');
  let secret: Promise<string> | undefined;

  /** The secret is read (or made) once, on first use: building the app writes nothing to disk. */
  const readSecret = async (): Promise<string> => {
    if (config.upload.secret) return config.upload.secret;
    const file = path.join(root, '.policy-secret');
    await fs.promises.mkdir(root, { recursive: true });
    try {
      await fs.promises.writeFile(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return (await fs.promises.readFile(file, 'utf8')).trim();
  };

  /** The file of a key, which must stay inside the root whatever the key holds. */
  const fileOf = (key: string): string => {
    const file = path.resolve(root, ...key.split('/'));
    if (!file.startsWith(root + path.sep) || key.includes('\0')) {
      throw fieldError(400, 'key', text('upload.keyInvalid'));
    }
    return file;
  };

  return {
    kind: 'local',
    bucket: LOCAL_BUCKET,
    host: `${UPLOAD_PREFIX}/object`,
    async credentials() {
      secret ??= readSecret();
      return { accessKey: 'local', secretKey: await secret, region: LOCAL_REGION };
    },
    async write(key, body) {
      const file = fileOf(key);
      // Synchronous up to the pipeline, so that the body has a consumer (and its errors a listener)
      // before its first chunk flows.
      fs.mkdirSync(incoming, { recursive: true });
      const temp = path.join(incoming, crypto.randomUUID());
      try {
        await pipeline(body, fs.createWriteStream(temp, { flags: 'wx', mode: 0o640 }));
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        // link() fails when the key exists: an object is written once and never replaced.
        await fs.promises.link(temp, file).catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST') conflict(text('upload.nameTaken'));
          throw error;
        });
      } finally {
        await fs.promises.rm(temp, { force: true });
      }
    },
    async head(key) {
      const stat = await fs.promises.stat(fileOf(key)).catch(() => undefined);
      return stat?.isFile() ? { size: stat.size, meta: {} } : undefined;
    },
    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    async open(key) {
      const file = fileOf(key);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      return stat?.isFile() ? { file } : undefined;
    },
  };
}

function s3Store(s3: NonNullable<Config['upload']['s3']>): ObjectStore {
  const credentials: Credentials = { accessKey: s3.accessKey, secretKey: s3.secretKey, region: s3.region };
  const endpoint = new URL(s3.endpoint);
  // Path-style addressing (endpoint/bucket/key) works with AWS and every self-hosted store.
  const objectPath = (key: string) =>
    `${endpoint.pathname.replace(/\/$/, '')}/${uriEncode(s3.bucket)}/${uriEncode(key, true)}`;

  async function call(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    const p = objectPath(key);
    const signed = signRequest(
      {
        method,
        path: p,
        query: {},
        headers: { host: endpoint.host, ...headers },
        payloadHash: sha256Hex(body ?? ''),
      },
      credentials,
    );
    const { host: _host, ...sent } = signed;
    return fetch(`${endpoint.origin}${p}`, {
      method,
      headers: sent,
      ...(body ? { body } : {}),
    });
  }

  const failed = async (what: string, res: Response): Promise<never> => {
    throw new Error(`S3 ${what} failed: ${res.status} ${(await res.text()).slice(0, 300)}`);
  };

  return {
    kind: 's3',
    bucket: s3.bucket,
    host: `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${uriEncode(s3.bucket)}`,
    credentials: () => Promise.resolve(credentials),
    async write(key, body, contentType) {
      // The body is read (within the upload size limit) before anything else is awaited.
      const chunks: Buffer[] = [];
      await pipeline(
        body,
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      );
      if (await this.head(key)) conflict(text('upload.nameTaken'));
      const res = await call('PUT', key, Buffer.concat(chunks), { 'content-type': contentType });
      if (!res.ok) await failed('PUT', res);
    },
    async head(key) {
      const res = await call('HEAD', key);
      if (res.status === 404) return undefined;
      if (!res.ok) return failed('HEAD', res);
      const meta: Record<string, string> = {};
      res.headers.forEach((value, name) => {
        if (name.startsWith('x-amz-meta-')) meta[name.slice('x-amz-meta-'.length)] = value;
      });
      return { size: Number(res.headers.get('content-length') ?? 0), meta };
    },
    async remove(key) {
      const res = await call('DELETE', key);
      if (!res.ok && res.status !== 404) await failed('DELETE', res);
    },
    async open(key, answer) {
      const url = presignUrl(
        {
          method: 'GET',
          host: endpoint.host,
          path: objectPath(key),
          query: {
            'response-content-disposition': answer.disposition,
            'response-content-type': answer.contentType,
          },
        },
        credentials,
        DOWNLOAD_URL_SECONDS,
      );
      return { redirect: `${endpoint.origin}${url}` };
    },
  };
}

/** A stream of a local object for a reply. */
export function readObject(file: string): Readable {
  return fs.createReadStream(file);
}
