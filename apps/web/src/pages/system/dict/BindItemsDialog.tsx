import type { Dict } from '@platform/contract';
import { Alert, App, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { bindDictItems, useDictSearch } from '../../../api/dict';
import { refusalOf } from '../../../api/refusal';
import { dictMessages as t } from './messages';

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
  const { message } = App.useApp();
  const [form] = Form.useForm<{ items: Chosen[] }>();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const found = useDictSearch(parent ? search : '');

  // Asks the server once the user pauses typing, not at every keystroke.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const bind = async ({ items }: { items: Chosen[] }) => {
    if (!parent) return;
    setSaving(true);
    try {
      await bindDictItems(
        parent.id,
        items.map((item) => item.value),
      );
      void message.success(t.bound);
      onBound();
    } catch (failure) {
      const reason = refusalOf(failure, 'body.itemIds') ?? refusalOf(failure, 'body.parentId');
      if (reason) form.setFields([{ name: 'items', errors: [reason] }]);
    } finally {
      setSaving(false);
    }
  };

  const options = (found.data ?? [])
    .filter((dict) => dict.id !== parent?.id && dict.parentId !== parent?.id)
    .map((dict) => ({ value: dict.id, label: `${dict.name}（${dict.code}）` }));

  return (
    <Modal
      title={parent ? t.bindTitle(parent.name) : ''}
      open={!!parent}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t.ok}
      cancelText={t.cancel}
      confirmLoading={saving}
      forceRender
    >
      <Alert type="info" showIcon title={t.bindHint} style={{ marginBottom: 16 }} />
      <Form form={form} name="dictBind" layout="vertical" onFinish={(values) => void bind(values)}>
        <Form.Item
          name="items"
          label={t.bindItems}
          rules={[{ required: true, type: 'array', min: 1, message: t.bindNone }]}
        >
          <Select<Chosen[]>
            mode="multiple"
            labelInValue
            showSearch={{ filterOption: false, onSearch: (text) => setTyped(text.trim()) }}
            placeholder={t.bindSearch}
            loading={found.isFetching}
            options={options}
            notFoundContent={search ? t.searchEmpty : null}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
