// Two tenants' worth of rows, written through the API by each tenant's own system manager, for the
// isolation suite: the demo seed's `east-cert` (tenant A) and `green-carbon` (tenant B), with staff_a
// and staff_b promoted to system managers of their tenants by the platform administrator.
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { COMPLIANCE_PREFIX, SPACESTATION_PREFIX, SUGGESTION_PREFIX } from '@platform/contract/business-model';
import { BUSINESS_WORKFLOW_PREFIXES } from '@platform/contract/workflow-model';
import { CARBON_PREFIX, ImportStatus } from '@platform/contract/carbon-model';
import { CERT_PREFIX } from '@platform/contract/cert-model';
import {
  BRAND_DEFAULTS,
  BRAND_PREFIX,
  BRAND_REPORT_SECTIONS,
  CCBD_PREFIX,
} from '@platform/contract/brand-model';
import type { BrandScoreTable } from '@platform/contract';
import type { Db } from '../../src/db/client.js';
import { rowsOf } from '../../src/db/migrate.js';
import { withSystemScope } from '../../src/db/tenant-scope.js';
import { bpmn, flow } from '../workflow-helpers.js';
import type { Fixture, KindIds, Recipe } from './isolation.js';

export const P = '/api/api-system/data';
const SP = '/api/api-spacestation/sp';
const W = '/api/api-workflow';
const IND = `${SPACESTATION_PREFIX}/ind`;
const BRMS = `${COMPLIANCE_PREFIX}/compliance`;
const CPN = `${SUGGESTION_PREFIX}/cpn/expert`;
const CB = CARBON_PREFIX;

