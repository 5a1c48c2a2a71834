import { App, ColorPicker, Divider, Drawer, Flex, Radio, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeMenuLayout } from '../../stores/appState';
import { MENU_LAYOUTS, PRESET_THEME_COLORS, useSettings, type MenuLayout } from '../../stores/settings';

/**
 * antd rebuilds its styles from the new colour token in the same render, so there is no end of the
 * work to wait for; the spec's 'Compiling the theme' message shows for this long to say it happened.
 */
const THEME_MESSAGE_SECONDS = 0.6;

function SettingRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" style={{ minHeight: 40 }}>
      <Typography.Text>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/** The settings drawer of spec §2.4; every change applies at once and is kept for the user. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useSettings();
  const { message } = App.useApp();
  const { t } = useTranslation('shell');
  const presets = [{ label: t('presetColors'), colors: [...PRESET_THEME_COLORS], defaultOpen: true }];

  const changeTheme = (colour: string) => {
    if (colour.toLowerCase() === settings.theme.toLowerCase()) return;
    void message.loading(t('compilingTheme'), THEME_MESSAGE_SECONDS);
    settings.change('theme', colour);
  };
  const toggle = (key: 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'darkMode', label: string) => (
    <SettingRow label={label}>
      <Switch aria-label={label} checked={settings[key]} onChange={(value) => settings.change(key, value)} />
    </SettingRow>
  );

  return (
    <Drawer title={t('settingsTitle')} open={open} onClose={onClose} size={300}>
      <SettingRow label={t('themeColor')}>
        <ColorPicker
          aria-label={t('themeColor')}
          value={settings.theme}
          presets={presets}
          disabledAlpha
          onChangeComplete={(colour) => changeTheme(colour.toHexString())}
        />
      </SettingRow>
      {toggle('darkMode', t('darkMode'))}
      <Divider />
      {toggle('tagsView', t('tagsView'))}
      {toggle('fixedHeader', t('fixedHeader'))}
      {toggle('sidebarLogo', t('sidebarLogo'))}
      <SettingRow label={t('menuLayout')}>
        <Radio.Group
          aria-label={t('menuLayout')}
          optionType="button"
          size="small"
          value={settings.menuInLeft}
          options={MENU_LAYOUTS.map((layout) => ({
            value: layout,
            label: t(`menuLayouts.${layout}`),
          }))}
          onChange={(event) => changeMenuLayout(event.target.value as MenuLayout)}
        />
      </SettingRow>
    </Drawer>
  );
}
