// For the designer's tests: the antd providers a host app mounts (Chinese locale unless told, two-
// character button texts without a space, <App> for message and modal).
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { Locale } from 'antd/es/locale';
import type { ReactNode } from 'react';

export function TestProviders({ children, locale = zhCN }: { children: ReactNode; locale?: Locale }) {
  return (
    <ConfigProvider locale={locale} button={{ autoInsertSpace: false }}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
