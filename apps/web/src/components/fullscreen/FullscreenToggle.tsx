import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isFullscreen, onFullscreenChange, toggleFullscreen } from '../../utils/fullscreen';

/** The navbar's fullscreen button (spec §2.4); its icon follows the page, also when Esc leaves fullscreen. */
export function FullscreenToggle() {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const active = useSyncExternalStore(onFullscreenChange, isFullscreen);
  const label = active ? t('fullscreen.exit') : t('fullscreen.enter');
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={label}
        onClick={() => void toggleFullscreen((text) => void message.warning(text))}
      />
    </Tooltip>
  );
}
