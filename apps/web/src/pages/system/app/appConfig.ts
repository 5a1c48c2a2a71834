// The look an app asks of the shell (spec shell.md §3 App info config: layout, tagsView, menuBg,
// menuText, menuActiveText, menuActiveBg, icon), between what the server stores and the editor's form.
// The editor always shows a complete look: what the config holds, else what the shell would use.
import type { ManagedApp } from '@platform/contract';
import { DEFAULT_SETTINGS, MENU_LAYOUTS, type MenuLayout } from '../../../stores/settings';

export type AppConfig = ManagedApp['config'];

export interface AppConfigValues {
  layout: MenuLayout;
  tagsView: boolean;
  menuBg: string;
  menuText: string;
  menuActiveText: string;
  menuActiveBg: string;
  icon: string | undefined;
}

/** The shell's own defaults (stores/settings), which apply to whatever a config leaves out. */
export const APP_CONFIG_DEFAULTS: Readonly<AppConfigValues> = {
  layout: DEFAULT_SETTINGS.menuInLeft,
  tagsView: DEFAULT_SETTINGS.tagsView,
  menuBg: DEFAULT_SETTINGS.menuBg,
  menuText: DEFAULT_SETTINGS.menuText,
  menuActiveText: DEFAULT_SETTINGS.menuActiveText,
  menuActiveBg: DEFAULT_SETTINGS.menuActiveBg,
  icon: undefined,
};

// The server keeps colour texts to 32 characters (contract AppConfigSchema).
const MAX_COLOUR_LENGTH = 32;

const colour = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= MAX_COLOUR_LENGTH
    ? value.trim()
    : fallback;

/**
 * The editor's values for a stored config: an object, or the JSON string the shell receives. Values
 * the shell would ignore (an unknown layout, a non-boolean tags view) show as the shell's defaults.
 */
export function configValuesOf(config: unknown): AppConfigValues {
  let source: unknown = config;
  if (typeof config === 'string') {
    try {
      source = JSON.parse(config);
    } catch {
      source = undefined;
    }
  }
  if (typeof source !== 'object' || source === null) return { ...APP_CONFIG_DEFAULTS };
  const c = source as Record<string, unknown>;
  const layout = typeof c.layout === 'number' ? String(c.layout) : c.layout;
  const d = APP_CONFIG_DEFAULTS;
  return {
    layout: MENU_LAYOUTS.includes(layout as MenuLayout) ? (layout as MenuLayout) : d.layout,
    tagsView: typeof c.tagsView === 'boolean' ? c.tagsView : d.tagsView,
    menuBg: colour(c.menuBg, d.menuBg),
    menuText: colour(c.menuText, d.menuText),
    menuActiveText: colour(c.menuActiveText, d.menuActiveText),
    menuActiveBg: colour(c.menuActiveBg, d.menuActiveBg),
    icon: typeof c.icon === 'string' && c.icon.trim() !== '' ? c.icon.trim() : undefined,
  };
}

/** The config to store: every setting spelled out, so the app looks as the editor showed it. */
export function configOf(values: AppConfigValues): AppConfig {
  const d = APP_CONFIG_DEFAULTS;
  const icon = values.icon?.trim();
  return {
    layout: values.layout,
    tagsView: values.tagsView,
    menuBg: colour(values.menuBg, d.menuBg),
    menuText: colour(values.menuText, d.menuText),
    menuActiveText: colour(values.menuActiveText, d.menuActiveText),
    menuActiveBg: colour(values.menuActiveBg, d.menuActiveBg),
    ...(icon ? { icon } : {}),
  };
}

/** What a colour picker's choice is stored as: hex when opaque, rgba when translucent, or transparent. */
export function colourText(color: {
  cleared?: boolean;
  toRgb(): { a: number };
  toHexString(): string;
  toRgbString(): string;
}): string {
  if (color.cleared) return 'transparent';
  const alpha = color.toRgb().a;
  if (alpha === 0) return 'transparent';
  return alpha < 1 ? color.toRgbString() : color.toHexString();
}
