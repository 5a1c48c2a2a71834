import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  antdSizeOf,
  appConfigDefaults,
  bindSettingsToUser,
  DEFAULT_SETTINGS,
  PRESET_THEME_COLORS,
  settingsStorageKey,
  useSettings,
} from './settings';

const initialState = useSettings.getState();

function storedChoices(userKey?: string): unknown {
  const stored = localStorage.getItem(settingsStorageKey(userKey));
  return stored === null ? undefined : (JSON.parse(stored) as { state: { choices: unknown } }).state.choices;
}

beforeEach(() => {
  localStorage.clear();
  bindSettingsToUser(undefined);
  useSettings.setState(initialState, true);
});

afterEach(() => {
  localStorage.clear();
});

describe('defaults', () => {
  it('are those of spec §3 and §9', () => {
    const settings = useSettings.getState();
    expect(settings.theme).toBe('#409EFF');
    expect(settings.tagsView).toBe(true);
    expect(settings.menuInLeft).toBe('1');
    expect(settings.size).toBe('medium');
    expect(settings.darkMode).toBe(false);
    expect([settings.menuBg, settings.menuText, settings.menuActiveText, settings.menuActiveBg]).toEqual([
      '#001529',
      '#fff',
      '#409eff',
      'transparent',
    ]);
  });

  it('offer the preset theme colours of spec §9', () => {
    expect(PRESET_THEME_COLORS).toEqual([
      '#409EFF',
      '#1890ff',
      '#304156',
      '#212121',
      '#11a983',
      '#13c2c2',
      '#6959CD',
      '#f5222d',
    ]);
  });
});

describe('app config', () => {
  it('reads layout, tags view, menu colours and icon from the config JSON', () => {
    const config = JSON.stringify({
      layout: '3',
      tagsView: false,
      menuBg: '#304156',
      menuText: '#bfcbd9',
      menuActiveText: '#ffd04b',
      menuActiveBg: '#263445',
      icon: 'setting',
    });

    expect(appConfigDefaults(config)).toEqual({
      settings: {
        menuInLeft: '3',
        tagsView: false,
        menuBg: '#304156',
        menuText: '#bfcbd9',
        menuActiveText: '#ffd04b',
        menuActiveBg: '#263445',
      },
      icon: 'setting',
    });
  });

  it('accepts a numeric layout and ignores values it cannot use', () => {
    expect(appConfigDefaults('{"layout":2,"tagsView":"yes","menuBg":""}').settings).toEqual({
      menuInLeft: '2',
    });
    expect(appConfigDefaults('{"layout":"9"}').settings).toEqual({});
  });

  it('asks for nothing when the config is missing or not JSON', () => {
    expect(appConfigDefaults(undefined)).toEqual({ settings: {}, icon: undefined });
    expect(appConfigDefaults('')).toEqual({ settings: {}, icon: undefined });
    expect(appConfigDefaults('{not json')).toEqual({ settings: {}, icon: undefined });
    expect(appConfigDefaults('null')).toEqual({ settings: {}, icon: undefined });
  });

  it('applies where the user has not chosen', () => {
    useSettings.getState().change('menuBg', '#000000');

    useSettings
      .getState()
      .applyAppConfig('{"layout":"2","menuBg":"#304156","menuText":"#bfcbd9","icon":"audit"}');

    const settings = useSettings.getState();
    expect(settings.menuInLeft).toBe('2');
    expect(settings.menuText).toBe('#bfcbd9');
    expect(settings.menuBg).toBe('#000000');
    expect(settings.appIcon).toBe('audit');
  });

  it('gives way to the built-in defaults when the next app asks for less', () => {
    useSettings.getState().applyAppConfig('{"layout":"2","tagsView":false}');
    useSettings.getState().applyAppConfig('{"layout":"3"}');

    expect(useSettings.getState().menuInLeft).toBe('3');
    expect(useSettings.getState().tagsView).toBe(true);
  });
});

describe('user choices', () => {
  it('are stored, and only they are', () => {
    useSettings.getState().applyAppConfig('{"layout":"2"}');
    useSettings.getState().change('theme', '#11a983');
    useSettings.getState().change('size', 'small');

    expect(storedChoices()).toEqual({ theme: '#11a983', size: 'small' });
  });

  it('outlast a later app config', () => {
    useSettings.getState().change('menuInLeft', '3');
    useSettings.getState().applyAppConfig('{"layout":"2"}');

    expect(useSettings.getState().menuInLeft).toBe('3');
  });

  it('are kept per user', () => {
    bindSettingsToUser('alice');
    useSettings.getState().change('theme', '#f5222d');
    useSettings.getState().change('tagsView', false);

    bindSettingsToUser('bob');
    expect(useSettings.getState().theme).toBe(DEFAULT_SETTINGS.theme);
    expect(useSettings.getState().tagsView).toBe(true);
    useSettings.getState().change('theme', '#6959CD');

    bindSettingsToUser('alice');
    expect(useSettings.getState().theme).toBe('#f5222d');
    expect(useSettings.getState().tagsView).toBe(false);
    expect(storedChoices('alice')).toEqual({ theme: '#f5222d', tagsView: false });
    expect(storedChoices('bob')).toEqual({ theme: '#6959CD' });
  });

  it('keep the app defaults across a change of user', () => {
    useSettings.getState().applyAppConfig('{"menuBg":"#304156"}');

    bindSettingsToUser('alice');

    expect(useSettings.getState().menuBg).toBe('#304156');
  });

  it('ignore stored entries that are not settings', () => {
    localStorage.setItem(
      settingsStorageKey('carol'),
      JSON.stringify({
        state: { choices: { theme: 42, size: 'huge', fixedHeader: true, other: 1 } },
        version: 1,
      }),
    );

    bindSettingsToUser('carol');

    expect(useSettings.getState().choices).toEqual({ fixedHeader: true });
    expect(useSettings.getState().size).toBe('medium');
  });
});

describe('antdSizeOf', () => {
  it('maps the four spec sizes onto antd sizes, largest first', () => {
    expect(antdSizeOf('default').componentSize).toBe('large');
    expect(antdSizeOf('medium').componentSize).toBe('medium');
    expect(antdSizeOf('small').componentSize).toBe('small');
    expect(antdSizeOf('mini').componentSize).toBe('small');
  });

  it('makes mini controls lower than small ones', () => {
    expect(antdSizeOf('small').token).toEqual({});
    expect(antdSizeOf('mini').token.controlHeightSM).toBeLessThan(24);
  });
});
