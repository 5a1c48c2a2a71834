import type { Dict } from '@platform/contract';
import { Alert, Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bindDictItems, dictQueryKeys, useDictSearch } from '../../../api/dict';
import { CrudFormModal } from '../../../components/list';
import { useLocalName } from '../../../i18n/localName';

const SEARCH_DELAY_MS = 300;

/** A chosen entry: its id, and its label kept while other searches change the options. */
interface Chosen {
  value: string;
  label: string;
}

export interface BindItemsDialogProps {
  parent: Dict | undefined;
  onClose: () => void;
  onBound: () => void;
}

/** Moves existing entries, found by name or code, under a dictionary (BindDictItems): all or none. */
export function BindItemsDialog({ parent, onClose, onBound }: BindItemsDialogProps) {
  const { t } = useTranslation('system');
  const localName = useLocalName();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const found = useDictSearch(parent ? search : '');

  // Asks the server once the user pauses typing, not at every keystroke.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const options = (found.data ?? [])
    .filter((dict) => dict.id !== parent?.id && dict.parentId !== parent?.id)
    .map((dict) => ({
      value: dict.id,
      label: t('dict.nameWithCode', { name: localName(dict.name, dict.nameEn), code: dict.code }),
    }));

  return (
    <CrudFormModal
      target={parent}
      onClose={onClose}
      name="dictBind"
      titles={{ edit: (p) => t('dict.bindTitle', { name: localName(p.name, p.nameEn) }) }}
      queryKey={dictQueryKeys.all}
      initialValues={() => ({})}
      save={async ({ itemIds }: { itemIds: Chosen[] }, p) => {
        await bindDictItems(
          p!.id,
          itemIds.map((item) => item.value),
        );
        return { msg: t('dict.bound') };
      }}
      onSaved={onBound}
    >
      <Alert type="info" showIcon title={t('dict.bindHint')} style={{ marginBottom: 16 }} />
      {/* Named as the call names the ids, so that a refusal of body.itemIds shows here. */}
      <Form.Item
        name="itemIds"
        label={t('dict.bindItems')}
        rules={[{ required: true, type: 'array', min: 1, message: t('dict.bindNone') }]}
      >
        <Select<Chosen[]>
          mode="multiple"
          labelInValue
          showSearch={{ filterOption: false, onSearch: (text) => setTyped(text.trim()) }}
          placeholder={t('dict.bindSearch')}
          loading={found.isFetching}
          options={options}
          notFoundContent={search ? t('dict.searchEmpty') : null}
        />
      </Form.Item>
    </CrudFormModal>
  );
}
