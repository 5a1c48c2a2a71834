// Form demo (issue 7): renders a built-in sample or one of the tenant's saved templates with the form
// renderer and shows what the form answers — getData (validated, shaped) or the result of validate.
import { App, Button, Card, Flex, Segmented, Select, Space, Spin, Typography } from 'antd';
import { FormRenderer, type FormRendererHandle } from '@platform/form-renderer';
import type { TFunction } from 'i18next';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_KIND, useFormTemplate } from '../../../api/forms';
import { formDataSource, formUploader } from '../formHost';
import { FormTexts, useFormTranslates } from '../FormTexts';
import { loadTemplate, type LoadedTemplate } from '../loadTemplate';
import { useSavedTemplates } from './savedTemplates';
import { demoTemplate, demoTemplateIds, type DemoTemplateId } from './templates';

type Mode = 'edit' | 'preview' | 'disabled';

/** The selected template: `sample:<id>` (built in) or `saved:<form id>`. */
type Choice = `sample:${DemoTemplateId}` | `saved:${string}`;

const savedId = (choice: Choice) => (choice.startsWith('saved:') ? choice.slice(6) : undefined);

/** The catalogue entry of each sample's name. */
const SAMPLE_NAMES = {
  'all-types': 'allTypes',
  validator1: 'validator1',
  basic: 'basic',
  tablebatch: 'tablebatch',
} as const satisfies Record<DemoTemplateId, string>;

/** The templates the select offers: the built-in samples, then the tenant's saved forms. */
function useChoices(t: TFunction<'forms', 'demo'>) {
  const saved = useSavedTemplates();
  const savedOptions = saved.isPending
    ? [{ value: 'saved-loading', label: t('savedLoading'), disabled: true }]
    : saved.isError
      ? [{ value: 'saved-failed', label: t('savedFailed', { reason: saved.error.message }), disabled: true }]
      : saved.data.length === 0
        ? [{ value: 'saved-none', label: t('noSaved'), disabled: true }]
        : saved.data.map((f) => ({
            value: `saved:${f.id}`,
            label: f.kind === FORM_KIND.scoring ? t('scoringForm', { name: f.formName }) : f.formName,
          }));
  return [
    {
      label: t('samples'),
      title: t('samples'),
      options: demoTemplateIds.map((id) => ({
        value: `sample:${id}`,
        label: t(`templates.${SAMPLE_NAMES[id]}`),
      })),
    },
    { label: t('saved'), title: t('saved'), options: savedOptions },
  ];
}

/** The chosen template, loaded: a sample at once, a saved form once its JSON has arrived. */
function useChosenTemplate(choice: Choice): LoadedTemplate | 'loading' {
  const id = savedId(choice);
  const saved = useFormTemplate(id);
  const { core } = useFormTranslates();
  return useMemo(() => {
    if (id === undefined) return demoTemplate(choice.slice(7) as DemoTemplateId);
    if (saved.isPending) return 'loading';
    if (saved.isError) return { error: saved.error.message };
    return loadTemplate(saved.data, core);
  }, [choice, id, saved.isPending, saved.isError, saved.error, saved.data, core]);
}

export default function FormDemoPage() {
  const { t } = useTranslation('forms', { keyPrefix: 'demo' });
  const { message } = App.useApp();
  const form = useRef<FormRendererHandle>(null);
  const [choice, setChoice] = useState<Choice>('sample:all-types');
  const [mode, setMode] = useState<Mode>('edit');
  const [output, setOutput] = useState<string>();
  const choices = useChoices(t);
  const loaded = useChosenTemplate(choice);
  const ready = loaded !== 'loading' && !('error' in loaded) ? loaded : undefined;
  const failure = loaded !== 'loading' && 'error' in loaded ? loaded.error : undefined;

  const getData = async () => {
    try {
      setOutput(JSON.stringify(await form.current!.getData(), null, 2));
    } catch (e) {
      setOutput(undefined);
      void message.error(t('validationFailed'));
      console.warn(t('getDataFailed'), e);
    }
  };
  const validate = () => {
    const result = form.current!.validate();
    if (result.valid) void message.success(t('valid'));
    else void message.error(t('invalid', { count: result.errors.length }));
  };

  return (
    <FormTexts>
      <Flex vertical gap={16} style={{ maxWidth: 1280 }}>
        <div>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('intro')}</Typography.Text>
        </div>
        <Flex gap={16} wrap align="center">
          <Space>
            <span>{t('template')}</span>
            <Select<Choice>
              aria-label={t('template')}
              style={{ width: 280 }}
              value={choice}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={(next) => {
                setChoice(next);
                setOutput(undefined);
                setMode('edit');
              }}
              options={choices}
            />
          </Space>
          <Segmented<Mode>
            value={mode}
            onChange={setMode}
            options={[
              { value: 'edit', label: t('edit') },
              { value: 'preview', label: t('preview') },
              { value: 'disabled', label: t('readOnly') },
            ]}
          />
          <Space wrap>
            <Button type="primary" disabled={!ready} onClick={() => void getData()}>
              {t('getData')}
            </Button>
            <Button disabled={!ready} onClick={validate}>
              {t('validate')}
            </Button>
            <Button
              disabled={!ready}
              onClick={() => {
                form.current!.reset();
                setOutput(undefined);
              }}
            >
              {t('reset')}
            </Button>
            <Button disabled={!ready} onClick={() => form.current!.print()}>
              {t('print')}
            </Button>
          </Space>
          {ready && ready.issues.length > 0 && (
            <Typography.Text type="warning">
              {t('importIssues', { count: ready.issues.length })}
            </Typography.Text>
          )}
        </Flex>
        <Flex gap={16} align="flex-start" wrap>
          <Card style={{ flex: '3 1 640px', minWidth: 0 }}>
            {ready ? (
              <FormRenderer
                key={choice}
                ref={form}
                template={ready.template}
                mode={mode}
                dataSource={formDataSource}
                uploader={formUploader}
              />
            ) : failure !== undefined ? (
              <Typography.Text type="danger">{t('templateFailed', { reason: failure })}</Typography.Text>
            ) : (
              <Spin tip={t('templateLoading')}>
                <div style={{ minHeight: 120 }} />
              </Spin>
            )}
          </Card>
          <Card title={t('data')} style={{ flex: '1 1 320px', minWidth: 0 }} size="small">
            {output ? (
              <pre
                aria-label={t('data')}
                style={{ margin: 0, maxHeight: 720, overflow: 'auto', fontSize: 12 }}
              >
                {output}
              </pre>
            ) : (
              <Typography.Text type="secondary">{t('noData')}</Typography.Text>
            )}
          </Card>
        </Flex>
      </Flex>
    </FormTexts>
  );
}
