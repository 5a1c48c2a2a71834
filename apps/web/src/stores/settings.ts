// The user's layout settings (spec §3 "Settings", §2.4 settings drawer, navbar size selector). They
// are kept per user in local storage, and only what the user actually picked is stored: the rest
// follows the current app's config (its layout, tags view and menu colours) and then the built-in
// defaults, so an administrator's change to an app's colours reaches everyone who did not override it.
import type { ConfigProviderProps, ThemeConfig } from 'antd';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_THEME_COLOR } from '../app/constants';

/** Menu placement (spec §2.4): 1 left side menu, 2 head menu, 3 top/mixed menu. */
export const MENU_LAYOUTS = ['1', '2', '3'] as const;
export type MenuLayout = (typeof MENU_LAYOUTS)[number];

/** The four component sizes of spec §9, largest first. */
export const COMPONENT_SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type ComponentSize = (typeof COMPONENT_SIZES)[number];

/** Theme colours offered in the settings drawer (spec §9). */
export const PRESET_THEME_COLORS = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;

export interface Settings {
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  menuInLeft: MenuLayout;
  darkMode: boolean;
  size: ComponentSize;
  menuBg: string;
  menuText: string;
  menuActiveText: string;
  menuActiveBg: string;
}

export type SettingKey = keyof Settings;

// Spec §3 and §9 give theme, tags view, menu layout, size and menu colours. The logo is on by default
// because the left layout is described with one (§2.4); the header scrolls with the page until the
// user fixes it.
export const DEFAULT_SETTINGS: Readonly<Settings> = {
  theme: DEFAULT_THEME_COLOR,
  showSettings: true,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  menuInLeft: '1',
  darkMode: false,
  size: 'medium',
  menuBg: '#001529',
  menuText: '#fff',
  menuActiveText: '#409eff',
  menuActiveBg: 'transparent',
};

const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

const ALLOWED_VALUES: Partial<Record<SettingKey, readonly string[]>> = {
  menuInLeft: MENU_LAYOUTS,
  size: COMPONENT_SIZES,
};

/**
 * The well-formed settings in `value`: known keys with a value of the right type. Anything read from
 * storage or from an app's config goes through here, so an old or hand-edited entry cannot break the
 * layout.
 */
function wellFormedSettings(value: unknown): Partial<Settings> {
  if (typeof value !== 'object' || value === null) return {};
  const source = value as Record<string, unknown>;
  const settings: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const candidate = source[key];
    if (typeof candidate !== typeof DEFAULT_SETTINGS[key]) continue;
    if (typeof candidate === 'string' && candidate === '') continue;
    const allowed = ALLOWED_VALUES[key];
    if (allowed && !allowed.includes(candidate as string)) continue;
    settings[key] = candidate;
  }
  return settings as Partial<Settings>;
}

export interface AppConfigDefaults {
  settings: Partial<Settings>;
  icon: string | undefined;
}

/**
 * What an app's config JSON (spec §3 app info: layout, tagsView, menuBg, menuText, menuActiveText,
 * menuActiveBg, icon) asks of the shell. A missing or unreadable config asks for nothing: the app
 * still works with the built-in defaults.
 */
export function appConfigDefaults(config: string | null | undefined): AppConfigDefaults {
  let parsed: unknown;
  try {
    parsed = JSON.parse(config ?? '');
  } catch {
    return { settings: {}, icon: undefined };
  }
  if (typeof parsed !== 'object' || parsed === null) return { settings: {}, icon: undefined };
  const { layout, tagsView, menuBg, menuText, menuActiveText, menuActiveBg, icon } = parsed as Record<
    string,
    unknown
  >;
  const settings = wellFormedSettings({
    menuInLeft: typeof layout === 'number' ? String(layout) : layout,
    tagsView,
    menuBg,
    menuText,
    menuActiveText,
    menuActiveBg,
  });
  return { settings, icon: typeof icon === 'string' && icon !== '' ? icon : undefined };
}

export interface SettingsState extends Settings {
  /** What the user picked; the only part that is stored. */
  choices: Partial<Settings>;
  /** What the current app's config asks for, where the user has not picked. */
  appDefaults: Partial<Settings>;
  /** The icon named by the current app's config, for the shell's logo. */
  appIcon: string | undefined;
  /** Records the user's pick of one setting. */
  change<K extends SettingKey>(key: K, value: Settings[K]): void;
  /** Takes the current app's config JSON as the defaults for what the user has not picked. */
  applyAppConfig(config: string | null | undefined): void;
}

function resolved(appDefaults: Partial<Settings>, choices: Partial<Settings>): Settings {
  return { ...DEFAULT_SETTINGS, ...appDefaults, ...choices };
}

/** The local-storage key of `userKey`'s settings; settings of nobody in particular before sign-in. */
export function settingsStorageKey(userKey?: string): string {
  return userKey ? `bizadmin-settings:${userKey}` : 'bizadmin-settings';
}

export const useSettings = create<SettingsState>()(
  persist(
    (set, get) => ({
      ...DEFAULT_SETTINGS,
      choices: {},
      appDefaults: {},
      appIcon: undefined,
      change: (key, value) => {
        const choices = { ...get().choices, [key]: value };
        set({ choices, ...resolved(get().appDefaults, choices) });
      },
      applyAppConfig: (config) => {
        const { settings, icon } = appConfigDefaults(config);
        set({ appDefaults: settings, appIcon: icon, ...resolved(settings, get().choices) });
      },
    }),
    {
      name: settingsStorageKey(),
      storage: createJSONStorage(() => localStorage),
      version: 1,
      partialize: ({ choices }) => ({ choices }),
      // Also called with nothing stored (a user's first visit): their picks are then none at all,
      // never the previous user's.
      merge: (stored, current) => {
        const choices = wellFormedSettings((stored as { choices?: unknown } | undefined)?.choices);
        return { ...current, choices, ...resolved(current.appDefaults, choices) };
      },
    },
  ),
);

/**
 * Switches the settings to those stored for `userKey` (undefined: nobody signed in). Call it when the
 * signed-in user becomes known or changes; the current app's defaults are kept.
 */
export function bindSettingsToUser(userKey: string | undefined): void {
  const name = settingsStorageKey(userKey);
  if (useSettings.persist.getOptions().name === name) return;
  useSettings.persist.setOptions({ name });
  // Local storage answers synchronously, so the new user's settings are in place when this returns.
  void useSettings.persist.rehydrate();
}

export interface AntdSize {
  componentSize: ConfigProviderProps['componentSize'];
  /** Token overrides for the ConfigProvider theme; empty when antd's own size fits. */
  token: NonNullable<ThemeConfig['token']>;
}

/**
 * The antd form of a spec size. antd has three sizes to the spec's four (from Element UI, where
 * controls are 40, 36, 32 and 28 px high): default is antd's large (40 px), medium its medium (32 px)
 * and small its small (24 px). Mini has no antd size of its own, so it is small with lower controls,
 * keeping the four steps apart.
 */
export function antdSizeOf(size: ComponentSize): AntdSize {
  switch (size) {
    case 'default':
      return { componentSize: 'large', token: {} };
    case 'medium':
      return { componentSize: 'medium', token: {} };
    case 'small':
      return { componentSize: 'small', token: {} };
    case 'mini':
      return { componentSize: 'small', token: { controlHeightSM: 20 } };
  }
}
