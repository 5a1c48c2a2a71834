// For the widgets' tests: the antd providers the app mounts (antd's locale of the language the test
// runs in, two-character button texts without a space, <App> for message and modal), without the
// router, queries or stores.
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useAntdLocale } from '../i18n/antdLocale';

export function TestProviders({ children }: { children: ReactNode }) {
  const locale = useAntdLocale((state) => state.locale);
  return (
    <ConfigProvider locale={locale} button={{ autoInsertSpace: false }}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
