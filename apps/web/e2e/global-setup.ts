// Starts the production build (built server serving the built web app) on a free port with a fresh
// embedded database, for the whole e2e run; `scripts/test` builds before it runs this suite.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** When the server was up: everything the demo seed made is older (epoch milliseconds). */
    serverReadyAt: number;
  }
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  const entry = path.join(root, 'apps/server/dist/main.js');
  for (const built of [entry, path.join(root, 'apps/web/dist/index.html')]) {
    if (!fs.existsSync(built))
      throw new Error(`${built} is missing: run \`npm run build\` before the e2e suite.`);
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  server = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Each browser context sends its own X-Forwarded-For, so per-address limits and the challenge
      // demanded after a failed sign-in stay within the test that caused them.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseURL = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 180 s:\n${output}`)), 180_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /is running at (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    server!.stdout!.on('data', onData);
    server!.stderr!.on('data', onData);
    server!.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  project.provide('baseURL', baseURL);
  project.provide('serverReadyAt', Date.now());
}

export async function teardown() {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
