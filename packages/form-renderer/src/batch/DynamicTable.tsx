// Dynamic table (batch, spec §3/§4): one row per record, edited in the row (inline) or in a dialog;
// copy, delete with confirmation, sequence column, fixed first column, column widths, scroll height.
// Row buttons are hidden in preview and read-only modes; fixed year tables (batch_chwzhb) have no add
// button. Long tables render only the rows in view.
import { PlusOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { BatchItem, FieldItem } from '@platform/form-core';
import { hasModel, isFixedYearTable } from '@platform/form-core';
import { useFormMode, useRenderer } from '../context';
import { useContainerFlags, useRows } from '../hooks';
import { useRendererText } from '../i18n';
import { classesOf, styleOf } from '../layout/cssText';
import { ControlBox, FieldRow, itemLabelWidth } from '../layout/FieldRow';
import { BatchRow, type RowActions } from './BatchRow';
import { RowDialog } from './RowDialog';
import { rowWindow, VIRTUAL_FROM_ROWS } from './virtualRows';

const SEQUENCE_WIDTH = 60;
/** Operation column: 100 px, plus 80 for copy and 80 for the dialog's edit button (spec §9). */
const ACTIONS_BASE = 100;
const ACTIONS_EXTRA = 80;
const DEFAULT_COLUMN_WIDTH = 180;
/** Viewport of a long table without its own scroll height, so that it can render rows lazily. */
const LONG_TABLE_HEIGHT = 480;
const ESTIMATED_ROW_HEIGHT = 48;

const widthOf = (w: unknown): number | undefined => {
  const n = typeof w === 'string' ? parseFloat(w) : typeof w === 'number' ? w : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

export const DynamicTable = memo(function DynamicTable({ item, path }: { item: BatchItem; path: string }) {
  const { store } = useRenderer();
  const { modal, message } = App.useApp();
  const t = useRendererText();
  const mode = useFormMode();
  const state = useContainerFlags(path);
  const rows = useRows(path);
  const [dialog, setDialog] = useState<{ index: number; view: boolean; added: boolean } | undefined>();
  const scroller = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, height: 0, rowHeight: ESTIMATED_ROW_HEIGHT });

  const o = item.options;
  const dialogMode = o.addType === 'dialog';
  const columns = useMemo(() => {
    const valueColumns = (item.list ?? []).filter(hasModel);
    const shown = o.showItem?.length
      ? valueColumns.filter((c) => o.showItem!.includes(c.model as string))
      : [];
    return dialogMode && shown.length ? shown : valueColumns;
  }, [item.list, o.showItem, dialogMode]);
  const editable = mode === 'edit' && !state.disabled;
  const canCopy = editable && o.copyRow !== false;
  const canDelete = editable && o.delBtnShow !== false;
  const canAdd = editable && o.tabBtnShow !== false && !isFixedYearTable(item.model);
  const showActions = editable || dialogMode;
  const actionsWidth = ACTIONS_BASE + (canCopy ? ACTIONS_EXTRA : 0) + (dialogMode ? ACTIONS_EXTRA : 0);
  const long = rows.length > VIRTUAL_FROM_ROWS;
  const scrollY = Number(o.scrollY) > 0 ? Number(o.scrollY) : long ? LONG_TABLE_HEIGHT : undefined;

  const actions = useMemo<RowActions | undefined>(() => {
    if (!showActions) return undefined;
    return {
      open: dialogMode ? (index) => setDialog({ index, view: !editable, added: false }) : undefined,
      openLabel: editable ? t('rows.edit') : t('rows.view'),
      copy: canCopy ? (index) => store.copyRow(path, index) : undefined,
      copyLabel: t('rows.copy'),
      remove: canDelete
        ? (index) =>
            modal.confirm({
              title: t('rows.confirmDeleteTitle'),
              content: t('rows.confirmDelete'),
              okText: t('dialog.ok'),
              cancelText: t('dialog.cancel'),
              onOk: () => {
                const refusal = store.removeRow(path, index);
                if (refusal) void message.warning(refusal.message);
                else void message.success(t('rows.deleted'));
              },
            })
        : undefined,
      removeLabel: t('rows.delete'),
    };
  }, [showActions, dialogMode, editable, canCopy, canDelete, store, path, modal, message, t]);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (el)
      setScroll((s) =>
        s.top === el.scrollTop && s.height === el.clientHeight
          ? s
          : { ...s, top: el.scrollTop, height: el.clientHeight },
      );
  }, []);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !long) return;
    const row = el.querySelector<HTMLTableRowElement>('tbody tr[data-row]');
    const rowHeight = row?.offsetHeight || ESTIMATED_ROW_HEIGHT;
    setScroll((s) =>
      s.height === el.clientHeight && s.rowHeight === rowHeight
        ? s
        : { top: el.scrollTop, height: el.clientHeight, rowHeight },
    );
  }, [long, rows.length]);

  const fixedFirst = !!o.Firstfixed;
  const firstLeft = o.hideSequence ? 0 : SEQUENCE_WIDTH;
  const sequenceStyle = useMemo<CSSProperties | undefined>(
    () => (fixedFirst ? { position: 'sticky', left: 0, zIndex: 2 } : undefined),
    [fixedFirst],
  );
  const firstStyle = useMemo<CSSProperties | undefined>(
    () => (fixedFirst ? { position: 'sticky', left: firstLeft, zIndex: 2 } : undefined),
    [fixedFirst, firstLeft],
  );

  if (!state.visible) return null;
  const win = long
    ? rowWindow(rows.length, scroll.rowHeight, scroll.top, scroll.height || scrollY || 0)
    : undefined;
  const start = win?.start ?? 0;
  const end = win?.end ?? rows.length;
  const add = () => {
    store.addRow(path);
    if (dialogMode) setDialog({ index: store.getRows(path).length - 1, view: false, added: true });
  };
  const columnWidth = (c: FieldItem) => widthOf(o.colWidth?.[c.model as string]) ?? DEFAULT_COLUMN_WIDTH;
  const span = columns.length + (o.hideSequence ? 0 : 1) + (showActions ? 1 : 0);

  const table = (
    <div className={`fr-batch ${classesOf(o.customClass)}`} style={styleOf(o.customStyle)}>
      <div
        ref={scroller}
        className="fr-batch-scroll"
        style={scrollY ? { maxHeight: scrollY } : undefined}
        onScroll={long ? onScroll : undefined}
      >
        <table
          className={`fr-batch-table${o.showBorder !== false ? ' fr-batch-bordered' : ''}`}
          aria-label={item.label}
        >
          <colgroup>
            {!o.hideSequence && <col style={{ width: SEQUENCE_WIDTH }} />}
            {columns.map((c) => (
              <col key={c.key} style={{ width: columnWidth(c) }} />
            ))}
            {showActions && <col style={{ width: actionsWidth }} />}
          </colgroup>
          <thead>
            <tr>
              {!o.hideSequence && (
                <th style={sequenceStyle} className="fr-batch-seq">
                  {t('rows.sequence')}
                </th>
              )}
              {columns.map((c, i) => (
                <th key={c.key} style={i === 0 ? firstStyle : undefined}>
                  {c.rules?.[0]?.required && <span className="fr-required" aria-hidden="true" />}
                  {c.label}
                </th>
              ))}
              {showActions && <th>{t('rows.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {win && win.before > 0 && (
              <tr aria-hidden="true" className="fr-batch-spacer">
                <td colSpan={span} style={{ height: win.before }} />
              </tr>
            )}
            {rows.slice(start, end).map((rowPath, offset) => (
              <BatchRow
                key={rowPath}
                rowPath={rowPath}
                index={start + offset}
                columns={columns}
                dialogMode={dialogMode}
                showSequence={!o.hideSequence}
                sequenceStyle={sequenceStyle}
                firstStyle={firstStyle}
                actions={actions}
              />
            ))}
            {win && win.after > 0 && (
              <tr aria-hidden="true" className="fr-batch-spacer">
                <td colSpan={span} style={{ height: win.after }} />
              </tr>
            )}
            {rows.length === 0 && (
              <tr>
                <td colSpan={span} className="fr-batch-empty">
                  {t('rows.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {canAdd && (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={add} className="fr-batch-add">
          {t('rows.add')}
        </Button>
      )}
      {state.error && (
        <div className="fr-error" role="alert">
          {state.error}
        </div>
      )}
      {dialog && rows[dialog.index] && (
        <RowDialog
          item={item}
          rowPath={rows[dialog.index]!}
          view={dialog.view}
          onClose={(confirmed) => {
            if (!confirmed && dialog.added) store.removeRow(path, dialog.index);
            setDialog(undefined);
          }}
        />
      )}
    </div>
  );

  if (o.showLabel !== true) return <div className="fr-block">{table}</div>;
  return (
    <FieldRow
      controlId={`${path}-table`}
      label={item.label}
      showLabel
      labelWidth={itemLabelWidth(o.labelWidth)}
      labelPosition={o.labelPosition}
      requiredMark={false}
      tooltip={o.tooptip || undefined}
    >
      <ControlBox>{table}</ControlBox>
    </FieldRow>
  );
});
