// Business items of the session's tenant (the publisher): create, edit, bind papers pinned to a form
// version, choose target tenants, publish, close, delete; and, for the target tenants' staff, the
// papers published to them with their own status in each.
//
// Rules:
// - Managing is for holders of business/manage/index (the platform administrator passes); the
//   published papers are for holders of business/index.
// - A closed item is read-only: every change is refused (409).
// - Binding copies the template text of the chosen form version (default: the current one) into the
//   paper, so later edits of the form never change what was published. A form binds once per item.
// - A paper with submissions cannot be unbound; an item with submissions cannot be deleted (close it
//   instead: submissions and their reviews stay); a target tenant that has submitted cannot be removed.
// - Publishing needs a paper and a target tenant; it tells each target tenant once (notified_at): its
//   members holding role 8 or 42 get a message that opens /business. Publishing again after adding
//   tenants tells only the new ones. The messages are written after the publication commits, each in
//   the target tenant's scope; a failed send is logged and does not undo the publication.
import {
  BizStatus,
  FormKind,
  type BindPaperBody,
  type BizBody,
  type BizDetail,
  type BizFilter,
  type BizSummary,
  type BizTenant,
  type FormChoice,
  type FormChoiceDetail,
  type Paper,
  type PaperWithForm,
  type PublishBody,
  type PublishedFilter,
  type PublishedPaper,
  type PublishResult,
  type TenantOption,
  type UpdateBizBody,
  type UpdatePaperBody,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { withTenantScope } from '../../db/tenant-scope.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, forbidden, listed, notFound, refuse } from '../../http/errors.js';
import { joined, text, type Language } from '../../i18n/index.js';
import type { MessageSender } from '../messages/send.js';
import { businessRepo as repo, type BizRow } from './repo.js';

/** The page whose holders manage business items (menu seeded in seed/access.ts). */
export const BIZ_MANAGE_COMPONENT = 'business/manage/index';
/** The page whose holders fill papers in (业务办理). */
export const BIZ_FILL_COMPONENT = 'business/index';
/** Roles told of a publication: the tenants' business staff (spec shell.md §2.5: they open /business). */
const BIZ_NOTIFIED_ROLES = [8, 42];
/** The dictionary whose values are the item types. */
const BIZ_TYPE_DICT = 'QSBITYPE';
/** Most forms getFormList answers; a keyword narrows the rest. */
const FORM_CHOICES_MAX = 100;
/** Most tenants getTenantList answers; a keyword narrows the rest. */
const TENANT_OPTIONS_MAX = 200;
/** Receivers per message send. */
const SEND_CHUNK = 1000;

const BIZ_MISSING = text('business.bizMissing');
const PAPER_MISSING = text('business.paperMissing');

type Held = { components: ReadonlySet<string> };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const emptyToNull = (s: string | null | undefined) => (s ? s : null);

interface PaperRow {
  id: string;
  bizId: string;
  formId: string;
  formVersion: number;
  kind: number;
  formName: string;
  total: number | null;
  experts: string[];
  sort: number;
  submissionCount: number;
}

const toPaper = (r: PaperRow): Paper => ({
  id: r.id,
  bizId: r.bizId,
  formId: r.formId,
  formVersion: r.formVersion,
  kind: r.kind,
  formName: r.formName,
  total: r.total === null ? null : Number(r.total),
  experts: r.experts,
  sort: r.sort,
  submissionCount: r.submissionCount,
});

export function businessService(deps: {
  db: Db;
  heldResources: (ctx: RequestContext) => Held | Promise<Held>;
  sender: MessageSender;
  log?: { error(obj: object, msg: string): void };
}) {
  const { db, heldResources, sender } = deps;

  const assertHolds = async (ctx: RequestContext, component: string) => {
    if (ctx.isPlatformAdmin) return;
    const { components } = await heldResources(ctx);
    if (!components.has(component)) forbidden();
  };
  const assertManager = (ctx: RequestContext) => assertHolds(ctx, BIZ_MANAGE_COMPONENT);

  /** Item type value → its name in `language` (the Chinese one where no English was given). */
  async function typeNames(tenantId: string, language: Language) {
    const items = await repo.dictItems(db, tenantId, BIZ_TYPE_DICT);
    return new Map(
      items.flatMap((i) =>
        i.value === null ? [] : [[i.value, (language === 'en-US' && i.nameEn) || i.name] as const],
      ),
    );
  }

  async function assertType(tx: Db, tenantId: string, type: string) {
    const items = await repo.dictItems(tx, tenantId, BIZ_TYPE_DICT);
    if (!items.some((i) => i.value === type && i.status === 1)) {
      refuse('body.type', text('business.typeUnknown', { type }));
    }
  }

  /** The item, or 404; refused while closed when `writable`. */
  async function itemOf(
    tx: Db,
    ctx: RequestContext,
    bizId: string,
    opts: { lock?: boolean; writable?: boolean },
  ) {
    const item = await repo.get(tx, ctx.tenantId, bizId, opts.lock);
    if (!item) notFound(BIZ_MISSING);
    if (opts.writable && item.status === BizStatus.closed) {
      conflict(text('business.closedReadOnly', { name: item.name }));
    }
    return item;
  }

  async function summaryOf(ctx: RequestContext, bizId: string, language: Language): Promise<BizSummary> {
    const row = await repo.summary(db, ctx.tenantId, bizId);
    if (!row) notFound(BIZ_MISSING);
    return toSummary(row, await typeNames(ctx.tenantId, language));
  }

  function toSummary(
    r: Awaited<ReturnType<typeof repo.summary>> & object,
    names: Map<string, string>,
  ): BizSummary {
    return {
      id: r.id,
      name: r.name,
      type: r.type,
      typeName: names.get(r.type) ?? null,
      openDate: r.openDate,
      closeDate: r.closeDate,
      description: r.description,
      status: r.status,
      paperCount: r.paperCount,
      tenantCount: r.tenantCount,
      submittedCount: r.submittedCount,
      pendingCount: r.pendingCount,
      publishedAt: iso(r.publishedAt),
      closedAt: iso(r.closedAt),
      createdBy: r.createdBy,
      updatedAt: iso(r.updatedAt)!,
    };
  }

  /** Experts as stored usernames, each a member of the publishing tenant; refused naming the field. */
  async function checkedExperts(tx: Db, tenantId: string, kind: number, experts: string[] | undefined) {
    if (experts === undefined) return undefined;
    const wanted = [...new Map(experts.map((e) => [e.toLowerCase(), e])).values()];
    if (wanted.length && kind !== FormKind.scoring) {
      refuse('body.experts', text('business.expertsOnlyScoring'));
    }
    const found = await repo.memberUsernames(tx, tenantId, wanted);
    const known = new Set(found.map((u) => u.toLowerCase()));
    const unknown = wanted.filter((e) => !known.has(e.toLowerCase()));
    if (unknown.length) refuse('body.experts', text('business.expertsUnknown', { names: joined(unknown) }));
    const byLower = new Map(found.map((u) => [u.toLowerCase(), u]));
    return wanted.map((e) => byLower.get(e.toLowerCase())!);
  }

  async function paperOf(tx: Db, ctx: RequestContext, paperId: string, lock = false) {
    const paper = await repo.paper(tx, ctx.tenantId, paperId, lock);
    if (!paper) notFound(PAPER_MISSING);
    return paper;
  }

  async function targetsOf(ctx: RequestContext, bizId: string): Promise<BizTenant[]> {
    return (await repo.targets(db, ctx.tenantId, bizId)).map((r) => ({
      id: r.id,
      bizId: r.bizId,
      tenantId: r.tenantId,
      tenantCode: r.tenantCode,
      tenantName: r.tenantName,
      notifiedAt: iso(r.notifiedAt),
      submittedCount: r.submittedCount,
    }));
  }

  async function addTargets(tx: Db, ctx: RequestContext, bizId: string, tenantIds: string[]) {
    const wanted = [...new Set(tenantIds)];
    const enabled = new Set(await repo.enabledTenants(tx, wanted));
    const missing = wanted.filter((id) => !enabled.has(id));
    if (missing.length) {
      refuse('body.tenantIds', text('business.tenantsMissing', { ids: joined(missing.slice(0, 5)) }));
    }
    await repo.addTargets(tx, ctx.tenantId, bizId, wanted);
  }

  /** Tells each newly published-to tenant's business staff, in that tenant's scope. */
  async function tellTargets(publisherId: string, item: BizRow, targetIds: string[]) {
    const publisher = await repo.tenantName(db, publisherId);
    const params = {
      name: item.name,
      publisher,
      deadline: item.closeDate ? text('business.publishedDeadline', { date: item.closeDate }) : '',
    };
    for (const targetId of targetIds) {
      await withTenantScope(targetId, async () => {
        const receivers = await repo.membersWithRoles(db, targetId, BIZ_NOTIFIED_ROLES);
        for (let i = 0; i < receivers.length; i += SEND_CHUNK) {
          await sender.send({
            tenantId: targetId,
            to: { type: 'users', tenantUserIds: receivers.slice(i, i + SEND_CHUNK) },
            channels: [1],
            title: text('business.publishedTitle', params),
            content: text('business.publishedContent', params),
            targetType: 21,
            smsType: 'bizPublished',
            param: { bizId: item.id, route: '/business' },
          });
        }
      }).catch((err: unknown) =>
        deps.log?.error({ err, bizId: item.id, targetId }, 'business publish message failed'),
      );
    }
  }

  return {
    async list(
      ctx: RequestContext,
      pageIndex: number,
      pageSize: number,
      filter: BizFilter,
      language: Language,
    ) {
      await assertManager(ctx);
      const [{ items, total }, names] = await Promise.all([
        repo.page(db, ctx.tenantId, filter, (pageIndex - 1) * pageSize, pageSize),
        typeNames(ctx.tenantId, language),
      ]);
      return { items: items.map((r) => toSummary(r, names)), total };
    },

    async detail(ctx: RequestContext, bizId: string, language: Language): Promise<BizDetail> {
      await assertManager(ctx);
      const summary = await summaryOf(ctx, bizId, language);
      const papers = await repo.papers(db, ctx.tenantId, bizId);
      return { ...summary, papers: papers.map(toPaper) };
    },

    async add(ctx: RequestContext, body: BizBody, language: Language) {
      await assertManager(ctx);
      await assertType(db, ctx.tenantId, body.type);
      const by = await repo.displayName(db, ctx.tenantId, ctx.tenantUserId);
      const id = await repo.insert(db, {
        tenantId: ctx.tenantId,
        name: body.name,
        type: body.type,
        openDate: body.openDate ?? null,
        closeDate: body.closeDate ?? null,
        description: emptyToNull(body.description),
        createdBy: by,
        updatedBy: by,
      });
      return summaryOf(ctx, id, language);
    },

    async update(ctx: RequestContext, body: UpdateBizBody, language: Language) {
      await assertManager(ctx);
      const by = await repo.displayName(db, ctx.tenantId, ctx.tenantUserId);
      await db.transaction(async (tx) => {
        const item = await itemOf(tx, ctx, body.id, { lock: true, writable: true });
        if (body.type !== item.type) await assertType(tx, ctx.tenantId, body.type);
        await repo.update(tx, ctx.tenantId, body.id, {
          name: body.name,
          type: body.type,
          openDate: body.openDate ?? null,
          closeDate: body.closeDate ?? null,
          description: emptyToNull(body.description),
          updatedBy: by,
        });
      });
      return summaryOf(ctx, body.id, language);
    },

    /** Deletes an item without submissions (with its papers and targets); one with submissions is closed instead. */
    async remove(ctx: RequestContext, bizId: string) {
      await assertManager(ctx);
      await db.transaction(async (tx) => {
        const item = await itemOf(tx, ctx, bizId, { lock: true });
        const n = await repo.submissionCount(tx, ctx.tenantId, { bizId });
        if (n) conflict(text('business.bizHasSubmissions', { name: item.name, count: n }));
        await repo.remove(tx, ctx.tenantId, bizId);
      });
    },

    async close(ctx: RequestContext, bizId: string) {
      await assertManager(ctx);
      await db.transaction(async (tx) => {
        const item = await itemOf(tx, ctx, bizId, { lock: true });
        if (item.status === BizStatus.closed) return;
        if (item.status === BizStatus.draft) conflict(text('business.closeDraft', { name: item.name }));
        await repo.update(tx, ctx.tenantId, bizId, { status: BizStatus.closed, closedAt: new Date() });
      });
    },

    /** The papers with their pinned template text (the management page previews them). */
    async papers(ctx: RequestContext, bizId: string): Promise<PaperWithForm[]> {
      await assertManager(ctx);
      await itemOf(db, ctx, bizId, {});
      return (await repo.papersWithForm(db, ctx.tenantId, bizId)).map((r) => ({
        ...toPaper(r),
        formJson: r.formJson,
      }));
    },

    async bindPaper(ctx: RequestContext, body: BindPaperBody): Promise<Paper> {
      await assertManager(ctx);
      const found = await repo.formAt(db, ctx.tenantId, body.formId, body.formVersion);
      if (!found) notFound(text('business.formMissing'));
      const { form, pinned } = found;
      if (!pinned)
        refuse('body.formVersion', text('business.formVersionMissing', { version: body.formVersion }));
      const experts = (await checkedExperts(db, ctx.tenantId, form.kind, body.experts)) ?? [];
      const id = await db
        .transaction(async (tx) => {
          await itemOf(tx, ctx, body.bizId, { lock: true, writable: true });
          if (await repo.paperOfForm(tx, ctx.tenantId, body.bizId, form.id)) {
            conflict(text('business.paperBound', { name: form.formName }));
          }
          return repo.insertPaper(tx, {
            tenantId: ctx.tenantId,
            bizId: body.bizId,
            formId: form.id,
            formVersion: pinned.version,
            kind: form.kind,
            formName: pinned.formName,
            formJson: pinned.json,
            total: pinned.total,
            experts,
            sort: body.sort ?? (await repo.nextSort(tx, ctx.tenantId, body.bizId)),
          });
        })
        .catch((e: unknown) => {
          if (isUniqueViolation(e)) conflict(text('business.paperBound', { name: form.formName }));
          throw e;
        });
      return toPaper((await repo.paper(db, ctx.tenantId, id))!);
    },

    async updatePaper(ctx: RequestContext, body: UpdatePaperBody): Promise<Paper> {
      await assertManager(ctx);
      await db.transaction(async (tx) => {
        const paper = await paperOf(tx, ctx, body.paperId, true);
        await itemOf(tx, ctx, paper.bizId, { writable: true });
        const experts = await checkedExperts(tx, ctx.tenantId, paper.kind, body.experts);
        await repo.updatePaper(tx, ctx.tenantId, paper.id, {
          ...(experts !== undefined ? { experts } : {}),
          ...(body.sort !== undefined ? { sort: body.sort } : {}),
        });
      });
      return toPaper((await repo.paper(db, ctx.tenantId, body.paperId))!);
    },

    async unbindPaper(ctx: RequestContext, bizId: string, paperId: string) {
      await assertManager(ctx);
      await db.transaction(async (tx) => {
        await itemOf(tx, ctx, bizId, { lock: true, writable: true });
        const paper = await paperOf(tx, ctx, paperId, true);
        if (paper.bizId !== bizId) notFound(PAPER_MISSING);
        const n = await repo.submissionCount(tx, ctx.tenantId, { paperId });
        if (n) conflict(text('business.paperHasSubmissions', { name: paper.formName, count: n }));
        await repo.removePaper(tx, ctx.tenantId, paperId);
      });
    },

    /**
     * The tenant's forms of one kind, for binding: managers bind forms they may not design (the
     * form-design pages are another role's), so this list is theirs.
     */
    async formChoices(ctx: RequestContext, kind: number, keyword: string | undefined): Promise<FormChoice[]> {
      await assertManager(ctx);
      const rows = await repo.formChoices(db, ctx.tenantId, kind, keyword, FORM_CHOICES_MAX);
      return rows.map((r) => ({ ...r, total: r.total ?? null, updatedAt: r.updatedAt.toISOString() }));
    },

    /** One bindable form with its current template, for the picker's preview. */
    async formChoice(ctx: RequestContext, formId: string): Promise<FormChoiceDetail> {
      await assertManager(ctx);
      const row = await repo.formChoice(db, ctx.tenantId, formId);
      if (!row) notFound(text('business.formMissing'));
      return { ...row, total: row.total ?? null, updatedAt: row.updatedAt.toISOString() };
    },

    async tenantOptions(ctx: RequestContext, keyword: string | undefined): Promise<TenantOption[]> {
      await assertManager(ctx);
      return repo.tenantOptions(db, keyword, TENANT_OPTIONS_MAX);
    },

    async targets(ctx: RequestContext, bizId: string) {
      await assertManager(ctx);
      await itemOf(db, ctx, bizId, {});
      return targetsOf(ctx, bizId);
    },

    async addTargets(ctx: RequestContext, bizId: string, tenantIds: string[]) {
      await assertManager(ctx);
      await db.transaction(async (tx) => {
        await itemOf(tx, ctx, bizId, { lock: true, writable: true });
        await addTargets(tx, ctx, bizId, tenantIds);
      });
      return targetsOf(ctx, bizId);
    },

    /** Removes target rows (of any of the tenant's items); a tenant that has submitted stays. */
    async removeTargets(ctx: RequestContext, ids: string[]) {
      await assertManager(ctx);
      const wanted = [...new Set(ids)];
      await db.transaction(async (tx) => {
        const rows = await repo.targetsByIds(tx, ctx.tenantId, wanted);
        if (rows.length < wanted.length) notFound(text('business.targetMissing'));
        if (rows.some((r) => r.status === BizStatus.closed)) conflict(text('business.closedTargets'));
        const used = rows.filter((r) => r.submissions > 0).map((r) => r.tenantName);
        if (used.length) {
          conflict(
            text('business.targetHasSubmissions', { names: listed(used, text('common.units.tenant')) }),
          );
        }
        await repo.removeTargets(tx, ctx.tenantId, wanted);
      });
    },

    async publish(ctx: RequestContext, body: PublishBody): Promise<PublishResult> {
      await assertManager(ctx);
      const { item, told, tenants } = await db.transaction(async (tx) => {
        const item = await itemOf(tx, ctx, body.bizId, { lock: true, writable: true });
        if (body.tenantIds?.length) await addTargets(tx, ctx, body.bizId, body.tenantIds);
        const summary = (await repo.summary(tx, ctx.tenantId, body.bizId))!;
        if (!summary.paperCount) refuse('papers', text('business.publishNeedsPaper'));
        if (!summary.tenantCount) refuse('body.tenantIds', text('business.publishNeedsTenant'));
        await repo.update(tx, ctx.tenantId, body.bizId, {
          status: BizStatus.published,
          publishedAt: item.publishedAt ?? new Date(),
        });
        return {
          item,
          told: await repo.notifyTargets(tx, ctx.tenantId, body.bizId),
          tenants: summary.tenantCount,
        };
      });
      await tellTargets(ctx.tenantId, item, told);
      return { tenants, notified: told.length };
    },

    /** The papers published to the caller's tenant, with the caller's own submission of each. */
    async published(
      ctx: RequestContext,
      pageIndex: number,
      pageSize: number,
      filter: PublishedFilter,
      language: Language,
    ) {
      await assertHolds(ctx, BIZ_FILL_COMPONENT);
      const [{ items, total }, names] = await Promise.all([
        repo.published(db, ctx.tenantId, ctx.tenantUserId, filter, (pageIndex - 1) * pageSize, pageSize),
        typeNames(ctx.tenantId, language),
      ]);
      return {
        items: items.map((r): PublishedPaper => ({
          paperId: r.paper_id,
          bizId: r.biz_id,
          bizName: r.biz_name,
          bizType: r.biz_type,
          typeName: names.get(r.biz_type) ?? null,
          publisherName: r.publisher_name,
          kind: Number(r.kind),
          formName: r.form_name,
          openDate: r.open_date,
          closeDate: r.close_date,
          closed: r.closed,
          submitId: r.submit_id,
          no: r.no,
          status: r.status ?? -1,
          updatedAt: iso(r.updated_at),
        })),
        total,
      };
    },
  };
}

export type BusinessService = ReturnType<typeof businessService>;
