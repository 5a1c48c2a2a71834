import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChallengeStatus } from './useChallenge';

/** One line under the form while the browser does the challenge's work, and when it is done. */
export function ChallengeNotice({ status }: { status: ChallengeStatus | undefined }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('auth');
  if (!status) return null;
  const [icon, text] = {
    solving: [<LoadingOutlined key="i" style={{ color: token.colorPrimary }} />, t('challengeSolving')],
    solved: [<CheckCircleFilled key="i" style={{ color: token.colorSuccess }} />, t('challengeSolved')],
    failed: [<CloseCircleFilled key="i" style={{ color: token.colorError }} />, t('challengeFailed')],
  }[status];
  return (
    <Flex role="status" aria-live="polite" gap={token.marginXS} style={{ marginBottom: token.marginMD }}>
      {icon}
      {/* A plain span: Typography would bring its copy/edit code (about 8 KB) onto the sign-on page. */}
      <span style={{ color: token.colorTextSecondary }}>{text}</span>
    </Flex>
  );
}
