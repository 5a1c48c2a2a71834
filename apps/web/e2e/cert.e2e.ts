// Certification in the production build with the demo seed (issue 21): every seeded certification menu
// page shows its role's data; then one new application goes from staff_a's submission through
// reviewer_a's acceptance, contract, stage 1 and stage 2 plans, auditor_a's audits (a minor
// nonconformity answered by staff_a and closed), the technical review and the decision, to the
// certificate staff_a sees and anyone verifies on the public page without signing in.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newClient, screenshot, signIn } from './browser';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const NOT_FOUND = '抱歉，您访问的页面不存在或已被移除。';
const PASSWORD = 'Demo@123';
const OK = /^确\s*定$/;

/** Opens a page by its address and waits for a text only that page's data shows. */
async function open(page: Page, path: string, shows: string | RegExp) {
  await page.goto(`${baseURL}${path}`);
  await page.getByText(shows).first().waitFor();
  expect(await page.getByText(NOT_FOUND).count()).toBe(0);
}

/** Opens a list page and waits for the row of a table that matches. */
async function openRow(page: Page, path: string, row: RegExp) {
  await page.goto(`${baseURL}${path}`);
  await page.getByRole('row', { name: row }).first().waitFor();
  expect(await page.getByText(NOT_FOUND).count()).toBe(0);
}

/** The success message a call leaves. */
const toast = (page: Page, words: string | RegExp) =>
  page.locator('.ant-message').getByText(words).first().waitFor();

/** Picks an option of the select dropdown that is open. */
const choose = (page: Page, title: string) =>
  page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click();

/** Confirms the confirmation box that is open. */
const confirmBox = (page: Page) =>
  page.locator('.ant-modal-confirm').getByRole('button', { name: OK }).click();

/** Makes the certification app the current one (the demo users also hold other apps). */
async function inCertApp(page: Page) {
  const switcher = page.getByTitle('切换应用');
  await expect.poll(() => switcher.innerText()).toMatch(/\S/);
  if ((await switcher.innerText()).trim() !== '认证服务') {
    await switcher.click();
    await page.getByRole('menuitem', { name: '认证服务' }).click();
    await expect.poll(() => switcher.innerText()).toBe('认证服务');
  }
}

async function signedIn(username: string) {
  const client = await newClient(browser);
  await signIn(client.page, baseURL, username, PASSWORD);
  await inCertApp(client.page);
  return client;
}

/** Attaches a small file to the upload field inside `scope` and waits until it is uploaded. */
async function upload(scope: Locator, name: string) {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  await scope.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  await scope.locator('.ant-upload-list-item').filter({ hasText: name }).waitFor();
  await expect.poll(() => scope.locator('.ant-upload-list-item-uploading').count()).toBe(0);
  expect(await scope.locator('.ant-upload-list-item-error').count()).toBe(0);
}

// A unified social credit code (GB 32100): 17 characters and their check character.
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
function creditCode(first17: string) {
  const sum = [...first17].reduce((s, c, i) => s + CODE_CHARS.indexOf(c) * CODE_WEIGHTS[i]!, 0);
  return first17 + CODE_CHARS[(31 - (sum % 31)) % 31];
}

