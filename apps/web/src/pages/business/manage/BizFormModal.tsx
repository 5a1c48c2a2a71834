// 新增/修改业务: name, type (QSBITYPE), the open and close dates, and a description. The server's
// refusals land under the fields they name.
import type { BizSummary } from '@platform/contract';
import { BIZ_DESC_MAX, BIZ_NAME_MAX } from '@platform/contract/business-model';
import { DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { bizApi } from '../../../api/business';
import { CrudFormModal, TextItem } from '../../../components/list';
import { bizQueryKeys, useBizTypes } from './queries';

interface Values {
  name: string;
  type?: string;
  openDate?: Dayjs | null;
  closeDate?: Dayjs | null;
  description?: string;
}

const DATE = 'YYYY-MM-DD';
const dateOf = (value: string | null) => (value ? dayjs(value) : null);
const textOf = (value: Dayjs | null | undefined) => (value ? value.format(DATE) : null);

export function BizFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: BizSummary | null | undefined;
  onClose: () => void;
  onSaved?: (saved: BizSummary, created: boolean) => void;
}) {
  const { t } = useTranslation('business', { keyPrefix: 'manage.form' });
  const types = useBizTypes();
  const save = async (values: Values, row: BizSummary | null) => {
    const body = {
      name: values.name,
      type: values.type ?? '',
      openDate: textOf(values.openDate),
      closeDate: textOf(values.closeDate),
      description: values.description?.trim() ? values.description : null,
    };
    const saved = row ? await bizApi.update({ ...body, id: row.id }) : await bizApi.add(body);
    return { data: saved, msg: t('saved') };
  };
  return (
    <CrudFormModal<BizSummary, Values, { data: BizSummary; msg: string }>
      target={target}
      onClose={onClose}
      name="bizForm"
      width={560}
      titles={{ add: t('addTitle'), edit: t('editTitle') }}
      queryKey={bizQueryKeys.all}
      initialValues={(row) =>
        row
          ? {
              name: row.name,
              type: row.type,
              openDate: dateOf(row.openDate),
              closeDate: dateOf(row.closeDate),
              description: row.description ?? '',
            }
          : { name: '', description: '' }
      }
      save={save}
      onSaved={(saved, created) => onSaved?.(saved.data, created)}
    >
      <TextItem name="name" label={t('name')} required={t('nameRequired')} max={BIZ_NAME_MAX} />
      <Form.Item name="type" label={t('type')} rules={[{ required: true, message: t('typeRequired') }]}>
        <Select placeholder={t('typePlaceholder')} options={types} />
      </Form.Item>
      <Form.Item name="openDate" label={t('openDate')}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="closeDate"
        label={t('closeDate')}
        dependencies={['openDate']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value: Dayjs | null | undefined) => {
              const open = getFieldValue('openDate') as Dayjs | null | undefined;
              return open && value && value.isBefore(open, 'day')
                ? Promise.reject(new Error(t('closeBeforeOpen')))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <TextItem name="description" label={t('description')} max={BIZ_DESC_MAX} rows={4} />
    </CrudFormModal>
  );
}
