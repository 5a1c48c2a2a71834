// Malformed requests for a route, generated with fast-check from the route's own schema: a valid
// request (harness/sample.ts) with one field replaced by a value of the wrong type, a huge or odd
// string, deep JSON or nothing at all; query strings with negative, enormous and non-numeric values;
// bodies that are not the declared object, not JSON, or not the multipart they claim to be.
import fc from 'fast-check';
import type { ApiRoute } from './openapi.js';
import { routeUrl } from './openapi.js';
import { sample } from './sample.js';

export interface FuzzRequest {
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  /** What was malformed, for the report. */
  what: string;
}

/** `depth` nested arrays or objects, as JSON text (JSON.stringify would recurse on the way out). */
const deepJson = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const oddStrings = fc.constantFrom(
  '',
  ' ',
  '-1',
  '0',
  '-999999999999',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999999',
  '9007199254740993',
  'null',
  'true',
  '[]',
  '{}',
  '<img src=x onerror=alert(1)>',
  "' or 1=1 --",
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '\u0000',
  '%00',
  '\ud800',
  'ＡＢＣ１２３',
  '😀'.repeat(300),
  'x'.repeat(70_000),
  '中'.repeat(5_000),
  '00000000-0000-0000-0000-000000000000',
);

const queryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  oddStrings,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.array(oddStrings, { minLength: 2, maxLength: 3 }),
);

/** A JSON value of the wrong shape for whatever field it lands in. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 2, -(2 ** 53), 1e308),
  fc.boolean(),
  fc.constant(null),
  oddStrings,
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.integer({ min: 20, max: 400 }).map((d) => JSON.parse(deepJson(d, 'array')) as unknown),
);

/** Dotted paths of every value inside a sample body (objects and arrays walked). */
function pathsOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const own = prefix ? [prefix] : [];
  return [...own, ...entries.flatMap(([k, v]) => pathsOf(v, prefix ? `${prefix}.${k}` : k))];
}

function setPath(root: unknown, path: string, value: unknown, remove: boolean): unknown {
  const copy = structuredClone(root) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  if (remove) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
  return copy;
}

const noPick = () => undefined;

/** A lone surrogate cannot be percent-encoded as UTF-8: it goes as the bytes a broken client sends. */
function pathSegment(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return '%ED%A0%80';
  }
}

/** Malformed requests for one route. */
export function malformedRequests(route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  const params = Object.fromEntries(route.params.map((p) => [p.name, String(sample(p.schema, '', noPick))]));
  const validQuery = Object.fromEntries(
    route.query.filter((q) => q.required).map((q) => [q.name, sample(q.schema, '', noPick)]),
  );
  const json = { 'content-type': 'application/json' };
  const validBody = route.body ? sample(route.body, '', noPick) : undefined;
  const bodyText = validBody === undefined ? undefined : JSON.stringify(validBody);
  const arbs: fc.Arbitrary<FuzzRequest>[] = [];

  if (route.query.length) {
    const names = route.query.map((q) => q.name);
    arbs.push(
      fc
        .record({ name: fc.constantFrom(...names), value: queryValue, drop: fc.boolean() })
        .map(({ name, value, drop }) => {
          const query: Record<string, unknown> = { ...validQuery, [name]: value };
          if (drop) for (const q of route.query) if (q.required && q.name !== name) delete query[q.name];
          return {
            url: routeUrl(route, params, query),
            payload: bodyText,
            headers: bodyText ? json : {},
            what: `query ${name}=${JSON.stringify(value).slice(0, 80)}${drop ? ' (others missing)' : ''}`,
          };
        }),
    );
  }
  if (route.params.length) {
    arbs.push(
      oddStrings.map((v) => ({
        url: routeUrl(route, { ...params, [route.params[0]!.name]: pathSegment(v) }, validQuery),
        headers: {},
        what: `path ${JSON.stringify(v).slice(0, 80)}`,
      })),
    );
  }
  const url = routeUrl(route, params, validQuery);
  if (validBody !== undefined && typeof validBody === 'object' && validBody !== null) {
    const paths = pathsOf(validBody);
    if (paths.length) {
      arbs.push(
        fc
          .record({ path: fc.constantFrom(...paths), value: badValue, remove: fc.boolean() })
          .map(({ path, value, remove }) => ({
            url,
            payload: JSON.stringify(setPath(validBody, path, value, remove)),
            headers: json,
            what: remove ? `body without ${path}` : `body.${path} = ${JSON.stringify(value)?.slice(0, 80)}`,
          })),
      );
    }
  }
  if (route.method !== 'GET') {
    // Whole bodies of the wrong kind, for every route that takes one (or claims not to).
    arbs.push(
      fc
        .oneof(
          badValue.map((v) => ({ text: JSON.stringify(v) ?? 'null', type: 'application/json' })),
          fc.constantFrom(
            { text: '{"a":', type: 'application/json' },
            { text: "{'single': 'quotes'}", type: 'application/json' },
            { text: '{"__proto__": {"isPlatformAdmin": true}}', type: 'application/json' },
            { text: '{"constructor": {"prototype": {"x": 1}}}', type: 'application/json' },
            { text: deepJson(100_000, 'array'), type: 'application/json' },
            { text: deepJson(50_000, 'object'), type: 'application/json' },
            { text: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
            { text: '<xml/>', type: 'text/xml' },
            {
              text: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n',
              type: 'multipart/form-data; boundary=x',
            },
            {
              // Ends inside a file's bytes (a request the upload routes once never answered).
              text: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
              type: 'multipart/form-data; boundary=x',
            },
            {
              // A file part without a file name (once a 500 from the upload routes).
              text: '--x\r\nContent-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream\r\n\r\n\x89PNG\r\n--x--\r\n',
              type: 'multipart/form-data; boundary=x',
            },
            { text: 'garbage', type: 'multipart/form-data' },
          ),
          fc
            .uint8Array({ maxLength: 200 })
            .map((b) => ({ text: Buffer.from(b).toString('latin1'), type: 'application/json' })),
        )
        .map(({ text, type }) => ({
          url,
          payload: text,
          headers: { 'content-type': type },
          what: `body (${type}) ${text.slice(0, 80)}`,
        })),
    );
  }
  if (!arbs.length) {
    arbs.push(fc.constant({ url, headers: {}, what: 'the call as is' }));
  }
  return fc.oneof(...arbs);
}
