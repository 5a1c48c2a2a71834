// The centre canvas: the template's items as light look-alikes of their widgets, nested containers
// with their drop zones (grid columns, table cells, card / sub-form / dynamic-table lists), the
// selection toolbar (copy, delete) and the table cells' right-click menu (CellMenu). Items are
// memoised and read their selection and drop hint from external stores, so one change re-renders only
// what it touches.
import { CopyOutlined, DeleteOutlined, DragOutlined } from '@ant-design/icons';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { hasModel, type FieldItem, type TableRow } from '@platform/form-core';
import {
  createContext,
  memo,
  useContext,
  useMemo,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { CellMenu, menuPosition, type CellMenuAt } from './CellMenu';
import { keyedStore, type DropHint, type KeyedStore } from '../model/canvasStore';
import { useDropHintFor, useIsSelected } from './useKeyedStore';
import { useDesignerText } from '../i18n';
import type { TableOperation } from '../model/tableOps';
import { slotId, type Slot } from '../model/tree';
import './designer.css';

export interface CanvasActions {
  select(key: string): void;
  copy(key: string): void;
  remove(key: string): void;
  table(key: string, op: TableOperation, cell: { row: number; cell: number }): void;
  selection: KeyedStore<string | null>;
  dropHint: KeyedStore<DropHint | null>;
}

export const CanvasContext = createContext<CanvasActions | null>(null);
const useActions = () => useContext(CanvasContext)!;
/** The open cell menu, if any (set by a right-click on a table cell). */
const CellMenuContext = createContext<KeyedStore<CellMenuAt | null> | null>(null);

const opt = (item: FieldItem, name: string) => (item.options as Record<string, unknown>)[name];

function Fake({ children, wide = true }: { children: ReactNode; wide?: boolean }) {
  return <div className={`fd-fake${wide ? '' : ' fd-fake-narrow'}`}>{children}</div>;
}

/** What the widget looks like, without its behaviour (the preview dialog renders the real thing). */
function Look({ item }: { item: FieldItem }) {
  const t = useDesignerText();
  const placeholder = (opt(item, 'placeholder') as string) || '';
  const choices = (opt(item, 'options') as { value: unknown; label: string }[] | undefined) ?? [];
  switch (item.type) {
    case 'input':
      return <Fake>{placeholder || t('canvas.look.input')}</Fake>;
    case 'textarea':
      return <div className="fd-fake fd-fake-area">{placeholder || t('canvas.look.input')}</div>;
    case 'number':
      return (
        <Fake wide={false}>{t('canvas.look.number', { value: String(opt(item, 'defaultValue') ?? 0) })}</Fake>
      );
    case 'radio':
    case 'checkbox':
      return (
        <div className="fd-choices">
          {choices.map((c, i) => (
            <span key={i}>
              {item.type === 'radio' ? '○' : '□'} {c.label}
            </span>
          ))}
        </div>
      );
    case 'select':
    case 'cascader':
      return <Fake>{placeholder || t('canvas.look.select')} ▾</Fake>;
    case 'date':
    case 'datePicker':
    case 'time':
      return <Fake>{placeholder || (opt(item, 'format') as string) || t('canvas.look.date')} 📅</Fake>;
    case 'rate':
      return <span className="fd-rate">{'☆'.repeat(Number(opt(item, 'max') ?? 5))}</span>;
    case 'switch':
      return <span className="fd-switch" />;
    case 'slider':
      return <div className="fd-slider" />;
    case 'uploadImg':
      return <div className="fd-upload-img">{t('canvas.look.addImage')}</div>;
    case 'uploadFile':
      return <Fake wide={false}>⤒ {t('canvas.look.upload')}</Fake>;
    case 'state':
      return <Fake>{t('canvas.look.region')} ▾</Fake>;
    case 'address':
      return (
        <>
          <Fake>{t('canvas.look.region')} ▾</Fake>
          <Fake>{t('canvas.look.address')}</Fake>
        </>
      );
    case 'button':
      return (
        <span className="fd-button">
          {String(opt(item, 'defaultValue') || item.label || t('canvas.look.button'))}
        </span>
      );
    case 'text':
      return <span>{String(opt(item, 'defaultValue') ?? item.label)}</span>;
    case 'html':
      return <code className="fd-html">{String(opt(item, 'defaultValue') ?? '')}</code>;
    case 'alert':
      return <div className="fd-alert">{String(opt(item, 'title') || item.label)}</div>;
    case 'divider':
      return <div className="fd-divider">{String(opt(item, 'defaultValue') ?? '')}</div>;
    default:
      return <Fake>{item.type}</Fake>;
  }
}

const BARE = new Set(['divider', 'grid', 'table', 'card', 'control', 'batch', 'alert', 'html', 'button']);

function SlotZone({
  slot,
  list,
  className,
  style,
}: {
  slot: Slot;
  list: FieldItem[];
  className?: string;
  style?: CSSProperties;
}) {
  const id = `slot:${slotId(slot)}`;
  const { setNodeRef } = useDroppable({ id });
  const hint = useDropHintFor(useActions().dropHint, id);
  const t = useDesignerText();
  return (
    <div
      ref={setNodeRef}
      className={`fd-slot${hint ? ' fd-slot-over' : ''}${list.length ? '' : ' fd-slot-empty'} ${className ?? ''}`}
      style={style}
      data-slot={slotId(slot)}
      data-drop-id={id}
    >
      {list.length ? (
        list.map((child) => <CanvasItem key={child.key} item={child} />)
      ) : (
        <span className="fd-slot-hint">{t('canvas.emptySlot')}</span>
      )}
    </div>
  );
}

function TableLayout({ item }: { item: FieldItem }) {
  const menu = useContext(CellMenuContext)!;
  const trs = ((item as { trs?: TableRow[] }).trs ?? []) as TableRow[];
  const open = (e: MouseEvent<HTMLElement>, row: number, cell: number) => {
    e.preventDefault();
    e.stopPropagation();
    const canvas = e.currentTarget.closest('.fd-canvas')!.getBoundingClientRect();
    menu.set({ key: item.key, cell: { row, cell }, ...menuPosition(e, canvas) });
  };
  return (
    <table className="fd-table">
      <tbody>
        {trs.map((tr, r) => (
          <tr key={r}>
            {tr.tds.map((td, c) => (
              <td
                key={c}
                colSpan={td.colspan}
                rowSpan={td.rowspan}
                data-cell={`${r}-${c}`}
                onContextMenu={(e) => open(e, r, c)}
              >
                <SlotZone slot={{ kind: 'cell', key: item.key, row: r, cell: c }} list={td.list} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Body({ item }: { item: FieldItem }) {
  const any = item as FieldItem & { columns?: { span: number; list: FieldItem[] }[]; list?: FieldItem[] };
  switch (item.type) {
    case 'grid':
      return (
        <div className="fd-grid" style={{ gap: Number(opt(item, 'gutter') ?? 0) }}>
          {(any.columns ?? []).map((col, i) => (
            <SlotZone
              key={i}
              slot={{ kind: 'column', key: item.key, col: i }}
              list={col.list}
              style={{ flex: `0 0 calc(${(col.span / 24) * 100}% - 4px)` }}
            />
          ))}
        </div>
      );
    case 'table':
      return <TableLayout item={item} />;
    case 'card':
    case 'control':
    case 'batch':
      return (
        <div className={`fd-container fd-${item.type}`}>
          <div className="fd-container-title">
            {item.label}
            {item.type !== 'card' && <span className="fd-model">{String(item.model ?? '')}</span>}
          </div>
          <SlotZone
            slot={{ kind: 'list', key: item.key }}
            list={any.list ?? []}
            className={item.type === 'batch' ? 'fd-batch-row' : undefined}
          />
        </div>
      );
    default:
      return <Look item={item} />;
  }
}

/**
 * An item on the canvas: the drag source around its memoised content. dnd-kit re-renders every
 * draggable when the drag starts or the target under the pointer changes; only this shell follows,
 * the content (widget look-alike, nested slots, toolbar) does not. An item is a drop target through
 * its data-drop-id, found under the pointer by the page; it is not registered with dnd-kit, which
 * measures every registered target (and walks its scrolling ancestors) when a drag starts: with 300
 * fields that was the long frame at pick-up.
 */
export const CanvasItem = memo(function CanvasItem({ item }: { item: FieldItem }) {
  const actions = useActions();
  const t = useDesignerText();
  const selected = useIsSelected(actions.selection, item.key);
  const hint = useDropHintFor(actions.dropHint, `item:${item.key}`);
  const { setNodeRef, isDragging, attributes, listeners } = useDraggable({
    id: item.key,
    attributes: { roleDescription: t('drag.roleDescription') },
  });
  const onClick = (e: MouseEvent) => {
    e.stopPropagation();
    actions.select(item.key);
  };
  return (
    <div
      ref={setNodeRef}
      className={`fd-item fd-item-${item.type}${selected ? ' fd-selected' : ''}${isDragging ? ' fd-dragging' : ''}${hint ? ` fd-hint-${hint}` : ''}`}
      data-key={item.key}
      data-type={item.type}
      data-drop-id={`item:${item.key}`}
      onClick={onClick}
      {...attributes}
      {...listeners}
      role="group"
      aria-label={item.label || item.type}
      aria-selected={selected}
      tabIndex={-1}
    >
      <ItemContent item={item} selected={selected} />
    </div>
  );
});

const ItemContent = memo(function ItemContent({ item, selected }: { item: FieldItem; selected: boolean }) {
  const actions = useActions();
  const t = useDesignerText();
  const required = item.rules?.some((r) => r.required) ?? false;
  return (
    <>
      {BARE.has(item.type) ? (
        <Body item={item} />
      ) : (
        <div className="fd-field">
          <label className="fd-label">
            {required && <span className="fd-required">*</span>}
            {item.label}
          </label>
          <div className="fd-control">
            <Body item={item} />
          </div>
        </div>
      )}
      {hasModel(item) && !selected && <span className="fd-model-tag">{String(item.model)}</span>}
      {selected && (
        <div className="fd-toolbar" onPointerDown={(e) => e.stopPropagation()}>
          <DragOutlined aria-hidden />
          <button
            type="button"
            title={t('common.copy')}
            aria-label={t('common.copy')}
            onClick={(e) => (e.stopPropagation(), actions.copy(item.key))}
          >
            <CopyOutlined />
          </button>
          <button
            type="button"
            title={t('common.remove')}
            aria-label={t('common.remove')}
            onClick={(e) => (e.stopPropagation(), actions.remove(item.key))}
          >
            <DeleteOutlined />
          </button>
        </div>
      )}
    </>
  );
});

/** The form's top-level list, with the hint when it is empty. */
export function Canvas({ list }: { list: FieldItem[] }) {
  const id = 'slot:root';
  const { setNodeRef } = useDroppable({ id });
  const { table } = useActions();
  const t = useDesignerText();
  const menu = useMemo(() => keyedStore<CellMenuAt | null>(null), []);
  return (
    <div ref={setNodeRef} className="fd-canvas" data-slot="root" data-drop-id={id}>
      <CellMenuContext.Provider value={menu}>
        {list.length === 0 ? (
          <div className="fd-canvas-hint">{t('canvas.hint')}</div>
        ) : (
          list.map((item) => <CanvasItem key={item.key} item={item} />)
        )}
      </CellMenuContext.Provider>
      <CellMenu store={menu} onPick={(at, op) => table(at.key, op, at.cell)} />
    </div>
  );
}
