import type { PageLayout } from '@platform/contract';
import { Alert, App, Button, Col, Form, Modal, Row, Space, Spin, Switch, Tabs, Typography } from 'antd';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { savePageLayout, usePageLayout } from '../../../api/page-layout';
import { i18n } from '../../../i18n';
import { showFieldRefusals, TextItem } from '../../../components/list';
import { problemText, readLayout } from '../../page-render/readLayout';
import { JsonEditor, type JsonEditorHandle } from './JsonEditor';
import { describeJsonError, findJsonError } from './jsonError';

// The preview is the real renderer (with the form renderer): loaded when the tab is first opened.
const PageRenderer = lazy(() =>
  import('../../page-render/PageRenderer').then((m) => ({ default: m.PageRenderer })),
);

interface Values {
  name: string;
  pageId?: string;
  enabled: boolean;
  body: string;
}

const NEW_BODY = JSON.stringify({ type: 'page', title: '', blocks: [] }, null, 2);

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

/** The schema's problems, or a message naming the first, for the field's validator. */
function schemaRefusal(value: string): string | undefined {
  if (findJsonError(value)) return undefined;
  const read = readLayout(value);
  if (!('problems' in read)) return undefined;
  return i18n.t('documents:pageRender.editor.schemaRefused', {
    count: read.problems.length,
    first: problemText(read.problems[0]!),
  });
}

/**
 * Creates or edits a page layout. The body is checked as JSON before anything is sent; an error names
 * its line and column, marks the line and puts the caret on it. A JSON body is then checked against the
 * page schema as it is typed (each problem with its place), and the preview tab draws it with the real
 * page renderer.
 */
export function LayoutEditor({ layoutId, onClose, onSaved }: LayoutEditorProps) {
  const { message } = App.useApp();
  const { t } = useTranslation('system');
  const { t: tr } = useTranslation('documents', { keyPrefix: 'pageRender.editor' });
  const [form] = Form.useForm<Values>();
  const [tab, setTab] = useState('edit');
  // Each layout opened starts on the editing tab.
  const [openedFor, setOpenedFor] = useState(layoutId);
  if (openedFor !== layoutId) {
    setOpenedFor(layoutId);
    setTab('edit');
  }
  const editor = useRef<JsonEditorHandle>(null);
  const [saving, setSaving] = useState(false);
  const open = layoutId !== undefined;
  const layout = usePageLayout(layoutId);
  const body = useDeferredValue(Form.useWatch('body', form) ?? '');
  const error = useMemo(() => findJsonError(body), [body]);
  const schema = useMemo(() => (error ? undefined : readLayout(body)), [error, body]);
  const problems = schema && 'problems' in schema ? schema.problems : [];
  const name = (Form.useWatch('name', form) as string | undefined) ?? '';

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
        {/* The preview sits outside the layout's <form>: the page it draws has forms of its own. */}
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'edit',
              label: tr('editTab'),
              children: (
                <Form
                  form={form}
                  name="pageLayout"
                  layout="vertical"
                  onFinish={(values) => void save(values)}
                  onFinishFailed={() => {
                    setTab('edit');
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
                    extra={
                      error || problems.length
                        ? undefined
                        : t('pageLayout.bodyValid', { lines: body.split('\n').length })
                    }
                    rules={[
                      {
                        validator: (_, value: string | undefined) => {
                          const problem = findJsonError(value ?? '');
                          if (problem) return Promise.reject(new Error(describeJsonError(problem)));
                          const refusal = schemaRefusal(value ?? '');
                          return refusal ? Promise.reject(new Error(refusal)) : Promise.resolve();
                        },
                      },
                    ]}
                  >
                    <JsonEditor ref={editor} errorLine={error?.line} />
                  </Form.Item>
                  {problems.length > 0 && (
                    <Alert
                      type="warning"
                      showIcon
                      role="status"
                      message={tr('schemaProblems', { count: problems.length })}
                      description={
                        <ul className="page-layout-problems" style={{ margin: 0, paddingInlineStart: 20 }}>
                          {problems.map((p, i) => (
                            <li key={i}>
                              <Typography.Text code>{problemText(p)}</Typography.Text>
                            </li>
                          ))}
                        </ul>
                      }
                    />
                  )}
                </Form>
              ),
            },
            {
              key: 'preview',
              label: tr('previewTab'),
              children:
                tab !== 'preview' ? null : schema && 'page' in schema ? (
                  <>
                    <Alert type="info" showIcon message={tr('previewHint')} style={{ marginBottom: 16 }} />
                    <div className="page-layout-preview">
                      <Suspense fallback={<Spin />}>
                        <PageRenderer page={schema.page} fallbackTitle={name} />
                      </Suspense>
                    </div>
                  </>
                ) : (
                  <Alert type="error" showIcon message={tr('previewBlocked')} />
                ),
            },
          ]}
        />
      </Spin>
    </Modal>
  );
}
