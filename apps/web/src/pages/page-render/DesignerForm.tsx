// A designer form (by id) drawn with the form renderer: its template comes from getIDB, its data is
// sent with the configured call after the renderer's checks. Used by form blocks and by "open a form"
// actions (in a dialog).
import type { ApiCall } from '@platform/contract/page-schema';
import { FormValidationError, type FormData } from '@platform/form-core';
import { FormRenderer, type FormRendererHandle } from '@platform/form-renderer';
import { App, Button, Flex, Spin, Typography } from 'antd';
import { useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormTemplate } from '../../api/forms';
import { formDataSource, formUploader } from '../forms/formHost';
import { FormTexts, useFormTranslates } from '../forms/FormTexts';
import { loadTemplate } from '../forms/loadTemplate';
import { callApi, type Values } from './call';
import { ReloadContext } from './reload';

export interface DesignerFormProps {
  formId: string;
  submit?: ApiCall;
  submitLabel?: string;
  /** Prefills the form (a row's values) and fills `${field}` places of the call. */
  values?: Values;
  onSubmitted?: () => void;
  onCancel?: () => void;
}

function FormBody({ formId, submit, submitLabel, values, onSubmitted, onCancel }: DesignerFormProps) {
  const { t } = useTranslation('documents', { keyPrefix: 'pageRender' });
  const { message } = App.useApp();
  const { core } = useFormTranslates();
  const template = useFormTemplate(formId);
  const loaded = useMemo(
    () => (template.data ? loadTemplate(template.data, core) : undefined),
    [template.data, core],
  );
  const form = useRef<FormRendererHandle>(null);
  const [sending, setSending] = useState(false);
  const { reload } = useContext(ReloadContext);

  if (template.isError)
    return (
      <Typography.Text type="danger">{t('formFailed', { reason: template.error.message })}</Typography.Text>
    );
  if (!loaded) return <Spin />;
  if ('error' in loaded)
    return <Typography.Text type="danger">{t('formFailed', { reason: loaded.error })}</Typography.Text>;

  const send = async () => {
    let data: FormData;
    try {
      data = await form.current!.getData();
    } catch (e) {
      if (!(e instanceof FormValidationError)) throw e;
      void message.error(t('fixFields'));
      return;
    }
    setSending(true);
    try {
      const answer = await callApi(submit!, { values: values ?? {}, data: data as Values });
      void message.success(answer.msg || t('submitted'));
      form.current?.reset();
      reload();
      onSubmitted?.();
    } catch {
      // The request client showed the refusal.
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <div data-user-data>
        <FormRenderer
          ref={form}
          template={loaded.template}
          data={values as FormData | undefined}
          mode={submit ? 'edit' : 'disabled'}
          dataSource={formDataSource}
          uploader={formUploader}
        />
      </div>
      {(submit || onCancel) && (
        <Flex gap={8} justify="flex-end">
          {onCancel && <Button onClick={onCancel}>{t('cancel')}</Button>}
          {submit && (
            <Button type="primary" loading={sending} onClick={() => void send()}>
              {submitLabel || t('submit')}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}

export function DesignerForm(props: DesignerFormProps) {
  return (
    <FormTexts>
      <FormBody {...props} />
    </FormTexts>
  );
}
