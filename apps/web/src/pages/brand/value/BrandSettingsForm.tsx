// 参数设置: the tenant's brand settings — the scoring's deviation share and the value's defaults (royalty
// range, tax, discount, terminal growth, forecast years). The server checks the ranges and names the field.
import type { BrandSettingsBody } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Form, Input, InputNumber, Row, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandSettings, valueApi, valueQueryKeys } from '../../../api/brand/value';
import { showFieldRefusals } from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { percent } from './format';

type Values = Required<BrandSettingsBody>;
const SHARES = ['royaltyMin', 'royaltyMax', 'taxRate', 'discountRate', 'terminalGrowth'] as const;

export function BrandSettingsForm() {
  const { t } = useTranslation('brand', { keyPrefix: 'value' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const settings = useBrandSettings();
  const current = settings.data;

  useEffect(() => {
    if (current) form.setFieldsValue(current);
  }, [current, form]);

  const save = useMutation({
    mutationFn: (values: Values) => valueApi.saveSettings(values),
    onSuccess: (saved) => {
      queryClient.setQueryData(valueQueryKeys.settings, saved);
      void queryClient.invalidateQueries({ queryKey: valueQueryKeys.all });
      void message.success(t('settings.saved'));
    },
    onError: (error) => showFieldRefusals(form, error),
  });

  if (settings.isError) return <Alert type="error" showIcon message={settings.error.message} />;
  if (!current) return <Spin />;
  const required = [{ required: true, whitespace: true }];
  return (
    <Form form={form} name="brandSettings" layout="vertical" onFinish={(v) => save.mutate(v)}>
      <Typography.Paragraph type="secondary">{t('inputs.shareHint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="deviationShare"
            label={t('settings.deviationShare')}
            extra={t('settings.deviationHint')}
            rules={required}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        {SHARES.map((field) => (
          <Col xs={12} md={8} key={field}>
            <Form.Item name={field} label={t(`inputs.${field}`)} rules={required}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
        ))}
        <Col xs={12} md={8}>
          <Form.Item name="forecastYears" label={t('settings.forecastYears')} rules={[{ required: true }]}>
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item label={t('settings.revenueGrowth')}>
            <Typography.Text>{percent(current.revenueGrowth)}</Typography.Text>
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('settings.save')}
      </Button>
      {current.updatedAt && (
        <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
          {t('settings.updated', { by: current.updatedBy ?? '-', at: parseTime(current.updatedAt) })}
        </Typography.Text>
      )}
    </Form>
  );
}
