// The form designer (spec forms.md §2, §4, §5): header, palette, canvas and properties panel over the
// pure transitions of designerReducer. The host loads and stores the template; the designer keeps the
// working copy, its history and selection, and asks the host to save.
import type { DragEndEvent } from '@dnd-kit/core';
import { App, Flex, Spin } from 'antd';
import type { FieldItem, FormConfig, FormTemplate } from '@platform/form-core';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type Ref,
} from 'react';
import { keyedStore, type DropHint } from '../model/canvasStore';
import {
  designerReducer,
  duplicateConfirmation,
  emptyTemplate,
  initialState,
  scoreSummary,
  type DesignerAction,
} from '../model/designerReducer';
import { createItem, findEntry, paletteGroups, type PaletteEntry } from '../model/palette';
import type { TableOperation } from '../model/tableOps';
import { findItem, takenKeys } from '../model/tree';
import { CanvasContext, type CanvasActions } from './Canvas';
import { DesignBoard, dropTarget } from './DesignBoard';
import { DesignerHeader, type DesignerDialog } from './DesignerHeader';
import { ExportDialog, ImportDialog, PreviewDialog, PublishDialog, type PublishValues } from './dialogs';
import type { DesignerHost } from './host';
import { useDesignerText } from '../i18n';
import { PropertiesPanel } from './PropertiesPanel';
import type { Edit } from './propertyControls';

/** What the designer hands to the host's onSave. */
export interface DesignerSave {
  template: FormTemplate;
  /** The user confirmed saving although several fields share a data field. */
  allowDuplicateModels: boolean;
  /** Name and description from the publish dialog (absent for a direct save). */
  values?: PublishValues;
}

/** Commands the host may give: `load` replaces the form as one undoable step (a restored draft). */
export interface FormDesignerHandle {
  load(template: FormTemplate): void;
}

export interface FormDesignerProps {
  /**
   * The form as stored, or undefined while it loads. The designer starts from it (and starts again when
   * another template object is passed); a working form that differs from it is unsaved.
   */
  template: FormTemplate | undefined;
  /** The stored name and description: shown in the header and offered by the publish dialog. */
  formName?: string;
  desc?: string;
  /** A scoring form: scoring palette, score total and scoring properties. */
  scoring?: boolean;
  /** Save at once (a questionnaire's detail) instead of asking for a name and description first. */
  direct?: boolean;
  loading?: boolean;
  /** The option sources and uploads the preview renders with. */
  host?: DesignerHost;
  /** Every change of the working form (not selections). */
  onChange?: (template: FormTemplate) => void;
  /** Stores the form; a rejection keeps the dialog open (the host has said why). */
  onSave: (save: DesignerSave) => Promise<void>;
  ref?: Ref<FormDesignerHandle>;
}

const NO_HOST: DesignerHost = {};

