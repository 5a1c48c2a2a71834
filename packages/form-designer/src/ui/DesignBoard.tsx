// Palette and canvas under one drag-and-drop context, and where a drop lands (spec forms.md §4).
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { FieldItem } from '@platform/form-core';
import { memo, useCallback, useMemo, useState, type RefObject } from 'react';
import type { DropHint, KeyedStore } from '../model/canvasStore';
import { dragTargetName } from '../model/dragNames';
import { dragAccessibility } from './dragAnnouncements';
import type { PaletteEntry, PaletteGroup } from '../model/palette';
import { findItem, parseSlotId, type Slot } from '../model/tree';
import { Canvas } from './Canvas';
import { Palette } from './Palette';
import { useDesignerText } from '../i18n';

/** The item under the pointer, with its box as it is now. */
interface ItemHit {
  key: string;
  top: number;
  height: number;
}

/**
 * The innermost drop zone under the pointer: the element the browser hits there, walked up to the
 * nearest item or slot. One hit test per pointer move, where dnd-kit's pointerWithin tests every
 * zone's rectangle (re-read with its scroll offsets each time): with 300 fields that took most of
 * each drag frame. Only slots are registered with dnd-kit; an item under the pointer is reported as
 * its slot, with the item and its box in the collision's data. The drag overlay lets the pointer
 * through (pointer-events: none).
 */
const innermost: CollisionDetection = ({ pointerCoordinates, droppableContainers }) => {
  if (!pointerCoordinates) return [];
  const hit = document.elementFromPoint(pointerCoordinates.x, pointerCoordinates.y);
  const zone = hit?.closest<HTMLElement>('[data-drop-id]');
  const id = zone?.dataset.dropId;
  if (!zone || id === undefined) return [];
  const onItem = id.startsWith('item:');
  const slotId = onItem ? zone.parentElement?.closest<HTMLElement>('[data-drop-id]')?.dataset.dropId : id;
  const container = slotId === undefined ? undefined : droppableContainers.find((c) => c.id === slotId);
  if (!container) return [];
  let item: ItemHit | undefined;
  if (onItem) {
    const box = zone.getBoundingClientRect();
    item = { key: id.slice(5), top: box.top, height: box.height };
  }
  return [{ id: container.id, data: { droppableContainer: container, value: 0, item } }];
};

function pointerY(event: DragMoveEvent | DragEndEvent): number | undefined {
  const start = event.activatorEvent as PointerEvent | MouseEvent | undefined;
  return start && 'clientY' in start ? start.clientY + event.delta.y : undefined;
}

/** Where a drop lands: a slot and an index in it (or nothing). */
export function dropTarget(
  list: FieldItem[],
  event: DragMoveEvent | DragEndEvent,
): { slot: Slot; index: number; hint: DropHint } | undefined {
  const over = event.over;
  if (!over) return undefined;
  const hit = event.collisions?.[0]?.data?.item as ItemHit | undefined;
  if (hit) {
    const found = findItem(list, hit.key);
    if (!found) return undefined;
    const y = pointerY(event);
    const after = y !== undefined && y > hit.top + hit.height / 2;
    return { slot: found.slot, index: found.index + (after ? 1 : 0), hint: { id: `item:${hit.key}`, after } };
  }
  const id = String(over.id);
  if (!id.startsWith('slot:')) return undefined;
  const slot = parseSlotId(id.slice(5));
  const length = slot.kind === 'root' ? list.length : undefined;
  return { slot, index: length ?? Number.MAX_SAFE_INTEGER, hint: { id, after: true } };
}

/**
 * Palette and canvas under one drag-and-drop context, memoised apart from the page: a selection
 * change re-renders the properties panel and the two items concerned, never the 300 drop targets.
 */
export const DesignBoard = memo(function DesignBoard({
  list,
  groups,
  scoring,
  listRef,
  dropHint,
  onPaletteClick,
  onDrop,
  onBackgroundClick,
}: {
  list: FieldItem[];
  groups: PaletteGroup[];
  scoring: boolean;
  listRef: RefObject<FieldItem[]>;
  dropHint: KeyedStore<DropHint | null>;
  onPaletteClick: (entry: PaletteEntry) => void;
  onDrop: (activeId: string, e: DragEndEvent) => void;
  onBackgroundClick: () => void;
}) {
  const t = useDesignerText();
  const [dragging, setDragging] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const onDragStart = useCallback((e: DragStartEvent) => setDragging(String(e.active.id)), []);
  const onDragMove = useCallback(
    (e: DragMoveEvent) => dropHint.set(dropTarget(listRef.current, e)?.hint ?? null),
    [dropHint, listRef],
  );
  const onDragEnd = useCallback(
    (e: DragEndEvent) => {
      setDragging(null);
      dropHint.set(null);
      onDrop(String(e.active.id), e);
    },
    [dropHint, onDrop],
  );
  const onDragCancel = useCallback(() => {
    setDragging(null);
    dropHint.set(null);
  }, [dropHint]);
  const overlayLabel = dragging ? dragTargetName(dragging, list, scoring, t) : '';
  const accessibility = useMemo(
    () => dragAccessibility((id) => dragTargetName(id, list, scoring, t), t),
    [list, scoring, t],
  );
  return (
    <DndContext
      sensors={sensors}
      accessibility={accessibility}
      collisionDetection={innermost}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
    >
      <aside className="fd-palette" aria-label={t('palette.label')}>
        <Palette groups={groups} onClick={onPaletteClick} />
      </aside>
      <div className="fd-canvas-scroll" onClick={onBackgroundClick}>
        <Canvas list={list} />
      </div>
      <DragOverlay dropAnimation={null} style={{ pointerEvents: 'none' }}>
        {dragging ? <div className="fd-drag-overlay">{overlayLabel}</div> : null}
      </DragOverlay>
    </DndContext>
  );
});
