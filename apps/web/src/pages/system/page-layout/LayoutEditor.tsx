import type { PageLayout } from '@platform/contract';
import { App, Button, Col, Form, Modal, Row, Space, Spin, Switch } from 'antd';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savePageLayout, usePageLayout } from '../../../api/page-layout';
import { showFieldRefusals, TextItem } from '../../../components/list';
import { JsonEditor, type JsonEditorHandle } from './JsonEditor';
import { describeJsonError, findJsonError } from './jsonError';

interface Values {
  name: string;
  pageId?: string;
  enabled: boolean;
  body: string;
}

const NEW_BODY = JSON.stringify({ type: 'page', title: '', body: [] }, null, 2);

/** A stored body as the editor shows it: indented, unless it is not JSON (then exactly as stored). */
function readable(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

export interface LayoutEditorProps {
  /** `null` for a new layout; undefined when closed. */
  layoutId: string | null | undefined;
  onClose: () => void;
  onSaved: (layout: PageLayout) => void;
}

/**
 * Creates or edits a page layout. The body is checked as JSON before anything is sent; an error names
 * its line and column, marks the line and puts the caret on it.
 */
export function LayoutEditor({ layoutId, onClose, onSaved }: LayoutEditorProps) {
  const { message } = App.useApp();
  const { t } = useTranslation('system');
  const [form] = Form.useForm<Values>();
  const editor = useRef<JsonEditorHandle>(null);
  const [saving, setSaving] = useState(false);
  const open = layoutId !== undefined;
  const layout = usePageLayout(layoutId);
  const body = useDeferredValue(Form.useWatch('body', form) ?? '');
  const error = useMemo(() => findJsonError(body), [body]);

  useEffect(() => {
    if (!open) return;
    if (layoutId === null) {
      form.setFieldsValue({ name: '', pageId: '', enabled: true, body: NEW_BODY });
    } else if (layout.data) {
      const { name, pageId, status, body: stored } = layout.data;
      form.setFieldsValue({ name, pageId: pageId ?? '', enabled: status === 1, body: readable(stored) });
    }
  }, [open, layoutId, layout.data, form]);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const saved = await savePageLayout({
        ...(layoutId ? { id: layoutId } : {}),
        name: values.name.trim(),
        pageId: values.pageId?.trim() || null,
        status: values.enabled ? 1 : 0,
        body: values.body,
      });
      void message.success(t('pageLayout.saved'));
      onSaved(saved);
    } catch (failure) {
      // The request client showed the refusal; the fields it names say why beside themselves.
      showFieldRefusals(form, failure);
    } finally {
      setSaving(false);
    }
  };

  const format = () => {
    const text = form.getFieldValue('body') as string;
    const problem = findJsonError(text);
    if (problem) {
      void form.validateFields(['body']);
      editor.current?.reveal(problem);
      return;
    }
    form.setFieldValue('body', JSON.stringify(JSON.parse(text), null, 2));
  };

  return (
    <Modal
      title={layoutId ? t('pageLayout.editTitle') : t('pageLayout.addTitle')}
      open={open}
      width={960}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      footer={
        <Space>
          <Button onClick={format}>{t('pageLayout.format')}</Button>
          <Button onClick={onClose}>{t('pageLayout.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t('pageLayout.save')}
          </Button>
        </Space>
      }
    >
      <Spin spinning={!!layoutId && layout.isLoading}>
        <Form
          form={form}
          name="pageLayout"
          layout="vertical"
          onFinish={(values) => void save(values)}
          onFinishFailed={() => {
            const problem = findJsonError((form.getFieldValue('body') as string | undefined) ?? '');
            if (problem) editor.current?.reveal(problem);
          }}
        >
          <Row gutter={16}>
            <Col xs={24} md={10}>
              <TextItem
                name="name"
                label={t('pageLayout.name')}
                required={t('pageLayout.nameRequired')}
                max={100}
                placeholder={t('pageLayout.namePlaceholder')}
              />
            </Col>
            <Col xs={24} md={10}>
              <TextItem
                name="pageId"
                label={t('pageLayout.pageId')}
                max={64}
                placeholder={t('pageLayout.pageIdPlaceholder')}
              />
            </Col>
            <Col xs={24} md={4}>
              <Form.Item name="enabled" label={t('pageLayout.status')} valuePropName="checked">
                <Switch
                  checkedChildren={t('pageLayout.enabled')}
                  unCheckedChildren={t('pageLayout.disabled')}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="body"
            label={t('pageLayout.body')}
            extra={error ? undefined : t('pageLayout.bodyValid', { lines: body.split('\n').length })}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = findJsonError(value ?? '');
                  return problem ? Promise.reject(new Error(describeJsonError(problem))) : Promise.resolve();
                },
              },
            ]}
          >
            <JsonEditor ref={editor} errorLine={error?.line} />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
