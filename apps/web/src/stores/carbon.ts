// What the carbon-accounting pages are looking at (spec §3 "Carbon-related state"): the reporting
// year and the organisation. Both are kept in local storage so that they survive a reload and are
// shared by every carbon page.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface CarbonState {
  /** Defaults to the current year. */
  selectedYear: number;
  /** Id of the selected organisation; none until the user picks one. */
  selectedOrg: string | undefined;
  selectYear(year: number): void;
  selectOrg(orgId: string | undefined): void;
}

export const useCarbon = create<CarbonState>()(
  persist(
    (set) => ({
      selectedYear: new Date().getFullYear(),
      selectedOrg: undefined,
      selectYear: (selectedYear) => set({ selectedYear }),
      selectOrg: (selectedOrg) => set({ selectedOrg }),
    }),
    {
      name: 'bizadmin-carbon',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ selectedYear, selectedOrg }) => ({ selectedYear, selectedOrg }),
    },
  ),
);
