import { Flex, Spin, theme } from 'antd';
import { appMessages } from './messages';

/** What shows while the app starts, a session loads or the browser is on its way elsewhere. */
export function PageLoading() {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
      <span style={{ color: token.colorTextSecondary }}>{appMessages.loading}</span>
    </Flex>
  );
}
