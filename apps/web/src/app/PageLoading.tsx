import { Flex, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** What shows while the app starts, a session loads or the browser is on its way elsewhere. */
export function PageLoading() {
  const { token } = theme.useToken();
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
      <span style={{ color: token.colorTextSecondary }}>{t('app.loading')}</span>
    </Flex>
  );
}
