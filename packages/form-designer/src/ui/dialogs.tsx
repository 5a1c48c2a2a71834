// The designer's dialogs (spec forms.md §2): template import, export code, publish, and preview.
import { App, Button, Form, Input, InputNumber, Modal, Space, Tabs, Typography } from 'antd';
import { FormRenderer, type FormRendererHandle } from '@platform/form-renderer';
import type { FormData, FormTemplate } from '@platform/form-core';
import type { DesignerHost } from './host';
import { memo, useEffect, useRef, useState } from 'react';
import { importText } from '../model/designerReducer';
import { useDesignerText } from '../i18n';
import { chineseText, type DesignerTranslate } from '../text';

/** Spec §9 limits of the publish dialog. */
export const FORM_NAME_MAX = 30;
export const FORM_DESC_MAX = 50;
export const PREVIEW_DIALOG_WIDTH = 850;
export const PREVIEW_DEFAULT_WIDTH = 1920;

// The closed dialogs are memoised: the designer page re-renders on every selection.
export const ImportDialog = memo(function ImportDialog({
  open,
  onClose,
  onImport,
}: {
  open: boolean;
  onClose: () => void;
  onImport: (template: FormTemplate, warnings: string[]) => void;
}) {
  const { message } = App.useApp();
  const t = useDesignerText();
  const [text, setText] = useState('');
  const submit = () => {
    const outcome = importText(text, t);
    if (!outcome.ok) {
      void message.error(outcome.message);
      return;
    }
    onImport(outcome.template, outcome.warnings);
    setText('');
  };
  return (
    <Modal
      title={t('importDialog.title')}
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      width={720}
      destroyOnHidden
    >
      <Input.TextArea
        aria-label={t('importDialog.title')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('importDialog.placeholder')}
        autoSize={{ minRows: 12, maxRows: 24 }}
        style={{ fontFamily: 'monospace' }}
      />
    </Modal>
  );
});

/** A ready-to-paste React component rendering the template with the platform's renderer. */
export function usageSnippet(template: FormTemplate, t: DesignerTranslate = chineseText): string {
  return `import { useRef } from 'react';
import { FormRenderer, type FormRendererHandle } from '@platform/form-renderer';
import { importTemplate } from '@platform/form-core';

const { template } = importTemplate(${JSON.stringify(JSON.stringify(template))});

export function MyForm({ onSubmit }: { onSubmit: (data: Record<string, unknown>) => void }) {
  const form = useRef<FormRendererHandle>(null);
  return (
    <>
      <FormRenderer ref={form} template={template} />
      <button type="button" onClick={async () => onSubmit(await form.current!.getData())}>${t('exportDialog.submit')}</button>
    </>
  );
}
`;
}

function CodeBlock({ text, label }: { text: string; label: string }) {
  const t = useDesignerText();
  return (
    <>
      <Typography.Paragraph
        copyable={{ text, tooltips: [t('common.copy'), t('common.copied')] }}
        style={{ marginBottom: 4 }}
      >
        {label}
      </Typography.Paragraph>
      <pre className="fd-code" aria-label={label}>
        {text}
      </pre>
    </>
  );
}

/** The code is written out only while the dialog is open (a 300-field form is long to stringify). */
export const ExportDialog = memo(function ExportDialog({
  open,
  onClose,
  template,
}: {
  open: boolean;
  onClose: () => void;
  template: FormTemplate;
}) {
  const t = useDesignerText();
  return (
    <Modal
      title={t('exportDialog.title')}
      open={open}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
    >
      {open && <ExportTabs template={template} />}
    </Modal>
  );
});

function ExportTabs({ template }: { template: FormTemplate }) {
  const t = useDesignerText();
  const json = JSON.stringify(template, null, 2);
  return (
    <Tabs
      items={[
        {
          key: 'json',
          label: t('exportDialog.template'),
          children: <CodeBlock text={json} label={t('exportDialog.template')} />,
        },
        {
          key: 'react',
          label: t('exportDialog.usage'),
          children: <CodeBlock text={usageSnippet(template, t)} label={t('exportDialog.usage')} />,
        },
      ]}
    />
  );
}

export interface PublishValues {
  formName: string;
  desc: string;
}

