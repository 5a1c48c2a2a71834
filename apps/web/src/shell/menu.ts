// The side menu as data (spec §2.4): built from the user's permitted route records, rendered by
// SideMenu. The rules follow vue-element-admin's sidebar, which the server's records are shaped for.
import type { RouteRecord } from '@platform/contract';
import { isExternal, resolvePath } from '../app/buildRoutes';

/** blank value that opens a menu entry in a new window. */
const NEW_WINDOW_BLANK = 3;

export interface MenuLink {
  /** The external url for an external entry (type 21), else the route path. */
  href: string;
  external: boolean;
  newWindow: boolean;
}

export interface MenuNode {
  /** The entry's full path: unique, and equal to the path of the route it opens. */
  key: string;
  title: string;
  /** The English title the menu keeps beside the Chinese one, if any (see i18n/localName). */
  titleEn?: string | null;
  icon: string | undefined;
  link?: MenuLink;
  children?: MenuNode[];
}

function leaf(record: RouteRecord, path: string, inheritedIcon?: string | null): MenuNode {
  const external = isExternal(record);
  return {
    key: path,
    title: record.meta.title,
    titleEn: record.meta.titleEn,
    icon: record.meta.icon ?? inheritedIcon ?? undefined,
    link: {
      href: external && record.url ? record.url : path,
      external,
      newWindow: record.blank === NEW_WINDOW_BLANK,
    },
  };
}

const shown = (records: readonly RouteRecord[]) => records.filter((record) => !record.hidden);

/**
 * Menu entries for route records: hidden records are left out; a parent with a single shown child
 * (and no alwaysShow) becomes that child's entry; a parent with none shown links to itself.
 */
export function buildMenu(records: readonly RouteRecord[], parentPath = '/'): MenuNode[] {
  return shown(records).map((record) => {
    const path = resolvePath(parentPath, record.path);
    const children = shown(record.children);
    if (isExternal(record) || record.children.length === 0 || children.length === 0) {
      return leaf(record, path);
    }
    const only = children.length === 1 ? children[0]! : undefined;
    if (only && !record.alwaysShow && shown(only.children).length === 0) {
      return leaf(only, resolvePath(path, only.path), record.meta.icon);
    }
    return {
      key: path,
      title: record.meta.title,
      titleEn: record.meta.titleEn,
      icon: record.meta.icon ?? undefined,
      children: buildMenu(record.children, path),
    };
  });
}

/** The entry to highlight: the page's activeMenu when it names one (hidden pages do), else its path. */
export function selectedMenuKey(pathname: string, activeMenu: string | null | undefined): string {
  return activeMenu || pathname;
}

/** The keys of the sub-menus that contain `key`, outermost first, so they can be opened. */
export function parentKeysOf(nodes: readonly MenuNode[], key: string): string[] {
  for (const node of nodes) {
    if (node.key === key) return [];
    if (node.children) {
      const below = parentKeysOf(node.children, key);
      if (below.length > 0 || node.children.some((child) => child.key === key)) return [node.key, ...below];
    }
  }
  return [];
}

export function findMenuNode(nodes: readonly MenuNode[], key: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = node.children && findMenuNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}
