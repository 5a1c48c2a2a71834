import { expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../stores/settings';
import { sideMenuTokens } from './menuTheme';

it('paints the side menu in the menu colours of the settings', () => {
  expect(sideMenuTokens(DEFAULT_SETTINGS)).toEqual({
    darkItemBg: '#001529',
    darkSubMenuItemBg: '#001529',
    darkPopupBg: '#001529',
    darkItemColor: '#fff',
    darkItemHoverColor: '#409eff',
    darkItemSelectedColor: '#409eff',
    darkItemSelectedBg: 'transparent',
  });
});
