// The tenant isolation check behind isolation.test.ts. For every route of the OpenAPI document it
// builds a request from the route's own schema, proves with a control call that the request works
// for tenant A's own rows, then sends it again as A with tenant B's ids put into each id field (query,
// body, path), with B's tenant app key in the headers and with B's tenant id added to the body and
// query. B's rows must stay out of every answer and B's rows in the database must not change.
//
// The suite refuses to guess: an id field it cannot map to a kind of row, a route whose control call
// fails validation or finds nothing, or a multipart route without a recipe is reported as a finding,
// so a new route either passes the real check or fails the suite until someone teaches it here.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiRoutes, operationName, routeUrl, type ApiRoute, type JsonSchema } from './openapi.js';
import { firstBranch, sample } from './sample.js';

export interface KindIds {
  /** A row of tenant A used by the control call, a spare one for calls that delete, and another one
   * for a parent field beside an id field of the same kind. */
  a: string;
  aSpare?: string;
  aOther?: string;
  /** The same kind of row in tenant B. Absent for platform rows both tenants share (apps, menus). */
  b?: string;
  bSpare?: string;
  bOther?: string;
}

export interface Fixture {
  kinds: Record<string, KindIds>;
  /** Strings that only tenant B's rows contain: none may appear in an answer to A. */
  markers: string[];
  /** Ids of tenant B's rows: none may appear in a successful answer to A. */
  bIds: string[];
  bTenantId: string;
  bTenantAppKey: string;
  /** A signed-in session of tenant A's system manager (a fresh one for calls that end sessions). */
  attacker(): Promise<string>;
  /** Makes a new row of tenant A of a kind, for calls that use their row up (see Recipe.consumes). */
  fresh?: Record<string, () => Promise<string>>;
}

export interface Recipe {
  /** Fields merged over the generated query / body (after ids are placed). */
  query?: (ids: (kind: string) => string) => Record<string, unknown>;
  body?: (ids: (kind: string) => string) => Record<string, unknown>;
  /** A whole request for routes the document cannot describe (multipart). */
  request?: (ids: (kind: string) => string) => Promise<{
    payload: Buffer | string;
    headers: Record<string, string>;
    query?: Record<string, unknown>;
  }>;
  /** The call ends or replaces the caller's session: each call gets a fresh one. */
  freshSession?: boolean;
  /**
   * Kinds of row the call uses up (a task completed, an instance cancelled): as with the spare row of
   * a delete, but several routes use up rows of one kind, so each request gets a new row of tenant A
   * (Fixture.fresh) wherever it names A's row of such a kind.
   */
  consumes?: string[];
  /** A call that answers 200 with an outcome per item (a batch): whether the answer refused them all. */
  refusedAll?: (data: unknown) => boolean;
  /**
   * Optional id fields the request leaves out (`query.submitId`): a call whose optional ids choose
   * what it does is given one recipe per choice (RunOptions.recipes), each attacked on its own.
   */
  omit?: string[];
}

export interface Finding {
  route: string;
  problem: string;
}

export interface IsolationReport {
  findings: Finding[];
  /** How each route was handled: exempt (reason), closed to tenant managers, or attacked n times. */
  coverage: Map<string, string>;
}

/**
 * Carbon accounting (/api-carbon/carbon/*). A model has the kind its call needs: a draft with a source
 * (read, changed, deleted), one to submit, a verified one (a new version); a verification's sample and
 * finding name a row and a source of its own model and year; a drill-down's child organisation is
 * below the organisation asked about.
 */
