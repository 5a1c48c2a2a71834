// The stored form the designer page edits: loaded and saved through react-query, with the local draft
// (spec forms.md §4) written at every change and offered back after loading. Query parameters:
// getIDB (a stored indicator form), qsId + qsDetailId (a questionnaire detail: saved at once), no (a
// scoring form), df (2 = scoring set), formGroupId (sent on save).
import { useMutation, useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { importTemplate, type FormTemplate } from '@platform/form-core';
import {
  clearDraft,
  draftKey,
  emptyTemplate,
  readDraft,
  scoreSummary,
  templateJson,
  writeDraft,
  type DesignerSave,
  type FormDesignerHandle,
} from '@platform/form-designer';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { getIDB, getQsDetail, getScoreForm, saveIDB, saveQsDetail, saveScoreForm } from '../../../api/forms';
import { currentLanguage } from '../../../i18n';
import { useOwnTag } from '../../../shell/tags-view/useOwnTag';

/** Side effects of an edit (the local copy) wait this long (spec §9). */
export const SELECTION_DEBOUNCE_MS = 100;
export const INDICATOR_LIST_PATH = '/work/Indicator';

interface StoredForm {
  template: FormTemplate;
  id?: string;
  no?: string;
  formName: string;
  desc: string;
}

/** `designer` is the page's designer, given a restored draft to load. */
export function useDesignerDocument(designer: RefObject<FormDesignerHandle | null>) {
  const { t } = useTranslation('designer', { keyPrefix: 'page' });
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
  const loadsStored = !!(idbId || questionnaire || no);
  const [kept, setKept] = useState<{ key: string; form: StoredForm }>();

  const stored = useQuery({
    queryKey: ['forms', 'designer', storageKey],
    queryFn: async (): Promise<StoredForm> => {
      if (idbId) {
        const form = await getIDB(idbId);
        return {
          template: importTemplate(form.json).template,
          id: form.id,
          formName: form.formName,
          desc: form.desc ?? '',
        };
      }
      if (questionnaire) {
        const detail = await getQsDetail(qsId!, qsDetailId!);
        return {
          template: importTemplate(detail.jsonData).template,
          id: detail.id,
          formName: detail.name,
          desc: detail.desc ?? '',
        };
      }
      const form = await getScoreForm(no!);
      return {
        template: importTemplate(form.form.json).template,
        id: form.id,
        no: form.no,
        formName: form.form.formName,
        desc: form.form.desc ?? '',
      };
    },
    // Read once per visit: a page opened again reads the form as stored now, not a cached copy.
    enabled: loadsStored && !kept,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  // The page edits a copy of the form as first loaded. It is kept here, not only in the query's cache,
  // which drops it while the page is hidden in a kept tag: a new copy would start the designer again
  // over the user's work.
  if (stored.data && kept?.key !== storageKey) setKept({ key: storageKey, form: stored.data });
  // A new form is an empty one, the same object for as long as the page shows it.
  const blank = useMemo<StoredForm>(() => ({ template: emptyTemplate(), formName: '', desc: '' }), []);
  const form = loadsStored ? (kept?.key === storageKey ? kept.form : stored.data) : blank;

  // Each failure said once (the effect runs again when a kept page comes back).
  const reported = useRef(0);
  useEffect(() => {
    if (!stored.isError || reported.current === stored.errorUpdatedAt) return;
    reported.current = stored.errorUpdatedAt;
    void message.error(t('loadFailed'));
  }, [stored.isError, stored.errorUpdatedAt, message, t]);

  // Once the form is loaded, offer a newer local copy back (once per loaded form: the tags view runs
  // the effects again when the kept page comes back).
  const offered = useRef<FormTemplate | null>(null);
  useEffect(() => {
    if (!form || offered.current === form.template) return;
    offered.current = form.template;
    const draft = readDraft(storageKey);
    if (!draft || JSON.stringify(draft.template) === JSON.stringify(form.template)) return;
    modal.confirm({
      title: t('restoreDraftTitle'),
      content: t('restoreDraft', { at: new Date(draft.savedAt).toLocaleString(currentLanguage()) }),
      okText: t('restoreDraftOk'),
      cancelText: t('restoreDraftCancel'),
      onOk: () => designer.current?.load(importTemplate(draft.template).template),
      onCancel: () => clearDraft(storageKey),
    });
  }, [form, storageKey, modal, designer, t]);

  // The working form is kept in local storage a moment after each change, and at once when the page
  // is hidden or closed with a change not written yet.
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; write: () => void }>(undefined);
  const flush = useCallback(() => {
    const write = pending.current;
    pending.current = undefined;
    if (!write) return;
    clearTimeout(write.timer);
    write.write();
  }, []);
  useEffect(() => flush, [flush]);
  const onChange = useCallback(
    (template: FormTemplate) => {
      if (pending.current) clearTimeout(pending.current.timer);
      const write = () => writeDraft(storageKey, template);
      pending.current = { write, timer: setTimeout(flush, SELECTION_DEBOUNCE_MS) };
    },
    [storageKey, flush],
  );

  // Each stored form has its own tag (the query tells them apart), named by the form once loaded.
  const ownTag = useOwnTag(form?.formName || idbId || qsDetailId || no || undefined);

  const { mutateAsync: onSave } = useMutation({
    mutationFn: async ({ template, allowDuplicateModels, values }: DesignerSave) => {
      const json = templateJson(template);
      const allowDuplicates = allowDuplicateModels || undefined;
      if (questionnaire) {
        await saveQsDetail({ qsDetailId, qsId, jsonData: json, allowDuplicateModels: allowDuplicates });
      } else if (scoring) {
        const summary = scoreSummary(template.list);
        await saveScoreForm({
          bizType: '100',
          type: Number(df),
          no: form?.no ?? no ?? undefined,
          isAuto: summary.isAuto,
          form: { formName: values!.formName.trim(), desc: values!.desc, json, total: summary.total },
          allowDuplicateModels: allowDuplicates,
        });
      } else {
        await saveIDB({
          id: form?.id,
          formName: values!.formName.trim(),
          desc: values!.desc,
          json,
          formGroupId: formGroupId ?? undefined,
          allowDuplicateModels: allowDuplicates,
        });
      }
    },
    onSuccess: () => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = undefined;
      clearDraft(storageKey);
      // The saved work is done with: its tag closes, so the kept page does not come back with it.
      ownTag.close();
      void message.success(t('saved'));
      void navigate(INDICATOR_LIST_PATH);
    },
  });

  return useMemo(
    () => ({
      template: form?.template,
      formName: form?.formName ?? '',
      desc: form?.desc ?? '',
      loading: stored.isLoading,
      scoring,
      questionnaire,
      onChange,
      onSave,
    }),
    [form, stored.isLoading, scoring, questionnaire, onChange, onSave],
  );
}
