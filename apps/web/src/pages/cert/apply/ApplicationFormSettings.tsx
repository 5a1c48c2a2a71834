// 申请表单设置 (申请管理's dialog): the body's staff choose which of their form templates of the form
// designer the enterprise fills in with every application, or none.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Modal, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApi, applyQueryKeys, useCertSettings } from '../../../api/cert/apply';
import { showFieldRefusals } from '../../../components/list';
import { parseTime } from '../../../utils/time';

interface Values {
  applicationFormId?: string | null;
}

export function ApplicationFormSettings({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('cert', { keyPrefix: 'apply.settings' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const settings = useCertSettings(open);
  const current = settings.data;

  useEffect(() => {
    if (open && current) form.setFieldsValue({ applicationFormId: current.applicationFormId });
  }, [open, current, form]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      applyApi.saveSettings({ applicationFormId: values.applicationFormId ?? null }),
    onSuccess: (saved) => {
      queryClient.setQueryData(applyQueryKeys.settings, saved);
      void message.success(t('done'));
      onClose();
    },
    onError: (error) => showFieldRefusals(form, error),
  });

  const choices = current?.choices ?? [];
  return (
    <Modal
      open={open}
      title={t('title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: !current }}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} name="certApplicationFormSettings" layout="vertical" onFinish={(v) => save.mutate(v)}>
        <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
        {current && !choices.length && <Alert type="info" showIcon message={t('noForms')} />}
        <Form.Item name="applicationFormId" label={t('form')}>
          <Select
            allowClear
            loading={settings.isLoading}
            placeholder={t('none')}
            options={choices.map((c) => ({ value: c.id, label: c.formName }))}
          />
        </Form.Item>
        {current?.updatedAt && (
          <Typography.Text type="secondary">
            {t('updated', { by: current.updatedBy ?? '-', at: parseTime(current.updatedAt) })}
          </Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
