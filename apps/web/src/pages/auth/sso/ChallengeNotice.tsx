import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Flex, theme, Typography } from 'antd';
import { authMessages } from '../messages';
import type { ChallengeStatus } from './useChallenge';

/** One line under the form while the browser does the challenge's work, and when it is done. */
export function ChallengeNotice({ status }: { status: ChallengeStatus | undefined }) {
  const { token } = theme.useToken();
  if (!status) return null;
  const [icon, text] = {
    solving: [
      <LoadingOutlined key="i" style={{ color: token.colorPrimary }} />,
      authMessages.challengeSolving,
    ],
    solved: [
      <CheckCircleFilled key="i" style={{ color: token.colorSuccess }} />,
      authMessages.challengeSolved,
    ],
    failed: [<CloseCircleFilled key="i" style={{ color: token.colorError }} />, authMessages.challengeFailed],
  }[status];
  return (
    <Flex role="status" aria-live="polite" gap={token.marginXS} style={{ marginBottom: token.marginMD }}>
      {icon}
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}
