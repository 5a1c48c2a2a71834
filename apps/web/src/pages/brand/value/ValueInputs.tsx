// The inputs of a process's value: each with where its current figure came from (saved, the
// enterprise's answer, the settings, the default). The body saves them until the process is completed;
// the growth list sets the forecast years.
import type { BrandValuation, BrandValueInputValues, BrandValueSource } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Form, Input, Row, Space, Tag, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { valueApi, valueQueryKeys } from '../../../api/brand/value';
import { showFieldRefusals } from '../../../components/list';
import { parseTime } from '../../../utils/time';

const YEARS_MAX = 10;
const SOURCE_COLOURS: Record<BrandValueSource, string> = {
  saved: 'blue',
  answer: 'green',
  settings: 'default',
  default: 'default',
  missing: 'error',
};

const RATE_FIELDS = ['royaltyMin', 'royaltyMax', 'taxRate', 'discountRate', 'terminalGrowth'] as const;

export function ValueInputs({ valuation }: { valuation: BrandValuation }) {
  const { t } = useTranslation('brand', { keyPrefix: 'value.inputs' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BrandValueInputValues>();
  const { inputs, sources, editable, processId } = valuation;

  useEffect(() => {
    form.setFieldsValue(inputs);
  }, [inputs, form]);

  const save = useMutation({
    mutationFn: (values: BrandValueInputValues) => valueApi.saveInputs({ ...values, processId }),
    onSuccess: (saved) => {
      queryClient.setQueryData(valueQueryKeys.value(processId), saved);
      void message.success(t('saved'));
    },
    onError: (error) => showFieldRefusals(form, error),
  });

  const source = (field: keyof BrandValueInputValues) => (
    <Tag color={SOURCE_COLOURS[sources[field]]}>{t(`source.${sources[field]}`)}</Tag>
  );
  const required = [{ required: true, whitespace: true }];

  return (
    <Form
      form={form}
      name="brandValueInputs"
      layout="vertical"
      disabled={!editable}
      initialValues={inputs}
      onFinish={(values) => save.mutate(values)}
    >
      <Typography.Paragraph type="secondary">{t('shareHint')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="baseRevenue"
            label={t('baseRevenue')}
            extra={source('baseRevenue')}
            rules={required}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        </Col>
        {RATE_FIELDS.map((field) => (
          <Col xs={12} md={8} key={field}>
            <Form.Item name={field} label={t(field)} extra={source(field)} rules={required}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Typography.Text strong>
        {t('years')}: {inputs.growth.length} {source('growth')}
      </Typography.Text>
      <Form.List name="growth">
        {(fields, { add, remove }) => (
          <Row gutter={16} style={{ marginTop: 8 }}>
            {fields.map((field, i) => (
              <Col xs={12} md={6} key={field.key}>
                <Form.Item label={t('growth', { year: i + 1 })} required>
                  <Space.Compact style={{ width: '100%' }}>
                    <Form.Item name={field.name} noStyle rules={required}>
                      <Input inputMode="decimal" aria-label={t('growth', { year: i + 1 })} />
                    </Form.Item>
                    {fields.length > 1 && i === fields.length - 1 && (
                      <Button icon={<MinusCircleOutlined />} onClick={() => remove(field.name)} />
                    )}
                  </Space.Compact>
                </Form.Item>
              </Col>
            ))}
            {fields.length < YEARS_MAX && (
              <Col xs={12} md={6} style={{ display: 'flex', alignItems: 'center' }}>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add(form.getFieldValue(['growth', fields.length - 1]) ?? '0')}
                  aria-label={t('growth', { year: fields.length + 1 })}
                />
              </Col>
            )}
          </Row>
        )}
      </Form.List>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
        {!editable && <Typography.Text type="secondary">{t('closed')}</Typography.Text>}
        {valuation.inputsUpdatedAt && (
          <Typography.Text type="secondary">
            {t('updated', { by: valuation.inputsUpdatedBy ?? '-', at: parseTime(valuation.inputsUpdatedAt) })}
          </Typography.Text>
        )}
      </Space>
    </Form>
  );
}
