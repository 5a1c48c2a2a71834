// 新增/修改产品: name, code, the declared unit the footprint is per, and the CBAM goods category with
// its CN code. The server's refusals land under the fields they name.
import type { CarbonProduct } from '@platform/contract';
import { CARBON_NAME_MAX, CARBON_TEXT_MAX, CBAM_GOODS } from '@platform/contract/carbon-model';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import { CrudFormModal, TextItem } from '../../../components/list';
import { labelOptions } from '../components';
import { productQueryKeys } from './queries';

interface Values {
  name: string;
  code?: string;
  declaredUnit: string;
  cbamGoods?: string | null;
  cnCode?: string;
  description?: string;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export function ProductFormModal({
  target,
  onClose,
}: {
  target: CarbonProduct | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('carbon');
  const save = async (values: Values, row: CarbonProduct | null) => {
    const saved = await carbonApi.saveProduct({
      id: row?.id,
      orgId: row?.orgId ?? null,
      name: values.name,
      code: blankToNull(values.code),
      declaredUnit: values.declaredUnit,
      cbamGoods: (values.cbamGoods ?? null) as (typeof CBAM_GOODS)[number] | null,
      cnCode: blankToNull(values.cnCode),
      description: blankToNull(values.description),
    });
    return { data: saved, msg: t('product.saved') };
  };
  return (
    <CrudFormModal<CarbonProduct, Values, { data: CarbonProduct; msg: string }>
      target={target}
      onClose={onClose}
      name="carbonProductForm"
      width={560}
      titles={{ add: t('product.form.addTitle'), edit: t('product.form.editTitle') }}
      queryKey={productQueryKeys.all}
      initialValues={(row) =>
        row
          ? {
              name: row.name,
              code: row.code ?? '',
              declaredUnit: row.declaredUnit,
              cbamGoods: row.cbamGoods,
              cnCode: row.cnCode ?? '',
              description: row.description ?? '',
            }
          : { name: '', code: '', declaredUnit: 't', cnCode: '', description: '' }
      }
      save={save}
    >
      <TextItem
        name="name"
        label={t('product.form.name')}
        required={t('product.form.nameRequired')}
        max={CARBON_NAME_MAX}
      />
      <TextItem name="code" label={t('product.form.code')} max={64} />
      <Form.Item
        name="declaredUnit"
        label={t('product.form.declaredUnit')}
        extra={t('product.form.declaredUnitHelp')}
        rules={[{ required: true, whitespace: true, message: t('product.form.declaredUnitRequired') }]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="cbamGoods" label={t('product.form.cbamGoods')}>
        <Select
          allowClear
          placeholder={t('product.form.cbamGoodsPlaceholder')}
          options={labelOptions('cbamGoods', CBAM_GOODS)}
        />
      </Form.Item>
      <Form.Item
        name="cnCode"
        label={t('product.form.cnCode')}
        rules={[{ pattern: /^\d{4,10}$/, message: t('product.form.cnCodeFormat') }]}
      >
        <Input maxLength={10} />
      </Form.Item>
      <Form.Item name="description" label={t('product.form.description')}>
        <Input.TextArea rows={3} maxLength={CARBON_TEXT_MAX} />
      </Form.Item>
    </CrudFormModal>
  );
}
