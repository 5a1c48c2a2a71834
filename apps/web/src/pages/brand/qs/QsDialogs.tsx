// The dialogs of 问卷配置: a group's add/edit form, binding a designer form (questionnaire or scoring
// kind) to a group with its weight, and changing a bound questionnaire's name, weight and order.
import type { BrandFormChoice, BrandQsGroup, BrandQuestionnaireSummary } from '@platform/contract';
import { BRAND_DIMENSIONS } from '@platform/contract/brand-model';
import { Form, InputNumber, Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qsApi, qsQueryKeys, useBrandFormChoices } from '../../../api/brand/qs';
import { CrudFormModal, SortItem, TextItem } from '../../../components/list';
import { brandOptions } from '../components/labels';

/** A weight: a positive decimal, at most 4 decimals, sent as a string. */
function WeightItem({ label, required }: { label: string; required: boolean }) {
  const { t } = useTranslation('brand', { keyPrefix: 'qs.groupForm' });
  return (
    <Form.Item
      name="weight"
      label={label}
      rules={[
        ...(required ? [{ required: true, message: t('weightRequired') }] : []),
        {
          validator: (_: unknown, v: string | null | undefined) =>
            v === undefined || v === null || v === '' || Number(v) > 0
              ? Promise.resolve()
              : Promise.reject(new Error(t('weightPositive'))),
        },
      ]}
    >
      <InputNumber<string>
        stringMode
        min="0"
        max="9999"
        step="0.05"
        precision={4}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

interface GroupValues {
  name: string;
  dimension: BrandQsGroup['dimension'];
  weight: string;
  sort?: number;
  description?: string;
}

export function GroupFormModal({
  target,
  onClose,
}: {
  target: BrandQsGroup | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('brand', { keyPrefix: 'qs' });
  return (
    <CrudFormModal<BrandQsGroup, GroupValues, { msg: string }>
      target={target}
      onClose={onClose}
      name="brandQsGroupForm"
      titles={{ add: t('groupForm.addTitle'), edit: t('groupForm.editTitle') }}
      queryKey={qsQueryKeys.all}
      initialValues={(g) =>
        g
          ? {
              name: g.name,
              dimension: g.dimension,
              weight: g.weight,
              sort: g.sort,
              description: g.description,
            }
          : { weight: '1' }
      }
      save={async (values, g) => {
        await qsApi.saveGroup({ ...values, description: values.description ?? '', id: g?.id });
        return { msg: t('saved') };
      }}
    >
      <TextItem name="name" label={t('groupForm.name')} required={t('groupForm.nameRequired')} max={50} />
      <Form.Item
        name="dimension"
        label={t('groupForm.dimension')}
        rules={[{ required: true, message: t('groupForm.dimensionRequired') }]}
      >
        <Select options={brandOptions('dimensions', BRAND_DIMENSIONS)} />
      </Form.Item>
      <WeightItem label={t('groupForm.weight')} required />
      <SortItem label={t('groupForm.sort')} />
      <TextItem name="description" label={t('groupForm.description')} max={200} rows={3} />
    </CrudFormModal>
  );
}

interface BindValues {
  formId: string;
  name?: string;
  weight: string;
}

function FormChoiceSelect(props: { value?: string; onChange?: (v: string) => void; id?: string }) {
  const { t } = useTranslation('brand', { keyPrefix: 'qs.bindForm' });
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const choices = useBrandFormChoices(deferred, true);
  const label = (c: BrandFormChoice) =>
    `${c.formName} · ${t(`kinds.${c.kind}` as 'kinds.2')} · v${c.version}`;
  return (
    <Select
      {...props}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={choices.isFetching}
      placeholder={t('formPlaceholder')}
      options={(choices.data ?? []).map((c) => ({ value: c.id, label: label(c) }))}
    />
  );
}

export function BindFormModal({ group, onClose }: { group: BrandQsGroup | undefined; onClose: () => void }) {
  const { t } = useTranslation('brand', { keyPrefix: 'qs' });
  return (
    <CrudFormModal<BrandQsGroup, BindValues, { msg: string }>
      target={group}
      onClose={onClose}
      name="brandQsBindForm"
      titles={{ edit: (g) => t('bindForm.title', { name: g.name }) }}
      queryKey={qsQueryKeys.all}
      initialValues={() => ({ weight: '1' })}
      save={async (values, g) => {
        await qsApi.bind({
          groupId: g!.id,
          formId: values.formId,
          weight: values.weight,
          name: values.name || undefined,
        });
        return { msg: t('bindForm.bound') };
      }}
    >
      <Form.Item
        name="formId"
        label={t('bindForm.form')}
        rules={[{ required: true, message: t('bindForm.formRequired') }]}
      >
        <FormChoiceSelect />
      </Form.Item>
      <TextItem name="name" label={t('bindForm.name')} placeholder={t('bindForm.namePlaceholder')} max={50} />
      <WeightItem label={t('bindForm.weight')} required />
    </CrudFormModal>
  );
}

interface QsValues {
  name: string;
  weight: string;
  sort?: number;
}

export function QuestionnaireFormModal({
  target,
  onClose,
}: {
  target: BrandQuestionnaireSummary | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('brand', { keyPrefix: 'qs' });
  return (
    <CrudFormModal<BrandQuestionnaireSummary, QsValues, { msg: string }>
      target={target}
      onClose={onClose}
      name="brandQsEditForm"
      titles={{ edit: (q) => t('qsForm.title', { name: q.name }) }}
      queryKey={qsQueryKeys.all}
      initialValues={(q) => (q ? { name: q.name, weight: q.weight, sort: q.sort } : {})}
      save={async (values, q) => {
        await qsApi.update({ id: q!.id, ...values });
        return { msg: t('qsForm.updated') };
      }}
    >
      <TextItem name="name" label={t('bindForm.name')} required={t('groupForm.nameRequired')} max={50} />
      <WeightItem label={t('bindForm.weight')} required />
      <SortItem label={t('qsColumns.sort')} />
    </CrudFormModal>
  );
}
