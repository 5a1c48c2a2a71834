// The application dialog: a new assessment (ent/saveWorkFlow) or a change of mine while it is answered
// or returned (ent/updateEntProcess). Server refusals name their field and are shown by the request layer.
import type { BrandApplyBody, BrandProcessDetail } from '@platform/contract';
import { BRAND_BUSINESS_TYPES } from '@platform/contract/brand-model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { processApi, processQueryKeys } from '../../../api/brand/process';
import { brandOptions } from '../components/labels';

/** undefined: closed; null: a new application; a process: change it. */
export function ApplyDialog({
  target,
  onClose,
}: {
  target: BrandProcessDetail | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('brand', { keyPrefix: 'myAssessment' });
  const { message } = App.useApp();
  const [form] = Form.useForm<BrandApplyBody>();
  const queryClient = useQueryClient();
  const open = target !== undefined;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (target) form.setFieldsValue(target);
  }, [open, target, form]);
  const save = useMutation({
    mutationFn: (values: BrandApplyBody) =>
      target ? processApi.update(target.id, values) : processApi.apply(values),
    onSuccess: () => {
      void message.success(target ? t('done.updated') : t('done.applied'));
      void queryClient.invalidateQueries({ queryKey: processQueryKeys.all });
      onClose();
    },
  });
  const required = (field: string) => [{ required: true, message: t('form.required', { field }) }];
  const item = (name: keyof BrandApplyBody, max: number, mandatory = true) => (
    <Form.Item name={name} label={t(`form.${name}`)} rules={mandatory ? required(t(`form.${name}`)) : []}>
      <Input maxLength={max} />
    </Form.Item>
  );
  return (
    <Modal
      open={open}
      title={target ? t('form.editTitle') : t('form.addTitle')}
      onCancel={onClose}
      onOk={() => void form.validateFields().then((values) => save.mutate(values))}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={640}
    >
      <Form form={form} layout="vertical" initialValues={{ businessType: 'valuation' }}>
        <Form.Item
          name="businessType"
          label={t('form.businessType')}
          rules={required(t('form.businessType'))}
        >
          <Select options={brandOptions('businessTypes', BRAND_BUSINESS_TYPES)} />
        </Form.Item>
        {item('brandName', 100)}
        {item('entName', 100)}
        {item('creditCode', 18)}
        {item('industry', 100, false)}
        {item('contactName', 50)}
        {item('contactTel', 30)}
        <Form.Item name="description" label={t('form.description')}>
          <Input.TextArea maxLength={2000} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
