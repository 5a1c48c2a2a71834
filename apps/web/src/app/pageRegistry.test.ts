import { describe, expect, it } from 'vitest';
import { componentKeyOf, pageRegistry } from './pageRegistry';

describe('page registry', () => {
  it('names each page by its folder under pages/', () => {
    expect(componentKeyOf('../pages/system/app/index.tsx')).toBe('system/app/index');
    expect(pageRegistry.has('home/index')).toBe(true);
    expect(pageRegistry.has('profile/index')).toBe(true);
  });

  it('never offers the public pages or prototype keys as menu pages', () => {
    expect([...pageRegistry.keys()].some((key) => key.startsWith('auth/') || key.startsWith('errors/'))).toBe(
      false,
    );
    expect(pageRegistry.get('constructor')).toBeUndefined();
  });
});
