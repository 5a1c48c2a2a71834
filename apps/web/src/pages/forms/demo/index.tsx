// Form demo (issue 7): renders a stored template with the form renderer and shows what the form
// answers — getData (validated, shaped) or the result of validate.
import { App, Button, Card, Flex, Segmented, Select, Space, Typography } from 'antd';
import { FormRenderer, type FormRendererHandle } from '@platform/form-renderer';
import { useRef, useState } from 'react';
import { formDataSource, formUploader } from '../formHost';
import { formDemoMessages as t } from './messages';
import { demoTemplate, demoTemplateIds, type DemoTemplateId } from './templates';

type Mode = 'edit' | 'preview' | 'disabled';

export default function FormDemoPage() {
  const { message } = App.useApp();
  const form = useRef<FormRendererHandle>(null);
  const [templateId, setTemplateId] = useState<DemoTemplateId>('all-types');
  const [mode, setMode] = useState<Mode>('edit');
  const [output, setOutput] = useState<string>();
  const { template, issues } = demoTemplate(templateId);

  const getData = async () => {
    try {
      setOutput(JSON.stringify(await form.current!.getData(), null, 2));
    } catch (e) {
      setOutput(undefined);
      void message.error(t.validationFailed);
      console.warn(t.getDataFailed, e);
    }
  };
  const validate = () => {
    const result = form.current!.validate();
    if (result.valid) void message.success(t.valid);
    else void message.error(t.invalid(result.errors.length));
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1280 }}>
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t.title}
        </Typography.Title>
        <Typography.Text type="secondary">{t.intro}</Typography.Text>
      </div>
      <Flex gap={16} wrap align="center">
        <Space>
          <span>{t.template}</span>
          <Select
            aria-label={t.template}
            style={{ width: 220 }}
            value={templateId}
            onChange={(id) => {
              setTemplateId(id);
              setOutput(undefined);
              setMode('edit');
            }}
            options={demoTemplateIds.map((id) => ({ value: id, label: t.templates[id] }))}
          />
        </Space>
        <Segmented<Mode>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'edit', label: t.edit },
            { value: 'preview', label: t.preview },
            { value: 'disabled', label: t.readOnly },
          ]}
        />
        <Space wrap>
          <Button type="primary" onClick={() => void getData()}>
            {t.getData}
          </Button>
          <Button onClick={validate}>{t.validate}</Button>
          <Button
            onClick={() => {
              form.current!.reset();
              setOutput(undefined);
            }}
          >
            {t.reset}
          </Button>
          <Button onClick={() => form.current!.print()}>{t.print}</Button>
        </Space>
        {issues.length > 0 && (
          <Typography.Text type="warning">{t.importIssues(issues.length)}</Typography.Text>
        )}
      </Flex>
      <Flex gap={16} align="flex-start" wrap>
        <Card style={{ flex: '3 1 640px', minWidth: 0 }}>
          <FormRenderer
            key={templateId}
            ref={form}
            template={template}
            mode={mode}
            dataSource={formDataSource}
            uploader={formUploader}
          />
        </Card>
        <Card title={t.data} style={{ flex: '1 1 320px', minWidth: 0 }} size="small">
          {output ? (
            <pre aria-label={t.data} style={{ margin: 0, maxHeight: 720, overflow: 'auto', fontSize: 12 }}>
              {output}
            </pre>
          ) : (
            <Typography.Text type="secondary">{t.noData}</Typography.Text>
          )}
        </Card>
      </Flex>
    </Flex>
  );
}
