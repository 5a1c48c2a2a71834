// The 外部上传链接 dialog of a task (work queue drawer) or a submission (review drawer): make a link
// for someone without an account, copy its address (shown once), see the target's links and the files
// they received, revoke one.
import type { CreatedExUploadLink, ExUploadLink, ExUploadTarget } from '@platform/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  absoluteLinkUrl,
  createExUploadLink,
  exUploadLinksOf,
  exUploadQueryKeys,
  revokeExUploadLink,
} from '../../../api/external-upload';
import { parseTime } from '../../../utils/time';
import { LinkFiles } from './LinkFiles';
import { LinkStatusTag } from './LinkStatusTag';

/** Types people are usually asked for; the server refuses any it does not accept. */
const COMMON_TYPES = ['pdf', 'ofd', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'zip'];

interface Values {
  title: string;
  note?: string;
  accept?: string[];
  maxFiles: number;
  expiresInDays: number;
}

export function ExternalUploadButton({
  target,
  defaultTitle,
}: {
  target: ExUploadTarget;
  defaultTitle?: string;
}) {
  const { t } = useTranslation('documents', { keyPrefix: 'exupload.links' });
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('open')}</Button>
      {open && <LinksDialog target={target} defaultTitle={defaultTitle} onClose={() => setOpen(false)} />}
    </>
  );
}

function LinksDialog({
  target,
  defaultTitle,
  onClose,
}: {
  target: ExUploadTarget;
  defaultTitle: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents', { keyPrefix: 'exupload.links' });
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [created, setCreated] = useState<CreatedExUploadLink>();
  const links = useQuery({
    queryKey: exUploadQueryKeys.ofTarget(target),
    queryFn: () => exUploadLinksOf(target),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: exUploadQueryKeys.all });
  const create = useMutation({
    mutationFn: (values: Values) => createExUploadLink({ ...target, ...values, accept: values.accept ?? [] }),
    onSuccess: (link) => {
      setCreated(link);
      void refresh();
    },
  });
  const revoke = (link: ExUploadLink) =>
    modal.confirm({
      title: t('revoke'),
      content: t('revokeConfirm', { title: link.title }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await revokeExUploadLink(link.id);
        void message.success(t('revoked'));
        await refresh();
      },
    });

  return (
    <Modal open title={t('dialogTitle')} onCancel={onClose} footer={null} width={880} destroyOnHidden>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ title: defaultTitle, maxFiles: 10, expiresInDays: 7 }}
        onFinish={(values) => create.mutate(values)}
      >
        <Form.Item
          name="title"
          label={t('titleLabel')}
          rules={[{ required: true, whitespace: true, message: t('titleRequired') }]}
        >
          <Input maxLength={100} placeholder={t('titlePlaceholder')} />
        </Form.Item>
        <Form.Item name="note" label={t('note')}>
          <Input.TextArea maxLength={1000} rows={2} placeholder={t('notePlaceholder')} />
        </Form.Item>
        <Space wrap align="start" size="large">
          <Form.Item name="accept" label={t('accept')} style={{ minWidth: 280 }}>
            <Select
              mode="tags"
              placeholder={t('acceptPlaceholder')}
              options={COMMON_TYPES.map((value) => ({ value, label: `.${value}` }))}
            />
          </Form.Item>
          <Form.Item name="maxFiles" label={t('maxFiles')}>
            <InputNumber min={1} max={50} precision={0} />
          </Form.Item>
          <Form.Item name="expiresInDays" label={t('days')} extra={t('daysHint')}>
            <InputNumber min={1} max={30} precision={0} />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('submit')}
        </Button>
      </Form>
      {created && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title={t('created')}
          description={
            <Typography.Paragraph copyable={{ text: absoluteLinkUrl(created.url) }} style={{ margin: 0 }}>
              <Typography.Text code data-testid="exupload-link">
                {absoluteLinkUrl(created.url)}
              </Typography.Text>
            </Typography.Paragraph>
          }
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('existing')}
      </Typography.Title>
      <Table<ExUploadLink>
        size="small"
        rowKey="id"
        loading={links.isLoading}
        dataSource={links.data ?? []}
        pagination={false}
        locale={{ emptyText: t('none') }}
        expandable={{ expandedRowRender: (link) => <LinkFiles linkId={link.id} /> }}
        columns={[
          { key: 'title', title: t('columns.title'), dataIndex: 'title' },
          {
            key: 'status',
            title: t('columns.status'),
            dataIndex: 'status',
            render: (_: unknown, link) => <LinkStatusTag status={link.status} />,
          },
          {
            key: 'files',
            title: t('columns.files'),
            render: (_: unknown, l) => `${l.fileCount}/${l.maxFiles}`,
          },
          {
            key: 'expiresAt',
            title: t('columns.expiresAt'),
            dataIndex: 'expiresAt',
            render: (at: string) => parseTime(at),
          },
          {
            key: 'actions',
            title: t('columns.actions'),
            render: (_: unknown, link) =>
              link.status === 'active' && (
                <Typography.Link type="danger" onClick={() => revoke(link)}>
                  {t('revoke')}
                </Typography.Link>
              ),
          },
        ]}
      />
    </Modal>
  );
}