const carbonPath = (path: string) => new RegExp(`/api-carbon/carbon/${path}`);
const CARBON_ID_KINDS: [RegExp, RegExp, string][] = [
  [carbonPath('org/'), /^(id|parentId)$/, 'carbonOrg'],
  [carbonPath('data/getSingleData$'), /^childOrgId$/, 'carbonChildOrg'],
  [carbonPath(''), /^orgId$/, 'carbonOrg'],
  [carbonPath('zjFactor/'), /^id$/, 'carbonFactor'],
  [carbonPath('model/newVersion$'), /^id$/, 'carbonVerifiedModel'],
  [carbonPath('model/'), /^id$/, 'carbonModel'],
  [carbonPath('report/'), /^modelId$/, 'carbonModel'],
  [carbonPath('verify/submit$'), /^modelId$/, 'carbonDraftModel'],
  [carbonPath('device/'), /^id$/, 'carbonDevice'],
  [carbonPath(''), /^deviceId$/, 'carbonDevice'],
  [carbonPath('deviceData/'), /^id$/, 'carbonActivity'],
  [carbonPath('import/'), /^id$/, 'carbonImport'],
  [carbonPath('verify/'), /^activityId$/, 'carbonSampleActivity'],
  [carbonPath('verify/'), /^sourceId$/, 'carbonVerificationSource'],
  [carbonPath(''), /^sourceId$/, 'carbonSource'],
  [carbonPath('verify/finding/'), /^id$/, 'carbonFinding'],
  [carbonPath('verify/'), /^(id|verificationId)$/, 'carbonVerification'],
  [carbonPath('pdt/'), /^id$/, 'carbonProduct'],
  [carbonPath(''), /^productId$/, 'carbonProduct'],
  [carbonPath('zjPath/'), /^id$/, 'carbonPath'],
  [carbonPath('plan/'), /^id$/, 'carbonPlan'],
];

/**
 * Certification (/api-cert/*, the cert module; gltxScheme/* keeps the audit-notice kinds). Each call
 * names a row in the state it acts on: a draft to save or submit, a submitted application to accept,
 * refuse or withdraw, an accepted one with a draft or sent contract, audits planned, drafted, issued,
 * at the audit step, reported with a minor answered, awaiting review or decision, findings open or
 * answered. Listed before the shared rules, so that a cert instance is what getProgress is asked about.
 */
const certPath = (path: string) => new RegExp(`/api-cert/${path}`);
const CERT_ID_KINDS: [RegExp, RegExp, string][] = [
  [certPath('apply/(save|submit|delete)$'), /^id$/, 'certDraft'],
  [certPath('apply/save$'), /^formId$/, 'form'],
  [certPath('settings/save$'), /^applicationFormId$/, 'form'],
  [certPath('apply/(withdraw|accept|refuse)$'), /^id$/, 'certSubmitted'],
  [certPath('apply/'), /^id$/, 'certApplication'],
  [certPath('contract/save$'), /^applicationId$/, 'certDraftContractApplication'],
  [certPath('contract/(save|send|cancel)$'), /^id$/, 'certDraftContract'],
  [certPath('contract/(sign|clientSign)$'), /^id$/, 'certSentContract'],
  [certPath('contract/'), /^id$/, 'certContract'],
  [certPath('(contract|audit)/'), /^applicationId$/, 'certApplication'],
  [certPath('auditor/'), /^id$/, 'certAuditor'],
  [certPath('programme/'), /^id$/, 'certApplication'],
  [certPath('audit/savePlan$'), /^auditId$/, 'certPlannedAudit'],
  [certPath('audit/issuePlan$'), /^auditId$/, 'certDraftedAudit'],
  [certPath('audit/(confirmPlan|requestChange)$'), /^auditId$/, 'certIssuedAudit'],
  [certPath('audit/start$'), /^auditId$/, 'certStartableAudit'],
  [certPath('audit/issueReport$'), /^auditId$/, 'certReportAudit'],
  [certPath('audit/close$'), /^auditId$/, 'certReportedAudit'],
  [certPath('audit/reportDocument$'), /^auditId$/, 'certClosedAudit'],
  [certPath('review/submit$'), /^auditId$/, 'certReviewAudit'],
  [certPath('decision/submit$'), /^auditId$/, 'certDecisionAudit'],
  [certPath('(audit|review)/'), /^(id|auditId)$/, 'certAudit'],
  [certPath('finding/'), /^auditId$/, 'certAudit'],
  [certPath('finding/list$'), /^applicationId$/, 'certWorkApplication'],
  [certPath('finding/answer$'), /^id$/, 'certOpenFinding'],
  [certPath('finding/(close|reopen)$'), /^id$/, 'certAnsweredFinding'],
  [certPath('finding/'), /^id$/, 'certFinding'],
  [certPath('certificate/'), /^id$/, 'certCertificate'],
  [certPath('cert/notice/publish$'), /^id$/, 'certDraftNotice'],
  [certPath('cert/notice/'), /^id$/, 'certNotice'],
  [certPath('workflow/getProgress$'), /^wfInstanceId$/, 'certInstance'],
];

