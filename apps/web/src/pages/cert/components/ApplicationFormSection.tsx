// The body's application form (a form template of the designer) inside an application: filled in by
// the enterprise in the application drawer, read-only in the application's detail. Rendered with the
// form renderer as the business module's fill page does; a template that cannot be read says why.
import type { FormData } from '@platform/form-core';
import { FormRenderer, type FormRendererHandle } from '@platform/form-renderer';
import { Typography } from 'antd';
import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formDataSource, formUploader } from '../../forms/formHost';
import { FormTexts, useFormTranslates } from '../../forms/FormTexts';
import { loadTemplate } from '../../forms/loadTemplate';

export interface ApplicationFormSectionProps {
  /** The template as the designer stored it. */
  json: string;
  /** The answers to start from. */
  data?: Record<string, unknown> | null;
  readOnly?: boolean;
}

export const ApplicationFormSection = forwardRef<FormRendererHandle, ApplicationFormSectionProps>(
  function ApplicationFormSection({ json, data, readOnly = false }, ref) {
    const { t } = useTranslation('cert', { keyPrefix: 'myApply.form' });
    const { core } = useFormTranslates();
    const loaded = useMemo(() => loadTemplate(json, core), [json, core]);
    if ('error' in loaded)
      return <Typography.Text type="danger">{t('formFailed', { reason: loaded.error })}</Typography.Text>;
    return (
      <FormTexts>
        <div data-user-data>
          <FormRenderer
            ref={ref}
            template={loaded.template}
            data={(data ?? {}) as FormData}
            mode={readOnly ? 'disabled' : 'edit'}
            dataSource={formDataSource}
            uploader={formUploader}
          />
        </div>
      </FormTexts>
    );
  },
);
