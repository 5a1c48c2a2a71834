import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { isFullscreen, onFullscreenChange, toggleFullscreen } from '../../utils/fullscreen';
import { widgetMessages } from '../messages';

/** The navbar's fullscreen button (spec §2.4); its icon follows the page, also when Esc leaves fullscreen. */
export function FullscreenToggle() {
  const { message } = App.useApp();
  const active = useSyncExternalStore(onFullscreenChange, isFullscreen);
  const label = active ? widgetMessages.exitFullscreen : widgetMessages.fullscreen;
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
