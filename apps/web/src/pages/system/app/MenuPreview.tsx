import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '../../../shell/menuIcons';
import type { AppConfigValues } from './appConfig';

/** A few side-menu entries drawn in the colours being edited, the middle one selected. */
export function MenuPreview() {
  const { t } = useTranslation('system');
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
    <div
      aria-label={t('app.form.preview')}
      role="img"
      style={{ background: config.menuBg, borderRadius: 6, width: 210 }}
    >
      {item(t('app.form.previewItem'), false, 'home')}
      {item(t('app.form.previewActive'), true, 'appstore')}
      {item(t('app.form.previewOther'), false, 'team')}
    </div>
  );
}
