// The form designer (spec forms.md §2, §4, §5): palette, canvas and properties panel over the pure
// transitions of designerReducer. Query parameters: getIDB (a stored indicator form), qsId + qsDetailId
// (a questionnaire detail: only preview and save), no (a scoring form), df (2 = scoring set),
// formGroupId (sent on save).
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
import { App, Flex, Spin } from 'antd';
import { importTemplate, type FieldItem, type FormConfig, type FormTemplate } from '@platform/form-core';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getIDB, getQsDetail, getScoreForm, saveIDB, saveQsDetail, saveScoreForm } from '../../../api/forms';
import { useOwnTag } from '../../../shell/tags-view/useOwnTag';
import { Canvas, CanvasContext, type CanvasActions } from './Canvas';
import { DesignerHeader, type DesignerDialog } from './DesignerHeader';
import { keyedStore, type DropHint, type KeyedStore } from './canvasStore';
import {
  designerReducer,
  duplicateConfirmation,
  initialState,
  scoreSummary,
  templateJson,
  type DesignerAction,
} from './designerReducer';
import { ExportDialog, ImportDialog, PreviewDialog, PublishDialog, type PublishValues } from './dialogs';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft';
import { dragAccessibility, dragTargetName } from './dragA11y';
import { designerMessages as t } from './messages';
import { createItem, findEntry, paletteGroups, type PaletteEntry, type PaletteGroup } from './palette';
import { Palette } from './Palette';
import { PropertiesPanel } from './PropertiesPanel';
import { findItem, parseSlotId, takenKeys, type Slot } from './tree';
import type { TableOperation } from './tableOps';
import type { Edit } from './propertyControls';

/** Side effects of a selection change (the local copy) wait this long (spec §9). */
export const SELECTION_DEBOUNCE_MS = 100;
export const INDICATOR_LIST_PATH = '/work/Indicator';