describe('certification', () => {
  it('shows every seeded certification menu page with its role data', async () => {
    const reviewer = await signedIn('reviewer_a');
    const r = reviewer.page;
    await open(r, '/overview/index', '我的待办');
    await r.getByText('杭州绿叶食品有限公司').first().waitFor();
    await expect.poll(() => r.locator('canvas').count()).toBeGreaterThanOrEqual(1);
    await screenshot(r, 'cert-overview');
    await openRow(r, '/applyManage/index', /杭州绿叶食品有限公司.*待受理/);
    await screenshot(r, 'cert-applyManage');
    await openRow(r, '/contractManage/index', /上海东方物流有限公司.*职业健康安全管理体系/);
    await screenshot(r, 'cert-contractManage');
    await openRow(r, '/plan/index', /南京恒通电子科技有限公司.*初审第一阶段.*待策划/);
    await screenshot(r, 'cert-plan');
    await openRow(r, '/plan/index#underway', /苏州精工机械有限公司.*初审第二阶段.*赵强/);
    await screenshot(r, 'cert-plan-underway');
    await openRow(r, '/auditplan/index', /CA-\d{4}-\d{5}.*赵强.*已关闭/);
    await screenshot(r, 'cert-auditplan');
    await openRow(r, '/dataExamine/index', /苏州精工机械有限公司.*初审第二阶段.*赵强/);
    await screenshot(r, 'cert-dataExamine');
    await openRow(r, '/ratify/index', /上海东方物流有限公司.*初审第二阶段.*赵强/);
    await screenshot(r, 'cert-ratify');
    await openRow(r, '/ywreviewam/index', /杭州绿叶食品有限公司.*初审第二阶段/);
    await screenshot(r, 'cert-ywreviewam');
    await openRow(r, '/certificate/index', /EAST-CERT-\d{2}E\d{5}.*苏州精工机械有限公司.*有效/);
    await screenshot(r, 'cert-certificate');
    await openRow(r, '/projectExa/index', /常州安达电器有限公司.*HT-\d{4}-\d{5}/);
    await screenshot(r, 'cert-projectExa');
    await openRow(r, '/processList/index', /南京恒通电子科技有限公司.*审核策划/);
    await screenshot(r, 'cert-processList');
    await openRow(r, '/auditor/index', /赵强.*赵强（auditor_a）/);
    await r.getByRole('row', { name: /周建国.*江苏精诚管理咨询有限公司/ }).waitFor();
    await screenshot(r, 'cert-auditor');
    await openRow(r, '/certNotice/index', /春节假期审核安排（草稿）.*草稿/);
    await screenshot(r, 'cert-certNotice');

    const staff = await signedIn('staff_a');
    const s = staff.page;
    await openRow(s, '/applyList/index', /宁波海天五金有限公司.*草稿/);
    await s.getByRole('row', { name: /杭州绿叶食品有限公司.*待受理/ }).waitFor();
    await screenshot(s, 'cert-applyList');
    await openRow(s, '/myCertificate/index', /EAST-CERT-\d{2}E\d{5}.*苏州精工机械有限公司.*有效/);
    await screenshot(s, 'cert-myCertificate');
    await openRow(s, '/noticeList/index', /认证证书查询方式说明/);
    expect(await s.getByText('春节假期审核安排（草稿）').count()).toBe(0);
    await screenshot(s, 'cert-noticeList');

    const auditor = await signedIn('auditor_a');
    await openRow(auditor.page, '/certAudit@wait/index', /苏州精工机械有限公司.*初审第二阶段.*审核组长/);
    await screenshot(auditor.page, 'cert-certAudit-auditor');
    const expert = await signedIn('expert_a');
    await openRow(expert.page, '/certAudit@wait/index', /常州安达电器有限公司.*初始工厂检查.*审核组长/);
    await expert.page.getByRole('row', { name: /苏州精工机械有限公司.*技术专家/ }).waitFor();
    await screenshot(expert.page, 'cert-certAudit-expert');

    for (const c of [reviewer, staff, auditor, expert]) expect(c.problems).toEqual([]);
    await Promise.all([reviewer, staff, auditor, expert].map((c) => c.context.close()));
  });

  it('takes a new application from submission to a certificate verified without signing in', async () => {
    const staff = await signedIn('staff_a');
    const reviewer = await signedIn('reviewer_a');
    const auditor = await signedIn('auditor_a');
    const s = staff.page;
    const r = reviewer.page;
    const a = auditor.page;
    const company = '无锡新远精密机械有限公司';
    const companyRow = (page: Page, more = '') =>
      page.getByRole('row', { name: new RegExp(`${company}${more}`) }).first();

    // staff_a applies on 申请记录.
    await open(s, '/applyList/index', '新增申请');
    await s.getByRole('button', { name: '新增申请' }).click();
    const form = s.locator('.ant-drawer').filter({ hasText: '新增认证申请' });
    await form.getByLabel('认证类型').click();
    await choose(s, '质量管理体系');
    await form.getByRole('checkbox', { name: '质量管理体系' }).check();
    await form.getByLabel('申请认证范围').fill('精密轴承座及传动零部件的加工和装配');
    await form.getByLabel('组织名称').fill(company);
    await form.getByLabel('统一社会信用代码').fill(creditCode('91320214MA1XY2B3Q'));
    await form.getByLabel('有效人数').fill('120');
    await form.getByLabel('地址', { exact: true }).fill('江苏省无锡市新吴区长江路 21 号');
    await form.getByLabel('联系人').fill('张明');
    await form.getByLabel('联系电话').fill('13800000001');
    // The form starts with one site row.
    await form.getByLabel('场所名称').fill('新吴区生产基地');
    await form.getByLabel('场所地址').fill('江苏省无锡市新吴区长江路 21 号');
    await form.getByLabel('人数', { exact: true }).fill('120');
    await upload(form, '质量手册.pdf');
    await screenshot(s, 'cert-journey-application');
    await form.getByRole('button', { name: '保存并提交' }).click();
    await toast(s, '已提交');
    await companyRow(s, '.*待受理').waitFor();
    const applicationNo = /CA-\d{4}-\d{5}/.exec(await companyRow(s).innerText())![0];

    // reviewer_a accepts it on 申请管理 with the decision table's proposal for a medium risk.
    await openRow(r, '/applyManage/index', new RegExp(`${applicationNo}.*${company}.*待受理`));
    await companyRow(r).getByRole('button', { name: '受理', exact: true }).click();
    const accept = r.getByRole('dialog', { name: '受理申请' });
    await accept.getByTestId('proposed-days').waitFor();
    const proposed = await accept.getByTestId('proposed-days').innerText();
    await expect.poll(() => accept.getByLabel('审核人日').inputValue()).toBe(proposed);
    await accept.getByLabel('受理意见').fill('资料齐全，予以受理。');
    await screenshot(r, 'cert-journey-accept');
    await accept.getByRole('button', { name: OK }).click();
    await toast(r, '已受理，已通知申请单位');
    await companyRow(r, '.*已受理').waitFor();

    // The contract: quoted, saved, sent and signed with the signed scan uploaded.
    await openRow(r, '/contractManage/index', new RegExp(company));
    await companyRow(r).getByRole('button', { name: '报价' }).click();
    const quote = r.getByRole('dialog', { name: `合同报价：${company}` });
    await expect.poll(() => quote.getByLabel('初审人日').inputValue()).toBe(proposed);
    await quote.getByLabel('人日费（元/人日）').fill('3000');
    await quote.getByPlaceholder('金额（元）').nth(0).fill('1000');
    await quote.getByPlaceholder('金额（元）').nth(1).fill('800');
    await expect.poll(() => quote.getByTestId('contract-amount').innerText()).toMatch(/\d.* 元/);
    await screenshot(r, 'cert-journey-quotation');
    await quote.getByRole('button', { name: /^保\s*存$/ }).click();
    await toast(r, '合同已保存');
    const contract = r.locator('.ant-drawer').filter({ hasText: /合同 HT-\d{4}-\d{5}/ });
    await contract.getByRole('button', { name: '发送' }).click();
    await confirmBox(r);
    await toast(r, '合同已发送');
    await contract.getByRole('button', { name: '签订' }).click();
    const sign = r.getByRole('dialog', { name: /签订合同 HT-/ });
    await upload(sign, '认证合同（盖章扫描件）.pdf');
    await sign.getByRole('button', { name: '确认签订' }).click();
    await toast(r, '合同已签订，已转入审核策划');
    await screenshot(r, 'cert-journey-contract');

    /** reviewer_a plans an audit of the programme on 审核方案 and issues its plan. */
    async function planAudit(kind: string, begin: string, end: string) {
      await openRow(r, '/plan/index', new RegExp(`${company}.*${kind}`));
      await companyRow(r).getByRole('button', { name: '查看' }).click();
      const programme = r.locator('.ant-drawer').filter({ hasText: `${company} 的审核方案` });
      await programme
        .getByRole('row', { name: new RegExp(kind) })
        .getByRole('button', { name: '编辑计划' })
        .click();
      const plan = r.locator('.ant-drawer').filter({ hasText: '审核日程' });
      await plan.getByPlaceholder('开始日期').fill(begin);
      await plan.getByPlaceholder('开始日期').press('Enter');
      await plan.getByPlaceholder('结束日期').fill(end);
      await plan.getByPlaceholder('结束日期').press('Enter');
      await plan.getByLabel('赵强的组内职务').click();
      await choose(r, '审核组长');
      await plan.getByRole('button', { name: /^保\s*存$/ }).click();
      await toast(r, '审核计划已保存');
      await plan.getByRole('button', { name: '下达计划' }).click();
      await toast(r, '审核计划已下达，已通知企业');
      await screenshot(r, `cert-journey-plan-${kind}`);
    }

    /** staff_a confirms the issued plan in the application's 审核 tab. */
    async function confirmPlan(kind: string) {
      await openRow(s, '/applyList/index', new RegExp(company));
      await companyRow(s).getByRole('button', { name: '查看' }).click();
      const detail = s.locator('.ant-drawer').filter({ hasText: `申请详情 · ${applicationNo}` });
      await detail.getByRole('tab', { name: '审核' }).click();
      await detail
        .getByRole('row', { name: new RegExp(kind) })
        .getByRole('button', { name: '确认计划' })
        .click();
      await confirmBox(s);
      await toast(s, '已确认审核计划');
      await screenshot(s, `cert-journey-confirm-${kind}`);
    }

    /** auditor_a opens the audit in 审核任务. */
    async function openAudit(kind: string) {
      await openRow(a, '/certAudit@wait/index', new RegExp(`${company}.*${kind}`));
      await a
        .getByRole('row', { name: new RegExp(`${company}.*${kind}`) })
        .getByRole('button', { name: '处理' })
        .click();
      const file = a.locator('.ant-drawer').filter({ hasText: `审核档案 · ${company}` });
      await file.getByRole('tab', { name: '概况' }).waitFor();
      return file;
    }

    /** auditor_a (the leader) issues the report; with nothing left open the audit closes. */
    async function report(kind: string, conclusion: string) {
      const file = await openAudit(kind);
      await file.getByRole('tab', { name: '审核报告' }).click();
      await file.getByLabel('审核结论').fill(conclusion);
      await file.getByLabel('审核综述').fill('审核组按审核计划对各部门和过程进行了抽样审核。');
      await file.getByRole('button', { name: '出具报告' }).click();
      await confirmBox(a);
      await a.locator('.ant-message-success').first().waitFor();
      const close = file.getByRole('button', { name: '完成审核' });
      if (await close.isEnabled()) {
        await close.click();
        await confirmBox(a);
      }
      await screenshot(a, `cert-journey-report-${kind}`);
      // Closed: it leaves the audits under way.
      await a.goto(`${baseURL}/certAudit@wait/index`);
      await a.getByRole('tab', { name: '进行中' }).waitFor();
      await expect
        .poll(() => a.getByRole('row', { name: new RegExp(`${company}.*${kind}`) }).count())
        .toBe(0);
    }

    // Stage 1: planned, confirmed, reported and closed.
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    await planAudit('初审第一阶段', day(7), day(7));
    await confirmPlan('初审第一阶段');
    await report('初审第一阶段', '管理体系文件基本符合标准要求，具备实施第二阶段审核的条件。');

    // Stage 2: a minor nonconformity, answered by staff_a and closed by auditor_a.
    await planAudit('初审第二阶段', day(21), day(22));
    await confirmPlan('初审第二阶段');
    let file = await openAudit('初审第二阶段');
    await file.getByRole('tab', { name: '审核发现' }).click();
    await file.getByRole('button', { name: '记录审核发现' }).click();
    const raise = a.getByRole('dialog', { name: '记录审核发现' });
    await raise.getByLabel('标准条款').fill('8.5.1');
    await raise.getByLabel('描述').fill('装配工序未按作业指导书要求记录扭矩检查结果。');
    await raise.getByRole('button', { name: OK }).click();
    await file.getByRole('row', { name: /8\.5\.1.*扭矩检查.*待整改/ }).waitFor();
    await screenshot(a, 'cert-journey-finding');

    await openRow(s, '/applyList/index', new RegExp(company));
    await companyRow(s).getByRole('button', { name: '查看' }).click();
    const detail = s.locator('.ant-drawer').filter({ hasText: `申请详情 · ${applicationNo}` });
    await detail.getByRole('tab', { name: '不符合项' }).click();
    await detail
      .getByRole('row', { name: /8\.5\.1/ })
      .getByRole('button', { name: '整改回复' })
      .click();
    const answer = s.getByRole('dialog', { name: '回复不符合项 8.5.1' });
    await answer.getByLabel('原因分析').fill('新版作业指导书未对装配工进行培训。');
    await answer.getByLabel('纠正', { exact: true }).fill('已补记当班扭矩检查结果并复检。');
    await answer.getByLabel('纠正措施').fill('对装配工进行作业指导书培训，班组长每班检查记录。');
    await answer.getByRole('button', { name: OK }).click();
    await detail.getByRole('row', { name: /8\.5\.1.*已回复/ }).waitFor();
    await screenshot(s, 'cert-journey-answer');

    file = await openAudit('初审第二阶段');
    await file.getByRole('tab', { name: '审核发现' }).click();
    await file
      .getByRole('row', { name: /8\.5\.1.*已回复/ })
      .getByRole('button', { name: '验证关闭' })
      .click();
    const verify = a.getByRole('dialog', { name: '验证关闭审核发现' });
    await verify.getByLabel('验证意见').fill('已验证培训记录和扭矩检查记录，措施有效。');
    await verify.getByRole('button', { name: OK }).click();
    await file.getByRole('row', { name: /8\.5\.1.*已关闭/ }).waitFor();
    await report('初审第二阶段', '管理体系符合标准要求并有效运行，审核目的已实现。');

    // reviewer_a passes the technical review and grants the certificate.
    await openRow(r, '/ratify/index', new RegExp(`${company}.*初审第二阶段`));
    await companyRow(r).getByRole('button', { name: '评审' }).click();
    const review = r.locator('.ant-drawer').filter({ hasText: '技术评审结论' });
    await review.getByLabel('评审意见').fill('审核过程符合认证规则，审核证据充分，建议批准认证注册。');
    await screenshot(r, 'cert-journey-review');
    await review.getByRole('button', { name: '提交评审' }).click();
    await toast(r, '提交评审');
    await openRow(r, '/ywreviewam/index', new RegExp(`${company}.*初审第二阶段`));
    await companyRow(r).getByRole('button', { name: '评审' }).click();
    const decision = r.locator('.ant-drawer').filter({ hasText: '决定意见' });
    await expect(decision.getByRole('radio', { name: '批准认证' }).isChecked()).resolves.toBe(true);
    await decision.getByLabel('决定意见').fill('经技术评审，组织的质量管理体系符合标准要求，批准认证注册。');
    await decision.getByRole('button', { name: '提交决定' }).click();
    await toast(r, /已颁发证书 EAST-CERT-\d{2}Q\d{5}/);
    await screenshot(r, 'cert-journey-decision');

    // staff_a sees the valid certificate on 我的证书; its number and verification code from the list.
    const mine = s.waitForResponse((res) => res.url().includes('/api/api-cert/queryMyCertificate'));
    await openRow(s, '/myCertificate/index', new RegExp(`EAST-CERT-\\d{2}Q\\d{5}.*${company}.*有效`));
    const certificates = ((await (await mine).json()) as { data: unknown }).data as
      | { items: { no: string; verifyCode: string; entName: string }[] }
      | { no: string; verifyCode: string; entName: string }[];
    const list = Array.isArray(certificates) ? certificates : certificates.items;
    const certificate = list.find((c) => c.entName === company)!;
    expect(certificate.no).toMatch(/^EAST-CERT-\d{2}Q\d{5}$/);
    await screenshot(s, 'cert-journey-my-certificate');

    // Anyone verifies it on the public page, without signing in.
    const visitor = await newClient(browser);
    await visitor.page.goto(
      `${baseURL}/cert-verify?no=${encodeURIComponent(certificate.no)}&code=${encodeURIComponent(certificate.verifyCode)}`,
    );
    await visitor.page.getByText(company).first().waitFor();
    await visitor.page.getByText('有效', { exact: true }).first().waitFor();
    expect(visitor.page.url()).toContain('/cert-verify');
    await screenshot(visitor.page, 'cert-journey-verify');

    for (const c of [staff, reviewer, auditor, visitor]) expect(c.problems).toEqual([]);
    await Promise.all([staff, reviewer, auditor, visitor].map((c) => c.context.close()));
  });
});