/**
 * Brand assessment (/api-brand/*, /api-ccbd/*; cpn/expert/getSuggestList with processId & qsId). A
 * process is in the state its call acts on: answering (answers, changes, withdrawal), answered in full
 * (submission), submitted with an expert (assignment, formal check), scoring (scores, suggestions) or
 * reviewing (the review; every read, the value and the report). A questionnaire nobody answered is
 * unbound; a form not yet bound is bound.
 */
const brandPath = (path: string) => new RegExp(`/api-(brand|ccbd)/${path}`);
const BRAND_ID_KINDS: [RegExp, RegExp, string][] = [
  [brandPath('brand/paper/(saveGroup|removeGroup)$'), /^id$/, 'brandGroup'],
  [brandPath('brand/paper/unbindQuestionnaire$'), /^id$/, 'brandLooseQs'],
  [brandPath('brand/paper/updateQuestionnaire$'), /^id$/, 'brandQs'],
  [brandPath('brand/paper/'), /^(gid|groupId)$/, 'brandGroup'],
  [brandPath('brand/paper/'), /^formId$/, 'brandForm'],
  [brandPath('(paper/saveAnswer|ent/(updateEntProcess|withdraw))$'), /^processId$/, 'brandAnswering'],
  [brandPath('ent/submit$'), /^processId$/, 'brandSubmittable'],
  [brandPath('ent/(assignExperts|formalCheck)$'), /^processId$/, 'brandSubmitted'],
  [brandPath('ent/assignExperts$'), /^expertIds$/, 'brandExpert'],
  [brandPath('ent/review$'), /^processId$/, 'brandReviewing'],
  [brandPath('expert/(saveScores|saveSuggestion)$'), /^processId$/, 'brandScoring'],
  [brandPath('expert/removeSuggestion$'), /^id$/, 'brandSuggestion'],
  [brandPath(''), /^processId$/, 'brandProcess'],
  [brandPath(''), /^qsId$/, 'brandQs'],
  [/\/cpn\/expert\/getSuggestList$/, /^processId$/, 'brandScoring'],
  [/\/cpn\/expert\/getSuggestList$/, /^qsId$/, 'brandQs'],
];

