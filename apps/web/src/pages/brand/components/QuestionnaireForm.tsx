// One questionnaire of a process rendered with the form renderer (its pinned form): answered by the
// enterprise, read-only for the body. A template that cannot be read says why.
import type { FormData } from '@platform/form-core';
import { FormRenderer, type FormRendererHandle } from '@platform/form-renderer';
import { Skeleton, Typography } from 'antd';
import { forwardRef, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionnaire } from '../../../api/brand/process';
import { formDataSource, formUploader } from '../../forms/formHost';
import { FormTexts, useFormTranslates } from '../../forms/FormTexts';
import { loadTemplate } from '../../forms/loadTemplate';

export interface QuestionnaireFormProps {
  qsId: string;
  data?: Record<string, unknown> | null;
  readOnly?: boolean;
}

export const QuestionnaireForm = forwardRef<FormRendererHandle, QuestionnaireFormProps>(
  function QuestionnaireForm({ qsId, data, readOnly = false }, ref) {
    const { t } = useTranslation('brand', { keyPrefix: 'myAssessment.view' });
    const { core } = useFormTranslates();
    const qs = useQuestionnaire(qsId);
    const json = qs.data?.formJson;
    const loaded = useMemo(() => (json === undefined ? undefined : loadTemplate(json, core)), [json, core]);
    if (!loaded) return <Skeleton active />;
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
