// The pages a menu record's `component` may name: the key 'system/app/index' is the module
// src/pages/system/app/index.tsx. Every page folder with an index.tsx is a menu page, except the
// public pages (sign-on, errors), which are routed directly. A key the registry does not know (a page
// not built yet, a typo in the menu) shows the not-found page, never a blank screen. Each page is its
// own chunk (split by route).
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

const modules = import.meta.glob<PageModule>([
  '../pages/**/index.tsx',
  '!../pages/auth/**',
  '!../pages/errors/**',
]);

/** 'system/app/index' from '../pages/system/app/index.tsx'. */
export function componentKeyOf(modulePath: string): string {
  return modulePath.replace(/^\.\.\/pages\//, '').replace(/\.tsx$/, '');
}

// A Map, not an object: a menu could name 'constructor' or 'toString'.
export const pageRegistry: ReadonlyMap<string, () => Promise<PageModule>> = new Map(
  Object.entries(modules).map(([path, load]) => [componentKeyOf(path), load]),
);
