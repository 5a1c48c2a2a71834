// The side menu's colours (spec §3 menu colours, from the settings and so from the app's config) as
// antd Menu tokens. The side menu uses antd's dark theme, whose tokens these override.
import type { ThemeConfig } from 'antd';
import type { Settings } from '../stores/settings';

type MenuTokens = NonNullable<NonNullable<ThemeConfig['components']>['Menu']>;

export function sideMenuTokens(
  colours: Pick<Settings, 'menuBg' | 'menuText' | 'menuActiveText' | 'menuActiveBg'>,
): MenuTokens {
  return {
    darkItemBg: colours.menuBg,
    darkSubMenuItemBg: colours.menuBg,
    darkPopupBg: colours.menuBg,
    darkItemColor: colours.menuText,
    darkItemHoverColor: colours.menuActiveText,
    darkItemSelectedColor: colours.menuActiveText,
    darkItemSelectedBg: colours.menuActiveBg,
  };
}
