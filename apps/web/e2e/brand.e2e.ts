// Brand assessment in the production build with the demo seed (issue 22): every brand menu page shows its
// role's seeded data in the 品牌评价 app; then one new assessment goes from staff_a's application and
// answers through reviewer_a's expert assignment and formal check, the three experts' scores (each sees
// the others' only after submitting), reviewer_a's review, the value and a saved report version, to
// the report staff_a downloads. The downloaded PDF and docx carry the consensus, group scores, strength
// score and level computed here by hand from the scores entered.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { Decimal } from 'decimal.js';
import PizZip from 'pizzip';
import type { Browser, Download, Locator, Page } from 'playwright-core';
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

/** Picks the option of the select dropdown that is open whose text matches. */
const choose = (page: Page, text: string | RegExp) =>
  page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();

/** Confirms the confirmation box that is open. */
const confirmBox = (page: Page) =>
  page.locator('.ant-modal-confirm').getByRole('button', { name: OK }).click();

/**
 * Makes the brand assessment app the current one (most demo users also hold other apps; expert_a2 and
 * expert_a3 hold only this one, so their navbar shows its name without the switcher).
 */
async function inBrandApp(page: Page) {
  const switcher = page.getByTitle('切换应用');
  const brandName = page.getByText('品牌评价', { exact: true });
  await expect
    .poll(async () =>
      (await switcher.count()) ? (await switcher.innerText()).trim() : await brandName.count(),
    )
    .toBeTruthy();
  if ((await switcher.count()) && (await switcher.innerText()).trim() !== '品牌评价') {
    await switcher.click();
    await page.getByRole('menuitem', { name: '品牌评价' }).click();
    await expect.poll(() => switcher.innerText()).toBe('品牌评价');
  }
}

async function signedIn(username: string) {
  const client = await newClient(browser);
  await signIn(client.page, baseURL, username, PASSWORD);
  await inBrandApp(client.page);
  return client;
}

/** Clicks a download button and answers the downloaded file's bytes. */
async function download(page: Page, button: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return fs.readFileSync((await (file as Download).path())!);
}

/** The text a PDF shows: its content streams' glyph codes read through the fonts' ToUnicode maps. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const streams: string[] = [];
  const starts = /stream\r?\n/g;
  for (let m = starts.exec(raw); m; m = starts.exec(raw)) {
    const begin = m.index + m[0].length;
    const end = raw.indexOf('endstream', begin);
    try {
      streams.push(zlib.inflateSync(bytes.subarray(begin, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (a font program's tail, an image): no text in it.
    }
  }
  const glyphs = new Map<number, string>();
  for (const cmap of streams.filter((s) => s.includes('beginbfrange'))) {
    for (const [, start, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
      [...list!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, i) => {
        const units = entry[1]!.split(' ').map((h) => parseInt(h, 16));
        glyphs.set(parseInt(start!, 16) + i, String.fromCharCode(...units));
      });
    }
  }
  return streams
    .flatMap((s) => [...s.matchAll(/\[([^\]]*)\] TJ/g)])
    .map(([, ops]) =>
      [...ops!.matchAll(/<([0-9a-f]+)>/gi)]
        .map(([, hex]) =>
          hex!
            .match(/.{4}/g)!
            .map((code) => glyphs.get(parseInt(code, 16)) ?? '')
            .join(''),
        )
        .join(''),
    )
    .join('\n');
}

// A unified social credit code (GB 32100): 17 characters and their check character.
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
function creditCode(first17: string) {
  const sum = [...first17].reduce((s, c, i) => s + CODE_CHARS.indexOf(c) * CODE_WEIGHTS[i]!, 0);
  return first17 + CODE_CHARS[(31 - (sum % 31)) % 31];
}

// The demo questionnaires (seed/brand-forms.ts): per group its weight, questionnaire and scored
// indicators with their maxima (each questionnaire's maxima add up to 100), and the share of the
// maximum the experts' scores centre on.
const GROUPS = [
  {
    name: '质量',
    weight: '0.25',
    qs: '品牌质量评价问卷',
    share: 0.85,
    indicators: [
      ['质量管理体系认证情况', 25],
      ['近三年产品监督抽查合格率', 25],
      ['主要产品执行的标准水平', 20],
      ['质量损失率及重大质量事故情况', 30],
    ],
  },
  {
    name: '创新',
    weight: '0.2',
    qs: '品牌创新评价问卷',
    share: 0.7,
    indicators: [
      ['研发投入占营业收入比例', 30],
      ['是否为高新技术企业', 20],
      ['近三年新产品、新技术及其市场表现', 30],
      ['产学研合作与研发平台建设', 20],
    ],
  },
  {
    name: '服务',
    weight: '0.15',
    qs: '品牌服务评价问卷',
    share: 0.8,
    indicators: [
      ['是否建立客户投诉处理制度', 30],
      ['近一年客户满意度调查结果', 35],
      ['售后服务网络与响应时效', 35],
    ],
  },
  {
    name: '声誉',
    weight: '0.2',
    qs: '品牌声誉评价问卷',
    share: 0.75,
    indicators: [
      ['品牌创立年限', 20],
      ['获得的最高级别品牌荣誉', 30],
      ['近三年是否发生重大负面舆情', 25],
      ['品牌传播与社会责任实践', 25],
    ],
  },
  {
    name: '财务',
    weight: '0.2',
    qs: '品牌财务评价问卷',
    share: 0.9,
    indicators: [
      ['近三年营业收入变化趋势', 30],
      ['品牌产品收入占营业收入比例', 35],
      ['盈利能力与资产负债情况', 35],
    ],
  },
] as const;

const EXPERTS = [
  { username: 'expert_a', name: '李华' },
  { username: 'expert_a2', name: '陈静' },
  { username: 'expert_a3', name: '刘洋' },
] as const;

/** Expert n's score of an indicator: around the group's share of its maximum, a different one each. */
function scoreOf(expert: number, max: number, share: number): number {
  const base = Math.round(max * share);
  return [base, base + 1, base - 1.5][expert]!;
}

