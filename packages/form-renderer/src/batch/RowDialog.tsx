// Dialog editing of one dynamic-table row: the row's fields as a small form. Edits go to the store as
// they are typed; cancel puts the row back as it was when the dialog opened.
import { Modal } from 'antd';
import { useState } from 'react';
import type { BatchItem } from '@platform/form-core';
import { hasModel, regionLabelModel } from '@platform/form-core';
import { ModeContext, useRenderer } from '../context';
import { useRendererText } from '../i18n';
import { ItemList } from '../layout/ItemList';

export function RowDialog(props: {
  item: BatchItem;
  rowPath: string;
  view: boolean;
  onClose: (confirmed: boolean) => void;
}) {
  const { item, rowPath, view, onClose } = props;
  const { store, formClassName, formStyle } = useRenderer();
  const t = useRendererText();
  const [before] = useState(
    () => structuredClone(store.getValue(rowPath)) as Record<string, unknown> | undefined,
  );
  // Cell by cell, so that each cell's subscribers hear of it.
  const restore = (row: Record<string, unknown> | undefined) => {
    for (const child of item.list ?? []) {
      if (!hasModel(child)) continue;
      const model = child.model as string;
      const path = `${rowPath}.${model}`;
      if (store.getValue(path) !== row?.[model]) store.setValue(path, row?.[model], 'none');
      const label = regionLabelModel(model);
      if (child.type === 'state' && store.getValue(`${rowPath}.${label}`) !== row?.[label])
        store.setValue(`${rowPath}.${label}`, row?.[label], 'none');
    }
  };
  return (
    <Modal
      open
      title={t(view ? 'rows.dialogViewTitle' : 'rows.dialogEditTitle', { label: item.label })}
      okText={t('dialog.ok')}
      cancelText={t('dialog.cancel')}
      footer={view ? null : undefined}
      onOk={() => onClose(true)}
      onCancel={() => {
        if (!view) restore(before);
        onClose(false);
      }}
      destroyOnHidden
    >
      <div className={`${formClassName} fr-dialog-form`} style={formStyle}>
        <ModeContext.Provider value={view ? 'disabled' : 'edit'}>
          <ItemList items={item.list ?? []} scope={rowPath} />
        </ModeContext.Provider>
      </div>
    </Modal>
  );
}
