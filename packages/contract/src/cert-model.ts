// The zod-free part of the certification contract (issue 21; spec forms.md §7 "Certification", shell.md
// §2.5 role 34 and 47 pages): the prefix, the paths, the schemes, and the states of applications,
// contracts, audits, findings and certificates. The web imports these values from
// '@platform/contract/cert-model'. Domain facts: /work/shared/DOMAIN.md (ISO/IEC 17021-1, IAF MD 5, CCC).
import { DEFAULT_LANGUAGE, type Language } from './i18n.js';
import { standardTexts } from './locales/cert-standards.js';

export const CERT_PREFIX = '/api/api-cert';

/** Every certification call, relative to CERT_PREFIX: the spec's names first, then ours. */
export const CertPaths = {
  // spec names (forms.md §7)
  notices: 'cert/notice/queryNoticeByPage',
  cccTasks: 'cccTask/queryCCCList',
  myTasks: 'mgmt/queryMyTasks',
  cccApplications: 'cccWork/queryCCCApplyList',
  myApplication: 'cccWork/queryMyApplication',
  businessStatistics: 'businessstatistics',
  myCertificates: 'queryMyCertificate',
  statsOfMonth: 'statsOfMonth',
  progress: 'workflow/getProgress',
  workbenchData: 'mgmt/workbench/statData',
  workbenchChart: 'mgmt/workbench/statChart',
  // applications and acceptance (ours)
  applications: 'apply/queryPageList',
  application: 'apply/detail',
  saveApplication: 'apply/save',
  submitApplication: 'apply/submit',
  withdrawApplication: 'apply/withdraw',
  removeApplication: 'apply/delete',
  /** The audit days the tenant's decision table proposes for an application and a risk (GET ?id&risk). */
  proposedDays: 'apply/auditDays',
  acceptApplication: 'apply/accept',
  refuseApplication: 'apply/refuse',
  // contracts (ours)
  contracts: 'contract/queryPageList',
  contract: 'contract/detail',
  saveContract: 'contract/save',
  /** The contract document generated from the template (GET ?id, a docx file). */
  contractDocument: 'contract/document',
  sendContract: 'contract/send',
  signContract: 'contract/sign',
  cancelContract: 'contract/cancel',
  // auditors, programmes, plans and teams (ours)
  auditors: 'auditor/queryPageList',
  saveAuditor: 'auditor/save',
  removeAuditor: 'auditor/delete',
  programmes: 'programme/queryPageList',
  programme: 'programme/detail',
  audits: 'audit/queryPageList',
  audit: 'audit/detail',
  /** Auditors who may join an audit's team: matching field codes, no conflict of interest (GET ?auditId). */
  teamCandidates: 'audit/teamCandidates',
  savePlan: 'audit/savePlan',
  issuePlan: 'audit/issuePlan',
  confirmPlan: 'audit/confirmPlan',
  /** The enterprise asks for changes to an issued plan. */
  requestPlanChange: 'audit/requestChange',
  startSurveillance: 'audit/start',
  // audit work: findings and report (ours)
  myAudits: 'audit/myAudits',
  findings: 'finding/list',
  addFinding: 'finding/add',
  updateFinding: 'finding/update',
  removeFinding: 'finding/delete',
  answerFinding: 'finding/answer',
  closeFinding: 'finding/close',
  reopenFinding: 'finding/reopen',
  saveReport: 'audit/saveReport',
  issueReport: 'audit/issueReport',
  /** The audit report PDF (GET ?auditId); queryAuditReport's reportUrl points here. */
  reportDocument: 'audit/reportDocument',
  // technical review, decision and certificates (ours)
  reviews: 'review/queryPageList',
  saveReview: 'review/submit',
  decisions: 'decision/queryPageList',
  decide: 'decision/submit',
  certificates: 'certificate/queryPageList',
  certificate: 'certificate/detail',
  changeCertificate: 'certificate/changeStatus',
  /** The certificate PDF with its verification QR code (GET ?id). */
  certificateDocument: 'certificate/document',
  /** Public, no sign-in: a certificate's current status (GET ?no&code). */
  publicCertificate: 'public/certificate',
  // notices (ours)
  saveNotice: 'cert/notice/save',
  publishNotice: 'cert/notice/publish',
  removeNotice: 'cert/notice/delete',
  // processes (ours)
  processes: 'process/queryPageList',
  projects: 'project/queryPageList',
  // the body's settings (ours)
  /** The body's settings: its application form (GET, anyone of the cert app). */
  settings: 'settings/get',
  /** The body's staff choose the application form (POST). */
  saveSettings: 'settings/save',
} as const;

