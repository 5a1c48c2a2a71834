// The routes of the running app as its OpenAPI document describes them (app.swagger() after ready()).
// The isolation and fuzzing suites walk this list, so a route added by any module is exercised
// without anyone editing the suites.
import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema that fastify-type-provider-zod writes into the document. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  additionalProperties?: boolean | JsonSchema;
}

export interface RouteParam {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface ApiRoute {
  /** `GET /api/…` as the document spells the path (`{*}` for a wildcard). */
  key: string;
  method: string;
  path: string;
  query: RouteParam[];
  params: RouteParam[];
  /** The JSON body's schema; absent when the route declares none (no body, or multipart). */
  body: JsonSchema | undefined;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const pick = (where: string) =>
        params
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: !!p.required, schema: p.schema }));
      routes.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        query: pick('query'),
        params: pick('path'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return routes;
}

/** The URL of a route with its path parameters filled in and a query string. */
export function routeUrl(
  route: ApiRoute,
  params: Record<string, string>,
  query: Record<string, unknown> | undefined,
): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === '*' ? (params[name] ?? '') : encodeURIComponent(params[name] ?? ''),
  );
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      qs.append(k, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/** The last path segment, by which the spec names an operation (`delDeptById`, `getPageSendList`). */
export const operationName = (route: ApiRoute) => route.path.split('/').filter(Boolean).pop() ?? '';