const two = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/**
 * The figures worked by hand from the scores: three experts, so each indicator's consensus is the plain
 * mean (no trimming below five); a questionnaire scores Σ consensus / Σ max × 100 (its maxima add up to
 * 100), the group is its one questionnaire, the strength the weighted sum of the groups (weights add up
 * to 1); the level by the spec's bands (AAAAA ≥ 90, AAAA ≥ 80, AAA ≥ 70, AA ≥ 60, else A).
 */
function expected() {
  const consensus: { label: string; value: string }[] = [];
  let strength = new Decimal(0);
  const groups = GROUPS.map((g) => {
    let got = new Decimal(0);
    let max = new Decimal(0);
    for (const [label, m] of g.indicators) {
      const mean = EXPERTS.reduce((a, _, e) => a.plus(scoreOf(e, m, g.share)), new Decimal(0)).div(3);
      consensus.push({ label, value: two(mean) });
      got = got.plus(mean);
      max = max.plus(m);
    }
    const score = got.div(max).times(100);
    strength = strength.plus(score.times(g.weight));
    return { name: g.name, score: two(score) };
  });
  const score = two(strength);
  const n = Number(score);
  const level = n >= 90 ? 'AAAAA' : n >= 80 ? 'AAAA' : n >= 70 ? 'AAA' : n >= 60 ? 'AA' : 'A';
  return { consensus, groups, score, level };
}