/** The public certificate verification page of the web app (no sign-in), `?no=…&code=…`. */
export const CERT_VERIFY_PAGE = '/cert-verify';

/**
 * Certification schemes: four management systems (gltx, 管理体系) and CCC product certification; the
 * standard of each is in locales/cert-standards.ts (schemeStandard).
 */
export const CERT_SCHEMES = [
  { key: 'QMS', kind: 'system', letter: 'Q' },
  { key: 'EMS', kind: 'system', letter: 'E' },
  { key: 'OHSMS', kind: 'system', letter: 'S' },
  { key: 'EnMS', kind: 'system', letter: 'En' },
  { key: 'CCC', kind: 'product', letter: 'C' },
] as const;
export type CertScheme = (typeof CERT_SCHEMES)[number]['key'];
export const CERT_SCHEME_KEYS = CERT_SCHEMES.map((s) => s.key) as unknown as readonly [
  CertScheme,
  ...CertScheme[],
];
export const isProductScheme = (scheme: string) => scheme === 'CCC';

/** Management-system certificates run three years; CCC certificates five (DOMAIN.md). */
export const CERTIFICATE_YEARS: Record<CertScheme, number> = { QMS: 3, EMS: 3, OHSMS: 3, EnMS: 3, CCC: 5 };

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const ApplicationStatus = {
  draft: 0,
  /** Submitted, awaiting the acceptance review. */
  submitted: 1,
  /** 不予受理. */
  refused: 2,
  /** Accepted, awaiting the contract. */
  accepted: 3,
  /** Contract signed: the audit programme runs. */
  contracted: 4,
  auditing: 5,
  /** Technical review and decision. */
  deciding: 6,
  certified: 7,
  /** The decision refused certification. */
  notCertified: 8,
  withdrawn: 9,
} as const;

export const ContractStatus = { draft: 0, sent: 1, signed: 2, cancelled: 3 } as const;

/**
 * Audit kinds; 1–4 are the audit letter's auditType values (spec forms.md §3 Audit notice); 5 and 6
 * are CCC factory inspections.
 */
export const AuditKind = {
  stage1: 1,
  stage2: 2,
  surveillance: 3,
  recertification: 4,
  factoryInspection: 5,
  followUpInspection: 6,
} as const;

export const AuditStatus = {
  /** In the programme, not yet planned. */
  planned: 0,
  /** Plan written, not yet issued to the enterprise. */
  drafted: 1,
  /** Issued: awaiting the enterprise's confirmation. */
  issued: 2,
  changeRequested: 3,
  confirmed: 4,
  /** Report issued; nonconformities may still be open. */
  reported: 5,
  /** Every finding closed, handed to technical review. */
  closed: 6,
  cancelled: 7,
} as const;

export const AUDIT_POSTS = ['leader', 'auditor', 'expert', 'trainee'] as const;
export type AuditPost = (typeof AUDIT_POSTS)[number];

export const CertFindingKind = { observation: 1, minor: 2, major: 3 } as const;
export const CertFindingStatus = { open: 0, answered: 1, closed: 2 } as const;

export const REVIEW_RESULTS = ['pass', 'return'] as const;

/** What a decision may do: on an initial or recertification audit, and on a surveillance audit. */
export const DECISIONS = [
  'grant',
  'refuse',
  'renew',
  'maintain',
  'suspend',
  'withdraw',
  'reduceScope',
  'return',
] as const;
export type CertDecision = (typeof DECISIONS)[number];

export const CertificateStatus = { valid: 1, suspended: 2, withdrawn: 3, expired: 4, superseded: 5 } as const;

/** Status changes made on a certificate outside a decision (the body's certificate page). */
export const CERTIFICATE_CHANGES = ['suspend', 'restore', 'withdraw', 'reduceScope'] as const;

export const NoticeStatus = { draft: 0, published: 1 } as const;

/** The certification process (models/cert-certification.bpmn) and its work queues. */
export const CERT_PROCESS_KEY = 'cert-certification';
export const CERT_QUEUES = {
  accept: 'applyManage',
  contract: 'contractManage',
  plan: 'certPlan',
  confirm: 'planConfirm',
  audit: 'certAudit',
  review: 'ratify',
  decision: 'ywreviewam',
} as const;

