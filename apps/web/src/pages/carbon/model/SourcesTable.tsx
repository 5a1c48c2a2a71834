// The emission sources of a model, one editable row each: what it consumes (activity kind, carrier,
// the devices whose readings feed it), the factor it is multiplied by (chosen in the factor picker),
// the activity unit, and its classification by GHG Protocol scope, ISO 14064-1 category and, for
// scope 3, the value-chain category. A refused save shows each reason under its row's field.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { CarbonDevice, CarbonFactor } from '@platform/contract';
import { SCOPE3_CATEGORIES } from '@platform/contract/carbon-model';
import { Button, Form, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activityKindOptions, carrierOptions, isoCategoryOptions, scopeOptions } from '../components';
import { FactorPicker } from '../factor/FactorPicker';
import { factorValueText } from '../factor/factorText';

export interface SourceValues {
  id?: string;
  name?: string;
  activityKind?: string;
  carrier?: string | null;
  deviceIds?: string[];
  factorId?: string;
  activityUnit?: string;
  scope?: 1 | 2 | 3;
  isoCategory?: number;
  scope3Category?: number | null;
  description?: string | null;
}

export const emptySource = (): SourceValues => ({
  activityKind: 'fuel',
  deviceIds: [],
  scope: 1,
  isoCategory: 1,
});

const cell = { style: { marginBottom: 0 } };

