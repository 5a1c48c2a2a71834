import type { UserInfo } from '@platform/contract';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getUserInfo, updateUserBaseInfo } from '../../api/account';
import { useSession } from '../../stores/session';
import { useUser } from '../../stores/user';

interface Values {
  realname: string;
  email?: string;
  introduction?: string;
}

/**
 * The user's own name, e-mail and introduction; saved, then read back as the server now has them.
 * A refusal is shown by the request client.
 */
export function BaseInfoForm({ user }: { user: UserInfo }) {
  const { message } = App.useApp();
  const { t } = useTranslation('shell');
  const [saving, setSaving] = useState(false);

  const save = async ({ realname, email, introduction }: Values) => {
    setSaving(true);
    try {
      await updateUserBaseInfo({
        realname: realname.trim(),
        email: email?.trim() || null,
        introduction: introduction?.trim() || null,
      });
      const appKey = useSession.getState().appKey ?? '';
      useUser.getState().setUser(await getUserInfo(appKey, { silent: false }));
      void message.success(t('profilePage.saved'));
    } catch {
      // Already shown to the user by the request client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      layout="vertical"
      style={{ maxWidth: 520 }}
      initialValues={{
        realname: user.realname,
        email: user.email ?? '',
        introduction: user.introduction ?? '',
      }}
      onFinish={(values: Values) => void save(values)}
    >
      <Form.Item
        name="realname"
        label={t('profilePage.realname')}
        rules={[
          { required: true, whitespace: true, message: t('profilePage.realnameRequired') },
          { max: 32 },
        ]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('profilePage.email')}
        rules={[{ type: 'email', message: t('profilePage.emailInvalid') }, { max: 128 }]}
      >
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="introduction" label={t('profilePage.introduction')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={4} maxLength={500} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profilePage.save')}
      </Button>
    </Form>
  );
}
