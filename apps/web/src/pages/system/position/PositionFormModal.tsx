import type { Position } from '@platform/contract';
import { useTranslation } from 'react-i18next';
import { addPosition, positionQueryKeys, updatePosition } from '../../../api/position';
import { CrudFormModal, SortItem, StatusItem, TextItem } from '../../../components/list';

interface Values {
  code: string;
  name: string;
  sort: number;
  status: 0 | 1;
  remark?: string;
}

/** Adds a position (`position` null) or edits one; closed when `position` is undefined. */
export function PositionFormModal({
  position,
  onClose,
}: {
  position: Position | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  return (
    <CrudFormModal
      target={position}
      onClose={onClose}
      name="positionForm"
      titles={{ add: t('position.addTitle'), edit: t('position.editTitle') }}
      queryKey={positionQueryKeys.all}
      initialValues={(p) =>
        p ? { ...p, remark: p.remark ?? '' } : { code: '', name: '', sort: 0, status: 1, remark: '' }
      }
      save={(values: Values, p) => {
        const body = { ...values, remark: values.remark?.trim() || null };
        return p ? updatePosition({ ...body, id: p.id }) : addPosition(body);
      }}
    >
      <TextItem
        name="code"
        label={t('position.code')}
        required={t('position.codeRequired')}
        rules={[{ pattern: /^[A-Za-z0-9_-]+$/, message: t('position.codePattern') }]}
        max={64}
      />
      <TextItem name="name" label={t('position.name')} required={t('position.nameRequired')} max={50} />
      <SortItem label={t('position.sort')} />
      <StatusItem label={t('position.status')} />
      <TextItem name="remark" label={t('position.remark')} max={500} rows={3} />
    </CrudFormModal>
  );
}
