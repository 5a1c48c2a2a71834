import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState, type ReactNode } from 'react';
import { DEFAULT_THEME_COLOR } from './constants';
import { FeedbackBridge } from './FeedbackBridge';
import { GlobalLoading } from './GlobalLoading';

dayjs.locale('zh-cn');

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

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    // No space between two-character button texts ('登录', not '登 录'): labels read the same in the page,
    // to assistive technology and to tests.
    <ConfigProvider
      locale={zhCN}
      theme={{ token: { colorPrimary: DEFAULT_THEME_COLOR } }}
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
