// Which tenant's rows the database lets the current code see (row-level security, migration 0012).
// The scope travels with the async call chain, so repos keep their own tenant filters and the
// database checks them again: a query that forgets its filter still sees only its tenant's rows.
//
// Three states, read by the engine wrapper in client.ts before each query or transaction:
// - a tenant id: a request whose session belongs to that tenant;
// - SYSTEM_SCOPE: code that legitimately works across tenants, entered only through
//   withSystemScope/enterSystemScope so every such place can be found with grep;
// - no scope: nothing tenant-owned is visible or writable.
import { AsyncLocalStorage } from 'node:async_hooks';

/** The value of `app.tenant_id` that the policies read as "every tenant". */
export const SYSTEM_SCOPE = 'system';

/** A request's scope, opened empty when the request arrives and filled once its session is known. */
interface ScopeHolder {
  scope: string | undefined;
  /** Only a request's own holder may be filled in place; nested scopes are fixed. */
  readonly request: boolean;
}

const storage = new AsyncLocalStorage<ScopeHolder>();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tenantScopeOf(tenantId: string): string {
  // The policies cast the setting to uuid; anything else would be an error inside every query.
  if (!UUID.test(tenantId)) throw new Error(`Not a tenant id: ${tenantId}`);
  return tenantId.toLowerCase();
}

/**
 * The value `app.tenant_id` must hold for a query issued here: a tenant id, SYSTEM_SCOPE or ''.
 * `outside` is the value where no scope was ever opened: '' for the server; test fixtures that set
 * rows up directly ask for SYSTEM_SCOPE (see DatabaseTarget.outsideAnyScope).
 */
export function currentDatabaseScope(outside = ''): string {
  const holder = storage.getStore();
  return holder ? (holder.scope ?? '') : outside;
}

// Drizzle queries are lazy thenables that run when awaited: awaiting inside the scope makes a bare
// `withSystemScope(() => db.select()...)` run there, not wherever its caller awaits it.
function runIn<T>(holder: ScopeHolder, fn: () => T | PromiseLike<T>): Promise<T> {
  return storage.run(holder, async () => await fn());
}

/** Runs fn with every tenant's rows visible. Use only where the work spans tenants by design. */
export function withSystemScope<T>(fn: () => T | PromiseLike<T>): Promise<T> {
  return runIn({ scope: SYSTEM_SCOPE, request: false }, fn);
}

/** Runs fn with one tenant's rows visible (background work done on behalf of that tenant). */
export function withTenantScope<T>(tenantId: string, fn: () => T | PromiseLike<T>): Promise<T> {
  return runIn({ scope: tenantScopeOf(tenantId), request: false }, fn);
}

/** Runs fn with no tenant's rows visible, whatever the caller's scope. */
export function withoutScope<T>(fn: () => T | PromiseLike<T>): Promise<T> {
  return runIn({ scope: undefined, request: false }, fn);
}

/**
 * Opens an empty request scope around the rest of a request's life (a Fastify onRequest hook:
 * `(req, reply, done) => openRequestScope(done)`); hooks and handlers that follow share it.
 */
export function openRequestScope(next: () => void): void {
  storage.run({ scope: undefined, request: true }, next);
}

function requestHolder(): ScopeHolder {
  const holder = storage.getStore();
  if (!holder?.request) throw new Error('No request scope is open here');
  return holder;
}

/** The rest of this request sees only this tenant's rows (its session's, or a tenant it manages). */
export function enterTenantScope(tenantId: string): void {
  requestHolder().scope = tenantScopeOf(tenantId);
}

/** The rest of this request sees every tenant's rows: public calls that work across tenants. */
export function enterSystemScope(): void {
  requestHolder().scope = SYSTEM_SCOPE;
}
