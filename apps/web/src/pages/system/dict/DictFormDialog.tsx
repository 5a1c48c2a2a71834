import type { Dict } from '@platform/contract';
import { Col, Form, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictQueryKeys, saveDict } from '../../../api/dict';
import { CrudFormModal, SortItem, TextItem } from '../../../components/list';
import { useLocalName } from '../../../i18n/localName';

interface Values {
  code: string;
  name: string;
  nameEn?: string;
  value?: string;
  sort: number;
  enabled: boolean;
  remark?: string;
}

export interface DictFormDialogProps {
  /** The entry to change; null adds one (under `parent`, or at the top level); undefined: closed. */
  target: Dict | null | undefined;
  parent?: Dict;
  onClose: () => void;
  onSaved: (dict: Dict) => void;
}

/** Adds or changes a dictionary entry (saveDict); the server's reasons appear beside their fields. */
export function DictFormDialog({ target, parent, onClose, onSaved }: DictFormDialogProps) {
  const { t } = useTranslation('system');
  const localName = useLocalName();
  return (
    <CrudFormModal
      target={target}
      onClose={onClose}
      name="dictEntry"
      width={640}
      titles={{
        add: parent
          ? t('dict.addItemTitle', { parent: localName(parent.name, parent.nameEn) })
          : t('dict.addDictTitle'),
        edit: t('dict.editTitle'),
      }}
      queryKey={dictQueryKeys.all}
      initialValues={(dict) =>
        dict
          ? {
              code: dict.code,
              name: dict.name,
              nameEn: dict.nameEn ?? '',
              value: dict.value ?? '',
              sort: dict.sort,
              enabled: dict.status === 1,
              remark: dict.remark ?? '',
            }
          : { sort: 0, enabled: true }
      }
      save={async (values: Values, dict) => {
        const saved = await saveDict({
          ...(dict ? { id: dict.id } : { parentId: parent?.id ?? null }),
          code: values.code.trim(),
          name: values.name.trim(),
          // Left out when blank: the server then keeps no English name (as it does for an empty one).
          nameEn: values.nameEn?.trim() || undefined,
          value: values.value?.trim() || null,
          sort: values.sort,
          status: values.enabled ? 1 : 0,
          remark: values.remark?.trim() || null,
        });
        return { data: saved, msg: t('dict.saved') };
      }}
      onSaved={({ data }) => onSaved(data)}
    >
      <Row gutter={16}>
        <Col span={12}>
          <TextItem
            name="name"
            label={t('dict.name')}
            required={t('dict.nameRequired')}
            max={100}
            placeholder={t('dict.namePlaceholder')}
          />
        </Col>
        <Col span={12}>
          <TextItem name="nameEn" label={t('dict.nameEn')} max={100} />
        </Col>
        <Col span={12}>
          <TextItem
            name="code"
            label={t('dict.code')}
            required={t('dict.codeRequired')}
            max={64}
            rules={[{ pattern: /^\s*[A-Za-z0-9_.-]+\s*$/, message: t('dict.codeRule') }]}
          />
        </Col>
        <Col span={12}>
          <TextItem name="value" label={t('dict.value')} max={500} />
        </Col>
        <Col span={12}>
          <SortItem label={t('dict.sort')} required={t('dict.sortRequired')} />
        </Col>
        <Col span={12}>
          <Form.Item name="enabled" label={t('dict.status')} valuePropName="checked">
            <Switch checkedChildren={t('dict.enabled')} unCheckedChildren={t('dict.disabled')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <TextItem name="remark" label={t('dict.remark')} max={500} rows={3} />
        </Col>
      </Row>
    </CrudFormModal>
  );
}
