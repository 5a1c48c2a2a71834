import { SettingOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../stores/settings';

// The drawer (and antd's colour picker in it) loads on first use: most visits never open it.
const SettingsDrawer = lazy(() => import('./SettingsDrawer'));

/** The navbar's gear that opens the settings drawer; hidden when the settings say so. */
export function SettingsButton() {
  const showSettings = useSettings((state) => state.showSettings);
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  if (!showSettings) return null;
  return (
    <>
      <Tooltip title={t('settings')}>
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label={t('settings')}
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
