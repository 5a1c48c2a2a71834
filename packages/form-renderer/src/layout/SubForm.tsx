// Sub-form (control, spec §3/§4): a group of fields repeated per row. Add appends an empty row; a right
// click on a row offers copy and delete; the last row cannot be deleted. noAdd/noRemove/noCopy turn the
// actions off, and a disabled or read-only form shows none.
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { memo } from 'react';
import type { ControlItem } from '@platform/form-core';
import { useFormMode, useRenderer } from '../context';
import { useContainerFlags, useRows } from '../hooks';
import { useRendererText } from '../i18n';
import { classesOf, styleOf } from './cssText';
import { ItemList } from './ItemList';

export const SubForm = memo(function SubForm({ item, path }: { item: ControlItem; path: string }) {
  const { store } = useRenderer();
  const { message } = App.useApp();
  const t = useRendererText();
  const mode = useFormMode();
  const state = useContainerFlags(path);
  const rows = useRows(path);
  if (!state.visible) return null;
  const o = item.options;
  const editable = mode !== 'disabled' && !state.disabled;
  const canCopy = editable && !o.noCopy;
  const canRemove = editable && !o.noRemove;

  const menuOf = (index: number): MenuProps => ({
    items: [
      ...(canCopy ? [{ key: 'copy', label: t('rows.copy') }] : []),
      ...(canRemove ? [{ key: 'delete', label: t('rows.delete'), danger: true }] : []),
    ],
    onClick: ({ key }) => {
      if (key === 'copy') store.copyRow(path, index);
      if (key === 'delete') {
        const refusal = store.removeRow(path, index);
        if (refusal) void message.warning(refusal.message);
      }
    },
  });

  const className = [
    'fr-block',
    'fr-subform',
    o.bordered ? 'fr-subform-bordered' : '',
    classesOf(o.customClass),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section className={className} style={styleOf(o.customStyle)} aria-label={item.label}>
      {item.label && o.showLabel !== false && <div className="fr-subform-title">{item.label}</div>}
      {rows.map((rowPath, index) => {
        const row = (
          <div className="fr-subform-row" data-row={index}>
            <ItemList items={item.list ?? []} scope={rowPath} />
          </div>
        );
        return canCopy || canRemove ? (
          <Dropdown key={rowPath} menu={menuOf(index)} trigger={['contextMenu']}>
            {row}
          </Dropdown>
        ) : (
          <div key={rowPath}>{row}</div>
        );
      })}
      {editable && !o.noAdd && (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => store.addRow(path)}>
          {t('rows.add')}
        </Button>
      )}
      {state.error && (
        <div className="fr-error" role="alert">
          {state.error}
        </div>
      )}
    </section>
  );
});
