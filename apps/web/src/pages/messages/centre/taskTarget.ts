// Where a task notification (targetType 21) leads, spec shell.md §2.5: the page depends on the role
// code of the user and, for the reviewing and work-queue roles that work on many pages, on the words of
// the message's title or content. This table is the one place those rules live.

/** A page a role may be sent to, and the words in a message that point at it. */
export interface TaskPage {
  path: string;
  /** Any of these in the title or content chooses the page; none means it is only a fallback. */
  words: readonly string[];
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
  { code: 8, pages: [{ path: '/business', words: [] }] },
  { code: 42, pages: [{ path: '/business', words: [] }] },
  { code: 33, pages: [{ path: '/0010', words: [] }] },
  {
    code: 34,
    pages: [
      { path: '/businessReview', words: ['业务审查', '审查'] },
      { path: '/contractManage', words: ['合同'] },
      { path: '/applyManage', words: ['申请'] },
      { path: '/plan', words: ['计划'] },
      { path: '/plan#underway', words: ['进行中', '实施中'] },
      { path: '/overview', words: ['概览', '总览'] },
      { path: '/auditplan', words: ['审核计划'] },
      { path: '/dataExamine', words: ['数据审核', '数据核查'] },
      { path: '/projectExa', words: ['项目审查', '项目审核'] },
      { path: '/ratify', words: ['批准', '审定'] },
      { path: '/ywreviewam', words: ['业务评审'] },
      { path: '/processList', words: ['流程'] },
      { path: '/applyList', words: ['申请记录'] },
    ],
  },
  {
    code: 47,
    pages: [
      { path: '/awaitApply@wait', words: ['受理', '申请'] },
      { path: '/awaitBazaar@wait', words: ['集市', '市场', '抢单'] },
      { path: '/awaitApplyReview@wait', words: ['申请评审'] },
      { path: '/review@wait', words: ['评审'] },
      { path: '/approve@wait', words: ['审批', '批准'] },
      { path: '/filing@wait', words: ['备案'] },
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

function permitted(path: string, paths: ReadonlySet<string>): boolean {
  const page = pathOnly(path);
  return paths.has(page) || paths.has(`${page}/index`);
}

function targetFor(role: RoleTargets, text: string, paths: ReadonlySet<string>): string | undefined {
  const reachable = role.pages.filter((page) => permitted(page.path, paths));
  let named: { path: string; length: number } | undefined;
  for (const page of reachable) {
    for (const word of page.words) {
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
  const text = `${title}\n${content}`;
  for (const role of TASK_TARGETS) {
    if (!held.has(role.code)) continue;
    const path = targetFor(role, text, permittedPaths);
    if (path) return path;
  }
  return undefined;
}
