import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSettings } from '../../stores/settings';
import { shellMessages } from '../messages';

// The drawer (and antd's colour picker in it) loads on first use: most visits never open it.
const SettingsDrawer = lazy(() => import('./SettingsDrawer'));

/** The navbar's gear that opens the settings drawer; hidden when the settings say so. */
export function SettingsButton() {
  const showSettings = useSettings((state) => state.showSettings);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!showSettings) return null;
  return (
    <>
      <Tooltip title={shellMessages.settings}>
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label={shellMessages.settings}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        />
      </Tooltip>
      {used && (
        // Kept once loaded, so that the drawer slides out when closed.
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
