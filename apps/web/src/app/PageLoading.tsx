import { Flex, Spin, Typography } from 'antd';
import { appMessages } from './messages';

/** What shows while the app starts, a session loads or the browser is on its way elsewhere. */
export function PageLoading() {
  return (
    <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
      <Typography.Text type="secondary">{appMessages.loading}</Typography.Text>
    </Flex>
  );
}
