import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { errorPageMessages } from './messages';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={errorPageMessages.notFoundTitle}
      subTitle={errorPageMessages.notFoundSubtitle}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {errorPageMessages.backHome}
        </Button>
      }
    />
  );
}
