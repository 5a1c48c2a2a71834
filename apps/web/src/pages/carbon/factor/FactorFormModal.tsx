// The add/edit dialog of a tenant's own emission factor. Platform factors never open it: the page
// offers no edit on them, and the server refuses a write to them anyway.
import type { CarbonFactor, FactorBody } from '@platform/contract';
import { FACTOR_CATEGORIES, GASES } from '@platform/contract/carbon-model';
import { Col, Form, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import { CrudFormModal, TextItem } from '../../../components/list';
import { NumberInput } from '../../../components/number-input/NumberInput';
import { carrierOptions, factorCategoryOptions, gasOptions } from '../components';
import { factorQueryKeys } from './queries';

type Values = Omit<FactorBody, 'id'>;

const valuesOf = (factor: CarbonFactor | null): Partial<Values> =>
  factor
    ? {
        name: factor.name,
        category: factor.category,
        gas: factor.gas,
        value: factor.value,
        numeratorUnit: factor.numeratorUnit,
        denominatorUnit: factor.denominatorUnit,
        ncv: factor.ncv ?? undefined,
        ncvUnit: factor.ncvUnit ?? undefined,
        carrier: factor.carrier ?? undefined,
        source: factor.source,
        year: factor.year,
        region: factor.region ?? undefined,
        description: factor.description ?? undefined,
      }
    : { category: FACTOR_CATEGORIES[0], gas: GASES[0], year: new Date().getFullYear() };

// Blank optional inputs are sent as null so that an edit can clear them.
const bodyOf = (values: Values, id?: string): FactorBody => ({
  ...values,
  id,
  ncv: values.ncv || null,
  ncvUnit: values.ncvUnit || null,
  carrier: values.carrier || null,
  region: values.region || null,
  description: values.description || null,
});

export function FactorFormModal({
  target,
  onClose,
}: {
  target: CarbonFactor | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('carbon', { keyPrefix: 'factor' });
  return (
    <CrudFormModal<CarbonFactor, Values, CarbonFactor & { msg: string }>
      target={target}
      onClose={onClose}
      name="carbonFactorForm"
      width={720}
      titles={{ add: t('form.addTitle'), edit: t('form.editTitle') }}
      queryKey={factorQueryKeys.all}
      initialValues={valuesOf}
      save={async (values, factor) => ({
        ...(await carbonApi.saveFactor(bodyOf(values, factor?.id))),
        msg: t('saved'),
      })}
    >
      <TextItem name="name" label={t('form.name')} required={t('form.nameRequired')} max={100} />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="category"
            label={t('form.category')}
            rules={[{ required: true, message: t('form.categoryRequired') }]}
          >
            <Select options={factorCategoryOptions()} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="gas"
            label={t('form.gas')}
            rules={[{ required: true, message: t('form.gasRequired') }]}
          >
            <Select options={gasOptions()} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            name="value"
            label={t('form.value')}
            rules={[{ required: true, message: t('form.valueRequired') }]}
          >
            <NumberInput />
          </Form.Item>
        </Col>
        <Col span={8}>
          <TextItem
            name="numeratorUnit"
            label={t('form.numeratorUnit')}
            required={t('form.unitRequired')}
            max={32}
            extra={t('form.numeratorUnitHint')}
          />
        </Col>
        <Col span={8}>
          <TextItem
            name="denominatorUnit"
            label={t('form.denominatorUnit')}
            required={t('form.unitRequired')}
            max={32}
            extra={t('form.denominatorUnitHint')}
          />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="ncv" label={t('form.ncv')} extra={t('form.ncvHint')}>
            <NumberInput />
          </Form.Item>
        </Col>
        <Col span={8}>
          <TextItem name="ncvUnit" label={t('form.ncvUnit')} max={32} extra={t('form.ncvUnitHint')} />
        </Col>
        <Col span={8}>
          <Form.Item name="carrier" label={t('form.carrier')}>
            <Select allowClear options={carrierOptions()} />
          </Form.Item>
        </Col>
      </Row>
      <TextItem
        name="source"
        label={t('form.source')}
        required={t('form.sourceRequired')}
        max={200}
        placeholder={t('form.sourcePlaceholder')}
      />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="year"
            label={t('form.year')}
            rules={[{ required: true, message: t('form.yearRequired') }]}
          >
            <InputNumber min={1990} max={2100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <TextItem name="region" label={t('form.region')} max={64} />
        </Col>
      </Row>
      <TextItem name="description" label={t('form.description')} max={2000} rows={3} />
    </CrudFormModal>
  );
}
