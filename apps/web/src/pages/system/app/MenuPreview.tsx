import { Form } from 'antd';
import { menuIcon } from '../../../shell/menuIcons';
import type { AppConfigValues } from './appConfig';
import { appMessages as t } from './messages';

/** A few side-menu entries drawn in the colours being edited, the middle one selected. */
export function MenuPreview() {
  const config = Form.useWatch<AppConfigValues | undefined>('config');
  if (!config) return null;
  const item = (label: string, active: boolean, icon: string) => (
    <div
      style={{
        padding: '8px 16px',
        color: active ? config.menuActiveText : config.menuText,
        background: active ? config.menuActiveBg : 'transparent',
        display: 'flex',
        gap: 8,
      }}
    >
      {menuIcon(icon)}
      {label}
    </div>
  );
  return (
    <div aria-label={t.preview} role="img" style={{ background: config.menuBg, borderRadius: 6, width: 210 }}>
      {item(t.previewItem, false, 'home')}
      {item(t.previewActive, true, 'appstore')}
      {item(t.previewOther, false, 'team')}
    </div>
  );
}
