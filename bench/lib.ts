// Shared by the bench:<area> scripts: run autocannon against a URL and print one JSON line per subject.
import autocannon from 'autocannon';

export interface LoadResult {
  subject: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(
  subject: string,
  url: string,
  connections: number,
  seconds: number,
  options: Partial<autocannon.Options> = {},
): Promise<LoadResult> {
  const r = await autocannon({ url, connections, duration: seconds, ...options });
  return {
    subject,
    connections,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

export function print(line: object) {
  console.log(JSON.stringify(line));
}
