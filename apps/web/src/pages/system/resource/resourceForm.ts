// The resource edit form: its values for a resource, the call body for its values, and the checks the
// server also makes (contract ResourceFields), so that most mistakes are named before sending.
import type { CreateResourceBody, Resource, SaveResourceBody } from '@platform/contract';
import { i18n } from '../../../i18n';

/** Resource types (spec §3: 21 is an external url); the others are the menu's own kinds. */
export const RESOURCE_TYPES = [
  { value: 1, text: 'resource.types.directory' },
  { value: 2, text: 'resource.types.page' },
  { value: 3, text: 'resource.types.button' },
  { value: 21, text: 'resource.types.external' },
] as const;
export const EXTERNAL_TYPE = 21;
/** Spec §2.4: blank 3 opens the menu item in a new window. */
export const NEW_WINDOW_BLANK = 3;

export interface ResourceFormValues {
  parentId: string | null;
  title: string;
  /** The title in English; blank: the Chinese one is shown in English too. */
  titleEn?: string;
  name: string;
  path: string;
  component?: string;
  redirect?: string;
  icon?: string;
  type: number;
  url?: string;
  newWindow: boolean;
  activeMenu?: string;
  hidden: boolean;
  alwaysShow: boolean;
  affix: boolean;
  noCache: boolean;
  breadcrumb: boolean;
  showAsRoot: boolean;
  sort: number;
  enabled: boolean;
}

export function formValuesOf(r: Resource): ResourceFormValues {
  return {
    parentId: r.parentId,
    title: r.title,
    titleEn: r.titleEn ?? undefined,
    name: r.name,
    path: r.path,
    component: r.component ?? undefined,
    redirect: r.redirect ?? undefined,
    icon: r.icon ?? undefined,
    type: r.type,
    url: r.url ?? undefined,
    newWindow: r.blank === NEW_WINDOW_BLANK,
    activeMenu: r.activeMenu ?? undefined,
    hidden: r.hidden,
    alwaysShow: r.alwaysShow,
    affix: r.affix,
    noCache: r.noCache,
    breadcrumb: r.breadcrumb,
    showAsRoot: r.showAsRoot,
    sort: r.sort,
    enabled: r.status === 1,
  };
}

/** A new page under `parentId` (null: top level), placed last. */
export function newResourceValues(parentId: string | null, sort: number): ResourceFormValues {
  return {
    parentId,
    title: '',
    name: '',
    path: '',
    type: parentId ? 2 : 1,
    newWindow: false,
    hidden: false,
    alwaysShow: false,
    affix: false,
    noCache: false,
    breadcrumb: true,
    showAsRoot: false,
    sort,
    enabled: true,
  };
}

const text = (value: string | undefined) => value?.trim() || null;

/**
 * The body that stores `values`: for a new resource of `appId`, or for `saved` (whose fields the form
 * does not show, such as its page body and config, are kept).
 */
export function bodyOf(values: ResourceFormValues, appId: string): CreateResourceBody;
export function bodyOf(values: ResourceFormValues, appId: string, saved: Resource): SaveResourceBody;
export function bodyOf(
  values: ResourceFormValues,
  appId: string,
  saved?: Resource,
): CreateResourceBody | SaveResourceBody {
  const external = values.type === EXTERNAL_TYPE;
  const body: CreateResourceBody = {
    appId,
    parentId: values.parentId,
    title: values.title.trim(),
    // Left out when blank: the server then keeps no English name (as it does for an empty one).
    titleEn: values.titleEn?.trim() || undefined,
    name: values.name.trim(),
    path: values.path.trim(),
    component: text(values.component),
    redirect: text(values.redirect),
    icon: text(values.icon),
    type: values.type as CreateResourceBody['type'],
    url: external ? text(values.url) : null,
    blank: values.newWindow ? NEW_WINDOW_BLANK : null,
    activeMenu: text(values.activeMenu),
    hidden: values.hidden,
    alwaysShow: values.alwaysShow,
    affix: values.affix,
    noCache: values.noCache,
    breadcrumb: values.breadcrumb,
    showAsRoot: values.showAsRoot,
    sort: values.sort,
    status: values.enabled ? 1 : 0,
    config: saved?.config ?? null,
    body: saved?.body ?? null,
    entityViewUuid: saved?.entityViewUuid ?? null,
  };
  return saved ? { ...body, id: saved.id } : body;
}

/** The body that stores `resource` exactly as it is, with its new parent and sort (a drag in the tree). */
export function movedBodyOf(r: Resource): SaveResourceBody {
  return {
    id: r.id,
    appId: r.appId,
    parentId: r.parentId,
    path: r.path,
    name: r.name,
    title: r.title,
    titleEn: r.titleEn,
    component: r.component,
    icon: r.icon,
    redirect: r.redirect,
    hidden: r.hidden,
    alwaysShow: r.alwaysShow,
    blank: r.blank,
    url: r.url,
    type: r.type as SaveResourceBody['type'],
    activeMenu: r.activeMenu,
    breadcrumb: r.breadcrumb,
    affix: r.affix,
    noCache: r.noCache,
    showAsRoot: r.showAsRoot,
    config: r.config,
    body: r.body,
    entityViewUuid: r.entityViewUuid,
    sort: r.sort,
    status: r.status as SaveResourceBody['status'],
  };
}

// Contract ResourceFields: a route name starts with a letter, then letters, digits, _ or -.
const ROUTE_NAME = /^[A-Za-z][\w-]*$/;

/** What is wrong with a route name, if anything. */
export function routeNameProblem(value: string | undefined): string | undefined {
  const name = value?.trim() ?? '';
  if (!name) return i18n.t('system:resource.form.nameRequired');
  if (!ROUTE_NAME.test(name)) return i18n.t('system:resource.form.nameFormat');
  return undefined;
}

/** What is wrong with an external link, if anything: it must be a full http(s) address. */
export function externalUrlProblem(value: string | undefined): string | undefined {
  const url = value?.trim() ?? '';
  if (!url) return i18n.t('system:resource.form.urlRequired');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:'
      ? undefined
      : i18n.t('system:resource.form.urlFormat');
  } catch {
    return i18n.t('system:resource.form.urlFormat');
  }
}
