// Shared by the messages*.test.ts files: an app with chosen delivery transports, sign-in, and a small
// server-sent-events client over real HTTP (app.inject cannot hold a stream open).
import http from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import { apps, roles, tenants, tenantUsers, users } from '../src/db/schema/index.js';
import type { MessagingOptions } from '../src/modules/messages/messaging.js';
import { testConfig } from './helpers.js';

export const P = '/api/api-system/data';

export async function messagesApp(database: Database, messaging: MessagingOptions = {}): Promise<App> {
  return buildApp({ config: testConfig(), database, logger: false, messaging });
}

/**
 * A second server instance on the test's PostgreSQL database for the enclosing describe (opened before
 * its tests, closed after them): what one instance changes must reach the other.
 */
export function secondInstance(url: () => string): () => App {
  let database: Database | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'postgres', url: url(), poolMax: 3 });
    app = await messagesApp(database, { worker: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return () => app!;
}

export async function signIn(
  app: App,
  username: string,
  pwd = username === 'admin' ? 'Admin@123' : 'Demo@123',
) {
  const res = await app.inject({ method: 'POST', url: `${P}/tenantuser/login`, payload: { username, pwd } });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The tenant user id of `username` in the tenant with `code`. */
export async function memberId(db: Db, username: string, code = 'east-cert') {
  const [row] = await db
    .select({ id: tenantUsers.id, tenantId: tenantUsers.tenantId })
    .from(tenantUsers)
    .innerJoin(users, eq(users.id, tenantUsers.userId))
    .innerJoin(tenants, eq(tenants.id, tenantUsers.tenantId))
    .where(and(eq(users.username, username), eq(tenants.code, code)));
  return row!;
}

export async function platformRole(db: Db, appKey: string, code: number) {
  const [row] = await db
    .select({ id: roles.id, appId: roles.appId })
    .from(roles)
    .innerJoin(apps, eq(apps.id, roles.appId))
    .where(and(eq(apps.key, appKey), eq(roles.code, code), sql`${roles.tenantId} is null`));
  return row!;
}

export async function appId(db: Db, key: string) {
  const [row] = await db.select({ id: apps.id }).from(apps).where(eq(apps.key, key));
  return row!.id;
}

export interface SseEvent {
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Comment lines received (heartbeats). */
  comments: string[];
  /** Waits for the next event matching `pick`, earlier unmatched events are skipped. */
  next(pick?: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The body when the answer was not a stream (an error envelope). */
  body(): Promise<string>;
  close(): void;
}

export function openSse(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${baseUrl}${path}`,
      { headers: { accept: 'text/event-stream', ...headers } },
      (res) => {
        res.setEncoding('utf8');
        const queue: SseEvent[] = [];
        const comments: string[] = [];
        const waiters: (() => void)[] = [];
        let buffer = '';
        let raw = '';
        const ended = new Promise<void>((done) => {
          res.on('end', () => done());
          res.on('close', () => done());
        });
        res.on('data', (chunk: string) => {
          raw += chunk;
          buffer += chunk;
          let at: number;
          while ((at = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            let event = 'message';
            const data: string[] = [];
            let isEvent = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('event:')) {
                event = line.slice(6).trim();
                isEvent = true;
              } else if (line.startsWith('data:')) {
                data.push(line.slice(5).trim());
                isEvent = true;
              }
            }
            if (isEvent) queue.push({ event, data: data.join('\n') });
          }
          waiters.splice(0).forEach((w) => w());
        });
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          comments,
          ended,
          async body() {
            await ended;
            return raw;
          },
          next(pick = () => true, timeoutMs = 5_000) {
            return new Promise((found, fail) => {
              const timer = setTimeout(() => fail(new Error('no matching event in time')), timeoutMs);
              const look = () => {
                while (queue.length) {
                  const e = queue.shift()!;
                  if (pick(e)) {
                    clearTimeout(timer);
                    return found(e);
                  }
                }
                waiters.push(look);
              };
              look();
            });
          },
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
  });
}

export const unreadEvent = (e: SseEvent) => e.event === 'unread';
export const countOf = (e: SseEvent) => (JSON.parse(e.data) as { count: number }).count;

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5_000, stepMs = 20) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
