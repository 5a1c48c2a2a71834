// Items without a value: alert, divider, html, text, button. Their visibility (hidden, dynamic
// visibility) and the text's required marker come from the store under `scope.key`.
import { memo } from 'react';
import type { AlertItem, ButtonItem, DividerItem, FieldItem, HtmlItem, TextItem } from '@platform/form-core';
import { useFormMode, useRenderer } from '../context';
import { childPath, useFieldState } from '../hooks';
import { UnsupportedType } from '../i18n';
import { AlertView, ButtonView, DividerView, HtmlView, TextView } from '../widgets/StaticItems';
import { ControlBox, FieldRow, itemLabelWidth } from './FieldRow';
import { domId } from './Field';

export const StaticItem = memo(function StaticItem({ item, scope }: { item: FieldItem; scope: string }) {
  const { store, size, idPrefix } = useRenderer();
  const mode = useFormMode();
  const path = childPath(scope, item.key);
  const state = useFieldState(path);
  if (!state.visible) return null;
  switch (item.type) {
    case 'alert':
      return (
        <div className="fr-block">
          <AlertView item={item as AlertItem} />
        </div>
      );
    case 'divider':
      return <DividerView item={item as DividerItem} />;
    case 'html':
      return (
        <div className="fr-block">
          <HtmlView item={item as HtmlItem} />
        </div>
      );
    case 'text':
      return (
        <div className="fr-block">
          <TextView item={item as TextItem} requiredMark={state.requiredMark} />
        </div>
      );
    case 'button':
      return (
        <div className="fr-block">
          <ButtonView
            item={item as ButtonItem}
            size={size}
            disabled={state.disabled || mode === 'disabled'}
            onClick={() => void store.clickButton(item.key)}
          />
        </div>
      );
    default: {
      const id = domId(idPrefix, path);
      return (
        <FieldRow
          controlId={id}
          label={item.label}
          showLabel
          labelWidth={itemLabelWidth(item.options?.labelWidth)}
          labelPosition={undefined}
          requiredMark={false}
          tooltip={undefined}
        >
          <ControlBox>
            <span id={id} className="fr-unsupported">
              <UnsupportedType type={item.type} />
            </span>
          </ControlBox>
        </FieldRow>
      );
    }
  }
});
