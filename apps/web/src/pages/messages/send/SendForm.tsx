import type { SendMessageBody, SendReceivers } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Flex, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { msgQueryKeys, sendMessage } from '../../../api/msg';
import { refusalOf } from '../../../api/refusal';
import { useUserOptions, useUserPage } from '../../../api/tenant-user';
import { localName } from '../../../i18n/localName';

type ReceiverType = SendReceivers['type'];

interface SendValues {
  receiverType: ReceiverType;
  tenantUserIds?: UserChoice[];
  appId?: string;
  roleIds?: string[];
  channels: (1 | 2 | 3)[];
  title: string;
  content: string;
}

const CHANNELS = [1, 2, 3] as const;
/** A channel's name in the catalogue. */
export const CHANNEL_NAMES = { 1: 'inApp', 2: 'email', 3: 'sms' } as const;
const USER_SEARCH_SIZE = 20;

/** The body a filled-in form sends. */
export function sendBody(values: SendValues): SendMessageBody {
  const receivers: SendReceivers =
    values.receiverType === 'users'
      ? { type: 'users', tenantUserIds: (values.tenantUserIds ?? []).map((user) => user.value) }
      : values.receiverType === 'roles'
        ? { type: 'roles', appId: values.appId ?? '', roleIds: values.roleIds ?? [] }
        : { type: 'tenant' };
  return { title: values.title, content: values.content, channels: values.channels, receivers };
}

/** Where the server's refusal of a body field shows in the form. */
const REFUSED_FIELDS: [string, keyof SendValues][] = [
  ['body.title', 'title'],
  ['body.content', 'content'],
  ['body.channels', 'channels'],
  ['body.receivers.tenantUserIds', 'tenantUserIds'],
  ['body.receivers.appId', 'appId'],
  ['body.receivers.roleIds', 'roleIds'],
  ['body.receivers', 'receiverType'],
];

interface UserChoice {
  value: string;
  label: ReactNode;
}

/** Searches the tenant's enabled users by name or account; chosen users keep their labels across searches. */
function UserPicker({ value, onChange }: { value?: UserChoice[]; onChange?: (users: UserChoice[]) => void }) {
  const { t } = useTranslation('messages');
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword);
  const users = useUserPage(
    undefined,
    { pageIndex: 1, pageSize: USER_SEARCH_SIZE },
    { keyword: deferred || undefined, status: 1 },
  );
  return (
    <Select
      mode="multiple"
      labelInValue
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('send.usersPlaceholder')}
      loading={users.isFetching}
      value={value}
      onChange={(choices: UserChoice[]) => onChange?.(choices)}
      options={(users.data?.items ?? []).map((user) => ({
        value: user.id,
        label: t('send.userOption', { name: user.realname, account: user.username }),
      }))}
      aria-label={t('send.users')}
    />
  );
}

/** The administrator's message: to whom, through which channels, what it says. */
export function SendForm() {
  const { t } = useTranslation('messages');
  const [form] = Form.useForm<SendValues>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const receiverType = Form.useWatch('receiverType', form);
  const appId = Form.useWatch('appId', form);
  const options = useUserOptions(undefined);
  const apps = options.data?.apps ?? [];
  const roles = apps.find((app) => app.appId === appId)?.roles ?? [];

  const send = useMutation({
    mutationFn: (values: SendValues) => sendMessage(sendBody(values)),
    onSuccess: (result) => {
      void message.success(t('send.sent', { count: result.receivers }));
      form.resetFields(['title', 'content']);
      void queryClient.invalidateQueries({ queryKey: msgQueryKeys.sends });
    },
    onError: (error) => {
      form.setFields(
        REFUSED_FIELDS.flatMap(([path, name]) => {
          const reason = refusalOf(error, path);
          return reason ? [{ name, errors: [reason] }] : [];
        }),
      );
    },
  });

  return (
    <Card title={t('send.title')} size="small">
      <Form<SendValues>
        form={form}
        layout="vertical"
        initialValues={{ receiverType: 'users', channels: [1] }}
        onFinish={(values) => send.mutate(values)}
        style={{ maxWidth: 720 }}
      >
        <Form.Item name="receiverType" label={t('send.receivers')}>
          <Radio.Group
            optionType="button"
            options={(['users', 'roles', 'tenant'] as const).map((type) => ({
              value: type,
              label: t(`send.receiverTypes.${type}`),
            }))}
          />
        </Form.Item>
        {receiverType === 'users' && (
          <Form.Item
            name="tenantUserIds"
            label={t('send.users')}
            rules={[{ required: true, message: t('send.usersRequired') }]}
          >
            <UserPicker />
          </Form.Item>
        )}
        {receiverType === 'roles' && (
          <Flex gap="small">
            <Form.Item
              name="appId"
              label={t('send.app')}
              rules={[{ required: true, message: t('send.appRequired') }]}
              style={{ width: 220 }}
            >
              <Select
                aria-label={t('send.app')}
                loading={options.isFetching}
                options={apps.map((app) => ({
                  value: app.appId,
                  label: localName(app.appName, app.appNameEn),
                }))}
                onChange={() => form.setFieldValue('roleIds', [])}
              />
            </Form.Item>
            <Form.Item
              name="roleIds"
              label={t('send.roles')}
              rules={[{ required: true, message: t('send.rolesRequired') }]}
              style={{ flex: 1 }}
            >
              <Select
                aria-label={t('send.roles')}
                mode="multiple"
                placeholder={t('send.rolesPlaceholder')}
                options={roles.map((role) => ({ value: role.id, label: role.name }))}
              />
            </Form.Item>
          </Flex>
        )}
        {receiverType === 'tenant' && (
          <Form.Item>
            <Typography.Text type="secondary">{t('send.tenantHint')}</Typography.Text>
          </Form.Item>
        )}
        <Form.Item
          name="channels"
          label={t('send.channels')}
          rules={[{ required: true, message: t('send.channelsRequired') }]}
        >
          <Checkbox.Group
            options={CHANNELS.map((channel) => ({
              value: channel,
              label: t(`send.channelNames.${CHANNEL_NAMES[channel]}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('send.messageTitle')}
          rules={[{ required: true, whitespace: true, message: t('send.titleRequired') }]}
        >
          <Input maxLength={100} showCount />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('send.content')}
          rules={[{ required: true, whitespace: true, message: t('send.contentRequired') }]}
        >
          <Input.TextArea rows={5} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={send.isPending}>
              {t('send.send')}
            </Button>
            <Button htmlType="button" onClick={() => form.resetFields()}>
              {t('send.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