describe('brand assessment', () => {
  it('shows every brand menu page with its role data', async () => {
    const staff = await signedIn('staff_a');
    const s = staff.page;
    await openRow(s, '/brandApply', /精工智造.*已发布/);
    await s.getByRole('row', { name: /海天.*填写问卷/ }).waitFor();
    await screenshot(s, 'brand-brandApply');

    const reviewer = await signedIn('reviewer_a');
    const r = reviewer.page;
    await openRow(r, '/brandProcess', /恒通电子.*待审核/);
    await r.getByRole('row', { name: /安达.*待形式审查/ }).waitFor();
    await screenshot(r, 'brand-brandProcess');
    await open(r, '/brandQs', '品牌质量评价问卷');
    await r.getByText('品牌财务评价问卷').first().waitFor();
    await screenshot(r, 'brand-brandQs');
    await open(r, '/brandValue', '价值计算');
    await r.getByLabel('流程状态').click();
    await choose(r, '已发布');
    await r.getByLabel('评价流程').click();
    await choose(r, /精工智造/);
    await r.getByText('逐年计算').first().waitFor();
    await r.getByText('敏感性分析').first().waitFor();
    await screenshot(r, 'brand-brandValue');
    await openRow(r, '/brandReport', /精工智造.*第 \d+ 版/);
    await screenshot(r, 'brand-brandReport');
    await open(r, '/brandStats', '评价总数');
    await expect.poll(() => r.locator('canvas').count()).toBeGreaterThanOrEqual(3);
    await screenshot(r, 'brand-brandStats');

    const expert = await signedIn('expert_a');
    await openRow(expert.page, '/0010', /东方速运.*专家评分中/);
    await screenshot(expert.page, 'brand-0010');

    for (const c of [staff, reviewer, expert]) expect(c.problems).toEqual([]);
    await Promise.all([staff, reviewer, expert].map((c) => c.context.close()));
  });

  it('takes a new assessment through three experts to a report whose figures are the scores entered', async () => {
    const brand = '青禾';
    const company = '无锡青禾农业科技有限公司';
    const want = expected();
    const staff = await signedIn('staff_a');
    const reviewer = await signedIn('reviewer_a');
    const s = staff.page;
    const r = reviewer.page;
    const brandRow = (page: Page, more = '') =>
      page.getByRole('row', { name: new RegExp(`${brand}.*${company}${more}`) }).first();

    // staff_a applies on 品牌评价申请.
    await open(s, '/brandApply', '申请评价');
    await s.getByRole('button', { name: '申请评价' }).click();
    const apply = s.getByRole('dialog', { name: '申请品牌评价' });
    await apply.getByLabel('品牌名称').fill(brand);
    await apply.getByLabel('企业名称').fill(company);
    await apply.getByLabel('统一社会信用代码').fill(creditCode('91320200MA1QH8K2X'));
    await apply.getByLabel('所属行业').fill('农副食品加工业');
    await apply.getByLabel('联系人').fill('张明');
    await apply.getByLabel('联系电话').fill('13800000001');
    await apply.getByLabel('品牌简介').fill('青禾牌有机大米及杂粮制品。');
    await screenshot(s, 'brand-journey-apply');
    await apply.getByRole('button', { name: OK }).click();
    await toast(s, '已提交评价申请');
    await brandRow(s, '.*填写问卷').waitFor();
    const no = /BA-\d{4}-\d{5}/.exec(await brandRow(s).innerText())![0];

    // staff_a answers every questionnaire (a draft first for the quality one) and submits.
    await brandRow(s).getByRole('button', { name: '查看' }).click();
    const assessment = s.locator('.ant-drawer').filter({ hasText: `评价详情 · ${no}` });
    const card = async (group: string, qs: string) => {
      await assessment.getByRole('tab', { name: group, exact: true }).click();
      const c = assessment.locator('.ant-card').filter({ hasText: qs });
      await c
        .getByText(GROUPS.find((g) => g.qs === qs)!.indicators[0][0])
        .first()
        .waitFor();
      return c;
    };
    const final = async (c: Locator) => {
      await c.getByRole('button', { name: '保存答卷' }).click();
      await toast(s, '答卷已保存');
    };
    let c = await card('质量', '品牌质量评价问卷');
    await c.getByLabel('已通过认证并持续有效').check();
    await c.getByRole('button', { name: '保存草稿' }).click();
    await toast(s, '草稿已保存');
    await c.getByLabel('100%', { exact: true }).check();
    await c.getByLabel('主要产品执行的标准水平').click();
    await choose(s, '国家标准');
    await c.getByLabel('质量损失率及重大质量事故情况').fill('近三年质量损失率低于0.5%，无重大质量事故。');
    await screenshot(s, 'brand-journey-answer-quality');
    await final(c);
    c = await card('创新', '品牌创新评价问卷');
    await c.getByLabel('3%–5%').check();
    await c.getByLabel('有效发明专利数量（件）').fill('12');
    await c.getByLabel('是', { exact: true }).check();
    await c.getByLabel('近三年新产品、新技术及其市场表现').fill('推出富硒大米等6款新品，年销售额增长18%。');
    await c.getByLabel('产学研合作与研发平台建设').fill('与江南大学共建稻米加工联合实验室。');
    await final(c);
    c = await card('服务', '品牌服务评价问卷');
    await c.getByLabel('已建立并有效运行').check();
    await c.getByLabel('90分以上').check();
    await c.getByLabel('售后服务网络与响应时效').fill('覆盖长三角的配送网络，投诉24小时内响应。');
    await final(c);
    c = await card('声誉', '品牌声誉评价问卷');
    await c.getByLabel('10–30年').check();
    await c.getByLabel('获得的最高级别品牌荣誉').click();
    await choose(s, '省级');
    await c.getByLabel('否', { exact: true }).check();
    await c.getByLabel('品牌传播与社会责任实践').fill('连续五年开展助农公益活动。');
    await final(c);
    c = await card('财务', '品牌财务评价问卷');
    await c.getByLabel('上年营业收入（万元）').fill('23600');
    await c.getByLabel('预计年增长率（%）').fill('6.5');
    await c.getByLabel('持续增长').check();
    await c.getByLabel('80%以上').check();
    await c.getByLabel('盈利能力与资产负债情况').fill('毛利率28%，资产负债率41%。');
    await final(c);
    await assessment.getByRole('button', { name: '提交问卷' }).click();
    await confirmBox(s);
    await toast(s, '问卷已提交');
    await screenshot(s, 'brand-journey-submitted');

    // reviewer_a assigns the three experts and passes the formal check.
    await openRow(r, '/brandProcess', new RegExp(`${no}.*${brand}.*待形式审查`));
    await brandRow(r).getByRole('button', { name: '查看' }).click();
    const detail = r.locator('.ant-drawer').filter({ hasText: `评价详情 · ${no}` });
    await detail.getByRole('button', { name: '指派专家' }).click();
    const assign = r.getByRole('dialog', { name: '指派评审专家' });
    await assign.locator('.ant-select').click();
    for (const e of EXPERTS) await choose(r, e.name);
    // Closes the dropdown, which covers the dialog's buttons.
    await assign.locator('.ant-modal-title').click();
    await screenshot(r, 'brand-journey-assign');
    await assign.getByRole('button', { name: OK }).click();
    await toast(r, '已指派专家');
    await detail.getByRole('button', { name: '形式审查通过' }).click();
    await confirmBox(r);
    await toast(r, '形式审查已完成');

    // Each expert scores every indicator with a comment and submits; the others' scores show after.
    for (const [n, e] of EXPERTS.entries()) {
      const expert = await signedIn(e.username);
      const x = expert.page;
      await openRow(x, '/0010', new RegExp(`${no}.*${brand}`));
      await x
        .getByRole('row', { name: new RegExp(no) })
        .getByRole('button', { name: '评分' })
        .click();
      const drawer = x.locator('.ant-drawer').filter({ hasText: `品牌评分 · ${no}` });
      for (const g of GROUPS) {
        await drawer.getByRole('tab', { name: `${g.name} · ${g.qs}` }).click();
        for (const [label, max] of g.indicators) {
          const score = drawer.getByRole('spinbutton', { name: `${label} 评分` });
          await score.fill(String(scoreOf(n, max, g.share)));
          await score.blur();
          await drawer
            .getByRole('textbox', { name: `${label} 评语` })
            .fill(`${e.name}：${label}表现${n === 2 ? '尚可' : '良好'}。`);
        }
      }
      // Before submitting, none of the others' scores are shown.
      for (const other of EXPERTS.filter((o) => o !== e))
        expect(await drawer.getByText(other.name).count()).toBe(0);
      await screenshot(x, `brand-journey-scoring-${e.username}`);
      await drawer.getByRole('button', { name: '提交评分' }).click();
      await x.locator('.ant-popconfirm').getByRole('button', { name: OK }).click();
      await toast(x, '评分已提交');
      await drawer.getByText('您已提交评分，下面是全部专家的评分。').waitFor();
      for (const other of EXPERTS.slice(0, n)) await drawer.getByText(other.name).first().waitFor();
      await screenshot(x, `brand-journey-scored-${e.username}`);
      expect(expert.problems).toEqual([]);
      await expert.context.close();
    }

    // reviewer_a sees the consensus, the strength score and level, and approves.
    await openRow(r, '/brandProcess', new RegExp(`${no}.*${brand}.*待审核`));
    await brandRow(r).getByRole('button', { name: '查看' }).click();
    await detail.getByRole('tab', { name: '专家评分' }).click();
    await detail.getByText(want.score, { exact: true }).first().waitFor();
    await detail.getByText(want.level, { exact: true }).first().waitFor();
    for (const { label, value } of want.consensus)
      await detail.getByRole('row', { name: new RegExp(`${label}.*${value.replace('.', '\\.')}`) }).waitFor();
    await screenshot(r, 'brand-journey-consensus');
    await detail.getByRole('button', { name: '审核通过' }).click();
    await confirmBox(r);
    await toast(r, '审核已完成');

    // The value page shows the valuation of the published assessment with its strength.
    await open(r, '/brandValue', '价值计算');
    await r.getByLabel('流程状态').click();
    await choose(r, '已发布');
    const priced = r.waitForResponse((res) => res.url().includes('/queryValuePrice'));
    await r.getByLabel('评价流程').click();
    await choose(r, new RegExp(`${no} ${brand}`));
    const valuation = (
      (await (await priced).json()) as { data: { value: string; strength: { score: string; level: string } } }
    ).data;
    expect(valuation.strength).toMatchObject({ score: want.score, level: want.level });
    await r.getByText('逐年计算').first().waitFor();
    await screenshot(r, 'brand-journey-value');
    const value = two(new Decimal(valuation.value));

    // reviewer_a saves a report version and downloads both documents.
    await openRow(r, '/brandReport', new RegExp(`${no}.*${brand}`));
    await brandRow(r).getByRole('button', { name: '查看报告' }).click();
    const report = r.locator('.ant-drawer').filter({ hasText: `评价报告：${brand}（${no}）` });
    await report.getByRole('button', { name: '保存为新版本' }).click();
    await r.locator('.ant-message-success').first().waitFor();
    await report.getByText('第 1 版').first().waitFor();
    await screenshot(r, 'brand-journey-report');
    const checkPdf = (bytes: Buffer) => {
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const words = pdfText(bytes);
      expect(words).toContain(brand);
      for (const figure of [want.score, want.level, ...want.groups.map((g) => g.score)])
        expect(words).toContain(figure);
      for (const { value: figure } of want.consensus) expect(words).toContain(figure);
    };
    checkPdf(await download(r, report.getByRole('button', { name: '下载 PDF' })));
    const docx = await download(r, report.getByRole('button', { name: '下载 Word' }));
    const xml = new PizZip(docx).file('word/document.xml')!.asText();
    for (const figure of [brand, want.score, want.level, value, ...want.groups.map((g) => g.score)])
      expect(xml).toContain(figure);
    for (const { value: figure } of want.consensus) expect(xml).toContain(figure);
    const [label, max] = GROUPS[0].indicators[0];
    for (const [n, e] of EXPERTS.entries())
      expect(xml).toContain(`${e.name} ${scoreOf(n, max, GROUPS[0].share).toFixed(2)}`);
    expect(xml).toContain(`${EXPERTS[2].name}：${label}表现尚可。`);

    // staff_a sees the result and downloads the report.
    await openRow(s, '/brandApply', new RegExp(`${no}.*${brand}.*已发布`));
    await brandRow(s).getByRole('button', { name: '查看' }).click();
    const result = s.locator('.ant-drawer').filter({ hasText: `评价详情 · ${no}` });
    await result.getByText(want.score, { exact: true }).first().waitFor();
    await result.getByText(want.level, { exact: true }).first().waitFor();
    await screenshot(s, 'brand-journey-result');
    checkPdf(await download(s, result.getByRole('button', { name: '下载 PDF' })));

    for (const c of [staff, reviewer]) expect(c.problems).toEqual([]);
    await Promise.all([staff, reviewer].map((c) => c.context.close()));
  });
});
