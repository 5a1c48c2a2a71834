import { App as AntdApp, ConfigProvider, theme, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useAntdLocale } from '../i18n/antdLocale';
import { antdSizeOf, useSettings } from '../stores/settings';
import { usePrefersReducedMotion } from './reducedMotion';
import { FeedbackBridge } from './FeedbackBridge';
import { GlobalLoading } from './GlobalLoading';

/**
 * The theme colour, dark mode and component size of the user's settings, as antd's theme; motion is
 * off for a person who asked their system for less of it.
 */
function useSettingsTheme() {
  const colorPrimary = useSettings((state) => state.theme);
  const darkMode = useSettings((state) => state.darkMode);
  const size = useSettings((state) => state.size);
  const reducedMotion = usePrefersReducedMotion();
  return useMemo(() => {
    const { componentSize, token } = antdSizeOf(size);
    const config: ThemeConfig = {
      token: { colorPrimary, ...token, motion: !reducedMotion },
      algorithm: darkMode ? theme.darkAlgorithm : theme.defaultAlgorithm,
    };
    return { componentSize, config };
  }, [colorPrimary, darkMode, size, reducedMotion]);
}

export function Providers({ children }: { children: ReactNode }) {
  const { componentSize, config } = useSettingsTheme();
  const locale = useAntdLocale((state) => state.locale);
  return (
    // No space between two-character button texts ('登录', not '登 录'): labels read the same in the page,
    // to assistive technology and to tests.
    <ConfigProvider
      locale={locale}
      theme={config}
      componentSize={componentSize}
      button={{ autoInsertSpace: false }}
    >
      <AntdApp>
        <FeedbackBridge />
        <GlobalLoading />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
