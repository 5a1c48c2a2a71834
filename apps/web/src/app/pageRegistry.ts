// The pages a menu record's `component` may name. A key the registry does not know (a page not built
// yet, a typo in the menu) shows the not-found page, never a blank screen.
import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };

// A Map, not an object: a menu could name 'constructor' or 'toString'.
export const pageRegistry: ReadonlyMap<string, () => Promise<PageModule>> = new Map([
  ['home/index', () => import('../pages/home')],
  ['profile/index', () => import('../pages/profile')],
]);
