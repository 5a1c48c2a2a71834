// Demo content pages (issue 23): the platform's published texts of every public page in Chinese and
// English, a report form in east-cert (category, the organisation concerned, description) that the
// platform's report page names, and two submissions east-cert received through it (one handled).
import type { Db } from '../db/client.js';
import { contentPages, reportSubmissions, tenants } from '../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { addForm, choices, field, Kind, template } from './business.js';

export const REPORT_FORM_NAME = '举报投诉登记表';

const REPORT_FORM = template([
  field({
    type: 'select',
    label: '举报类别',
    model: 'category',
    required: true,
    options: { options: choices('认证活动违规', '证书冒用或伪造', '检验检测数据造假', '服务质量', '其他') },
  }),
  field({ type: 'input', label: '被举报单位', model: 'subject' }),
  field({ type: 'textarea', label: '情况描述', model: 'description', required: true }),
]);

const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');
const h = (title: string) => `<h2>${title}</h2>`;
const ul = (...items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;

type Texts = Record<
  'privacypolicy' | 'termsofservice' | 'comreport' | 'reportnotice' | 'reportform',
  [string, string]
>;

const ZH: Texts = {
  privacypolicy: [
    '隐私政策',
    p(
      '本平台（以下简称“我们”）重视您的个人信息保护。本政策说明我们在您使用质量认证、合规管理、碳核算与品牌评价等服务时，如何收集、使用、保存和保护您的个人信息。',
    ) +
      h('一、我们收集的信息') +
      ul(
        '账号信息：用户名、姓名、手机号、电子邮箱，用于登录和身份核验；',
        '业务信息：您在申请、填报、审核过程中提交的企业资料、表单内容和附件；',
        '日志信息：访问时间、IP 地址、操作记录，用于安全审计和故障排查。',
      ) +
      h('二、我们如何使用信息') +
      p(
        '我们仅在提供服务所必需的范围内使用您的信息：完成认证与审核流程、发送业务通知和验证码、履行法律法规规定的义务。未经您同意，我们不会将您的个人信息用于上述目的以外的用途。',
      ) +
      h('三、信息的共享与保存') +
      p(
        '您的业务数据只在您所属的机构内可见；除法律法规要求或您明确授权外，我们不会向第三方提供您的个人信息。信息保存在中华人民共和国境内，保存期限为实现处理目的所必需的最短时间。',
      ) +
      h('四、您的权利') +
      p(
        '您可以在个人中心查阅和更正个人信息，也可以联系所属机构的管理员注销账号。如对本政策有任何疑问，请通过平台公布的联系方式与我们联系。',
      ),
  ],
  termsofservice: [
    '服务条款',
    p(
      '欢迎使用本平台。您在注册、登录或使用平台服务前，请仔细阅读并理解本条款。您使用平台服务即表示同意本条款的全部内容。',
    ) +
      h('一、服务内容') +
      p(
        '平台为认证机构、企业和专家提供质量认证、合规管理、碳排放核算和品牌评价等在线服务。具体服务以您所属机构开通的应用为准。',
      ) +
      h('二、账号与安全') +
      ul(
        '您应妥善保管账号和密码，因您保管不善造成的损失由您自行承担；',
        '发现账号被他人使用时，请立即修改密码并通知所属机构的管理员；',
        '不得将账号出借、转让或用于任何违法活动。',
      ) +
      h('三、使用规范') +
      p(
        '您提交的资料应当真实、准确、完整。不得上传含有违法内容、恶意代码或侵犯他人权利的文件；不得以任何方式干扰平台的正常运行。',
      ) +
      h('四、责任与变更') +
      p(
        '因不可抗力或第三方原因导致的服务中断，我们将尽力减少对您的影响。我们可能根据法律法规或业务变化修订本条款，修订后的条款在平台公布后生效。',
      ),
  ],
  comreport: [
    '合规声明',
    p(
      '本平台依据《中华人民共和国认证认可条例》《中华人民共和国网络安全法》《中华人民共和国个人信息保护法》等法律法规运营，并接受市场监督管理部门的监督。',
    ) +
      h('一、合规承诺') +
      ul(
        '平台上的认证、检验检测和评价活动由具备相应资质的机构开展，机构对其出具的结论负责；',
        '平台对业务数据实行分机构隔离和访问留痕，防止数据被越权查看或篡改；',
        '平台定期开展安全评估，及时修复发现的漏洞。',
      ) +
      h('二、违规线索的报告') +
      p(
        '如您发现平台上的机构或个人存在违反认证认可规定、伪造或冒用证书、数据造假等行为，可以通过“举报投诉”页面提交线索。我们将依法保护举报人的信息，并在收到后及时转交相关机构核查处理。',
      ),
  ],
  reportnotice: [
    '举报须知',
    p('为了及时、有效地处理您的举报，请在提交前阅读以下说明。') +
      ul(
        '举报应当实事求是，提供被举报单位的名称、违规事实、发生时间和地点等具体情况；',
        '如有证明材料，请在情况描述中写明材料的名称和来源，核实时我们会与您联系获取；',
        '您可以选择留下姓名和联系电话，以便核实情况和反馈处理结果；匿名举报同样受理，但可能无法告知处理结果；',
        '捏造事实、诬告陷害他人的，依法承担相应责任。',
      ) +
      p(
        '我们对举报人的信息严格保密，不会向被举报单位透露。举报一般在 15 个工作日内处理完毕，情况复杂的可适当延长。',
      ),
  ],
  reportform: [
    '举报投诉',
    p(
      '请如实填写以下表单。提交前请阅读<a href="/reportnotice">举报须知</a>。带 * 的为必填项，联系方式可不填。',
    ),
  ],
};

const EN: Texts = {
  privacypolicy: [
    'Privacy policy',
    p(
      'We, the operators of this platform, take the protection of your personal information seriously. This policy explains how we collect, use, keep and protect your personal information when you use our certification, compliance, carbon accounting and brand evaluation services.',
    ) +
      h('1. What we collect') +
      ul(
        'Account information: username, name, mobile number and e-mail address, used to sign you in and verify who you are;',
        'Business information: the company details, form answers and attachments you submit in applications, reports and reviews;',
        'Logs: access times, IP addresses and the operations you perform, kept for security audits and troubleshooting.',
      ) +
      h('2. How we use it') +
      p(
        'We use your information only as far as the service requires: to run certification and review processes, to send business notices and verification codes, and to meet our legal obligations. We do not use it for other purposes without your consent.',
      ) +
      h('3. Sharing and keeping') +
      p(
        "Your business data is visible only within your organisation. We do not give your personal information to third parties unless the law requires it or you have agreed. It is stored in the People's Republic of China for no longer than its purpose needs.",
      ) +
      h('4. Your rights') +
      p(
        "You can view and correct your personal information in your profile, and ask your organisation's administrator to close your account. If you have questions about this policy, contact us through the contact details published on the platform.",
      ),
  ],
  termsofservice: [
    'Terms of service',
    p(
      'Welcome to the platform. Please read these terms carefully before you register, sign in or use the services. By using the services you accept these terms in full.',
    ) +
      h('1. The services') +
      p(
        'The platform offers certification bodies, companies and experts online services for quality certification, compliance management, carbon accounting and brand evaluation. Which services you can use depends on the applications your organisation has opened.',
      ) +
      h('2. Your account') +
      ul(
        'Keep your username and password safe; you bear losses caused by failing to do so;',
        "If someone else uses your account, change your password at once and tell your organisation's administrator;",
        'Do not lend or transfer your account or use it for anything unlawful.',
      ) +
      h('3. Acceptable use') +
      p(
        "What you submit must be true, accurate and complete. Do not upload unlawful content, malicious code or files that infringe the rights of others, and do not interfere with the platform's operation in any way.",
      ) +
      h('4. Liability and changes') +
      p(
        'Where the service is interrupted by force majeure or by third parties, we will do our best to limit the effect on you. We may revise these terms when laws or the business change; revised terms take effect when published on the platform.',
      ),
  ],
  comreport: [
    'Compliance statement',
    p(
      "The platform is operated in accordance with the Regulations on Certification and Accreditation, the Cybersecurity Law and the Personal Information Protection Law of the People's Republic of China, under the supervision of the market regulation authorities.",
    ) +
      h('1. Our commitments') +
      ul(
        'Certification, inspection and evaluation on the platform are carried out by qualified bodies, which are responsible for their conclusions;',
        'Business data is kept apart per organisation and every access is recorded, so that it cannot be viewed or changed without authority;',
        'The platform is assessed for security regularly and the weaknesses found are fixed promptly.',
      ) +
      h('2. Reporting a breach') +
      p(
        'If you find that an organisation or person on the platform breaks certification rules, forges or misuses certificates, or falsifies data, you can report it on the "Report" page. We protect the information of those who report, and pass every report on to the body concerned for investigation.',
      ),
  ],
  reportnotice: [
    'Before you report',
    p(
      'So that we can deal with your report quickly and properly, please read the following before you submit it.',
    ) +
      ul(
        'Report the facts as they are: name the organisation concerned, what happened, when and where;',
        'If you have evidence, name it and where it comes from in the description; we will contact you for it when we check the report;',
        'You may leave your name and phone number so that we can check details and tell you the outcome; anonymous reports are accepted too, but we may be unable to tell you the outcome;',
        'Anyone who invents facts or makes false accusations is liable under the law.',
      ) +
      p(
        'We keep the identity of those who report strictly confidential and never disclose it to the organisation reported. Reports are normally dealt with within 15 working days; complex cases may take longer.',
      ),
  ],
  reportform: [
    'Report a concern',
    p(
      'Please fill in the form below truthfully. Read <a href="/reportnotice">Before you report</a> first. Fields marked * are required; your contact details are optional.',
    ),
  ],
};

/** Written in system scope by seedDemo, after the tenants exist. */
export async function seedContentDemo(db: Db): Promise<void> {
  const [east] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'east-cert'));
  if (!east) return;
  const formId = await addForm(db, east.id, '平台管理员', Kind.indicator, REPORT_FORM_NAME, REPORT_FORM, {
    description: '公开举报投诉页面使用的登记表',
    formGroupId: '举报投诉',
  });
  const publishedAt = new Date(Date.now() - 30 * 86_400_000);
  const rows = (['zh-CN', 'en-US'] as const).flatMap((language) =>
    Object.entries(language === 'zh-CN' ? ZH : EN).map(([kind, [title, body]]) => ({
      tenantId: null,
      kind,
      language,
      version: 1,
      title,
      body,
      formId: kind === 'reportform' ? formId : null,
      published: true,
      publishedAt,
      createdBy: '平台管理员',
      createdAt: publishedAt,
      updatedAt: publishedAt,
    })),
  );
  const pages = await db.insert(contentPages).values(rows).returning({
    id: contentPages.id,
    kind: contentPages.kind,
    language: contentPages.language,
  });
  const reportPage = pages.find((r) => r.kind === 'reportform' && r.language === 'zh-CN')!;
  const day = 86_400_000;
  await db.insert(reportSubmissions).values([
    {
      tenantId: east.id,
      pageId: reportPage.id,
      formId,
      formVersion: 1,
      data: {
        category: '2',
        subject: '某市精工机械有限公司',
        description:
          '该公司在产品宣传册上使用的质量管理体系认证证书编号在认证机构官网查询不到，疑似冒用证书。',
      },
      contactName: '刘先生',
      contactPhone: '13912345678',
      ip: '203.0.113.25',
      status: 0,
      createdAt: new Date(Date.now() - 2 * day),
    },
    {
      tenantId: east.id,
      pageId: reportPage.id,
      formId,
      formVersion: 1,
      data: {
        category: '4',
        subject: '',
        description: '监督审核的日期多次临时变更，没有提前通知我们，影响了生产安排。',
      },
      contactName: null,
      contactPhone: null,
      ip: '198.51.100.7',
      status: 2,
      handledBy: '平台管理员',
      handledAt: new Date(Date.now() - 5 * day),
      reply: '已核实情况并与审核组沟通，今后审核日期变更将至少提前五个工作日通知。',
      createdAt: new Date(Date.now() - 9 * day),
    },
  ]);
}
