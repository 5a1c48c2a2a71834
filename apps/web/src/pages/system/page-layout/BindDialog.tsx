import type { PageLayout, PageLayoutSummary } from '@platform/contract';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { bindPageLayout } from '../../../api/page-layout';
import { refusalOf } from '../../../api/refusal';
import { pageLayoutMessages as t } from './messages';

export interface BindDialogProps {
  /** The layout to bind; undefined when closed. */
  layout: PageLayoutSummary | undefined;
  onClose: () => void;
  onBound: (layout: PageLayout) => void;
}

/** Binds a layout to a page (bindPageLayout?pageId=): the page's earlier layout loses it. */
export function BindDialog({ layout, onClose, onBound }: BindDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ pageId: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (layout) form.setFieldsValue({ pageId: layout.pageId ?? '' });
  }, [layout, form]);

  const bind = async ({ pageId }: { pageId: string }) => {
    if (!layout) return;
    setSaving(true);
    try {
      const bound = await bindPageLayout(pageId.trim(), layout.id);
      void message.success(t.bound);
      onBound(bound);
    } catch (failure) {
      const reason = refusalOf(failure, 'query.pageId');
      if (reason) form.setFields([{ name: 'pageId', errors: [reason] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={layout ? t.bindTitle(layout.name) : ''}
      open={!!layout}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t.ok}
      cancelText={t.cancel}
      confirmLoading={saving}
      forceRender
    >
      <Alert type="info" showIcon title={t.bindHint} style={{ marginBottom: 16 }} />
      <Form form={form} name="pageLayoutBind" layout="vertical" onFinish={(values) => void bind(values)}>
        <Form.Item
          name="pageId"
          label={t.pageId}
          rules={[{ required: true, whitespace: true, message: t.pageIdRequired }, { max: 64 }]}
        >
          <Input maxLength={64} placeholder={t.pageIdPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
