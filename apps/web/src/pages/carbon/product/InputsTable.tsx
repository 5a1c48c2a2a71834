// One life-cycle stage's inputs in the path editor: a row per input (name, amount, unit, the factor
// from the library, how it counts for CBAM, a note). The rows are a Form.List, so a refusal of one
// input's field shows under that field of that row.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CARBON_NAME_MAX, CBAM_EMISSION_KINDS, type LifeCycleStage } from '@platform/contract/carbon-model';
import { Button, Form, Input, Select, Table, type FormListFieldData } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelOptions, lifeCycleStageLabel } from '../components';
import { FactorSelect } from './FactorSelect';
import { emptyInput } from './pathForm';

const DECIMAL = /^\d{1,14}(\.\d{1,10})?$/;

export function InputsTable({
  stage,
  factorNames,
}: {
  stage: LifeCycleStage;
  /** factor id → name, for the factors of the path as it was opened */
  factorNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation(['carbon', 'common']);
  const cbamKinds = labelOptions('cbamKinds', CBAM_EMISSION_KINDS);
  return (
    <Form.List name={['stages', stage]}>
      {(fields, { add, remove }) => (
        <>
          <Table<FormListFieldData>
            rowKey="key"
            size="small"
            pagination={false}
            dataSource={fields}
            aria-label={lifeCycleStageLabel(stage)}
            locale={{ emptyText: ' ' }}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                key: 'name',
                title: t('product.editor.inputs.name'),
                width: 180,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={[
                      { required: true, whitespace: true, message: t('product.editor.inputNameRequired') },
                    ]}
                    style={{ margin: 0 }}
                  >
                    <Input maxLength={CARBON_NAME_MAX} aria-label={t('product.editor.inputs.name')} />
                  </Form.Item>
                ),
              },
              {
                key: 'amount',
                title: t('product.editor.inputs.amount'),
                width: 130,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'amount']}
                    style={{ margin: 0 }}
                    rules={[
                      { required: true, message: t('product.editor.amountRequired') },
                      { pattern: DECIMAL, message: t('product.editor.numberFormat') },
                    ]}
                  >
                    <Input inputMode="decimal" aria-label={t('product.editor.inputs.amount')} />
                  </Form.Item>
                ),
              },
              {
                key: 'unit',
                title: t('product.editor.inputs.unit'),
                width: 100,
                render: (_, field) => (
                  <Form.Item
                    name={[field.name, 'unit']}
                    style={{ margin: 0 }}
                    rules={[{ required: true, whitespace: true, message: t('product.editor.unitRequired') }]}
                  >
                    <Input maxLength={32} aria-label={t('product.editor.inputs.unit')} />
                  </Form.Item>
                ),
              },
              {
                key: 'factor',
                title: t('product.editor.inputs.factor'),
                width: 300,
                render: (_, field) => (
                  <Form.Item noStyle shouldUpdate>
                    {({ getFieldValue }) => {
                      const factorId = getFieldValue(['stages', stage, field.name, 'factorId']) as
                        string | undefined;
                      return (
                        <Form.Item
                          name={[field.name, 'factorId']}
                          style={{ margin: 0 }}
                          rules={[{ required: true, message: t('product.editor.factorRequired') }]}
                        >
                          <FactorSelect known={factorId ? factorNames.get(factorId) : undefined} />
                        </Form.Item>
                      );
                    }}
                  </Form.Item>
                ),
              },
              {
                key: 'cbamKind',
                title: t('product.editor.inputs.cbamKind'),
                width: 130,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'cbamKind']} style={{ margin: 0 }}>
                    <Select options={cbamKinds} aria-label={t('product.editor.inputs.cbamKind')} />
                  </Form.Item>
                ),
              },
              {
                key: 'note',
                title: t('product.editor.inputs.note'),
                width: 160,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'note']} style={{ margin: 0 }}>
                    <Input maxLength={500} aria-label={t('product.editor.inputs.note')} />
                  </Form.Item>
                ),
              },
              {
                key: 'actions',
                width: 56,
                render: (_, field) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('product.editor.removeInput')}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(emptyInput())}>
            {t('product.editor.addInput')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