/** Message smsTypes of the certification flow (spec shell.md §4 "Messages"). */
export const CERT_SMS = {
  /** A management-system application accepted. */
  gltxAccept: 'cert-gltx-accept-notify',
  /** A CCC application accepted. */
  mgmtAccept: 'cert-mgmt-accept-notify',
  /** Any application refused. */
  mgmtNoAccept: 'cert-mgmt-no-accept-notify',
  auditReport: 'gltxScheme auditReport-notify',
  auditNotice: 'audit-notify',
  planConfirm: 'planConfirm-notify',
} as const;

/** Statistics and workbench business types (`businessType` of businessstatistics and statsOfMonth). */
export const BUSINESS_TYPES = ['all', 'system', 'product'] as const;
/** `type` of mgmt/workbench/statChart. */
export const CHART_TYPES = ['applications', 'audits', 'certificates', 'auditDays'] as const;

/** Technical review and decision (H5): the file of an audit under review or decision (GET ?auditId). */
export const CertDecisionPaths = { auditFile: 'review/file' } as const;

/**
 * The decisions an audit allows: the initial audit (stage 2, CCC factory inspection) grants or refuses,
 * a recertification renews or refuses, a surveillance (or CCC follow-up inspection) maintains,
 * suspends, withdraws or reduces the scope; every one may return the file to technical review.
 */
export function decisionsFor(kind: number): CertDecision[] {
  if (kind === AuditKind.recertification) return ['renew', 'refuse', 'return'];
  if (kind === AuditKind.surveillance || kind === AuditKind.followUpInspection)
    return ['maintain', 'suspend', 'withdraw', 'reduceScope', 'return'];
  return ['grant', 'refuse', 'return'];
}

// ---- applications (H1) ----

/** GB 32100-2015 unified social credit code: the 31 characters it uses and the weights of the check. */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character (the 18th) of the first 17 characters of a credit code, or null if any is not allowed. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_CHARS.indexOf(first17[i] ?? '');
    if (value < 0) return null;
    sum += value * CREDIT_CODE_WEIGHTS[i]!;
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31]!;
}

/** Whether a text is a unified social credit code: 18 allowed characters whose last is the check character. */
export const isCreditCode = (code: string) =>
  code.length === 18 && creditCodeCheckChar(code.slice(0, 17)) === code[17];

/** The standard an application names for its scheme, in `language` (Chinese by default). */
export const schemeStandard = (scheme: string, language: Language = DEFAULT_LANGUAGE) =>
  standardTexts[language][scheme as CertScheme] ?? '';

/** Contract calls beyond CertPaths (H2): the accepted applications awaiting a contract and the client's side. */
export const CertContractPaths = {
  /** Accepted applications that have no contract yet (or only cancelled ones). */
  awaiting: 'contract/queryAwaitingList',
  /** The enterprise's contract of one of their applications (GET ?applicationId). */
  myContract: 'contract/myContract',
  /** The enterprise uploads its signed scan; the body then confirms with contract/sign. */
  clientSign: 'contract/clientSign',
} as const;

/**
 * What a quotation covers (contract-quote.ts): a management system's initial cycle, the initial audit
 * (stage 1 + 2) and two surveillance audits of a third of its days each (rounded up to half days);
 * recertification is quoted by a new contract. CCC: the initial factory inspection only (the yearly
 * follow-up inspections are invoiced each year).
 */
export const CONTRACT_SURVEILLANCE_AUDITS = 2;

// ---- audit work (H4) ----

/** Audit work calls beside CertPaths' findings and report calls. */
export const CertAuditWorkPaths = {
  /** An audit's whole file: plan, team, the application's documents, findings, report (GET ?auditId). */
  auditFile: 'audit/file',
  /** Every audit's file for the body's 审核资料审查 (POST, paged, filters in the body). */
  auditFiles: 'audit/queryFileList',
  /** The leader closes an audit whose majors are closed and minors answered. */
  closeAudit: 'audit/close',
} as const;

/** The audit team's recommendation in the report (cert_audits.recommendation). */
export const AUDIT_RECOMMENDATIONS = ['recommend', 'recommendWithConditions', 'notRecommend'] as const;
export type AuditRecommendation = (typeof AUDIT_RECOMMENDATIONS)[number];
