import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, theme, type ThemeConfig } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useAntdLocale } from '../i18n/antdLocale';
import { antdSizeOf, useSettings } from '../stores/settings';
import { usePrefersReducedMotion } from './reducedMotion';
import { FeedbackBridge } from './FeedbackBridge';
import { GlobalLoading } from './GlobalLoading';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The request client already told the user about a failure; retrying or refetching on focus
        // would repeat the same toast. Pages offer their own "retry" instead.
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

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
  const [queryClient] = useState(createQueryClient);
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
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
