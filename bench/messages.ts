// bench:messages — the message centre at volume on PostgreSQL: 1,000,000 messages across 10,000 users
// of one tenant (generated in the database with generate_series), then the two calls every page of the
// shell makes — the unread count and the first message page — measured as database execution time
// (EXPLAIN ANALYZE of the same statements the repository sends) and as server time of the whole HTTP
// call (app.inject: routing, session check, queries, serialisation). Budget: under 10 ms each.
import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate, readMigrations } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/seed/index.js';
import { print } from './lib.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:messages measures on PostgreSQL: run it through bench/with-postgres.sh');
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const PER_USER = Number(process.env.BENCH_MESSAGES_PER_USER ?? 100);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 500);
const BUDGET_MS = 10;

const name = `bench_msg_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;

const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolMax: 10 });
const direct = new pg.Client({ connectionString: dbUrl.toString() });
try {
  await migrate(database.db, await readMigrations());
  await seedDemo(database.db);
  await direct.connect();

  // ---- volume: users, memberships, messages (about half unread, spread over a year) ----
  const t0 = performance.now();
  const {
    rows: [tenant],
  } = await direct.query<{ id: string; hash: string }>(`
    select t.id, u.password_hash as hash from tenants t, users u
    where t.code = 'east-cert' and u.username = 'staff_a'`);
  await direct.query(
    `insert into users (username, realname, password_hash)
     select 'bench_' || lpad(g::text, 5, '0'), '压测用户' || g, $1 from generate_series(1, $2) g`,
    [tenant!.hash, USERS],
  );
  await direct.query(
    `insert into tenant_users (tenant_id, user_id)
     select $1, id from users where username like 'bench\\_%'`,
    [tenant!.id],
  );
  const tUsers = performance.now();
  // A bulk load builds the secondary indexes once at the end (from the migration's own definitions)
  // and skips per-row foreign-key checks: the rows are generated from the memberships just written.
  const { rows: indexes } = await direct.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes where tablename = 'messages' and indexname <> 'messages_pkey'`,
  );
  for (const i of indexes) await direct.query(`drop index ${i.indexname}`);
  await direct.query('begin');
  await direct.query(`set local session_replication_role = replica`);
  await direct.query(
    `insert into messages (tenant_id, receiver_tenant_user_id, title, content, send_type, target_type, sms_type,
                           status, created_at)
     select $1, r.id, '通知 ' || g, '第 ' || g || ' 条压测消息', 1,
            (array[21, 31, 32, 40])[1 + g % 4], 'bench-notify', (g % 2)::smallint,
            now() - make_interval(mins => (g * 7919) % 525600)
     from (select id from tenant_users
           where tenant_id = $1 and user_id in (select id from users where username like 'bench\\_%')) r,
          generate_series(1, $2) g`,
    [tenant!.id, PER_USER],
  );
  await direct.query('commit');
  const tInsert = performance.now();
  for (const i of indexes) await direct.query(i.indexdef);
  const tMessages = performance.now();
  await direct.query('vacuum analyze messages');
  await direct.query('analyze users');
  await direct.query('analyze tenant_users');
  const tVacuum = performance.now();
  const {
    rows: [total],
  } = await direct.query<{ n: string }>('select count(*) as n from messages');
  print({
    subject: 'seed',
    users: USERS,
    messages: Number(total!.n),
    usersMs: Math.round(tUsers - t0),
    messagesInsertMs: Math.round(tInsert - tUsers),
    messagesIndexMs: Math.round(tMessages - tInsert),
    vacuumAnalyzeMs: Math.round(tVacuum - tMessages),
  });

  // ---- database time: the repository's statements under EXPLAIN ANALYZE, over sampled users ----
  const { rows: sample } = await direct.query<{ id: string }>(
    `select tu.id from tenant_users tu join users u on u.id = tu.user_id
     where u.username like 'bench\\_%' order by random() limit $1`,
    [SAMPLES],
  );
  const statements = {
    'unread count': `select count(*) from "messages"
      where ("messages"."tenant_id" = $1 and "messages"."receiver_tenant_user_id" = $2) and "messages"."status" = 0`,
    'first page (items)': `select * from "messages"
      where ("messages"."tenant_id" = $1 and "messages"."receiver_tenant_user_id" = $2)
      order by "messages"."created_at" desc, "messages"."id" desc limit 10`,
    'first page (total)': `select count(*) from "messages"
      where ("messages"."tenant_id" = $1 and "messages"."receiver_tenant_user_id" = $2)`,
    'first unread page (items)': `select * from "messages"
      where ("messages"."tenant_id" = $1 and "messages"."receiver_tenant_user_id" = $2) and "messages"."status" = 0
      order by "messages"."created_at" desc, "messages"."id" desc limit 10`,
  };
  interface PlanNode {
    'Node Type': string;
    'Index Name'?: string;
    Plans?: PlanNode[];
  }
  /** The plan's nodes from the top to the scan, e.g. "Limit > Sort > Index Only Scan (messages_receiver_idx)". */
  const scanOf = (node: PlanNode): string => {
    const here = `${node['Node Type']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`;
    return node.Plans?.length ? `${here} > ${scanOf(node.Plans[0]!)}` : here;
  };
  const pct = (xs: number[], p: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))]! * 1000) / 1000;
  };
  for (const [subject, text] of Object.entries(statements)) {
    await direct.query(`prepare q as ${text}`);
    const exec: number[] = [];
    let plan = '';
    for (const { id } of sample) {
      const { rows } = await direct.query<{
        'QUERY PLAN': [
          {
            'Execution Time': number;
            Plan: {
              'Node Type': string;
              'Index Name'?: string;
              Plans?: { 'Node Type': string; 'Index Name'?: string }[];
            };
          },
        ];
      }>(`explain (analyze, format json) execute q('${tenant!.id}', '${id}')`);
      const top = rows[0]!['QUERY PLAN'][0];
      exec.push(top['Execution Time']);
      plan = scanOf(top.Plan);
    }
    await direct.query('deallocate q');
    print({
      subject: `db: ${subject}`,
      samples: exec.length,
      plan,
      p50: pct(exec, 0.5),
      p99: pct(exec, 0.99),
      max: pct(exec, 1),
      underBudget: pct(exec, 0.99) < BUDGET_MS,
    });
  }

  // ---- server time: the whole call through the app, as a bench user ----
  const config = {
    ...loadConfig({ DATABASE_URL: dbUrl.toString(), LOG_LEVEL: 'silent' }),
    webDist: undefined,
  };
  const app = await buildApp({ config, database, logger: false, messaging: { worker: false } });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/api-system/data/tenantuser/login',
      payload: { username: 'bench_00042', pwd: 'Demo@123' },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const calls = {
      'http: GET /api/health (floor: no session, one round trip)': {
        method: 'GET' as const,
        url: '/api/health',
      },
      'http: getUnreadMsgCount': {
        method: 'GET' as const,
        url: '/api/api-system/data/msg/getUnreadMsgCount',
      },
      'http: getPageReceiverMsgList (first page)': {
        method: 'POST' as const,
        url: '/api/api-system/data/msg/getPageReceiverMsgList',
        payload: { pageIndex: 1, pageSize: 10, queryData: {} },
      },
      'http: getPageReceiverMsgList (first unread page)': {
        method: 'POST' as const,
        url: '/api/api-system/data/msg/getPageReceiverMsgList',
        payload: { pageIndex: 1, pageSize: 10, queryData: { status: 0 } },
      },
    };
    // Calls take turns, so that a burst of load from elsewhere on the machine hits every subject (and
    // the floor) alike.
    const entries = Object.entries(calls);
    for (let i = 0; i < 50; i++) for (const [, call] of entries) await app.inject({ ...call, headers });
    const times = new Map<string, number[]>(entries.map(([subject]) => [subject, []]));
    // CPU time the server process spent on the call: its share of the work without the waiting for
    // a core that a busy machine adds to wall time.
    const cpu = new Map<string, number[]>(entries.map(([subject]) => [subject, []]));
    const last = new Map<string, string>();
    for (let i = 0; i < SAMPLES; i++) {
      for (const [subject, call] of entries) {
        const c = process.cpuUsage();
        const s = performance.now();
        const res = await app.inject({ ...call, headers });
        times.get(subject)!.push(performance.now() - s);
        const used = process.cpuUsage(c);
        cpu.get(subject)!.push((used.user + used.system) / 1000);
        if (res.statusCode !== 200) throw new Error(`${subject}: ${res.body}`);
        last.set(subject, res.body);
      }
    }
    for (const [subject, xs] of times) {
      const data = (
        JSON.parse(last.get(subject)!) as { data: { count?: number; total?: number; items?: unknown[] } }
      ).data;
      print({
        subject,
        samples: xs.length,
        answer: data.count ?? (data.items ? { total: data.total, items: data.items.length } : 'ok'),
        p50: pct(xs, 0.5),
        p90: pct(xs, 0.9),
        p99: pct(xs, 0.99),
        max: pct(xs, 1),
        underBudget: pct(xs, 0.99) < BUDGET_MS,
        cpuP50: pct(cpu.get(subject)!, 0.5),
        cpuP99: pct(cpu.get(subject)!, 0.99),
        loadAverage1m: Math.round(os.loadavg()[0]! * 10) / 10,
      });
    }
  } finally {
    await app.close();
  }
} finally {
  await direct.end().catch(() => undefined);
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
