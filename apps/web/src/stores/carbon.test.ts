import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.resetModules();
});

async function freshCarbonStore() {
  vi.resetModules();
  return (await import('./carbon')).useCarbon;
}

it('starts on the current year with no organisation', async () => {
  vi.useFakeTimers({ now: new Date(2031, 5, 1) });

  const useCarbon = await freshCarbonStore();

  expect(useCarbon.getState().selectedYear).toBe(2031);
  expect(useCarbon.getState().selectedOrg).toBeUndefined();
});

it('keeps the selected year and organisation across a reload', async () => {
  const before = await freshCarbonStore();
  before.getState().selectYear(2023);
  before.getState().selectOrg('org-17');

  const after = await freshCarbonStore();

  expect(after.getState().selectedYear).toBe(2023);
  expect(after.getState().selectedOrg).toBe('org-17');
});