export interface Caller {
  token: string;
  call(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

export function caller(app: FastifyInstance, token: string): Caller {
  return {
    token,
    async call(method, url, payload) {
      return app.inject({
        method,
        url: url.startsWith('/api/') ? url : `${P}${url}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    },
  };
}

export async function signIn(app: FastifyInstance, username: string, pwd: string, tenantId?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${P}/tenantuser/login`,
    payload: { username, pwd, ...(tenantId ? { tenantId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

/** Fails the test with the answer when a set-up call does not succeed. */
async function must(c: Caller, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await c.call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().data;
}

export const rows = async <T>(db: Db, q: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(q));

/** A multipart body as a browser sends it. */
export async function multipart(fields: Record<string, string>, file?: { name: string; body: Buffer }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.body)]), file.name);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

/** One transparent pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface TenantRows {
  tenantId: string;
  tenantAppKey: string;
  kinds: Record<string, { main: string; spare?: string; other?: string }>;
  ids: string[];
}

/** The rows one tenant's manager writes: two of each kind (the spare one is for deletes). */
async function writeRows(
  app: FastifyInstance,
  db: Db,
  c: Caller,
  code: string,
  username: string,
  marker: string,
) {
  const [tenant] = await rows<{ id: string }>(db, sql`select id from tenants where code = ${code}`);
  const tenantId = tenant!.id;
  const [system] = await rows<{ id: string }>(db, sql`select id from apps where key = 'system'`);
  const [sub] = await rows<{ tenant_app_key: string }>(
    db,
    sql`select tenant_app_key from tenant_apps where tenant_id = ${tenantId} and app_id = ${system!.id}`,
  );
  const tag = crypto.randomBytes(3).toString('hex');
  const three = async (make: (n: number) => Promise<string>) => ({
    main: await make(1),
    spare: await make(2),
    other: await make(3),
  });

  const dept = await three(
    async (n) => (await must(c, 'POST', '/dept/addDept', { name: `${marker}部门${n}` })).id,
  );
  const position = await three(
    async (n) =>
      (await must(c, 'POST', '/position/add', { code: `P${tag}${n}`, name: `${marker}岗位${n}` })).id,
  );
  const role = await three(
    async (n) =>
      (
        await must(c, 'POST', '/role/add', {
          appId: system!.id,
          code: 900 + n,
          name: `${marker}角色${n}`,
        })
      ).id,
  );
  const dict = await three(
    async (n) =>
      (await must(c, 'POST', '/resource/saveDict', { code: `d${tag}${n}`, name: `${marker}字典${n}` })).id,
  );
  const pageId = 'isolation-page';
  const pageLayout = await three(
    async (n) =>
      (
        await must(c, 'POST', '/resource/savePageLayout', {
          name: `${marker}布局${n}`,
          pageId: n === 1 ? pageId : null,
          body: '{}',
        })
      ).id,
  );
  const member = await three(
    async (n) =>
      (
        await must(c, 'POST', '/tenantuser/add', {
          username: `iso_${tag}_${n}`,
          realname: `${marker}用户${n}`,
          email: n === 1 ? `iso_${tag}@example.com` : null,
          password: 'Iso@12345',
          deptId: n === 1 ? dept.main : null,
          positionId: n === 1 ? position.main : null,
          roleIds: [role.main],
        })
      ).id,
  );
  const me = { id: (await must(c, 'GET', '/tenantuser/getuserinfo?appKey=system')).tenantUserId as string };
  const sent = await must(c, 'POST', '/msg/sendMsg', {
    title: `${marker}消息`,
    content: `${marker}内容`,
    channels: [1],
    receivers: { type: 'users', tenantUserIds: [me!.id] },
  });
  const delivery = await failedDelivery(db, c, tenantId, member.main, marker);
  const messages = await rows<{ id: string }>(
    db,
    sql`select id from messages where tenant_id = ${tenantId} and receiver_tenant_user_id = ${me!.id}
        order by (title like ${`${marker}%`}) desc, created_at desc limit 2`,
  );
  const files = await rows<{ id: string }>(
    db,
    sql`select f.id from message_files f join messages m on m.file_id = f.id
        where m.tenant_id = ${tenantId} and m.receiver_tenant_user_id = ${me!.id}`,
  );
  const upload = await three(async (n) => {
    const form = await multipart({}, { name: `${marker}${n}.png`, body: PNG });
    const res = await app.inject({
      method: 'POST',
      url: `${P}/upload/uploadfile?dir=image`,
      headers: { authorization: `Bearer ${c.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.key as string;
  });
  const [scheme] = await rows<{ process_id: string }>(
    db,
    sql`select process_id from audit_schemes where tenant_id = ${tenantId} limit 1`,
  );

  // Forms of the designer: the main indicator form has two versions, so one can be restored.
  const S = '/api/api-spacestation/sp';
  const formJson = JSON.stringify(FORM_TEMPLATE(marker));
  const formGroup = `${marker}组`;
  const form = await three(
    async (n) =>
      (
        await must(c, 'POST', `${S}/form/saveIDB`, {
          formName: `${marker}表单${n}`,
          json: formJson,
          formGroupId: formGroup,
        })
      ).id,
  );
  await must(c, 'POST', `${S}/form/saveIDB`, {
    id: form.main,
    formName: `${marker}表单1`,
    json: formJson,
    formGroupId: formGroup,
  });
  const qsId = `qs-${tag}`;
  const qsDetail = await three(
    async (n) =>
      (await must(c, 'POST', `${S}/qs/saveQsDetail`, { qsId, name: `${marker}明细${n}`, jsonData: formJson }))
        .id,
  );
  const scoringNo = await three(
    async (n) =>
      (
        await must(c, 'POST', `${S}/score/saveScoreForm`, {
          bizType: '100',
          type: 2,
          isAuto: 1,
          form: { formName: `${marker}评分${n}`, json: formJson, total: 5 },
        })
      ).no,
  );

  const workflow = await workflowRows(db, c, tenantId, username, marker, tag);
  const scoringForms = await rows<{ id: string; no: string }>(
    db,
    sql`select id, no from forms where tenant_id = ${tenantId}
        and no in (${scoringNo.main}, ${scoringNo.spare}, ${scoringNo.other})`,
  );
  const scoringForm = (no: string) => scoringForms.find((f) => f.no === no)!.id;
  const business = await businessRows(db, c, tenantId, username, marker, {
    indicator: form.other,
    loose: form.spare,
    questionnaire: qsDetail.main,
    scoring: scoringForm(scoringNo.main),
  });
  const carbon = await carbonRows(app, db, c, tenantId, marker, tag);
  const cert = await certRows(app, db, c, tenantId, marker, tag);
  const brand = await brandRows(db, c, tenantId, marker, me.id, {
    bound: scoringForm(scoringNo.main),
    free: scoringForm(scoringNo.other),
  });
  const content = await contentRows(app, db, c, code, tenantId, marker, form.main);

  const exUploadLink = await exUploadRows(app, c, workflow.kinds.wfTask.main, marker);

  const kinds: TenantRows['kinds'] = {
    ...workflow.kinds,
    ...business.kinds,
    ...carbon.kinds,
    ...cert.kinds,
    ...brand.kinds,
    ...content.kinds,
    tenant: { main: tenantId },
    dept,
    position,
    role,
    dict,
    pageLayout,
    tenantUser: member,
    message: { main: messages[0]!.id, spare: messages[1]?.id },
    upload,
    dictCode: { main: `d${tag}1`, spare: `d${tag}2`, other: `d${tag}3` },
    messageSend: { main: sent.id },
    delivery: { main: delivery },
    form,
    formGroup: { main: formGroup },
    qsDetail,
    qsId: { main: qsId },
    scoringNo,
    exUploadLink,
  };
  if (files[0]) kinds.messageFile = { main: files[0].id };
  if (scheme) kinds.auditProcess = { main: scheme.process_id };
  const ids = Object.entries(kinds)
    .filter(([kind]) => !NOT_ROW_IDS.has(kind))
    .flatMap(([, k]) => [k.main, k.spare, k.other].filter((x): x is string => !!x));
  return {
    tenantId,
    tenantAppKey: sub!.tenant_app_key,
    kinds,
    ids,
    pageId,
    fresh: {
      ...workflow.fresh,
      ...business.fresh,
      ...carbon.fresh,
      ...cert.fresh,
      ...brand.fresh,
      ...content.fresh,
    },
  } satisfies TenantRows & { pageId: string; fresh: Fixture['fresh'] };
}

/** External upload links on the manager's task (issue 23), the main one with a received file. */
async function exUploadRows(app: FastifyInstance, c: Caller, taskId: string, marker: string) {
  const make = async (n: number) =>
    (await must(c, 'POST', `${P}/external-upload/create`, {
      targetKind: 'task',
      targetId: taskId,
      title: `${marker}外部上传${n}`,
    })) as { id: string; url: string };
  const main = await make(1);
  const spare = await make(2);
  const token = new URL(main.url, 'http://site').searchParams.get('token')!;
  const sent = await multipart({ uploaderName: `${marker}上传人` }, { name: `${marker}材料.png`, body: PNG });
  const res = await app.inject({
    method: 'POST',
    url: `${P}/external-upload/public/upload?token=${token}`,
    ...sent,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { main: main.id, spare: spare.id };
}

/**
 * Content pages and report submissions (issue 23): the tenant's own report page on its form, version 1
 * published and version 2 a draft (publishing uses a draft up: a fresh one is the slot's next draft),
 * and two reports received through the public page.
 */
async function contentRows(
  app: FastifyInstance,
  db: Db,
  c: Caller,
  code: string,
  tenantId: string,
  marker: string,
  formId: string,
) {
  const draft = async (title: string) =>
    (
      (await must(c, 'POST', `${P}/content/saveDraft`, {
        scope: 'tenant',
        kind: 'reportform',
        language: 'zh-CN',
        title: `${marker}${title}`,
        body: `<p>${marker}举报说明</p>`,
        formId,
      })) as { id: string }
    ).id;
  const published = await draft('举报投诉');
  await must(c, 'POST', `${P}/content/publish`, { id: published });
  const next = await draft('举报投诉草稿');
  const page = await app.inject({
    method: 'GET',
    url: `${P}/content/public/page?kind=reportform&tenant=${code}`,
  });
  const formVersion = (page.json() as { data: { form: { version: number } } }).data.form.version;
  for (const n of [1, 2]) {
    const res = await app.inject({
      method: 'POST',
      url: `${P}/content/public/report?tenant=${code}`,
      payload: { formVersion, data: { q1: 'A' }, contactName: `${marker}举报人${n}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const reports = await rows<{ id: string }>(
    db,
    sql`select id from report_submissions where tenant_id = ${tenantId}
        and starts_with(contact_name, ${marker}) order by contact_name`,
  );
  return {
    kinds: {
      contentVersion: { main: published },
      contentDraft: { main: next },
      reportSubmission: { main: reports[0]!.id, spare: reports[1]!.id },
    },
    fresh: { contentDraft: () => draft('举报投诉草稿') },
  };
}

/** Kinds that name rows by a code or number, not by a row id. */
const NOT_ROW_IDS = new Set([
  'dictCode',
  'formGroup',
  'qsId',
  'scoringNo',
  'wfDefinitionKey',
  'wfDecisionKey',
]);

/**
 * start → prepare → review → checked: "returned" goes back to prepare, "rejected" ends at refused.
 * The manager is the assignee and a candidate of both steps: may claim, unclaim, complete, return,
 * reject and delegate them (and, as a process administrator, reassign).
 */
const reviewProcess = (key: string, marker: string, username: string) => {
  const step = (id: string, name: string) =>
    `<userTask id="${id}" name="${marker}${name}" pf:assignee="${username}" pf:candidateUsers="${username}" />`;
  return bpmn(
    key,
    `<startEvent id="start" />${step('prepare', '初审')}${step('review', '复审')}
    <exclusiveGateway id="checked" default="fDone" /><endEvent id="done" /><endEvent id="refused" />
    ${flow('f1', 'start', 'prepare')}${flow('f2', 'prepare', 'review')}${flow('f3', 'review', 'checked')}
    ${flow('fBack', 'checked', 'prepare', 'outcome = "returned"')}
    ${flow('fRefused', 'checked', 'refused', 'outcome = "rejected"')}${flow('fDone', 'checked', 'done')}`,
    `${marker}审核流程`,
  );
};

/** start → a message to the starter (a service task) → the manager's step. */
const noticeProcess = (key: string, marker: string, username: string) =>
  bpmn(
    key,
    `<startEvent id="start" /><serviceTask id="notify" name="${marker}通知" pf:handler="message.send" />
    <userTask id="after" name="${marker}后续" pf:assignee="${username}" /><endEvent id="end" />
    ${flow('f1', 'start', 'notify')}${flow('f2', 'notify', 'after')}${flow('f3', 'after', 'end')}`,
    `${marker}通知流程`,
  );

const AUDIT_DURATION = readFileSync(
  new URL('../../src/modules/workflow/models/audit-duration.dmn', import.meta.url),
  'utf8',
);

/** A platform template (no tenant): one step for the system managers. */
const TEMPLATE_PROCESS = bpmn(
  'iso-template',
  `<startEvent id="start" /><userTask id="check" name="模板步骤" pf:candidateRoles="1" /><endEvent id="end" />
  ${flow('f1', 'start', 'check')}${flow('f2', 'check', 'end')}`,
  '隔离模板',
);

/**
 * The tenant's workflow rows, made through the API by its manager (a process administrator): a review
 * process and a notice process, a decision, three instances with a task each at the review step (from
 * which a task may be completed, returned or rejected), and an incident. `fresh` makes more of them
 * for the calls that use them up.
 */
async function workflowRows(
  db: Db,
  c: Caller,
  tenantId: string,
  username: string,
  marker: string,
  tag: string,
) {
  const reviewKey = `iso-review-${tag}`;
  const noticeKey = `iso-notice-${tag}`;
  const decisionKey = `audit-duration-${tag}`;
  const review = await must(c, 'POST', `${W}/definition/deploy`, {
    xml: reviewProcess(reviewKey, marker, username),
  });
  const notice = await must(c, 'POST', `${W}/definition/deploy`, {
    xml: noticeProcess(noticeKey, marker, username),
  });
  const decision = await must(c, 'POST', `${W}/decision/deploy`, {
    xml: AUDIT_DURATION.replaceAll('"audit-duration"', `"${decisionKey}"`).replace(
      'name="审核人日"',
      `name="${marker}审核人日"`,
    ),
  });

  let serial = 0;
  const start = async (definitionKey: string) => {
    const n = ++serial;
    return (
      await must(c, 'POST', `${W}/instance/start`, {
        definitionKey,
        businessKey: `${marker}-${n}`,
        title: `${marker}实例${n}`,
      })
    ).id as string;
  };
  const openTask = async (instanceId: string) => {
    const [task] = await rows<{ id: string }>(
      db,
      sql`select id from wf_tasks where tenant_id = ${tenantId} and instance_id = ${instanceId} and status = 'open'`,
    );
    return task!.id;
  };
  const atReview = async () => {
    const instance = await start(reviewKey);
    await must(c, 'POST', `${W}/task/complete`, { id: await openTask(instance) });
    return { instance, task: await openTask(instance) };
  };
  // message.send does not fail (it messages the starter), and the suite's app has no handler that
  // does: the job is marked as its last failed attempt leaves it, before the worker takes it (as
  // failedDelivery does for deliveries), so that there is an incident to retry.
  const incident = async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const instance = await start(noticeKey);
      const [job] = await rows<{ id: string }>(
        db,
        sql`update wf_jobs set status = 'incident', attempts = max_attempts, last_error = 'refused by the message centre'
            where tenant_id = ${tenantId} and instance_id = ${instance} and status = 'pending' and lease_until is null
            returning id`,
      );
      if (job) return job.id;
      // The worker was first: let it finish, so that nothing of the tenant changes after set-up.
      await waitFor(db, sql`select 1 from wf_jobs where instance_id = ${instance} and status = 'pending'`);
    }
    throw new Error('the workflow worker took every notice job before it could be marked an incident');
  };

  const main = await atReview();
  const spare = await atReview();
  const other = await atReview();
  return {
    kinds: {
      wfDefinition: { main: review.id as string, spare: notice.id as string },
      wfDefinitionKey: { main: reviewKey, spare: noticeKey },
      wfDecision: { main: decision.id as string },
      wfDecisionKey: { main: decisionKey },
      wfInstance: { main: main.instance, spare: spare.instance, other: other.instance },
      wfTask: { main: main.task, spare: spare.task, other: other.task },
      wfIncident: { main: await incident() },
    },
    fresh: {
      wfInstance: () => start(reviewKey),
      wfTask: async () => (await atReview()).task,
      wfIncident: incident,
    },
  };
}

/**
 * The tenant's business rows, made through the API by its manager (who manages items, fills papers
 * in, reviews and scores): items published to the tenant itself only (an item is visible to the
 * tenants it is published to, by design, so the attacked tenant's items are never published to the
 * attacker's), each paper answered by the manager in the state a call needs. The main item has an
 * indicator paper (submitted: read, suggested on), a questionnaire (answered), a scoring paper
 * (submitted, the manager its expert) and a paper without answers (to unbind); further items hold a
 * draft (answered again), a draft to submit and a submitted paper to review; the spare item is a
 * draft, chosen for the tenant but not published (its target row is removed, the item deleted).
 */
async function businessRows(
  db: Db,
  c: Caller,
  tenantId: string,
  username: string,
  marker: string,
  forms: { indicator: string; loose: string; questionnaire: string; scoring: string },
) {
  let serial = 0;
  const item = async () =>
    (
      await must(c, 'POST', `${IND}/biz/addBiz`, {
        name: `${marker}业务${++serial}`,
        type: 'QMS',
        description: `${marker}说明`,
      })
    ).id as string;
  const bind = async (bizId: string, formId: string, experts?: string[]) =>
    (await must(c, 'POST', `${IND}/biz/bindPaper`, { bizId, formId, ...(experts ? { experts } : {}) }))
      .id as string;
  const publish = (bizId: string) =>
    must(c, 'POST', `${IND}/biz/publishBiz`, { bizId, tenantIds: [tenantId] });
  /** A published item with one indicator paper. */
  const published = async () => {
    const bizId = await item();
    const paperId = await bind(bizId, forms.indicator);
    await publish(bizId);
    return { bizId, paperId };
  };
  const answer = async (p: { bizId: string; paperId: string }, submit: boolean) => {
    const { submitId } = await must(c, 'POST', `${BRMS}/form/add`, p);
    await must(c, 'POST', `${BRMS}/form/${submit ? 'submit' : 'doanswer'}`, { submitId, data: { q1: 'A' } });
    return submitId as string;
  };

  const main = await item();
  const indicator = await bind(main, forms.indicator);
  const questionnaire = await bind(main, forms.questionnaire);
  const scoring = await bind(main, forms.scoring, [username]);
  const loose = await bind(main, forms.loose);
  await publish(main);
  const submission = await answer({ bizId: main, paperId: indicator }, true);
  await answer({ bizId: main, paperId: questionnaire }, true);
  const scored = await answer({ bizId: main, paperId: scoring }, true);
  const suggestion = async (n: number) =>
    (
      await must(c, 'POST', `${CPN}/saveSuggest`, {
        submitId: submission,
        path: 'q1',
        content: `${marker}建议${n}`,
      })
    ).id as string;
  const [flow] = await rows<{ wf_instance_id: string }>(
    db,
    sql`select wf_instance_id from biz_submissions where tenant_id = ${tenantId} and id = ${submission}`,
  );

  const draft = await answer(await published(), false);
  const toSubmit = await answer(await published(), false);
  const toReview = await answer(await published(), true);

  const spare = await item();
  await bind(spare, forms.indicator);
  const [target] = await must(c, 'POST', `${IND}/bizTenant/batchAddBizTenant`, {
    bizId: spare,
    tenantIds: [tenantId],
  });

  return {
    kinds: {
      biz: { main, spare, other: (await published()).bizId },
      paper: { main: indicator },
      loosePaper: { main: loose },
      qsPaper: { main: questionnaire },
      submission: { main: submission },
      submissionFlow: { main: flow!.wf_instance_id },
      draftSubmission: { main: draft },
      submitSubmission: { main: toSubmit },
      reviewSubmission: { main: toReview },
      scoringSubmission: { main: scored },
      suggestion: { main: await suggestion(1), spare: await suggestion(2) },
      bizTenant: { main: (target as { id: string }).id },
    },
    fresh: {
      // Closing an item and binding a form to it (once per form) use the item up.
      biz: async () => (await published()).bizId,
    },
  };
}

/** The year of the carbon rows' readings, models, plans and paths. */
const CARBON_YEAR = 2024;
/** The year of the verification in review (its organisation's readings of that year are locked). */
const VERIFIED_YEAR = 2022;

const carbonFactor = (name: string) => ({
  name,
  category: 'electricity',
  gas: 'CO2',
  value: '0.5',
  numeratorUnit: 't',
  denominatorUnit: 'MWh',
  source: '隔离测试',
  year: CARBON_YEAR,
});

const carbonSource = (name: string, factorId: string, deviceIds: string[]) => ({
  name,
  activityKind: 'electricity',
  deviceIds,
  factorId,
  activityUnit: 'kWh',
  scope: 2,
  isoCategory: 2,
});

/** A cradle-to-gate path without its product: the electricity of production, an indirect emission. */
const carbonPathBody = (name: string, factorId: string) => ({
  name,
  year: CARBON_YEAR,
  boundary: 'cradle_to_gate',
  outputAmount: '10',
  stages: [
    {
      stage: 'production',
      inputs: [{ name, amount: '2', unit: 'MWh', factorId, cbamKind: 'indirect' }],
    },
  ],
});

/** An .xlsx with one sheet of rows (the carbon imports find their sheet by name, columns by header). */
async function workbook(sheet: string, cells: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet);
  for (const row of cells) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Readings of the device every tenant's carbon rows have under the code ISO-IMPORT, in the long layout. */
const readingSheet = () =>
  workbook('活动数据', [
    ['设备编码', '年份', '月份', '数值', '单位'],
    ['ISO-IMPORT', CARBON_YEAR, 3, 500, 'kWh'],
  ]);

/** A device of the organisation with the code ISO-ORG (every tenant has one). */
const deviceSheet = () =>
  workbook('设备', [
    ['设备编码', '设备名称', '所属组织', '活动类型', '单位'],
    [`ISO-D${crypto.randomBytes(3).toString('hex')}`, '导入电表', 'ISO-ORG', 'electricity', 'kWh'],
  ]);

/**
 * The tenant's carbon rows, made through the API by its manager (carbon staff, role 42, and a
 * verifier, role 33): organisations (one with a child), factors, meters with readings, draft models
 * with a source, an import of readings, products with paths, plans, and a verification in review with
 * a sample and a finding. A verifier never verifies their own submission, so a second carbon member of
 * the tenant submits and the manager (the attacker, in tenant A) verifies. `fresh` makes a draft model
 * to submit, a verification in review, a verified model and an open finding, for the calls that use
 * them up.
 */
async function carbonRows(
  app: FastifyInstance,
  db: Db,
  c: Caller,
  tenantId: string,
  marker: string,
  tag: string,
) {
  const [staffRole] = await rows<{ id: string }>(
    db,
    sql`select r.id from roles r join apps a on a.id = r.app_id where a.key = 'carbon' and r.code = 42`,
  );
  const submitterName = `iso_${tag}_carbon`;
  await must(c, 'POST', '/tenantuser/add', {
    username: submitterName,
    realname: `${marker}填报人`,
    email: null,
    password: 'Iso@12345',
    deptId: null,
    positionId: null,
    roleIds: [staffRole!.id],
  });
  const submitter = caller(app, await signIn(app, submitterName, 'Iso@12345'));

  const org = async (n: number, more: Record<string, unknown> = {}) =>
    (await must(c, 'POST', `${CB}/org/save`, { name: `${marker}组织${n}`, kind: 'company', ...more }))
      .id as string;
  const orgs = { main: await org(1), spare: await org(2), other: await org(3, { code: 'ISO-ORG' }) };
  const childOrg = await org(4, { parentId: orgs.main, kind: 'site' });

  const factor = async (n: number) =>
    (await must(c, 'POST', `${CB}/zjFactor/save`, carbonFactor(`${marker}因子${n}`))).id as string;
  const factors = { main: await factor(1), spare: await factor(2), other: await factor(3) };

  const device = async (code: string, n: number) =>
    (
      await must(c, 'POST', `${CB}/device/save`, {
        orgId: orgs.main,
        code,
        name: `${marker}电表${n}`,
        activityKind: 'electricity',
        unit: 'kWh',
      })
    ).id as string;
  const devices = {
    main: await device(`ISO-${tag}-1`, 1),
    spare: await device(`ISO-${tag}-2`, 2),
    other: await device(`ISO-${tag}-3`, 3),
  };
  await device('ISO-IMPORT', 4);

  const reading = async (deviceId: string, year: number, month: number) =>
    (
      await must(c, 'POST', `${CB}/deviceData/save`, {
        deviceId,
        year,
        month,
        value: '1000',
        unit: 'kWh',
        note: `${marker}读数`,
      })
    ).id as string;
  const activity = {
    main: await reading(devices.main, CARBON_YEAR, 1),
    spare: await reading(devices.main, CARBON_YEAR, 2),
    other: await reading(devices.other, CARBON_YEAR, 1),
  };
  const sampled = await reading(devices.main, VERIFIED_YEAR, 1);

  const model = async (year: number, deviceIds: string[] = []) =>
    (await must(c, 'POST', `${CB}/model/save`, {
      orgId: orgs.main,
      year,
      name: `${marker}模型${year}`,
      boundary: 'operational',
      sources: [carbonSource(`${marker}外购电力`, factors.main, deviceIds)],
    })) as { id: string; sources: { id: string }[] };
  const main = await model(CARBON_YEAR, [devices.main]);
  const spare = await model(CARBON_YEAR - 1);
  // Models that are submitted or verified each take a year of their own (one model per organisation
  // and year), far from the years above.
  let year = 2030;
  const verification = async (deviceIds: string[] = []) => {
    const m = await model(year++, deviceIds);
    const v = await must(submitter, 'POST', `${CB}/verify/submit`, { modelId: m.id });
    return { id: v.id as string, model: m };
  };
  const verified = async () => {
    const v = await verification();
    await must(c, 'POST', `${CB}/verify/statement`, {
      verificationId: v.id,
      assurance: 'reasonable',
      materiality: '5',
      opinion: `${marker}核查意见`,
    });
    return v.model.id;
  };
  const inReview = await (async () => {
    const m = await must(c, 'POST', `${CB}/model/save`, {
      orgId: orgs.main,
      year: VERIFIED_YEAR,
      name: `${marker}核查模型`,
      boundary: 'operational',
      sources: [carbonSource(`${marker}核查电力`, factors.main, [devices.main])],
    });
    const v = await must(submitter, 'POST', `${CB}/verify/submit`, { modelId: m.id });
    return { id: v.id as string, sourceId: m.sources[0].id as string };
  })();
  // The manager's first act on it makes them its verifier.
  await must(c, 'POST', `${CB}/verify/sample`, {
    verificationId: inReview.id,
    activityId: sampled,
    result: 'ok',
    note: `${marker}抽样`,
  });
  let findings = 0;
  const finding = async () =>
    (
      await must(c, 'POST', `${CB}/verify/finding/add`, {
        verificationId: inReview.id,
        activityId: sampled,
        severity: 'observation',
        text: `${marker}发现${++findings}`,
      })
    ).id as string;

  const imported = await (async () => {
    const form = await multipart({}, { name: `${marker}.xlsx`, body: await readingSheet() });
    const res = await app.inject({
      method: 'POST',
      url: `${CB}/deviceData/import?year=${CARBON_YEAR}`,
      headers: { authorization: `Bearer ${c.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as string;
    const until = Date.now() + 15_000;
    let status: { status: number; report: unknown[] };
    while ((status = await must(c, 'GET', `${CB}/import/status?id=${id}`)).status === ImportStatus.running) {
      if (Date.now() > until) throw new Error('the carbon import did not finish');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status, JSON.stringify(status)).toMatchObject({ status: ImportStatus.done, report: [] });
    return id;
  })();

  const product = async (n: number) =>
    (
      await must(c, 'POST', `${CB}/pdt/save`, {
        orgId: orgs.main,
        name: `${marker}产品${n}`,
        declaredUnit: 't',
        cbamGoods: 'iron_steel',
        cnCode: '7208',
      })
    ).id as string;
  const products = { main: await product(1), spare: await product(2), other: await product(3) };
  const path = async (productId: string, n: number) =>
    (
      await must(c, 'POST', `${CB}/zjPath/create`, {
        productId,
        ...carbonPathBody(`${marker}路径${n}`, factors.main),
      })
    ).id as string;
  const paths = {
    main: await path(products.main, 1),
    spare: await path(products.main, 2),
    other: await path(products.other, 3),
  };

  const plan = async (planYear: number) =>
    (
      await must(c, 'POST', `${CB}/plan/save`, {
        orgId: orgs.main,
        year: planYear,
        baseYear: 2020,
        baseEmission: '100',
        targetEmission: '90',
        scopes: [1, 2],
        measures: `${marker}措施`,
      })
    ).id as string;

  const kinds: TenantRows['kinds'] = {
    carbonOrg: orgs,
    carbonChildOrg: { main: childOrg },
    carbonFactor: factors,
    carbonDevice: devices,
    carbonActivity: activity,
    carbonModel: { main: main.id, spare: spare.id },
    carbonSource: { main: main.sources[0]!.id },
    carbonDraftModel: { main: (await model(year++)).id },
    carbonVerifiedModel: { main: await verified() },
    carbonVerification: { main: inReview.id },
    carbonVerificationSource: { main: inReview.sourceId },
    carbonSampleActivity: { main: sampled },
    carbonFinding: { main: await finding() },
    carbonImport: { main: imported },
    carbonProduct: products,
    carbonPath: paths,
    carbonPlan: { main: await plan(CARBON_YEAR), spare: await plan(CARBON_YEAR + 1) },
  };
  // The verified model's process records its outcome in a job: done before anyone looks.
  await waitFor(db, sql`select 1 from wf_jobs where tenant_id = ${tenantId} and status = 'pending'`);
  return {
    kinds,
    fresh: {
      carbonDraftModel: async () => (await model(year++)).id,
      carbonVerification: async () => (await verification()).id,
      carbonVerifiedModel: verified,
      carbonFinding: finding,
    },
  };
}

/** Carbon calls: bodies with units, years and sources the sampler cannot make; calls that use a row up. */
const CARBON_RECIPES: Record<string, Recipe> = {
  [`POST ${CB}/zjFactor/save`]: { body: () => carbonFactor('甲因子') },
  // The source keeps its id (the figures' drill-down names it).
  [`POST ${CB}/model/save`]: {
    body: (ids) => ({
      year: CARBON_YEAR,
      name: '甲模型',
      sources: [
        {
          id: ids('carbonSource'),
          ...carbonSource('甲外购电力', ids('carbonFactor'), [ids('carbonDevice')]),
        },
      ],
    }),
  },
  [`POST ${CB}/model/newVersion`]: { consumes: ['carbonVerifiedModel'] },
  [`POST ${CB}/device/save`]: { body: () => ({ activityKind: 'electricity', unit: 'kWh' }) },
  [`POST ${CB}/deviceData/save`]: {
    body: () => ({ year: CARBON_YEAR, month: 1, value: '1200', unit: 'kWh', reason: '甲更正' }),
  },
  [`POST ${CB}/device/import`]: {
    request: async () => multipart({}, { name: 'devices.xlsx', body: await deviceSheet() }),
  },
  [`POST ${CB}/deviceData/import`]: {
    request: async () => multipart({}, { name: 'readings.xlsx', body: await readingSheet() }),
    query: () => ({ year: CARBON_YEAR }),
  },
  [`GET ${CB}/data/searchEmissionData`]: { query: () => ({ year: CARBON_YEAR }) },
  [`GET ${CB}/data/searchEnergyData`]: { query: () => ({ year: CARBON_YEAR }) },
  [`GET ${CB}/data/getSingleData`]: { query: () => ({ year: CARBON_YEAR }) },
  [`GET ${CB}/data/searchBorderEmissionData`]: { query: () => ({ year: CARBON_YEAR }) },
  [`POST ${CB}/plan/save`]: {
    body: () => ({ year: CARBON_YEAR, baseYear: 2020, baseEmission: '100', targetEmission: '90' }),
  },
  [`POST ${CB}/pdt/save`]: { body: () => ({ declaredUnit: 't' }) },
  [`POST ${CB}/zjPath/create`]: { body: (ids) => carbonPathBody('甲路径', ids('carbonFactor')) },
  [`POST ${CB}/zjPath/update`]: { body: (ids) => carbonPathBody('甲路径', ids('carbonFactor')) },
  [`POST ${CB}/verify/submit`]: { consumes: ['carbonDraftModel'] },
  [`POST ${CB}/verify/statement`]: {
    consumes: ['carbonVerification'],
    body: () => ({ assurance: 'reasonable', materiality: '5', opinion: '甲核查意见' }),
  },
  [`POST ${CB}/verify/return`]: { consumes: ['carbonVerification'] },
  [`POST ${CB}/verify/finding/close`]: { consumes: ['carbonFinding'] },
};

/** A QMS application of 120 people on one site; its names carry the tenant's marker. */
const certApplicationBody = (marker: string, n: number) => ({
  scheme: 'QMS',
  entName: `${marker}企业${n}`,
  creditCode: '91110000600037341L',
  address: `${marker}地址${n}`,
  region: '320500',
  contactName: `${marker}联系人`,
  contactTel: '13800000001',
  scope: `${marker}精密机械零部件的设计和生产`,
  fieldCodes: ['18.01'],
  employees: 120,
  sites: [{ name: `${marker}总部`, address: `${marker}地址${n}`, employees: 120 }],
  documents: [{ key: 'uploads/licence.pdf', name: '营业执照.pdf' }],
});

const certQuotation = (applicationId: string) => ({
  applicationId,
  auditDays: '6',
  dayRate: '3000',
  fees: [{ name: '申请费', amount: '500' }],
  terms: '一、甲方应如实提供资料。',
});

const CERT_SIGNED_COPY = { signedCopy: { key: 'uploads/signed.pdf', name: '合同.pdf' } };

const certPlan = (auditId: string, leaderId: string) => ({
  auditId,
  beginDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
  endDate: new Date(Date.now() + 41 * 86_400_000).toISOString().slice(0, 10),
  auditDays: '3',
  criteria: 'GB/T 19001-2016',
  team: [{ auditorId: leaderId, post: 'leader' }],
  plan: [],
});

const certReport = (marker: string) => ({
  conclusion: `${marker}体系运行有效`,
  recommendation: 'recommend',
  summary: `${marker}审核摘要`,
});

/**
 * The tenant's certification rows, made through the API by its manager (the enterprise, role 8; the
 * body's staff, 34; an auditor, 47) and two more members: an auditor (47) and an enterprise's contact
 * (8). An auditor never audits their own application and a reviewer or decider is never on the audit's
 * team, so the manager applies for the applications whose audits the second member leads and the
 * manager then reviews and decides (and whose findings the manager answers), and leads the audits of
 * the contact's applications (findings, report, closing). `fresh` makes a row in the state each call
 * that uses one up needs; surveillance audits of certified applications feed the audits to start,
 * review and decide.
 */
async function certRows(
  app: FastifyInstance,
  db: Db,
  c: Caller,
  tenantId: string,
  marker: string,
  tag: string,
) {
  const CT = CERT_PREFIX;
  const certMember = async (who: string, name: string, code: number) => {
    const [role] = await rows<{ id: string }>(
      db,
      sql`select r.id from roles r join apps a on a.id = r.app_id where a.key = 'cert' and r.code = ${code}`,
    );
    const username = `iso_${tag}_${who}`;
    const member = await must(c, 'POST', '/tenantuser/add', {
      username,
      realname: `${marker}${name}`,
      email: null,
      password: 'Iso@12345',
      deptId: null,
      positionId: null,
      roleIds: [role!.id],
    });
    return { id: member.id as string, caller: caller(app, await signIn(app, username, 'Iso@12345')) };
  };
  const lead = await certMember('lead', '审核组长', 47);
  const client = (await certMember('client', '企业联系人', 8)).caller;
  const me = (await must(c, 'GET', '/tenantuser/getuserinfo?appKey=system')).tenantUserId as string;

  let auditors = 0;
  const auditor = async (tenantUserId?: string) =>
    (
      await must(c, 'POST', `${CT}/auditor/save`, {
        name: `${marker}审核员${++auditors}`,
        gender: 1,
        mobile: `1390000${String(1000 + auditors)}`,
        qualification: '审核员',
        schemes: ['QMS'],
        fieldCodes: ['18.01'],
        organisation: `${marker}认证机构`,
        ...(tenantUserId ? { tenantUserId } : {}),
      })
    ).id as string;
  const myAuditor = await auditor(me);
  const leadAuditor = await auditor(lead.id);
  const freeAuditors = { main: await auditor(), spare: await auditor() };

  let applications = 0;
  const draft = async (by = c) =>
    (await must(by, 'POST', `${CT}/apply/save`, certApplicationBody(marker, ++applications))).id as string;
  const submitted = async (by = c) =>
    (await must(by, 'POST', `${CT}/apply/submit`, { id: await draft(by) })).id as string;
  const accepted = async (by = c) =>
    (
      await must(c, 'POST', `${CT}/apply/accept`, {
        id: await submitted(by),
        risk: 'medium',
        auditDays: '6',
        daysReason: `${marker}单一产品线`,
      })
    ).id as string;
  const draftContract = async (by = c) => {
    const applicationId = await accepted(by);
    const contract = await must(c, 'POST', `${CT}/contract/save`, certQuotation(applicationId));
    return { applicationId, id: contract.id as string };
  };
  const sentContract = async (by = c) => {
    const contract = await draftContract(by);
    await must(c, 'POST', `${CT}/contract/send`, { id: contract.id });
    return contract;
  };
  const auditsOf = async (applicationId: string) =>
    rows<{ id: string; kind: number }>(
      db,
      sql`select id, kind from cert_audits where tenant_id = ${tenantId} and application_id = ${applicationId}
          order by kind, seq`,
    );
  /** A signed contract: the programme's stage 1 audit awaits its plan. */
  const contracted = async (by = c) => {
    const contract = await sentContract(by);
    await must(c, 'POST', `${CT}/contract/sign`, { id: contract.id, ...CERT_SIGNED_COPY });
    const audits = await auditsOf(contract.applicationId);
    return {
      ...contract,
      stage1: audits.find((a) => Number(a.kind) === 1)!.id,
      stage2: audits.find((a) => Number(a.kind) === 2)!.id,
    };
  };
  const drafted = async (auditId: string, leaderId = leadAuditor) => {
    await must(c, 'POST', `${CT}/audit/savePlan`, certPlan(auditId, leaderId));
    return auditId;
  };
  const issued = async (auditId: string, leaderId = leadAuditor) => {
    await drafted(auditId, leaderId);
    await must(c, 'POST', `${CT}/audit/issuePlan`, { auditId });
    return auditId;
  };
  /** Planned, issued and confirmed by its applicant: at the audit step, its leader's. */
  const atAudit = async (auditId: string, leaderId = leadAuditor, applicant = c) => {
    await issued(auditId, leaderId);
    await must(applicant, 'POST', `${CT}/audit/confirmPlan`, { auditId });
    return auditId;
  };
  /** The contact's application at the audit step, led by the manager. */
  const managerLed = async () => atAudit((await contracted(client)).stage1, myAuditor, client);
  /** The manager's application audited by the second member, nothing found: the report closes it. */
  const ledAndClosed = async (auditId: string) => {
    await atAudit(auditId);
    await must(lead.caller, 'POST', `${CT}/audit/issueReport`, { auditId, ...certReport(marker) });
    return auditId;
  };
  let findings = 0;
  const finding = async (auditId: string, kind: number, by = c) =>
    (
      await must(by, 'POST', `${CT}/finding/add`, {
        auditId,
        kind,
        clause: '7.1.5',
        description: `${marker}发现${++findings}`,
      })
    ).id as string;
  const answer = (id: string) =>
    must(client, 'POST', `${CT}/finding/answer`, {
      id,
      rootCause: `${marker}原因`,
      correction: `${marker}纠正`,
      correctiveAction: `${marker}纠正措施`,
    });
  /** A minor on an audit the manager leads, answered by the contact. */
  const answered = async (auditId: string) => {
    const id = await finding(auditId, 2);
    await answer(id);
    return id;
  };
  /** Reported with a minor open, then answered: the manager (its leader) may close it. */
  const reported = async () => {
    const auditId = await managerLed();
    const minor = await finding(auditId, 2);
    await must(c, 'POST', `${CT}/audit/issueReport`, { auditId, ...certReport(marker) });
    await answer(minor);
    return auditId;
  };
  /** The manager's application through stage 1 and 2 (led by the second member), reviewed and granted. */
  const certified = async () => {
    const contract = await contracted();
    await ledAndClosed(contract.stage1);
    const stage2 = await ledAndClosed(contract.stage2);
    await must(c, 'POST', `${CT}/review/submit`, {
      auditId: stage2,
      result: 'pass',
      opinion: `${marker}资料齐全`,
    });
    await must(c, 'POST', `${CT}/decision/submit`, {
      auditId: stage2,
      decision: 'grant',
      opinion: `${marker}批准`,
    });
    const [certificate] = await rows<{ id: string }>(
      db,
      sql`select id from cert_certificates where tenant_id = ${tenantId} and application_id = ${contract.applicationId}`,
    );
    const surveillance = (await auditsOf(contract.applicationId))
      .filter((a) => Number(a.kind) === 3)
      .map((a) => a.id);
    return { ...contract, stage2, certificate: certificate!.id, surveillance };
  };
  // Surveillance audits of certified applications, to start, review and decide.
  const pool: string[] = [];
  const surveillance = async () => {
    if (!pool.length) pool.push(...(await certified()).surveillance);
    return pool.shift()!;
  };
  const inReview = async () => {
    const auditId = await surveillance();
    await must(c, 'POST', `${CT}/audit/start`, { auditId });
    return ledAndClosed(auditId);
  };
  const inDecision = async () => {
    const auditId = await inReview();
    await must(c, 'POST', `${CT}/review/submit`, { auditId, result: 'pass', opinion: `${marker}资料齐全` });
    return auditId;
  };
  let notices = 0;
  const notice = async () =>
    (
      await must(c, 'POST', `${CT}/cert/notice/save`, {
        title: `${marker}公告${++notices}`,
        content: `${marker}公告内容`,
        client: true,
      })
    ).id as string;

  const main = await certified();
  pool.push(...main.surveillance);
  const [instance] = await rows<{ instance_id: string }>(
    db,
    sql`select instance_id from cert_applications where tenant_id = ${tenantId} and id = ${main.applicationId}`,
  );
  // The audit the team works on: the contact's, led by the manager, at the audit step, with findings.
  const work = await contracted(client);
  await atAudit(work.stage1, myAuditor, client);
  // The manager's own application at the audit step: its findings are the manager's to answer.
  const mine = await atAudit((await contracted()).stage1);
  const contract = await draftContract();
  const kinds: TenantRows['kinds'] = {
    certApplication: { main: main.applicationId },
    certInstance: { main: instance!.instance_id },
    certDraft: { main: await draft(), spare: await draft() },
    certSubmitted: { main: await submitted() },
    certContract: { main: main.id },
    certDraftContract: { main: contract.id },
    certDraftContractApplication: { main: contract.applicationId },
    certSentContract: { main: (await sentContract()).id },
    certAuditor: freeAuditors,
    certLeader: { main: myAuditor },
    certAudit: { main: work.stage1 },
    certWorkApplication: { main: work.applicationId },
    certPlannedAudit: { main: work.stage2 },
    certDraftedAudit: { main: await drafted((await contracted()).stage1) },
    certIssuedAudit: { main: await issued((await contracted()).stage1) },
    certReportAudit: { main: await managerLed() },
    certReportedAudit: { main: await reported() },
    certClosedAudit: { main: main.stage2 },
    certStartableAudit: { main: await surveillance() },
    certReviewAudit: { main: await inReview() },
    certDecisionAudit: { main: await inDecision() },
    certFinding: { main: await finding(work.stage1, 3), spare: await finding(work.stage1, 1) },
    certOpenFinding: { main: await finding(mine, 2, lead.caller) },
    certAnsweredFinding: { main: await answered(work.stage1) },
    certCertificate: { main: main.certificate },
    certNotice: { main: await notice(), spare: await notice() },
    certDraftNotice: { main: await notice() },
  };
  // The process's jobs are done before anyone looks.
  await waitFor(db, sql`select 1 from wf_jobs where tenant_id = ${tenantId} and status = 'pending'`);
  return {
    kinds,
    fresh: {
      certDraft: () => draft(),
      certSubmitted: () => submitted(),
      certDraftContract: async () => (await draftContract()).id,
      certSentContract: async () => (await sentContract()).id,
      certDraftedAudit: async () => drafted((await contracted()).stage1),
      certIssuedAudit: async () => issued((await contracted()).stage1),
      certReportAudit: managerLed,
      certReportedAudit: reported,
      certStartableAudit: surveillance,
      certReviewAudit: inReview,
      certDecisionAudit: inDecision,
      certOpenFinding: () => finding(mine, 2, lead.caller),
      certAnsweredFinding: () => answered(work.stage1),
      certDraftNotice: notice,
    },
  };
}

/** Certification calls: bodies the sampler cannot make (a quotation, a team, a report, a decision). */
const CERT_RECIPES: Record<string, Recipe> = {
  [`POST ${CERT_PREFIX}/apply/save`]: { body: () => certApplicationBody('甲', 0) },
  [`POST ${CERT_PREFIX}/apply/submit`]: { consumes: ['certDraft'] },
  [`POST ${CERT_PREFIX}/apply/withdraw`]: { consumes: ['certSubmitted'] },
  [`POST ${CERT_PREFIX}/apply/accept`]: {
    consumes: ['certSubmitted'],
    body: () => ({ risk: 'medium', auditDays: '6', daysReason: '甲减少半天' }),
  },
  [`POST ${CERT_PREFIX}/apply/refuse`]: {
    consumes: ['certSubmitted'],
    body: () => ({ reason: '甲不予受理' }),
  },
  [`GET ${CERT_PREFIX}/apply/auditDays`]: { query: () => ({ risk: 'medium' }) },
  // The harness names the draft contract and its application; the recipe only the quotation.
  [`POST ${CERT_PREFIX}/contract/save`]: {
    body: () => {
      const { applicationId: _, ...quotation } = certQuotation('');
      return quotation;
    },
  },
  [`POST ${CERT_PREFIX}/contract/send`]: { consumes: ['certDraftContract'] },
  [`POST ${CERT_PREFIX}/contract/cancel`]: {
    consumes: ['certDraftContract'],
    body: () => ({ reason: '甲取消' }),
  },
  [`POST ${CERT_PREFIX}/contract/sign`]: { consumes: ['certSentContract'], body: () => CERT_SIGNED_COPY },
  [`POST ${CERT_PREFIX}/contract/clientSign`]: {
    consumes: ['certSentContract'],
    body: () => CERT_SIGNED_COPY,
  },
  [`POST ${CERT_PREFIX}/auditor/save`]: {
    body: () => ({ name: '甲审核员', mobile: '13900009999', qualification: '审核员', schemes: ['QMS'] }),
  },
  [`POST ${CERT_PREFIX}/audit/savePlan`]: {
    body: (ids) => {
      const { auditId: _, ...rest } = certPlan('', ids('certLeader'));
      return rest;
    },
  },
  [`POST ${CERT_PREFIX}/audit/issuePlan`]: { consumes: ['certDraftedAudit'] },
  [`POST ${CERT_PREFIX}/audit/confirmPlan`]: { consumes: ['certIssuedAudit'] },
  [`POST ${CERT_PREFIX}/audit/requestChange`]: {
    consumes: ['certIssuedAudit'],
    body: () => ({ reason: '甲改期' }),
  },
  [`POST ${CERT_PREFIX}/audit/start`]: { consumes: ['certStartableAudit'] },
  [`POST ${CERT_PREFIX}/audit/saveReport`]: { body: () => certReport('甲') },
  [`POST ${CERT_PREFIX}/audit/issueReport`]: { consumes: ['certReportAudit'], body: () => certReport('甲') },
  [`POST ${CERT_PREFIX}/audit/close`]: { consumes: ['certReportedAudit'] },
  [`POST ${CERT_PREFIX}/finding/add`]: { body: () => ({ kind: 1, clause: '7.1.5', description: '甲发现' }) },
  [`POST ${CERT_PREFIX}/finding/update`]: {
    body: () => ({ kind: 3, clause: '7.1.5', description: '甲发现' }),
  },
  [`POST ${CERT_PREFIX}/finding/answer`]: { consumes: ['certOpenFinding'] },
  [`POST ${CERT_PREFIX}/finding/close`]: {
    consumes: ['certAnsweredFinding'],
    body: () => ({ comment: '甲验证' }),
  },
  [`POST ${CERT_PREFIX}/finding/reopen`]: {
    consumes: ['certAnsweredFinding'],
    body: () => ({ comment: '甲不接受' }),
  },
  [`POST ${CERT_PREFIX}/review/submit`]: {
    consumes: ['certReviewAudit'],
    body: () => ({ result: 'pass', opinion: '甲资料齐全' }),
  },
  [`POST ${CERT_PREFIX}/decision/submit`]: {
    consumes: ['certDecisionAudit'],
    body: () => ({ decision: 'maintain', opinion: '甲保持' }),
  },
  // Reducing the scope keeps the certificate valid, so the call can be made again.
  [`POST ${CERT_PREFIX}/certificate/changeStatus`]: {
    body: () => ({ change: 'reduceScope', reason: '甲缩小范围', scope: '甲精密机械零部件的生产' }),
  },
  [`POST ${CERT_PREFIX}/cert/notice/save`]: { body: () => ({ title: '甲公告', content: '甲公告内容' }) },
  [`POST ${CERT_PREFIX}/cert/notice/publish`]: { consumes: ['certDraftNotice'] },
  [`GET ${CERT_PREFIX}/mgmt/workbench/statChart`]: {
    query: () => ({ startYm: '2026-01', endYm: '2026-12' }),
  },
  [`GET ${CERT_PREFIX}/statsOfMonth`]: { query: () => ({ startDate: '2026-01-01', endDate: '2026-12-31' }) },
};

/** A brand application (valuation, so that the review computes a value); its names carry the marker. */
const brandApplication = (marker: string, n: number) => ({
  businessType: 'valuation',
  brandName: `${marker}品牌${n}`,
  entName: `${marker}企业${n}`,
  creditCode: '91110000600037341L',
  industry: `${marker}机械`,
  contactName: `${marker}联系人`,
  contactTel: '13800000001',
  description: `${marker}品牌说明`,
});

const brandSections = (marker: string) =>
  Object.fromEntries(BRAND_REPORT_SECTIONS.map((s) => [s, `${marker}报告${s}`]));

/**
 * The tenant's brand assessment rows, made by its manager (the enterprise, role 8; the body, 34; an
 * expert, 33): a questionnaire group with a questionnaire of the suite's one-indicator scoring form, an
 * empty spare group (to remove), and the manager's processes in each state a call acts on —
 * answering; answered in full; submitted with the manager assigned; scoring with two suggestions;
 * reviewing with the manager's submitted scores and a saved report version. Answers are written
 * directly, final, to every questionnaire of the tenant (checking a final answer against its form is
 * brand-process.test.ts's); the rest goes through the calls. `fresh` makes processes for the calls
 * that use one up, and a questionnaire nobody answered yet (in a group of its own) to unbind.
 */
async function brandRows(
  db: Db,
  c: Caller,
  tenantId: string,
  marker: string,
  me: string,
  forms: { bound: string; free: string },
) {
  const BR = BRAND_PREFIX;
  let groupCount = 0;
  const group = async () =>
    (
      await must(c, 'POST', `${BR}/brand/paper/saveGroup`, {
        name: `${marker}问卷组${++groupCount}`,
        dimension: 'quality',
        weight: '1',
        description: `${marker}说明`,
      })
    ).id as string;
  const groups = { main: await group(), spare: await group() };
  const bind = async (groupId: string) =>
    (
      await must(c, 'POST', `${BR}/brand/paper/bindQuestionnaire`, {
        groupId,
        formId: forms.bound,
        name: `${marker}问卷${groupCount}`,
        weight: '1',
      })
    ).id as string;
  const qs = await bind(groups.main);
  const unanswered = async () => bind(await group());

  let serial = 0;
  const apply = async () =>
    (await must(c, 'POST', `${BR}/ent/saveWorkFlow`, brandApplication(marker, ++serial))).id as string;
  const answered = async () => {
    const processId = await apply();
    await db.execute(sql`insert into brand_answers (tenant_id, process_id, qs_id, data, draft)
      select ${tenantId}, ${processId}, id, ${JSON.stringify({ q1: 'A' })}::jsonb, false
      from brand_questionnaires where tenant_id = ${tenantId}`);
    return processId;
  };
  const submitted = async () => {
    const processId = await answered();
    await must(c, 'POST', `${BR}/ent/submit`, { processId });
    await must(c, 'POST', `${BR}/ent/assignExperts`, { processId, expertIds: [me] });
    return processId;
  };
  const scoring = async () => {
    const processId = await submitted();
    await must(c, 'POST', `${BR}/ent/formalCheck`, { processId, result: 'passed' });
    return processId;
  };
  /** Every indicator of the score table at its highest, submitted: the manager is the only expert. */
  const reviewing = async () => {
    const processId = await scoring();
    const table = (await must(
      c,
      'GET',
      `${BR}/expert/getScoreTable?processId=${processId}`,
    )) as BrandScoreTable;
    const scores = table.groups.flatMap((g) =>
      g.questionnaires.flatMap((q) =>
        q.indicators.map((i) => ({
          qsId: q.qsId,
          indicator: i.model,
          score: i.max,
          comment: `${marker}评语`,
        })),
      ),
    );
    await must(c, 'POST', `${BR}/expert/saveScores`, { processId, scores, submit: true });
    return processId;
  };

  const inScoring = await scoring();
  const suggestion = async (n: number) =>
    (
      await must(c, 'POST', `${BR}/expert/saveSuggestion`, {
        processId: inScoring,
        qsId: qs,
        path: 'q1',
        content: `${marker}品牌建议${n}`,
      })
    ).id as string;
  const main = await reviewing();
  await must(c, 'POST', `${CCBD_PREFIX}/ccbd/exportreport/save`, {
    processId: main,
    sections: brandSections(marker),
  });
  const kinds: TenantRows['kinds'] = {
    brandGroup: groups,
    brandQs: { main: qs },
    brandLooseQs: { main: await unanswered() },
    brandForm: { main: forms.free },
    brandExpert: { main: me },
    brandProcess: { main },
    brandReviewing: { main },
    brandAnswering: { main: await apply() },
    brandSubmittable: { main: await answered() },
    brandSubmitted: { main: await submitted() },
    brandScoring: { main: inScoring },
    brandSuggestion: { main: await suggestion(1), spare: await suggestion(2) },
  };
  // The formal check's messages and the process's jobs are done before anyone looks.
  await waitFor(db, sql`select 1 from wf_jobs where tenant_id = ${tenantId} and status = 'pending'`);
  return {
    kinds,
    fresh: {
      brandAnswering: apply,
      brandSubmittable: answered,
      brandSubmitted: submitted,
      brandReviewing: reviewing,
      brandLooseQs: unanswered,
    },
  };
}

const BRAND_RECIPES: Record<string, Recipe | Recipe[]> = {
  [`POST ${BRAND_PREFIX}/brand/paper/saveGroup`]: { body: () => ({ name: '甲问卷组', weight: '1' }) },
  [`POST ${BRAND_PREFIX}/brand/paper/bindQuestionnaire`]: { body: () => ({ weight: '1' }) },
  [`POST ${BRAND_PREFIX}/ent/saveWorkFlow`]: { body: () => brandApplication('甲', 0) },
  [`POST ${BRAND_PREFIX}/ent/updateEntProcess`]: { body: () => brandApplication('甲', 0) },
  [`POST ${BRAND_PREFIX}/brand/paper/unbindQuestionnaire`]: { consumes: ['brandLooseQs'] },
  [`POST ${BRAND_PREFIX}/ent/withdraw`]: { consumes: ['brandAnswering'] },
  [`POST ${BRAND_PREFIX}/ent/submit`]: { consumes: ['brandSubmittable'] },
  [`POST ${BRAND_PREFIX}/ent/formalCheck`]: {
    consumes: ['brandSubmitted'],
    body: () => ({ result: 'passed' }),
  },
  [`POST ${BRAND_PREFIX}/ent/review`]: { consumes: ['brandReviewing'], body: () => ({ result: 'approved' }) },
  [`POST ${BRAND_PREFIX}/expert/saveScores`]: {
    body: (ids) => ({
      scores: [{ qsId: ids('brandQs'), indicator: 'q1', score: '3', comment: '甲评语' }],
      submit: false,
    }),
  },
  [`POST ${BRAND_PREFIX}/expert/saveSuggestion`]: { body: () => ({ path: 'q1', content: '甲建议' }) },
  [`POST ${BRAND_PREFIX}/ent/saveValueInputs`]: {
    body: () => ({
      baseRevenue: '10000000',
      growth: ['0.05', '0.05'],
      royaltyMin: BRAND_DEFAULTS.royaltyMin,
      royaltyMax: BRAND_DEFAULTS.royaltyMax,
      taxRate: BRAND_DEFAULTS.taxRate,
      discountRate: BRAND_DEFAULTS.discountRate,
      terminalGrowth: BRAND_DEFAULTS.terminalGrowth,
    }),
  },
  [`POST ${BRAND_PREFIX}/settings/save`]: {
    body: () => {
      const { revenueGrowth: _, ...settings } = BRAND_DEFAULTS;
      return settings;
    },
  },
  [`POST ${CCBD_PREFIX}/ccbd/exportreport/save`]: { body: () => ({ sections: brandSections('甲') }) },
  // A submission's suggestions, or (processId and qsId) a brand answer's: each attacked on its own.
  [`GET ${CPN}/getSuggestList`]: [{ omit: ['query.processId', 'query.qsId'] }, { omit: ['query.submitId'] }],
};

/** Waits until a query finds no row. */
async function waitFor(db: Db, query: ReturnType<typeof sql>) {
  const until = Date.now() + 15_000;
  while ((await rows(db, query)).length) {
    if (Date.now() > until) throw new Error('timed out waiting for the workflow worker');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A one-question scoring template (5 points) whose label carries the tenant's marker. */
export const FORM_TEMPLATE = (marker: string) => ({
  list: [
    {
      type: 'radio',
      label: `${marker}题`,
      model: 'q1',
      key: 'radio_q1',
      options: { AnswerScore: 5, StandardAnswer: 'A', options: [{ value: 'A', label: 'A' }] },
      rules: [],
    },
  ],
  config: {},
});

/**
 * An e-mail delivery to the member that has failed, as one does when the mail server keeps refusing
 * it: sent through the API, then (once the worker has handled it) marked failed, as retries end.
 */
async function failedDelivery(db: Db, c: Caller, tenantId: string, receiver: string, marker: string) {
  const sent = await must(c, 'POST', '/msg/sendMsg', {
    title: `${marker}邮件`,
    content: `${marker}邮件内容`,
    channels: [2],
    receivers: { type: 'users', tenantUserIds: [receiver] },
  });
  const until = Date.now() + 15_000;
  for (;;) {
    const [d] = await rows<{ id: string; state: string; claimed_by: string | null }>(
      db,
      sql`select id, state, claimed_by from message_deliveries where tenant_id = ${tenantId} and send_id = ${sent.id}`,
    );
    if (d && d.state !== 'pending' && !d.claimed_by) {
      await db.execute(
        sql`update message_deliveries set state = 'failed', sent_at = null, last_error = 'refused by the mail server'
            where tenant_id = ${tenantId} and id = ${d.id}`,
      );
      return d.id;
    }
    if (Date.now() > until) throw new Error(`the delivery worker did not handle ${JSON.stringify(d)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Platform rows both tenants see: the ids are the same for A and B. */
async function sharedKinds(db: Db): Promise<Record<string, KindIds>> {
  const [system] = await rows<{ id: string; key: string }>(
    db,
    sql`select id, key from apps where key = 'system'`,
  );
  const [resource] = await rows<{ id: string }>(
    db,
    sql`select id from resources where app_id = ${system!.id} order by sort, path limit 1`,
  );
  return {
    app: { a: system!.id },
    appKey: { a: system!.key },
    resource: { a: resource!.id },
  };
}

async function promote(admin: Caller, tenantId: string, username: string, extraRoleIds: string[] = []) {
  const page = await must(
    admin,
    'POST',
    `/tenantuser/queryByPage?pageIndex=1&pageSize=10&tenantId=${tenantId}`,
    {
      keyword: username,
    },
  );
  const member = page.items.find((u: { username: string }) => u.username === username);
  const options = await must(admin, 'GET', `/tenantuser/options?tenantId=${tenantId}`);
  const systemApp = options.apps.find((a: { appName: string }) => a.appName === '系统管理');
  const manager = systemApp.roles.find((r: { code: number }) => r.code === 1);
  await must(admin, 'POST', `/tenantuser/update?tenantId=${tenantId}`, {
    id: member.id,
    realname: member.realname,
    mobile: member.mobile,
    email: member.email,
    type: member.type,
    deptId: member.deptId,
    positionId: member.positionId,
    roleIds: [...new Set([...member.roles.map((r: { id: string }) => r.id), manager.id, ...extraRoleIds])],
    status: 1,
  });
}

/**
 * Tenant A (`east-cert`, attacked from) and tenant B (`green-carbon`, attacked), each with rows of
 * every kind written by its own system manager. B's rows carry a random marker that no answer to A
 * may contain.
 */
export async function twoTenants(app: FastifyInstance, db: Db) {
  const tenantIds = Object.fromEntries(
    (await rows<{ id: string; code: string }>(db, sql`select id, code from tenants`)).map((t) => [
      t.code,
      t.id,
    ]),
  );
  const adminA = caller(app, await signIn(app, 'admin', 'Admin@123', tenantIds['east-cert']));
  const adminB = caller(app, await signIn(app, 'admin', 'Admin@123', tenantIds['green-carbon']));
  // Each manager also manages, reviews and scores business items (roles 34 and 33 of the quality app),
  // keeps the carbon accounts (42: the carbon app's pages) and verifies them (33: 专家评审), and in the
  // cert app applies (8), runs the certification body (34) and audits (47), and in the brand app
  // applies (8), runs the assessments (34) and scores them (33). Tenant A opens the carbon app for it,
  // tenant B the cert and brand apps.
  for (const [tenant, appKey] of [
    ['east-cert', 'carbon'],
    ['green-carbon', 'cert'],
    ['green-carbon', 'brand'],
  ] as const) {
    await withSystemScope(() =>
      db.execute(sql`insert into tenant_apps (tenant_id, app_id, tenant_app_key)
        select ${tenantIds[tenant]}, id, ${crypto.randomBytes(12).toString('hex')} from apps where key = ${appKey}
        on conflict do nothing`),
    );
  }
  const business = (
    await rows<{ id: string }>(
      db,
      sql`select r.id from roles r join apps a on a.id = r.app_id
        where (a.key = 'quality' and r.code in (33, 34)) or (a.key = 'carbon' and r.code in (33, 42))
          or (a.key = 'cert' and r.code in (8, 34, 47)) or (a.key = 'brand' and r.code in (8, 33, 34))`,
    )
  ).map((r) => r.id);
  await promote(adminA, tenantIds['east-cert']!, 'staff_a', business);
  await promote(adminB, tenantIds['green-carbon']!, 'staff_b', business);
  const managerA = caller(app, await signIn(app, 'staff_a', 'Demo@123'));
  const managerB = caller(app, await signIn(app, 'staff_b', 'Demo@123'));
  const markerB = `乙${crypto.randomBytes(4).toString('hex')}`;
  const a = await writeRows(
    app,
    db,
    managerA,
    'east-cert',
    'staff_a',
    `甲${crypto.randomBytes(4).toString('hex')}`,
  );
  const b = await writeRows(app, db, managerB, 'green-carbon', 'staff_b', markerB);
  // The attacker holds A's own role, so that switching to it is a call that works.
  await promote(adminA, tenantIds['east-cert']!, 'staff_a', [a.kinds.role!.main]);

  const kinds: Record<string, KindIds> = await sharedKinds(db);
  for (const [kind, ours] of Object.entries(a.kinds)) {
    const theirs = b.kinds[kind];
    kinds[kind] = {
      a: ours.main,
      aSpare: ours.spare,
      aOther: ours.other,
      b: theirs?.main,
      bSpare: theirs?.spare,
      bOther: theirs?.other,
    };
  }
  // A tenant an item is published to: any tenant by design (choosing B is no attack), so A's own.
  kinds.targetTenant = { a: a.tenantId };
  // Both tenants bound a layout to the same page key: the key itself is shared.
  kinds.page = { a: a.pageId };
  // A form group is a label each tenant writes freely (no row behind it): no B side to attack with.
  kinds.formGroup = { a: a.kinds.formGroup!.main };
  // A platform process template, which every tenant may copy (the suite does not run the workflow seed).
  const template = await withSystemScope(() => app.workflow.deploySystem(null, TEMPLATE_PROCESS, null));
  kinds.wfTemplate = { a: template.id };

  // What only B has: the marker, and the titles and file names of B's own (seeded) messages.
  const bTitles = await rows<{ title: string }>(
    db,
    sql`select distinct title from messages m where tenant_id = ${b.tenantId}
        and not exists (select 1 from messages o where o.tenant_id <> ${b.tenantId} and o.title = m.title)`,
  );
  const bFiles = await rows<{ name: string }>(
    db,
    sql`select name from message_files where tenant_id = ${b.tenantId}`,
  );
  const fixture: Fixture = {
    kinds,
    markers: [markerB, ...bTitles.map((t) => t.title), ...bFiles.map((f) => f.name)],
    bIds: b.ids.filter((id) => id !== b.tenantId),
    bTenantId: b.tenantId,
    bTenantAppKey: b.tenantAppKey,
    attacker: () => signIn(app, 'staff_a', 'Demo@123'),
    fresh: a.fresh,
  };
  return { fixture, tenantA: a.tenantId, tenantB: b.tenantId, managerB };
}

/** Every row of the tenant, table by table (tables with a tenant_id column, and its users). */
export async function tenantSnapshot(db: Db, tenantId: string): Promise<Record<string, string[]>> {
  const tables = await rows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'tenant_id' order by table_name`,
  );
  const out: Record<string, string[]> = {};
  for (const { table_name } of tables) {
    const found = await rows<Record<string, unknown>>(
      db,
      sql`select * from ${sql.identifier(table_name)} where tenant_id = ${tenantId}`,
    );
    out[table_name] = found.map((r) => JSON.stringify(r)).sort();
  }
  const users = await rows<Record<string, unknown>>(
    db,
    sql`select u.* from users u join tenant_users tu on tu.user_id = u.id where tu.tenant_id = ${tenantId}
        and not u.is_platform_admin`,
  );
  out.users = users.map((r) => JSON.stringify(r)).sort();
  return out;
}

/** An .xlsx user sheet with one new user. */
async function userSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('用户');
  ws.addRow(['用户名', '姓名', '初始密码']);
  ws.addRow([`imp_${crypto.randomBytes(3).toString('hex')}`, '导入用户', 'Start@123']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Business calls: an item's type is a QSBITYPE value; closing and binding use an item up. */
const BUSINESS_RECIPES: Record<string, Recipe> = {
  [`POST ${IND}/biz/addBiz`]: { body: () => ({ name: '甲隔离业务', type: 'QMS' }) },
  [`POST ${IND}/biz/updateBizById`]: { body: () => ({ name: '甲隔离业务', type: 'QMS' }) },
  [`POST ${IND}/biz/closeBiz`]: { consumes: ['biz'] },
  [`POST ${IND}/biz/bindPaper`]: { consumes: ['biz'] },
  [`POST ${IND}/biz/updatePaper`]: { body: () => ({ sort: 1 }) },
  [`POST ${BRMS}/form/review`]: { body: () => ({ outcome: 'accepted', comment: '同意' }) },
  // A suggestion names a field of the paper (the one question of the suite's template).
  [`POST ${CPN}/saveSuggest`]: { body: () => ({ path: 'q1', content: '甲建议' }) },
};

/** Requests the OpenAPI document cannot describe (multipart bodies) and calls on the caller's session. */
export const RECIPES: Record<string, Recipe | Recipe[]> = {
  // Content pages: the tenant's own report page (a platform text is the platform administrator's).
  [`GET ${P}/content/editor`]: {
    query: () => ({ scope: 'tenant', kind: 'reportform', language: 'zh-CN' }),
  },
  [`POST ${P}/content/saveDraft`]: {
    body: () => ({
      scope: 'tenant',
      kind: 'reportform',
      language: 'zh-CN',
      title: '甲举报',
      body: '<p>甲</p>',
    }),
  },
  [`POST ${P}/content/publish`]: { consumes: ['contentDraft'] },
  [`POST ${P}/content/report/handle`]: { body: () => ({ status: 1, reply: '甲处理' }) },
  // External upload links name their target by kind and id: the suite's is a task.
  [`POST ${P}/external-upload/create`]: {
    body: () => ({ targetKind: 'task', title: '甲外部上传', accept: [], maxFiles: 5, expiresInDays: 7 }),
  },
  [`GET ${P}/external-upload/ofTarget`]: { query: () => ({ targetKind: 'task' }) },
  [`POST ${P}/upload/uploadfile`]: {
    request: async () => multipart({}, { name: 'pixel.png', body: PNG }),
    query: () => ({ dir: 'image' }),
  },
  [`POST ${P}/upload/uploadfileminio`]: {
    request: async () => multipart({}, { name: 'pixel.png', body: PNG }),
    query: () => ({ dir: 'image' }),
  },
  [`POST ${P}/tenantuser/import`]: {
    request: async () => multipart({}, { name: 'users.xlsx', body: await userSheet() }),
  },
  [`POST ${P}/tenantuser/switchRole`]: { freshSession: true },
  [`POST ${P}/tenantuser/logout`]: { freshSession: true },
  [`POST ${P}/resource/savePageLayout`]: { body: () => ({ body: '{}' }) },
  // The entry keeps its code, by which later calls look it up.
  [`POST ${P}/resource/saveDict`]: { body: (ids) => ({ code: ids('dictCode') }) },
  // The role keeps its code (another role of the app has the generated one).
  [`POST ${P}/role/update`]: { body: () => ({ code: 901 }) },
  // Form saves carry a template form-core accepts (the total is its items' sum).
  [`POST ${SP}/form/saveIDB`]: { body: () => ({ json: JSON.stringify(FORM_TEMPLATE('甲')) }) },
  [`POST ${SP}/qs/saveQsDetail`]: { body: () => ({ jsonData: JSON.stringify(FORM_TEMPLATE('甲')) }) },
  [`POST ${SP}/score/saveScoreForm`]: {
    body: () => ({
      bizType: '100',
      type: 2,
      isAuto: 1,
      form: { formName: '甲评分', json: JSON.stringify(FORM_TEMPLATE('甲')), total: 5 },
    }),
  },
  [`POST ${SP}/form/updateQsDetailFormStyle`]: { body: () => ({ formStyle: { labelWidth: 120 } }) },
  // Version 1 of the main form is never its current one (it was saved twice).
  [`GET ${SP}/form/getIDBVersion`]: { query: () => ({ version: 1 }) },
  [`POST ${SP}/form/restoreIDBVersion`]: { body: () => ({ version: 1 }) },
  // Dictionary entries of an import are a recursive schema the document keeps as a reference.
  [`POST ${P}/resource/importDictDataV2`]: {
    body: () => ({
      items: [{ code: `imp${crypto.randomBytes(3).toString('hex')}`, name: '导入字典', children: [] }],
    }),
  },
  // Workflow: documents a deployment accepts, a decision's inputs, and the calls that use up a task,
  // an instance or an incident of A (each request gets a new one).
  [`POST ${W}/definition/validate`]: { body: () => ({ xml: reviewProcess('iso-checked', '甲', 'staff_a') }) },
  [`POST ${W}/definition/deploy`]: { body: () => ({ xml: reviewProcess('iso-deployed', '甲', 'staff_a') }) },
  [`POST ${W}/decision/deploy`]: { body: () => ({ xml: AUDIT_DURATION }) },
  [`POST ${W}/decision/evaluate`]: { body: () => ({ inputs: { employees: 10, risk: 'low' } }) },
  [`POST ${W}/instance/start`]: { body: () => ({ title: '甲隔离实例' }) },
  [`POST ${W}/instance/cancel`]: { consumes: ['wfInstance'], body: () => ({ reason: '隔离测试撤销' }) },
  [`POST ${W}/incident/retry`]: { consumes: ['wfIncident'] },
  [`POST ${W}/task/unclaim`]: { consumes: ['wfTask'] },
  [`POST ${W}/task/complete`]: { consumes: ['wfTask'], body: () => ({ comment: '同意' }) },
  // Tasks are at the review step, whose "returned" route leads back to the first step.
  [`POST ${W}/task/return`]: { consumes: ['wfTask'], body: () => ({ comment: '请补充材料' }) },
  [`POST ${W}/task/reject`]: { consumes: ['wfTask'], body: () => ({ comment: '不符合要求' }) },
  // The tenant user field is filled with A's member (B's in the attacks) by the harness.
  [`POST ${W}/task/delegate`]: { consumes: ['wfTask'], body: () => ({ comment: '请代办' }) },
  [`POST ${W}/task/reassign`]: { consumes: ['wfTask'] },
  // Each id is completed or listed under failed: a batch of B's tasks is refused when none completed.
  [`POST ${W}/task/batchComplete`]: {
    consumes: ['wfTask'],
    refusedAll: (data) => !(data as { completed?: unknown[] } | undefined)?.completed?.length,
  },
  ...BUSINESS_RECIPES,
  ...CARBON_RECIPES,
  ...CERT_RECIPES,
  ...BRAND_RECIPES,
  ...Object.fromEntries(
    [W, ...BUSINESS_WORKFLOW_PREFIXES].map((prefix) => [
      `POST ${prefix}/workflow/task/excuteTask`,
      { consumes: ['wfTask'], body: () => ({ action: 'complete', comment: '同意' }) },
    ]),
  ),
};

/** Routes the suite does not attack, each with the reason. */
export const EXEMPT: Record<string, string> = {
  'GET /api/health': 'public: reports the database, no tenant data',
  [`POST ${P}/tenantuser/login`]:
    'public sign-in; the tenant is checked against membership (account-signin.test.ts)',
  [`POST ${P}/tenantuser/loginByMobile`]: 'public sign-in by SMS code (account-signin.test.ts)',
  [`POST ${P}/tenantuser/loginByShareKey`]: 'public sign-in by one-time share key (account-signin.test.ts)',
  [`GET ${P}/verify/verifyCode`]:
    'public: whether sign-in asks a proof-of-work challenge, and one (account-signin.test.ts)',
  [`GET ${P}/sms/getCheckCode`]: 'public SMS code request (rate limited; account-signin.test.ts)',
  [`GET ${P}/sms/getSmsCheckCode`]: 'public SMS code request (rate limited; account-signin.test.ts)',
  [`POST ${P}/tenantuser/updatePwd`]:
    "changes the caller's own password only (signed in) or by SMS code (signed out); takes no id",
  [`GET ${P}/app/queryByAppKey`]: "public: an application's sign-in page settings",
  [`GET ${P}/data/app/getSSOApp`]: "public: an application's single-sign-on settings",
  [`GET ${P}/config/getByKey`]: 'public: platform configuration values',
  [`GET ${P}/msg/unreadStream`]:
    'server-sent event stream opened by a one-time ticket of the caller (messages-stream.test.ts)',
  [`GET ${P}/external-upload/public/info`]:
    'public, no session: a link read by its secret token, in the tenant the token names (external-upload.test.ts)',
  [`POST ${P}/external-upload/public/upload`]:
    'public, no session: an upload into the link its secret token names (external-upload.test.ts)',
  [`GET ${P}/content/public/page`]:
    "public, no session: a content page's published text, the platform's or a tenant's, which anyone reads (content.test.ts)",
  [`POST ${P}/content/public/report`]:
    'public, no session: a report into the tenant the page names, limited per address (content.test.ts)',
  [`GET ${CERT_PREFIX}/public/certificate`]:
    "public, no session: any certificate's status by its number and verification code, as its QR code shows it to anyone (cert-decision.test.ts)",
  [`POST ${P}/upload/object`]:
    'the storage host, authorised by a signed policy, not a session (attacks.test.ts forges policies)',
};
