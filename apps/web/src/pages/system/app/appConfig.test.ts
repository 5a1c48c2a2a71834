import { AggregationColor } from 'antd/es/color-picker/color';
import { describe, expect, it } from 'vitest';
import { APP_CONFIG_DEFAULTS, colourText, configOf, configValuesOf } from './appConfig';

describe('configValuesOf', () => {
  it('shows the shell defaults for an app without a config', () => {
    expect(configValuesOf({})).toEqual({
      layout: '1',
      tagsView: true,
      menuBg: '#001529',
      menuText: '#fff',
      menuActiveText: '#409eff',
      menuActiveBg: 'transparent',
      icon: undefined,
    });
    expect(configValuesOf(null)).toEqual(APP_CONFIG_DEFAULTS);
  });

  it('reads the JSON string the shell receives, numeric layouts included', () => {
    expect(configValuesOf('{"layout":3,"tagsView":false,"menuBg":"#304156","icon":"cloud"}')).toEqual({
      ...APP_CONFIG_DEFAULTS,
      layout: '3',
      tagsView: false,
      menuBg: '#304156',
      icon: 'cloud',
    });
  });

  it('falls back to the defaults for what the shell would ignore', () => {
    expect(
      configValuesOf({
        layout: '7',
        tagsView: 'yes',
        menuText: '',
        menuActiveText: 'x'.repeat(40),
        icon: ' ',
      }),
    ).toEqual(APP_CONFIG_DEFAULTS);
    expect(configValuesOf('{not json')).toEqual(APP_CONFIG_DEFAULTS);
    expect(configValuesOf('"just a string"')).toEqual(APP_CONFIG_DEFAULTS);
  });
});

describe('configOf', () => {
  it('spells out every setting and leaves out an empty icon', () => {
    expect(configOf({ ...APP_CONFIG_DEFAULTS, layout: '2', icon: '' })).toEqual({
      layout: '2',
      tagsView: true,
      menuBg: '#001529',
      menuText: '#fff',
      menuActiveText: '#409eff',
      menuActiveBg: 'transparent',
    });
  });

  it('round-trips through the editor', () => {
    const stored = {
      layout: '3' as const,
      tagsView: false,
      menuBg: '#ffffff',
      menuText: '#303133',
      menuActiveText: '#11a983',
      menuActiveBg: 'rgba(17,169,131,0.1)',
      icon: 'cloud',
    };
    expect(configOf(configValuesOf(stored))).toEqual(stored);
    expect(configOf(configValuesOf(JSON.stringify(stored)))).toEqual(stored);
  });
});

describe('colourText', () => {
  it('keeps opaque colours as hex, translucent ones as rgba and a cleared or clear one as transparent', () => {
    expect(colourText(new AggregationColor('#409EFF'))).toBe('#409eff');
    expect(colourText(new AggregationColor('rgba(64, 158, 255, 0.5)'))).toBe('rgba(64,158,255,0.5)');
    expect(colourText(new AggregationColor('rgba(0, 0, 0, 0)'))).toBe('transparent');
    const cleared = new AggregationColor('#409EFF');
    cleared.cleared = true;
    expect(colourText(cleared)).toBe('transparent');
  });
});
