// A throw-away PostgreSQL cluster a test may stop and start (as scripts/lib/pg-cluster.sh does for the
// whole suite): initdb in a temp folder on a free port. initdb refuses to run as root, so as root the
// cluster belongs to the package's `postgres` user.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The newest Debian PostgreSQL server binaries, or undefined when none are installed. */
export const postgresBinDir: string | undefined = (() => {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const dirs = fs
    .readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(root, v, 'bin'));
  return dirs.find((d) => fs.existsSync(path.join(d, 'initdb')));
})();

const asRoot = process.getuid?.() === 0;

function asOwner(command: string, args: string[]) {
  return asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface PgCluster {
  /** Connection string of the `postgres` database (superuser, trust). */
  url: string;
  /** Creates a database and answers its connection string. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast mode: sessions are ended, the port closes) and waits until it is down. */
  stopServer(): Promise<void>;
  /** Starts the stopped server again on the same port and waits until it accepts connections. */
  startServer(): Promise<void>;
  /** Stops the server at once and removes the folder. */
  destroy(): Promise<void>;
}

export async function startPgCluster(): Promise<PgCluster> {
  const bin = postgresBinDir;
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-fault-'));
  fs.chmodSync(dir, 0o755);
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), -1);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  await asOwner(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pgCtl = (...args: string[]) =>
    asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), ...args]);
  const startServer = async () => {
    await pgCtl('-w', '-o', options, 'start');
  };
  await startServer();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stopServer() {
      await pgCtl('-w', '-m', 'fast', 'stop');
    },
    startServer,
    async destroy() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
