import { Card, Col, Row, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../stores/user';
import { BaseInfoForm } from './BaseInfoForm';
import { PasswordForm } from './PasswordForm';
import { UserCard } from './UserCard';

/** The personal centre: who the user is, their own details and their password. */
export default function ProfilePage() {
  const { t } = useTranslation('shell');
  const user = useUser((state) => state.user);
  if (!user) return null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <UserCard user={user} />
      </Col>
      <Col xs={24} lg={16}>
        <Card>
          <Tabs
            items={[
              { key: 'base', label: t('profilePage.baseInfo'), children: <BaseInfoForm user={user} /> },
              { key: 'password', label: t('profilePage.changePassword'), children: <PasswordForm /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