export const PublishDialog = memo(function PublishDialog({
  open,
  initial,
  saving,
  onClose,
  onSubmit,
}: {
  open: boolean;
  initial: PublishValues;
  saving: boolean;
  onClose: () => void;
  onSubmit: (values: PublishValues) => void;
}) {
  const t = useDesignerText();
  const [form] = Form.useForm<PublishValues>();
  useEffect(() => {
    if (open) form.setFieldsValue(initial);
  }, [open, initial, form]);
  return (
    <Modal
      title={t('publish.title')}
      open={open}
      onCancel={onClose}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() =>
        form.validateFields().then(onSubmit, () => {
          // The refusals are shown under the fields.
        })
      }
      forceRender
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="formName"
          label={t('publish.formName')}
          rules={[
            { required: true, whitespace: true, message: t('publish.formNameRequired') },
            { max: FORM_NAME_MAX, message: t('publish.maxChars', { max: FORM_NAME_MAX }) },
          ]}
        >
          <Input maxLength={FORM_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="desc"
          label={t('publish.desc')}
          rules={[{ max: FORM_DESC_MAX, message: t('publish.maxChars', { max: FORM_DESC_MAX }) }]}
        >
          <Input.TextArea maxLength={FORM_DESC_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
});

/** Mounted afresh at every opening, which resets the form and the fetched data (spec §4). */
export function PreviewDialog({
  onClose,
  template,
  host,
}: {
  onClose: () => void;
  template: FormTemplate;
  host: DesignerHost;
}) {
  const { message } = App.useApp();
  const t = useDesignerText();
  const form = useRef<FormRendererHandle>(null);
  const [tab, setTab] = useState('form');
  const [dataText, setDataText] = useState('{}');
  const [fetched, setFetched] = useState<FormData | undefined>();
  const [width, setWidth] = useState(PREVIEW_DEFAULT_WIDTH);

  const parseData = (): FormData | undefined => {
    try {
      const value = JSON.parse(dataText) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as FormData;
    } catch {
      // shown below
    }
    void message.error(t('preview.dataParseFailed'));
    return undefined;
  };

  const getData = async () => {
    try {
      const data = await form.current!.getData();
      setFetched(data);
      setDataText(JSON.stringify(data, null, 2));
      setTab('data');
    } catch (e) {
      console.error(t('preview.getDataFailed'), e);
      void message.error(e instanceof Error ? e.message : t('preview.getDataFailed'));
    }
  };

  const validate = () => {
    const result = form.current!.validate();
    if (result.valid) void message.success(t('preview.validationPassed'));
    else void message.error(t('preview.validationFailed', { count: result.errors.length }));
  };

  const sync = () => {
    const data = parseData();
    if (data) form.current!.setData(data);
  };

  return (
    <Modal
      title={t('preview.title')}
      open
      onCancel={onClose}
      width={PREVIEW_DIALOG_WIDTH}
      destroyOnHidden
      footer={
        <Space wrap>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button onClick={() => void getData()}>{t('preview.getData')}</Button>
          <Button
            onClick={() => {
              if (fetched) setTab('render');
              else void message.warning(t('preview.renderHint'));
            }}
          >
            {t('preview.render')}
          </Button>
          <Button onClick={validate}>{t('preview.validate')}</Button>
          <Button onClick={() => form.current?.print()}>{t('preview.print')}</Button>
          <Button type="primary" onClick={onClose}>
            {t('common.confirm')}
          </Button>
        </Space>
      }
    >
      <Space style={{ marginBottom: 8 }}>
        <span>{t('preview.width')}</span>
        <InputNumber
          aria-label={t('preview.width')}
          min={320}
          max={3840}
          step={10}
          value={width}
          onChange={(v) => v && setWidth(Number(v))}
          addonAfter="px"
        />
      </Space>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'template',
            label: t('preview.tabTemplate'),
            children: <pre className="fd-code">{JSON.stringify(template, null, 2)}</pre>,
          },
          {
            key: 'data',
            label: t('preview.tabData'),
            children: (
              <Input.TextArea
                aria-label={t('preview.tabData')}
                value={dataText}
                onChange={(e) => setDataText(e.target.value)}
                autoSize={{ minRows: 10, maxRows: 24 }}
                style={{ fontFamily: 'monospace' }}
              />
            ),
          },
          {
            key: 'form',
            label: t('preview.tabForm'),
            forceRender: true,
            children: (
              <>
                <Button size="small" onClick={sync} style={{ marginBottom: 8 }}>
                  {t('preview.sync')}
                </Button>
                <div style={{ overflowX: 'auto' }}>
                  <div style={{ width }}>
                    <FormRenderer
                      ref={form}
                      template={template}
                      dataSource={host.dataSource}
                      uploader={host.uploader}
                    />
                  </div>
                </div>
              </>
            ),
          },
          {
            key: 'render',
            label: t('preview.tabRender'),
            children: fetched ? (
              <FormRenderer
                key={JSON.stringify(fetched)}
                template={template}
                data={fetched}
                mode="disabled"
                dataSource={host.dataSource}
                uploader={host.uploader}
              />
            ) : (
              <Typography.Text type="secondary">{t('preview.renderHint')}</Typography.Text>
            ),
          },
        ]}
      />
    </Modal>
  );
}
