// Where a task notification (targetType 21) leads, spec shell.md §2.5: the page depends on the role
// code of the user and, for the reviewing and work-queue roles that work on many pages, on the words of
// the message's title or content. This table is the one place those rules live; the words are in the
// messages catalogue, in the language the user reads (the server writes their messages in it).
import { i18n } from '../../../i18n';
import type zhMessages from '../../../i18n/locales/zh-CN/messages';

/** The entries of the messages catalogue that list a page's words. */
export type TaskWords = keyof (typeof zhMessages)['taskWords'];

/** A page a role may be sent to, and the catalogue entry of the words in a message that point at it. */
export interface TaskPage {
  path: string;
  /** Any of these words in the title or content chooses the page; none means it is only a fallback. */
  words?: TaskWords;
}

export interface RoleTargets {
  code: number;
  /**
   * In the spec's order. The page with the longest word found in the message wins ('审核计划' beats
   * '计划'); with no word found, the first page the user has.
   */
  pages: readonly TaskPage[];
  /** A work-queue role also reaches any permitted page whose path ends with this (spec: "several numeric ones"). */
  pathSuffix?: string;
}

/** The roles in the order they are tried when a user holds several. */
export const TASK_TARGETS: readonly RoleTargets[] = [
  // The enterprise's certification messages (issue 21) name its application or its certificate.
  {
    code: 8,
    pages: [
      { path: '/business' },
      { path: '/myCertificate', words: 'certCertificate' },
      { path: '/applyList', words: 'certApplication' },
    ],
  },
  // The carbon staff's verification messages (issue 20) name the verification; the rest are business.
  { code: 42, pages: [{ path: '/business' }, { path: '/carbon/verify', words: 'carbonVerification' }] },
  { code: 33, pages: [{ path: '/0010' }, { path: '/certAudit@wait', words: 'certAudit' }] },
  {
    code: 34,
    pages: [
      { path: '/businessReview', words: 'businessReview' },
      { path: '/contractManage', words: 'contract' },
      { path: '/applyManage', words: 'application' },
      { path: '/plan', words: 'plan' },
      { path: '/plan#underway', words: 'planUnderway' },
      { path: '/overview', words: 'overview' },
      { path: '/auditplan', words: 'auditPlan' },
      { path: '/dataExamine', words: 'dataReview' },
      { path: '/projectExa', words: 'projectReview' },
      { path: '/ratify', words: 'ratify' },
      { path: '/ywreviewam', words: 'businessAssessment' },
      { path: '/processList', words: 'process' },
      { path: '/applyList', words: 'applicationRecords' },
    ],
  },
  {
    code: 47,
    pages: [
      { path: '/awaitApply@wait', words: 'awaitApply' },
      { path: '/awaitBazaar@wait', words: 'awaitBazaar' },
      { path: '/awaitApplyReview@wait', words: 'awaitApplyReview' },
      { path: '/review@wait', words: 'review' },
      { path: '/approve@wait', words: 'approve' },
      { path: '/filing@wait', words: 'filing' },
      { path: '/certAudit@wait', words: 'certAudit' },
    ],
    pathSuffix: '@wait',
  },
];

export interface TaskTargetInput {
  title: string;
  content: string;
  /** The role codes of the session (user info `roles`, strings as the server sends them). */
  roles: readonly string[];
  /** The paths of the user's menu: a page they do not have would only show "not found". */
  permittedPaths: ReadonlySet<string>;
}

function pathOnly(path: string): string {
  const hash = path.indexOf('#');
  return hash < 0 ? path : path.slice(0, hash);
}

/** Whether `path` (a hash ignored) is a page of the user's menu, by itself or as `<path>/index`. */
export function permitted(path: string, paths: ReadonlySet<string>): boolean {
  const page = pathOnly(path);
  return paths.has(page) || paths.has(`${page}/index`);
}

/** The words of a page, lower case (English titles capitalise them). */
function wordsOf(page: TaskPage): string[] {
  if (!page.words) return [];
  return i18n.t(`messages:taskWords.${page.words}`).toLowerCase().split('|').filter(Boolean);
}

function targetFor(role: RoleTargets, text: string, paths: ReadonlySet<string>): string | undefined {
  const reachable = role.pages.filter((page) => permitted(page.path, paths));
  let named: { path: string; length: number } | undefined;
  for (const page of reachable) {
    for (const word of wordsOf(page)) {
      if (word.length > (named?.length ?? 0) && text.includes(word))
        named = { path: page.path, length: word.length };
    }
  }
  if (named) return named.path;
  if (reachable[0]) return reachable[0].path;
  const suffix = role.pathSuffix;
  if (!suffix) return undefined;
  const queue = [...paths].find((path) => path.endsWith(suffix) || path.endsWith(`${suffix}/index`));
  return queue?.replace(/\/index$/, '');
}

/**
 * The task page a notification leads the user to, or undefined when none of their roles has a page in
 * their menu for it (the caller then shows the message itself).
 */
export function taskTarget({ title, content, roles, permittedPaths }: TaskTargetInput): string | undefined {
  const held = new Set(roles.map(Number));
  const text = `${title}\n${content}`.toLowerCase();
  for (const role of TASK_TARGETS) {
    if (!held.has(role.code)) continue;
    const path = targetFor(role, text, permittedPaths);
    if (path) return path;
  }
  return undefined;
}
