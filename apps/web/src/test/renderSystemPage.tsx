// For the system pages' tests: one page in a memory router with the app's providers (antd in the
// language of the test, see inLanguage; react-query), signed in as `user`; the address bar shows where
// the page navigated to.
import type { UserInfo } from '@platform/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { FeedbackBridge } from '../app/FeedbackBridge';
import { TestProviders } from '../components/TestProviders';
import { useAntdLocale } from '../i18n/antdLocale';
import { useUser } from '../stores/user';
import { staffUser } from './people';

export const API = '/api/api-system/data';

export function answer<T>(data: T, msg = '操作成功') {
  return { code: 200, msg, data };
}

/** A 400 refusal of one field, as the server's error handler answers it. */
export function refusal(field: string, reason: string) {
  return { code: 400, msg: `${field}：${reason}`, data: { errors: [{ field, reason }] } };
}

export const platformAdmin: UserInfo = {
  ...staffUser,
  userId: 'u-admin',
  name: 'admin',
  username: 'admin',
  realname: '平台管理员',
  roles: ['1'],
  isPlatformAdmin: true,
};

function AddressBar() {
  const { pathname, search } = useLocation();
  return <output aria-label="地址">{`${pathname}${search}`}</output>;
}

/** antd's own texts (pager, empty states, close buttons) in the language `inLanguage` chose. */
function AntdLocale({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={useAntdLocale((state) => state.locale)}>{children}</ConfigProvider>;
}

export function renderSystemPage(Page: ComponentType, address: string, user: UserInfo = platformAdmin) {
  useUser.setState({ user });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  const element = (
    <>
      <Page />
      <AddressBar />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [address] });
  return render(
    <TestProviders>
      <AntdLocale>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntdLocale>
    </TestProviders>,
  );
}
