// Shared by the bench:<area> scripts: run autocannon against a URL and print one JSON line per subject.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';

export interface LoadResult {
  subject: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Options of autocannon that can travel as JSON (no callbacks). */
export type LoadOptions = Partial<Pick<autocannon.Options, 'method' | 'headers' | 'body'>>;

const generator = fileURLToPath(new URL('./load-generator.mjs', import.meta.url));

/** `connections` keep calling `url` for `seconds`, from a process of their own (load-generator.mjs). */
export function load(
  subject: string,
  url: string,
  connections: number,
  seconds: number,
  options: LoadOptions = {},
): Promise<LoadResult> {
  const args = JSON.stringify({ url, connections, duration: seconds, ...options });
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [generator, args], (error, stdout, stderr) => {
      if (error) return reject(new Error(`load generator failed: ${stderr || error.message}`));
      const r = JSON.parse(stdout) as Omit<LoadResult, 'subject' | 'connections'>;
      resolve({ subject, connections, ...r });
    });
  });
}

export function print(line: object) {
  console.log(JSON.stringify(line));
}