interface Meta {
  id?: string;
  no?: string;
  formName: string;
  desc: string;
}

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
function dropTarget(
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
const DesignBoard = memo(function DesignBoard({
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
  const overlayLabel = dragging ? dragTargetName(dragging, list, scoring) : '';
  const accessibility = useMemo(
    () => dragAccessibility((id) => dragTargetName(id, list, scoring)),
    [list, scoring],
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
      <aside className="fd-palette" aria-label="组件">
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

export default function FormDesignerPage() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const idbId = params.get('getIDB');
  const qsId = params.get('qsId');
  const qsDetailId = params.get('qsDetailId');
  const no = params.get('no');
  const df = params.get('df');
  const formGroupId = params.get('formGroupId');
  const questionnaire = !!(qsId && qsDetailId);
  const scoring = df === '2';
  const storageKey = draftKey({ idbId, qsDetailId, no, df });

  const [state, dispatch] = useReducer(designerReducer, undefined, () => initialState());
  const [meta, setMeta] = useState<Meta>({ formName: '', desc: '' });
  const [loading, setLoading] = useState(!!(idbId || questionnaire || no));
  const [dialog, setDialog] = useState<DesignerDialog | null>(null);
  const [saving, setSaving] = useState(false);
  const allowDuplicates = useRef(false);
  /** The template as loaded (or empty for a new form): anything else is unsaved work. */
  const [loadedTemplate, setLoadedTemplate] = useState<FormTemplate | null>(null);

  // Each stored form has its own tag (the query tells them apart), named by the form once loaded.
  const ownTag = useOwnTag(meta.formName || idbId || qsDetailId || no || undefined);

  const groups = useMemo(() => paletteGroups(scoring), [scoring]);
  const selection = useMemo(() => keyedStore<string | null>(null), []);
  const dropHint = useMemo(() => keyedStore<DropHint | null>(null), []);
  const listRef = useRef(state.template.list);
  useLayoutEffect(() => {
    listRef.current = state.template.list;
  }, [state.template.list]);
  useLayoutEffect(() => selection.set(state.selectedKey), [selection, state.selectedKey]);

  // Load the stored form, then offer a newer local copy back. Once only: the tags view keeps this page
  // alive while another tag is shown and runs its effects again when it comes back, and the work
  // done here must be found as it was left.
  const loadedKey = useRef<string | null>(null);
  useEffect(() => {
    if (loadedKey.current === storageKey) return;
    let live = true;
    const start = (template: FormTemplate | undefined, m: Meta) => {
      if (!live) return;
      loadedKey.current = storageKey;
      setMeta(m);
      const loaded = template ?? initialState().template;
      dispatch({ type: 'init', template: loaded });
      setLoadedTemplate(loaded);
      setLoading(false);
      const draft = readDraft(storageKey);
      if (draft && JSON.stringify(draft.template) !== JSON.stringify(loaded)) {
        modal.confirm({
          title: t.restoreDraftTitle,
          content: t.restoreDraft(new Date(draft.savedAt).toLocaleString('zh-CN')),
          okText: t.restoreDraftOk,
          cancelText: t.restoreDraftCancel,
          onOk: () => dispatch({ type: 'load', template: importTemplate(draft.template).template }),
          onCancel: () => clearDraft(storageKey),
        });
      }
    };
    const load = async () => {
      try {
        if (idbId) {
          const form = await getIDB(idbId);
          start(importTemplate(form.json).template, {
            id: form.id,
            formName: form.formName,
            desc: form.desc ?? '',
          });
        } else if (questionnaire) {
          const detail = await getQsDetail(qsId!, qsDetailId!);
          start(importTemplate(detail.jsonData).template, {
            id: detail.id,
            formName: detail.name,
            desc: detail.desc ?? '',
          });
        } else if (no) {
          const form = await getScoreForm(no);
          start(importTemplate(form.form.json).template, {
            id: form.id,
            no: form.no,
            formName: form.form.formName,
            desc: form.form.desc ?? '',
          });
        } else {
          start(undefined, { formName: '', desc: '' });
        }
      } catch {
        if (live) {
          setLoading(false);
          void message.error(t.loadFailed);
        }
      }
    };
    void load();
    return () => {
      live = false;
    };
  }, [idbId, questionnaire, qsId, qsDetailId, no, storageKey, modal, message]);

  // Every change (and selection change, debounced) keeps the working form in local storage; a
  // selection that changed nothing does not write the same form again.
  const lastWritten = useRef<FormTemplate | null>(null);
  useEffect(() => {
    if (!loadedTemplate || state.template === loadedTemplate || lastWritten.current === state.template)
      return;
    const timer = setTimeout(() => {
      writeDraft(storageKey, state.template);
      lastWritten.current = state.template;
    }, SELECTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [loadedTemplate, state.selectedKey, state.template, storageKey]);
  const dirty = !!loadedTemplate && state.template !== loadedTemplate;

  // Each notice once (not again when the page comes back from a hidden tag).
  const shownNotice = useRef(state.notice);
  useEffect(() => {
    const n = state.notice;
    if (!n || n === shownNotice.current) return;
    shownNotice.current = n;
    void message[n.level](n.text);
  }, [state.notice, message]);

  const act = useCallback((action: DesignerAction) => dispatch(action), []);

  const actions: CanvasActions = useMemo(
    () => ({
      select: (key) => act({ type: 'select', key }),
      copy: (key) => act({ type: 'copy', key }),
      remove: (key) => act({ type: 'remove', key }),
      table: (key: string, op: TableOperation, cell) => act({ type: 'table', key, op, cell }),
      selection,
      dropHint,
    }),
    [act, selection, dropHint],
  );

  // The same function whatever is selected (it edits the item selected when it is called), so that
  // the panel's rows whose values do not change stay as they are when another field is selected.
  const edit: Edit = useCallback(
    (update, coalesce) => {
      const key = selection.get();
      if (key) act({ type: 'update', key, update, coalesce });
    },
    [act, selection],
  );
  const onConfig = useCallback(
    (patch: Partial<FormConfig>, coalesce?: string) => act({ type: 'config', patch, coalesce }),
    [act],
  );
  const onBackgroundClick = useCallback(() => act({ type: 'select', key: null }), [act]);
  const onPaletteClick = useCallback(
    (entry: PaletteEntry) => act({ type: 'clickAdd', item: createItem(entry, takenKeys(listRef.current)) }),
    [act],
  );

  // Keyboard: undo / redo, delete and copy of the selected item (not while typing in a field).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], .ant-modal')) return;
      const mod = e.ctrlKey || e.metaKey;
      const k = e.key.toLowerCase();
      if (mod && k === 'z') {
        e.preventDefault();
        act({ type: e.shiftKey ? 'redo' : 'undo' });
      } else if (mod && k === 'y') {
        e.preventDefault();
        act({ type: 'redo' });
      } else if (selection.get() && (e.key === 'Delete' || e.key === 'Backspace')) {
        e.preventDefault();
        act({ type: 'remove', key: selection.get()! });
      } else if (selection.get() && mod && (k === 'c' || k === 'd')) {
        e.preventDefault();
        act({ type: 'copy', key: selection.get()! });
      } else if (e.key === 'Escape') {
        act({ type: 'select', key: null });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act, selection]);

  const onDrop = useCallback(
    (activeId: string, e: DragEndEvent) => {
      const target = dropTarget(listRef.current, e);
      if (!target) return;
      if (activeId.startsWith('palette:')) {
        const entry = findEntry(activeId.slice(8), scoring);
        if (entry) {
          act({
            type: 'add',
            item: createItem(entry, takenKeys(listRef.current)),
            slot: target.slot,
            index: target.index,
          });
        }
        return;
      }
      if (target.hint.id === `item:${activeId}`) return;
      const from = findItem(listRef.current, activeId);
      if (!from) return;
      const sameSlot = JSON.stringify(from.slot) === JSON.stringify(target.slot);
      const index = sameSlot && target.index > from.index ? target.index - 1 : target.index;
      if (sameSlot && index === from.index) return;
      act({ type: 'move', key: activeId, slot: target.slot, index });
    },
    [act, scoring],
  );

  const selectedItem = state.selectedKey ? findItem(state.template.list, state.selectedKey)?.item : undefined;
  const scoreTotal = useMemo(
    () => (scoring ? scoreSummary(state.template.list).total : undefined),
    [scoring, state.template.list],
  );

  const finishSave = () => {
    clearDraft(storageKey);
    // The saved work is done with: its tag closes, so the kept page does not come back with it.
    ownTag.close();
    void message.success(t.saved);
    void navigate(INDICATOR_LIST_PATH);
  };

  const publish = async (values: PublishValues) => {
    setSaving(true);
    try {
      const json = templateJson(state.template);
      const allowDuplicateModels = allowDuplicates.current || undefined;
      if (scoring) {
        const summary = scoreSummary(state.template.list);
        await saveScoreForm({
          bizType: '100',
          type: Number(df),
          no: meta.no ?? no ?? undefined,
          isAuto: summary.isAuto,
          form: { formName: values.formName.trim(), desc: values.desc, json, total: summary.total },
          allowDuplicateModels,
        });
      } else {
        await saveIDB({
          id: meta.id,
          formName: values.formName.trim(),
          desc: values.desc,
          json,
          formGroupId: formGroupId ?? undefined,
          allowDuplicateModels,
        });
      }
      setDialog(null);
      finishSave();
    } catch {
      // The request client has shown the refusal (field and reason).
    } finally {
      setSaving(false);
    }
  };

  const saveQuestionnaire = async () => {
    setSaving(true);
    try {
      await saveQsDetail({
        qsDetailId,
        qsId,
        jsonData: templateJson(state.template),
        allowDuplicateModels: allowDuplicates.current || undefined,
      });
      finishSave();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  const save = () => {
    const proceed = () => {
      if (questionnaire) void saveQuestionnaire();
      else setDialog('publish');
    };
    const duplicates = duplicateConfirmation(state.template.list);
    allowDuplicates.current = false;
    if (!duplicates) return proceed();
    modal.confirm({
      title: t.duplicateTitle,
      content: duplicates,
      okText: t.confirm,
      cancelText: t.cancel,
      onOk: () => {
        allowDuplicates.current = true;
        proceed();
      },
    });
  };

  const clear = () =>
    modal.confirm({
      title: t.clear,
      content: t.clearConfirm,
      okText: t.confirm,
      cancelText: t.cancel,
      onOk: () => act({ type: 'clear' }),
    });

  // The header and the dialogs are memoised: their callbacks stay the same across renders and call
  // the latest commands, so that a selection (which re-renders this page) leaves them alone.
  const commands = useRef({ save, clear, publish });
  useLayoutEffect(() => {
    commands.current = { save, clear, publish };
  });
  const onSave = useCallback(() => commands.current.save(), []);
  const onClear = useCallback(() => commands.current.clear(), []);
  const onPublish = useCallback((v: PublishValues) => void commands.current.publish(v), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const onImport = useCallback(
    (template: FormTemplate, warnings: string[]) => {
      act({ type: 'load', template });
      setDialog(null);
      if (warnings.length) void message.warning(t.importWarnings(warnings.length));
    },
    [act, message],
  );
  const publishInitial = useMemo(
    () => ({ formName: meta.formName, desc: meta.desc }),
    [meta.formName, meta.desc],
  );

  return (
    <Flex vertical gap={12}>
      <DesignerHeader
        formName={meta.formName}
        dirty={dirty}
        scoreTotal={scoreTotal}
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        questionnaire={questionnaire}
        saving={saving}
        act={act}
        onClear={onClear}
        onSave={onSave}
        openDialog={setDialog}
      />
      <Spin spinning={loading} description={t.loading}>
        <div className="fd-layout">
          <CanvasContext.Provider value={actions}>
            <DesignBoard
              list={state.template.list}
              groups={groups}
              scoring={scoring}
              listRef={listRef}
              dropHint={dropHint}
              onPaletteClick={onPaletteClick}
              onDrop={onDrop}
              onBackgroundClick={onBackgroundClick}
            />
          </CanvasContext.Provider>
          <aside className="fd-properties" aria-label="属性">
            <PropertiesPanel
              item={selectedItem}
              config={state.template.config}
              edit={edit}
              onConfig={onConfig}
              scoring={scoring}
            />
          </aside>
        </div>
      </Spin>
      <ImportDialog open={dialog === 'import'} onClose={closeDialog} onImport={onImport} />
      <ExportDialog open={dialog === 'export'} onClose={closeDialog} template={state.template} />
      {dialog === 'preview' && <PreviewDialog onClose={closeDialog} template={state.template} />}
      <PublishDialog
        open={dialog === 'publish'}
        initial={publishInitial}
        saving={saving}
        onClose={closeDialog}
        onSubmit={onPublish}
      />
    </Flex>
  );
}
