// The load generator of the bench scripts (bench/lib.ts load()), in a process that holds nothing but
// autocannon: it takes about as much CPU per call as the server it measures, and in the process of a
// bench script (a big heap of the app's modules, the server itself in bench:auth and bench:health)
// it took more of the machine's two cores and left the server less. Options arrive as JSON in argv[2];
// the result leaves as one JSON line on stdout.
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2]);
const r = await autocannon(options);
process.stdout.write(
  `${JSON.stringify({
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  })}\n`,
);