/** The factor of a source: its name and value, and a button that opens the picker. */
function FactorField({
  value,
  onChange,
  factors,
  onPicked,
  disabled,
}: {
  value?: string;
  onChange?: (id: string) => void;
  factors: ReadonlyMap<string, CarbonFactor>;
  onPicked: (factor: CarbonFactor) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('carbon', { keyPrefix: 'model' });
  const [open, setOpen] = useState(false);
  const factor = value ? factors.get(value) : undefined;
  return (
    <Space orientation="vertical" size={0}>
      {factor && (
        <>
          <Typography.Text data-user-data>{factor.name}</Typography.Text>
          <Typography.Text type="secondary" data-user-data>
            {factorValueText(factor)}
          </Typography.Text>
        </>
      )}
      {!disabled && (
        <Button size="small" onClick={() => setOpen(true)}>
          {t('source.chooseFactor')}
        </Button>
      )}
      <FactorPicker
        open={open}
        chosenId={value}
        onClose={() => setOpen(false)}
        onPick={(picked) => {
          setOpen(false);
          onPicked(picked);
          onChange?.(picked.id);
        }}
      />
    </Space>
  );
}

/** The scope-3 category, offered only while the row's scope is 3. */
function Scope3Select({
  value,
  onChange,
  index,
  disabled,
}: {
  value?: number | null;
  onChange?: (category: number | null) => void;
  index: number;
  disabled?: boolean;
}) {
  const { t } = useTranslation('carbon', { keyPrefix: 'model' });
  const scope = Form.useWatch(['sources', index, 'scope']) as number | undefined;
  return (
    <Select
      aria-label={t('source.scope3Category')}
      allowClear
      disabled={disabled || scope !== 3}
      style={{ width: 200 }}
      value={scope === 3 ? value : undefined}
      onChange={(category?: number) => onChange?.(category ?? null)}
      options={SCOPE3_CATEGORIES.map((category) => ({
        value: category,
        label: t(`scope3Categories.${category}`),
      }))}
    />
  );
}

export function SourcesTable({
  devices,
  factors,
  onFactorPicked,
  disabled,
}: {
  devices: readonly CarbonDevice[];
  factors: ReadonlyMap<string, CarbonFactor>;
  /** Remembers a picked factor (its name is shown) and may fill the row's activity unit. */
  onFactorPicked: (index: number, factor: CarbonFactor) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('carbon', { keyPrefix: 'model' });
  const deviceOptions = devices.map((device) => ({
    value: device.id,
    label: `${device.code} ${device.name}`,
  }));
  return (
    <Form.List name="sources">
      {(fields, { add, remove }) => (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Table
            aria-label={t('editor.sources')}
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('editor.noSources') }}
            columns={[
              { key: 'row', title: '#', width: 40, render: (_, field) => field.name + 1 },
              {
                key: 'name',
                title: t('source.name'),
                render: (_, field) => (
                  <Form.Item
                    {...cell}
                    name={[field.name, 'name']}
                    rules={[{ required: true, whitespace: true, message: t('source.nameRequired') }]}
                  >
                    <Input aria-label={t('source.name')} maxLength={100} style={{ width: 160 }} />
                  </Form.Item>
                ),
              },
              {
                key: 'activityKind',
                title: t('source.activityKind'),
                render: (_, field) => (
                  <Form.Item {...cell} name={[field.name, 'activityKind']} rules={[{ required: true }]}>
                    <Select
                      aria-label={t('source.activityKind')}
                      style={{ width: 110 }}
                      options={activityKindOptions()}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'carrier',
                title: t('source.carrier'),
                render: (_, field) => (
                  <Form.Item {...cell} name={[field.name, 'carrier']}>
                    <Select
                      aria-label={t('source.carrier')}
                      allowClear
                      style={{ width: 120 }}
                      options={carrierOptions()}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'devices',
                title: t('source.devices'),
                render: (_, field) => (
                  <Form.Item {...cell} name={[field.name, 'deviceIds']}>
                    <Select
                      aria-label={t('source.devices')}
                      mode="multiple"
                      allowClear
                      optionFilterProp="label"
                      placeholder={t('source.devicesPlaceholder')}
                      style={{ width: 220 }}
                      options={deviceOptions}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'factor',
                title: t('source.factor'),
                render: (_, field) => (
                  <Form.Item
                    {...cell}
                    name={[field.name, 'factorId']}
                    rules={[{ required: true, message: t('source.factorRequired') }]}
                  >
                    <FactorField
                      factors={factors}
                      disabled={disabled}
                      onPicked={(factor) => onFactorPicked(field.name, factor)}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'activityUnit',
                title: t('source.activityUnit'),
                render: (_, field) => (
                  <Form.Item
                    {...cell}
                    name={[field.name, 'activityUnit']}
                    rules={[{ required: true, whitespace: true, message: t('source.unitRequired') }]}
                  >
                    <Input aria-label={t('source.activityUnit')} maxLength={32} style={{ width: 90 }} />
                  </Form.Item>
                ),
              },
              {
                key: 'scope',
                title: t('source.scope'),
                render: (_, field) => (
                  <Form.Item {...cell} name={[field.name, 'scope']} rules={[{ required: true }]}>
                    <Select aria-label={t('source.scope')} style={{ width: 100 }} options={scopeOptions()} />
                  </Form.Item>
                ),
              },
              {
                key: 'isoCategory',
                title: t('source.isoCategory'),
                render: (_, field) => (
                  <Form.Item {...cell} name={[field.name, 'isoCategory']} rules={[{ required: true }]}>
                    <Select
                      aria-label={t('source.isoCategory')}
                      style={{ width: 240 }}
                      popupMatchSelectWidth={false}
                      options={isoCategoryOptions()}
                    />
                  </Form.Item>
                ),
              },
              {
                key: 'scope3Category',
                title: t('source.scope3Category'),
                render: (_, field) => (
                  <Form.Item {...cell} name={[field.name, 'scope3Category']}>
                    <Scope3Select index={field.name} disabled={disabled} />
                  </Form.Item>
                ),
              },
              ...(disabled
                ? []
                : [
                    {
                      key: 'remove',
                      width: 60,
                      render: (_: unknown, field: { name: number }) => (
                        <Button
                          type="link"
                          danger
                          size="small"
                          icon={<DeleteOutlined />}
                          aria-label={t('editor.removeSource')}
                          onClick={() => remove(field.name)}
                        />
                      ),
                    },
                  ]),
            ]}
          />
          {!disabled && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(emptySource())} block>
              {t('editor.addSource')}
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}
