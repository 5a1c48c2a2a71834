// 绑定试卷: pick one of the tenant's indicator forms, questionnaires or scoring forms, look at it in the
// form renderer's preview, assign the experts of a scoring form, and bind it (pinned to its current
// version by the server).
import { FormRenderer } from '@platform/form-renderer';
import { App, Col, Empty, Form, Input, Modal, Row, Segmented, Spin, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bizApi } from '../../../api/business';
import { FORM_KIND } from '../../../api/forms';
import { formDataSource, formUploader } from '../../forms/formHost';
import { FormTexts, useFormTranslates } from '../../forms/FormTexts';
import { loadTemplate } from '../../forms/loadTemplate';
import { formKindKey } from './BizStatusTag';
import { ExpertSelect } from './ExpertSelect';
import { bizQueryKeys, useFormChoices, type FormChoice } from './queries';

const KINDS = [FORM_KIND.indicator, FORM_KIND.questionnaire, FORM_KIND.scoring] as const;

/** A stored template in the renderer's preview, or why it cannot be shown. */
export function TemplatePreview({ json }: { json: string }) {
  const { t } = useTranslation('business', { keyPrefix: 'manage.picker' });
  const { core } = useFormTranslates();
  const loaded = useMemo(() => loadTemplate(json, core), [json, core]);
  if ('error' in loaded) {
    return <Typography.Text type="danger">{t('previewFailed', { reason: loaded.error })}</Typography.Text>;
  }
  return (
    <div data-user-data>
      <FormRenderer
        template={loaded.template}
        mode="preview"
        dataSource={formDataSource}
        uploader={formUploader}
      />
    </div>
  );
}

function ChoicePreview({ choice }: { choice: FormChoice | undefined }) {
  const { t } = useTranslation('business', { keyPrefix: 'manage.picker' });
  const template = useQuery({
    queryKey: ['business', 'formChoice', choice?.id],
    queryFn: () => bizApi.formChoice(choice!.id),
    enabled: !!choice,
  });
  if (!choice) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('previewNone')} />;
  if (template.isLoading) return <Spin />;
  if (!template.data) return <Typography.Text type="danger">{t('previewUnavailable')}</Typography.Text>;
  return <TemplatePreview json={template.data.json} />;
}

export function PaperPicker({
  bizId,
  boundFormIds,
  open,
  onClose,
}: {
  bizId: string;
  /** Forms bound already (shown, not choosable). */
  boundFormIds: readonly string[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('business', { keyPrefix: 'manage' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<number>(FORM_KIND.indicator);
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const [chosen, setChosen] = useState<FormChoice>();
  const [experts, setExperts] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [missing, setMissing] = useState(false);
  const forms = useFormChoices(kind, deferred, open);
  const bound = new Set(boundFormIds);

  const close = () => {
    setChosen(undefined);
    setExperts([]);
    setMissing(false);
    onClose();
  };
  const bind = async () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    setSaving(true);
    try {
      await bizApi.bindPaper({
        bizId,
        formId: chosen.id,
        ...(chosen.kind === FORM_KIND.scoring ? { experts } : {}),
      });
      void message.success(t('picker.bound'));
      void queryClient.invalidateQueries({ queryKey: bizQueryKeys.all });
      close();
    } catch {
      // The request client has said why.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('picker.title')}
      width={1100}
      onCancel={close}
      onOk={() => void bind()}
      confirmLoading={saving}
      okButtonProps={{ disabled: !!chosen && bound.has(chosen.id) }}
      destroyOnHidden
    >
      {/* The form packages' texts load on first use: wait here, not in place of the whole page. */}
      <Suspense fallback={<Spin />}>
        <FormTexts>
          <Row gutter={16}>
            <Col span={10}>
              <Form layout="vertical">
                <Form.Item label={t('picker.kind')}>
                  <Segmented<number>
                    value={kind}
                    onChange={(next) => {
                      setKind(next);
                      setChosen(undefined);
                    }}
                    options={KINDS.map((k) => ({ value: k, label: t(`kinds.${formKindKey(k)}`) }))}
                  />
                </Form.Item>
                <Form.Item>
                  <Input.Search
                    allowClear
                    aria-label={t('picker.search')}
                    placeholder={t('picker.search')}
                    value={keyword}
                    onChange={(e) => setKeyword(e.target.value)}
                  />
                </Form.Item>
              </Form>
              <Table<FormChoice>
                rowKey="id"
                size="small"
                loading={forms.isFetching}
                dataSource={forms.data ?? []}
                pagination={false}
                scroll={{ y: 360 }}
                locale={forms.isError ? { emptyText: forms.error.message } : undefined}
                rowSelection={{
                  type: 'radio',
                  selectedRowKeys: chosen ? [chosen.id] : [],
                  onChange: (_keys, rows) => {
                    setChosen(rows[0]);
                    setMissing(false);
                  },
                  getCheckboxProps: (row) => ({ disabled: bound.has(row.id) }),
                }}
                onRow={(row) => ({
                  onClick: () => {
                    if (bound.has(row.id)) return;
                    setChosen(row);
                    setMissing(false);
                  },
                })}
                columns={[
                  {
                    key: 'formName',
                    title: t('picker.formName'),
                    dataIndex: 'formName',
                    render: (name: string, row) => (
                      <>
                        <span data-user-data>{name}</span>
                        {bound.has(row.id) && (
                          <Tag style={{ marginInlineStart: 8 }}>{t('picker.alreadyBound')}</Tag>
                        )}
                      </>
                    ),
                  },
                  {
                    key: 'version',
                    title: t('picker.version'),
                    dataIndex: 'version',
                    width: 64,
                    render: (v: number | null) => (v ? `v${v}` : '—'),
                  },
                  {
                    key: 'fieldCount',
                    title: t('picker.fields'),
                    dataIndex: 'fieldCount',
                    width: 70,
                    render: (n: number | null) => n ?? '—',
                  },
                ]}
              />
              {missing && <Typography.Text type="danger">{t('picker.chooseForm')}</Typography.Text>}
              {chosen?.kind === FORM_KIND.scoring && (
                <Form layout="vertical" style={{ marginTop: 12 }}>
                  <Form.Item label={t('picker.experts')} htmlFor="paperExperts">
                    <ExpertSelect id="paperExperts" value={experts} onChange={setExperts} />
                  </Form.Item>
                </Form>
              )}
            </Col>
            <Col span={14}>
              <Typography.Title level={5}>{t('picker.preview')}</Typography.Title>
              <div style={{ maxHeight: 520, overflow: 'auto' }}>
                <ChoicePreview choice={chosen} />
              </div>
            </Col>
          </Row>
        </FormTexts>
      </Suspense>
    </Modal>
  );
}