/** Which kind of row an id field names: [route path, field name, kind]; the first match wins. */
export const ID_KINDS: [RegExp, RegExp, string][] = [
  ...CERT_ID_KINDS,
  ...BRAND_ID_KINDS,
  // Business items, papers, submissions (each call gets a submission in the state it needs) and
  // suggestions; target tenants are any tenant by design.
  [/\/ind\/biz\/unbindPaper$/, /^paperId$/, 'loosePaper'],
  [/\/compliance\/qs\//, /^paperId$/, 'qsPaper'],
  [/./, /^paperId$/, 'paper'],
  [/\/(ind|compliance)\//, /^bizId$/, 'biz'],
  [/\/ind\/biz\//, /^id$/, 'biz'],
  [/\/ind\//, /^tenantIds$/, 'targetTenant'],
  [/\/ind\/bizTenant\//, /^ids$/, 'bizTenant'],
  [/\/ind\//, /^formId$/, 'form'],
  [/\/compliance\/form\/doanswer$/, /^submitId$/, 'draftSubmission'],
  [/\/compliance\/form\/submit$/, /^submitId$/, 'submitSubmission'],
  [/\/compliance\/form\/review$/, /^submitId$/, 'reviewSubmission'],
  [/\/compliance\/score\//, /^submitId$/, 'scoringSubmission'],
  [/\/(compliance|cpn)\//, /^submitId$/, 'submission'],
  [/\/compliance\/form\//, /^flowNo$/, 'submissionFlow'],
  [/\/cpn\/expert\//, /^id$/, 'suggestion'],
  [/\/external-upload\//, /^targetId$/, 'wfTask'],
  [/\/external-upload\//, /^id$/, 'exUploadLink'],
  [/\/data\/content\/publish$/, /^id$/, 'contentDraft'],
  [/\/data\/content\/(version|restore)$/, /^id$/, 'contentVersion'],
  [/\/data\/content\/report\//, /^id$/, 'reportSubmission'],
  [/\/data\/content\/saveDraft$/, /^formId$/, 'form'],
  [/./, /^tenantId$/, 'tenant'],
  [/./, /^(appId|appid|appIds)$/, 'app'],
  [/./, /^(appKey|appkey)$/, 'appKey'],
  [/\/dept\//, /^(id|parentId)$/, 'dept'],
  [/./, /^deptId$/, 'dept'],
  [/\/position\//, /^id$/, 'position'],
  [/./, /^positionId$/, 'position'],
  [/\/role\/|\/switchRole$/, /^(id|roleId)$/, 'role'],
  [/./, /^roleIds$/, 'role'],
  [/\/resource\/\w*resources?$/, /^(id|parentId|resourceid)$/, 'resource'],
  [/./, /^resourceIds$/, 'resource'],
  [/Dict/, /^(id|parentId|dictId|parentDictId|ids|itemIds)$/, 'dict'],
  [/Dict|ChildTreeByLevel/, /^code$/, 'dictCode'],
  [/\/msg\//, /^sendId$/, 'messageSend'],
  [/PageLayout/, /^(id|layoutId)$/, 'pageLayout'],
  [/PageLayout/, /^pageId$/, 'page'],
  [/\/msg\/getMsg$/, /^id$/, 'message'],
  [/\/msg\/downloadFile$/, /^id$/, 'messageFile'],
  [/\/msg\/retryDelivery$/, /^id$/, 'delivery'],
  [/\/tenantuser\//, /^id$/, 'tenantUser'],
  [/./, /^tenantUserIds$/, 'tenantUser'],
  [/\/tenant\//, /^id$/, 'tenant'],
  [/\/app\//, /^id$/, 'app'],
  [/\/gltxScheme\//, /^id$/, 'auditProcess'],
  [/\/operlog\//, /^targetId$/, 'dept'],
  [/\/upload\//, /^(key|\*)$/, 'upload'],
  [/\/sp\/form\/(saveIDB|\w*IDB\w*)$/, /^(id|idbId)$/, 'form'],
  [/\/sp\/form\//, /^formGroupId$/, 'formGroup'],
  [/./, /^qsDetailId$/, 'qsDetail'],
  [/./, /^qsId$/, 'qsId'],
  [/\/sp\/score\//, /^no$/, 'scoringNo'],
  [/./, /^tenantUserId$/, 'tenantUser'],
  [/./, /^wfInstanceId$/, 'wfInstance'],
  [/./, /^definitionKey$/, 'wfDefinitionKey'],
  [/\/api-workflow\/definition\/versions$/, /^key$/, 'wfDefinitionKey'],
  [/\/api-workflow\/definition\/copyTemplate$/, /^id$/, 'wfTemplate'],
  [/\/api-workflow\/definition\//, /^id$/, 'wfDefinition'],
  [/\/api-workflow\/decision\//, /^(key|decisionId)$/, 'wfDecisionKey'],
  [/\/api-workflow\/decision\//, /^id$/, 'wfDecision'],
  [/\/api-workflow\/instance\//, /^id$/, 'wfInstance'],
  [/\/api-workflow\/incident\//, /^id$/, 'wfIncident'],
  [/\/api-workflow\/task\/|\/workflow\/task\/excuteTask$/, /^(id|ids|taskId)$/, 'wfTask'],
  ...CARBON_ID_KINDS,
];

const uuidLike = (s: JsonSchema | undefined): boolean =>
  !!s &&
  (s.format === 'uuid' ||
    uuidLike(s.items) ||
    (s.anyOf ?? s.oneOf ?? []).some((b) => b.format === 'uuid' || uuidLike(b.items)));

function isIdField(route: ApiRoute, name: string, schema: JsonSchema): boolean {
  return (
    uuidLike(schema) ||
    /^(id|ids|\*)$|Ids?$|^(resourceid|appid|appKey|appkey)$/.test(name) ||
    (route.path.includes('/upload/') && name === 'key') ||
    // A scoring form's number names a tenant's form.
    (route.path.includes('/sp/score/') && name === 'no') ||
    // A dictionary code names a tenant's dictionary in reads; in a save it is the new entry's value.
    (/Dict|ChildTreeByLevel/.test(route.path) && name === 'code' && isRead(route)) ||
    // A process or decision key names the tenant's definitions of that key.
    name === 'definitionKey' ||
    (/\/api-workflow\/(definition\/versions|decision\/evaluate)$/.test(route.path) && name === 'key')
  );
}

export function idKind(route: ApiRoute, name: string): string | undefined {
  return ID_KINDS.find(([r, f]) => r.test(route.path) && f.test(name))?.[2];
}

const isArraySchema = (s: JsonSchema) =>
  s.type === 'array' || (firstBranch(s)?.type === 'array' && !s.format);

/** Reads, not writes: B's rows may be absent from a successful answer, never present in it. */
export function isRead(route: ApiRoute): boolean {
  const op = operationName(route);
  if (/^(change|save|del|add|update|bind|create|send|import|subscribe|reset|switch|logout)/i.test(op)) {
    return false;
  }
  // `mine`: the caller's own submissions (compliance/form/mine).
  return route.method === 'GET' || /^(query|get|export)|List$|Page$|^mine$/i.test(op);
}

// `delegate` hands a task on: not a delete.
const isDelete = (route: ApiRoute) => /^(del(?!egate)|delete|remove)/i.test(operationName(route));

interface Built {
  url: string;
  payload?: Buffer | string | Record<string, unknown>;
  headers: Record<string, string>;
}

interface Plan {
  route: ApiRoute;
  /** Id fields found in the route's schema: `query.id`, `body.receivers.tenantUserIds`, `params.*`. */
  fields: { path: string; kind: string; array: boolean; secondary: boolean }[];
  unknown: string[];
}

function planRoute(route: ApiRoute, omit: string[] = []): Plan {
  const fields: Plan['fields'] = [];
  const unknown: string[] = [];
  const visit = (path: string, name: string, schema: JsonSchema) => {
    if (omit.includes(path)) return;
    if (isIdField(route, name, schema)) {
      const kind = idKind(route, name);
      // With two fields of one kind (id and parentId), the parent names another row than the id.
      if (kind) fields.push({ path, kind, array: isArraySchema(schema), secondary: /^parent/.test(name) });
      else unknown.push(path);
      return;
    }
    const s = firstBranch(schema) ?? schema;
    for (const [key, prop] of Object.entries(s.properties ?? {})) visit(`${path}.${key}`, key, prop);
  };
  for (const p of route.params) visit(`params.${p.name}`, p.name, p.schema);
  for (const q of route.query) visit(`query.${q.name}`, q.name, q.schema);
  if (route.body) visit('body', '', route.body);
  for (const f of fields) f.secondary &&= fields.some((o) => o !== f && o.kind === f.kind);
  return { route, fields, unknown };
}

type Side = 'a' | 'b';

type Which = 'main' | 'spare' | 'other';

function idFor(fixture: Fixture, kind: string, side: Side, which: Which): string | undefined {
  const k = fixture.kinds[kind];
  if (!k) return undefined;
  const pick = (main: string, spare?: string, other?: string) =>
    (which === 'spare' ? spare : which === 'other' ? other : undefined) ?? main;
  if (side === 'a') return pick(k.a, k.aSpare, k.aOther);
  // A platform row both tenants share has no B side: A's id is used (and the call is an A call).
  if (!k.b) return k.a;
  return pick(k.b, k.bSpare, k.bOther);
}

/** `sides` decides, per id field path, whose row it names. */
async function build(
  plan: Plan,
  fixture: Fixture,
  recipe: Recipe | undefined,
  sides: (path: string) => Side,
): Promise<Built> {
  const { route } = plan;
  const spare = isDelete(route);
  const byPath = new Map(plan.fields.map((f) => [f.path, f]));
  const fresh = new Map<string, string>();
  for (const f of plan.fields) {
    if (!recipe?.consumes?.includes(f.kind) || sides(f.path) !== 'a') continue;
    const make = fixture.fresh?.[f.kind];
    if (!make) throw new Error(`${route.key} uses up ${f.kind} rows, and the fixture cannot make one`);
    fresh.set(f.path, await make());
  }
  const pick = (path: string) => {
    const f = byPath.get(path);
    if (!f) return undefined;
    const id =
      fresh.get(path) ??
      idFor(fixture, f.kind, sides(path), f.secondary ? 'other' : spare ? 'spare' : 'main');
    return f.array ? [id] : id;
  };
  const recipeIds = (kind: string) => idFor(fixture, kind, 'a', spare ? 'spare' : 'main') ?? '';
  const params: Record<string, string> = {};
  for (const p of route.params) params[p.name] = String(sample(p.schema, `params.${p.name}`, pick, p.name));
  const query: Record<string, unknown> = {};
  for (const q of route.query) {
    const path = `query.${q.name}`;
    const v = q.required ? sample(q.schema, path, pick, q.name) : pick(path);
    if (v !== undefined) query[q.name] = v;
  }
  Object.assign(query, recipe?.query?.(recipeIds));
  if (recipe?.request) {
    const r = await recipe.request(recipeIds);
    Object.assign(query, r.query);
    return { url: routeUrl(route, params, query), payload: r.payload, headers: r.headers };
  }
  let payload: Record<string, unknown> | undefined;
  if (route.body) {
    payload = sample(route.body, 'body', pick) as Record<string, unknown>;
    Object.assign(payload, recipe?.body?.(recipeIds));
  }
  return { url: routeUrl(route, params, query), payload, headers: {} };
}

function envelope(res: LightMyRequestResponse): { code?: number; msg?: string; data?: unknown } {
  try {
    return res.json();
  } catch {
    return {};
  }
}

const describe = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${(envelope(res).msg ?? res.body).slice(0, 160)}`;

export interface RunOptions {
  app: FastifyInstance;
  fixture: Fixture;
  /** Routes not exercised, each with the reason (public calls, calls on the caller's own session). */
  exempt: Record<string, string>;
  /** Several recipes for one route: it is attacked once with each (see Recipe.omit). */
  recipes: Record<string, Recipe | Recipe[]>;
  /** Only these route keys (the suite's own test uses it to look at a planted route). */
  only?: (key: string) => boolean;
}

export async function checkIsolation(opts: RunOptions): Promise<IsolationReport> {
  const { app, fixture, exempt, recipes } = opts;
  const findings: Finding[] = [];
  const coverage = new Map<string, string>();
  const routes = apiRoutes(app).filter((r) => !opts.only || opts.only(r.key));
  // Deletes last: their control call removes a spare row of A that no other call needs.
  routes.sort((x, y) => Number(isDelete(x)) - Number(isDelete(y)));
  const sharedToken = await fixture.attacker();

  /** One pass over a route with one recipe: how it went (closed, attacks), or undefined when it could not. */
  const attack = async (
    route: ApiRoute,
    recipe: Recipe | undefined,
    fail: (problem: string) => void,
  ): Promise<string | undefined> => {
    const plan = planRoute(route, recipe?.omit);
    if (plan.unknown.length) {
      fail(`cannot exercise: no kind of row known for id field(s) ${plan.unknown.join(', ')}`);
      return undefined;
    }
    const send = async (built: Built, extraHeaders: Record<string, string> = {}) => {
      const token = recipe?.freshSession ? await fixture.attacker() : sharedToken;
      return app.inject({
        method: route.method as 'GET',
        url: built.url,
        headers: { authorization: `Bearer ${token}`, ...built.headers, ...extraHeaders },
        ...(built.payload !== undefined ? { payload: built.payload } : {}),
      });
    };
    const accepted = (res: LightMyRequestResponse) =>
      res.statusCode < 300 && !recipe?.refusedAll?.(envelope(res).data);
    const leak = (res: LightMyRequestResponse, what: string) => {
      const marker = fixture.markers.find((m) => res.body.includes(m));
      if (marker) return fail(`${what}: the answer shows tenant B's data ("${marker}")`);
      if (accepted(res)) {
        const id = fixture.bIds.find((i) => res.body.includes(i));
        if (id) fail(`${what}: the answer carries tenant B's id ${id}`);
      }
    };

    // Control: the request as a careful client of tenant A sends it, about A's own rows.
    const control = await send(await build(plan, fixture, recipe, () => 'a'));
    leak(control, 'control call');
    const closed = control.statusCode === 403;
    if (!closed && !accepted(control)) {
      fail(`cannot exercise: the control call with tenant A's own rows answered ${describe(control)}`);
      return undefined;
    }

    let attacks = 0;
    const refused = (res: LightMyRequestResponse, what: string) => {
      attacks++;
      leak(res, what);
      if (res.statusCode >= 500) fail(`${what}: answered ${describe(res)}`);
      else if (accepted(res) && !isRead(route)) {
        fail(`${what}: a write naming tenant B's row was accepted (${describe(res)})`);
      }
    };

    // Tenant B's id in each id field on its own, then in all of them at once.
    const foreign = plan.fields.filter((f) => fixture.kinds[f.kind]?.b);
    for (const f of foreign) {
      const res = await send(await build(plan, fixture, recipe, (p) => (p === f.path ? 'b' : 'a')));
      refused(res, `tenant B's ${f.kind} in ${f.path}`);
    }
    if (foreign.length > 1) {
      const res = await send(await build(plan, fixture, recipe, () => 'b'));
      refused(res, "tenant B's rows in every id field");
    }

    // Tenant B's tenant app key beside A's session.
    const withKey = await send(await build(plan, fixture, recipe, () => 'a'), {
      tenantappkey: fixture.bTenantAppKey,
    });
    attacks++;
    leak(withKey, "tenant B's tenantappkey header");
    if (!closed && accepted(withKey)) {
      fail(`tenant B's tenantappkey header was accepted with A's session (${describe(withKey)})`);
    }

    // Tenant B's id where the route takes none: in the query and in a JSON body.
    if (!plan.fields.some((f) => f.kind === 'tenant')) {
      const built = await build(plan, fixture, recipe, () => 'a');
      const url = `${built.url}${built.url.includes('?') ? '&' : '?'}tenantId=${fixture.bTenantId}`;
      const payload =
        built.payload && typeof built.payload === 'object' && !Buffer.isBuffer(built.payload)
          ? { ...built.payload, tenantId: fixture.bTenantId }
          : built.payload;
      const res = await send({ ...built, url, payload });
      attacks++;
      leak(res, "tenant B's tenantId added to query and body");
      if (res.statusCode >= 500) fail(`tenant B's tenantId added: answered ${describe(res)}`);
    }
    return `${closed ? 'closed to tenant managers; ' : ''}${attacks} attacks`;
  };

  for (const route of routes) {
    const fail = (problem: string) => findings.push({ route: route.key, problem });
    if (exempt[route.key]) {
      coverage.set(route.key, `exempt: ${exempt[route.key]}`);
      continue;
    }
    const outcomes: (string | undefined)[] = [];
    for (const recipe of [recipes[route.key]].flat()) outcomes.push(await attack(route, recipe, fail));
    if (outcomes.every((o) => o !== undefined)) coverage.set(route.key, outcomes.join('; '));
  }
  return { findings, coverage };
}