export function FormDesigner({
  template,
  formName = '',
  desc = '',
  scoring = false,
  direct = false,
  loading = false,
  host = NO_HOST,
  onChange,
  onSave,
  ref,
}: FormDesignerProps) {
  const { message, modal } = App.useApp();
  const t = useDesignerText();
  const [state, dispatch] = useReducer(designerReducer, template, (loaded) =>
    initialState(loaded ?? emptyTemplate()),
  );
  const [dialog, setDialog] = useState<DesignerDialog | null>(null);
  const [saving, setSaving] = useState(false);
  const allowDuplicates = useRef(false);

  // Start again from a newly loaded form, once per template object: the tags view keeps the page alive
  // while another tag is shown and runs its effects again when it comes back.
  const started = useRef(template);
  useLayoutEffect(() => {
    if (!template || started.current === template) return;
    started.current = template;
    dispatch({ type: 'init', template });
  }, [template]);

  const act = useCallback((action: DesignerAction) => dispatch(action), []);
  useImperativeHandle(ref, () => ({ load: (next) => act({ type: 'load', template: next }) }), [act]);

  const groups = useMemo(() => paletteGroups(scoring), [scoring]);
  const selection = useMemo(() => keyedStore<string | null>(null), []);
  const dropHint = useMemo(() => keyedStore<DropHint | null>(null), []);
  const listRef = useRef(state.template.list);
  useLayoutEffect(() => {
    listRef.current = state.template.list;
  }, [state.template.list]);
  useLayoutEffect(() => selection.set(state.selectedKey), [selection, state.selectedKey]);

  const dirty = !!template && state.template !== template;
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });
  // Each change once: the effect runs again when a kept page comes back from a hidden tag.
  const reported = useRef(state.template);
  useEffect(() => {
    if (!dirty || reported.current === state.template) return;
    reported.current = state.template;
    onChangeRef.current?.(state.template);
  }, [dirty, state.template]);

  // Each notice once (not again when the page comes back from a hidden tag).
  const shownNotice = useRef(state.notice);
  useEffect(() => {
    const n = state.notice;
    if (!n || n === shownNotice.current) return;
    shownNotice.current = n;
    void message[n.level](n.text);
  }, [state.notice, message]);

  const actions: CanvasActions = useMemo(
    () => ({
      select: (key) => act({ type: 'select', key }),
      copy: (key) => act({ type: 'copy', key }),
      remove: (key) => act({ type: 'remove', key }),
      table: (key: string, op: TableOperation, cell) => act({ type: 'table', key, op, cell, translate: t }),
      selection,
      dropHint,
    }),
    [act, selection, dropHint, t],
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
  // A new field's label and samples are written in the language shown now (they are the form's data).
  const onPaletteClick = useCallback(
    (entry: PaletteEntry) =>
      act({ type: 'clickAdd', item: createItem(entry, takenKeys(listRef.current), t), translate: t }),
    [act, t],
  );

  useDesignerKeys(act, selection.get);

  const onDrop = useCallback(
    (activeId: string, e: DragEndEvent) => {
      const target = dropTarget(listRef.current, e);
      if (!target) return;
      if (activeId.startsWith('palette:')) {
        const entry = findEntry(activeId.slice(8), scoring);
        if (entry) {
          act({
            type: 'add',
            item: createItem(entry, takenKeys(listRef.current), t),
            slot: target.slot,
            index: target.index,
            translate: t,
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
      act({ type: 'move', key: activeId, slot: target.slot, index, translate: t });
    },
    [act, scoring, t],
  );

  const selectedItem: FieldItem | undefined = state.selectedKey
    ? findItem(state.template.list, state.selectedKey)?.item
    : undefined;
  const scoreTotal = useMemo(
    () => (scoring ? scoreSummary(state.template.list).total : undefined),
    [scoring, state.template.list],
  );

  const submit = async (values?: PublishValues) => {
    setSaving(true);
    try {
      await onSave({ template: state.template, allowDuplicateModels: allowDuplicates.current, values });
      setDialog(null);
    } catch {
      // The host has shown the refusal (field and reason).
    } finally {
      setSaving(false);
    }
  };

  const save = () => {
    const proceed = () => {
      if (direct) void submit();
      else setDialog('publish');
    };
    const duplicates = duplicateConfirmation(state.template.list, t);
    allowDuplicates.current = false;
    if (!duplicates) return proceed();
    modal.confirm({
      title: t('duplicates.title'),
      content: duplicates,
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => {
        allowDuplicates.current = true;
        proceed();
      },
    });
  };

  const clear = () =>
    modal.confirm({
      title: t('header.clear'),
      content: t('header.clearConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => act({ type: 'clear' }),
    });

  // The header and the dialogs are memoised: their callbacks stay the same across renders and call
  // the latest commands, so that a selection (which re-renders the designer) leaves them alone.
  const commands = useRef({ save, clear, submit });
  useLayoutEffect(() => {
    commands.current = { save, clear, submit };
  });
  const onSaveClick = useCallback(() => commands.current.save(), []);
  const onClear = useCallback(() => commands.current.clear(), []);
  const onPublish = useCallback((v: PublishValues) => void commands.current.submit(v), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const onImport = useCallback(
    (imported: FormTemplate, warnings: string[]) => {
      act({ type: 'load', template: imported });
      setDialog(null);
      if (warnings.length) void message.warning(t('importDialog.warnings', { count: warnings.length }));
    },
    [act, message, t],
  );
  const publishInitial = useMemo(() => ({ formName, desc }), [formName, desc]);

  return (
    <Flex vertical gap={12}>
      <DesignerHeader
        formName={formName}
        dirty={dirty}
        scoreTotal={scoreTotal}
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        questionnaire={direct}
        saving={saving}
        act={act}
        onClear={onClear}
        onSave={onSaveClick}
        openDialog={setDialog}
      />
      <Spin spinning={loading} description={t('page.loading')}>
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
          <aside className="fd-properties" aria-label={t('properties.label')}>
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
      {dialog === 'preview' && <PreviewDialog onClose={closeDialog} template={state.template} host={host} />}
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

/** Keyboard: undo / redo, delete and copy of the selected item (not while typing in a field). */
function useDesignerKeys(act: (action: DesignerAction) => void, selected: () => string | null) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], .ant-modal')) return;
      const mod = e.ctrlKey || e.metaKey;
      const k = e.key.toLowerCase();
      const key = selected();
      if (mod && k === 'z') {
        e.preventDefault();
        act({ type: e.shiftKey ? 'redo' : 'undo' });
      } else if (mod && k === 'y') {
        e.preventDefault();
        act({ type: 'redo' });
      } else if (key && (e.key === 'Delete' || e.key === 'Backspace')) {
        e.preventDefault();
        act({ type: 'remove', key });
      } else if (key && mod && (k === 'c' || k === 'd')) {
        e.preventDefault();
        act({ type: 'copy', key });
      } else if (e.key === 'Escape') {
        act({ type: 'select', key: null });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act, selected]);
}
