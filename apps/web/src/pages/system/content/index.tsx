// Content pages (内容页面): per kind and language, the draft of the platform's text (platform
// administrators) or the tenant's own, edited in a rich-text editor loaded with this page, previewed
// as the public sees it, saved and published; the version history, each version viewable and
// restorable as the draft.
import type {
  ContentFormChoice,
  ContentKind,
  ContentLanguage,
  ContentScope,
  ContentSlot,
  ContentVersionSummary,
} from '@platform/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Space,
  Spin,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contentQueryKeys,
  getContentEditor,
  getContentFormChoices,
  getContentVersion,
  publishContent,
  restoreContent,
  saveContentDraft,
} from '../../../api/content';
import { useUser } from '../../../stores/user';
import { parseTime } from '../../../utils/time';
import { ContentBody } from '../../content/PublicDocument';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

const KINDS: ContentKind[] = ['privacypolicy', 'termsofservice', 'comreport', 'reportnotice', 'reportform'];
const LANGUAGES: ContentLanguage[] = ['zh-CN', 'en-US'];

interface Draft {
  title: string;
  body: string;
  formId: string | null;
}

export default function ContentPagesPage() {
  const { t } = useTranslation('documents', { keyPrefix: 'content' });
  const isPlatformAdmin = useUser((state) => state.user?.isPlatformAdmin ?? false);
  const [scope, setScope] = useState<ContentScope>(isPlatformAdmin ? 'platform' : 'tenant');
  const [kind, setKind] = useState<ContentKind>('privacypolicy');
  const [language, setLanguage] = useState<ContentLanguage>('zh-CN');
  const slot: ContentSlot = { scope, kind, language };

  return (
    <Card>
      <Flex gap={24} wrap align="center" style={{ marginBottom: 12 }}>
        {isPlatformAdmin && (
          <Space>
            <span>{t('admin.scope')}</span>
            <Radio.Group
              optionType="button"
              value={scope}
              onChange={(e) => setScope(e.target.value as ContentScope)}
              options={[
                { value: 'platform', label: t('admin.scopePlatform') },
                { value: 'tenant', label: t('admin.scopeTenant') },
              ]}
            />
          </Space>
        )}
        <Space>
          <span>{t('admin.language')}</span>
          <Radio.Group
            optionType="button"
            value={language}
            onChange={(e) => setLanguage(e.target.value as ContentLanguage)}
            options={LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          />
        </Space>
      </Flex>
      {scope === 'tenant' && (
        <Typography.Paragraph type="secondary">{t('admin.scopeHint')}</Typography.Paragraph>
      )}
      <Tabs
        activeKey={kind}
        onChange={(k) => setKind(k as ContentKind)}
        items={KINDS.map((k) => ({ key: k, label: t(`kinds.${k}`) }))}
      />
      <SlotEditor key={`${scope}:${kind}:${language}`} slot={slot} />
    </Card>
  );
}

function SlotEditor({ slot }: { slot: ContentSlot }) {
  const { t } = useTranslation('documents', { keyPrefix: 'content' });
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const state = useQuery({
    queryKey: contentQueryKeys.editor(slot),
    queryFn: () => getContentEditor(slot),
  });
  const current = state.data?.current ?? null;
  const [draft, setDraft] = useState<Draft>();
  const [previewing, setPreviewing] = useState(false);
  const [viewing, setViewing] = useState<string>();
  // The form starts from the stored version, again only when another one is stored (a refetch of the
  // same version keeps what is being typed).
  const loaded = state.data ? `${current?.id ?? 'none'}:${current?.updatedAt ?? ''}` : undefined;
  const [shownVersion, setShownVersion] = useState<string>();
  if (loaded !== undefined && loaded !== shownVersion) {
    setShownVersion(loaded);
    setDraft({
      title: current?.title ?? t(`kinds.${slot.kind}`),
      body: current?.body ?? '',
      formId: current?.formId ?? null,
    });
  }
  const changed =
    !!draft &&
    (!current ||
      draft.title !== current.title ||
      draft.body !== current.body ||
      draft.formId !== (current.formId ?? null));
  const refresh = () => client.invalidateQueries({ queryKey: contentQueryKeys.editor(slot) });

  const save = useMutation({
    mutationFn: () => saveContentDraft({ ...slot, ...draft!, formId: draft!.formId }),
    onSuccess: async () => {
      message.success(t('admin.savedDraft'));
      await refresh();
    },
  });
  const publish = useMutation({
    mutationFn: async () => {
      // What is on screen is what gets published: unsaved changes are saved first.
      const saved =
        changed || !current || current.published ? await saveContentDraft({ ...slot, ...draft! }) : current;
      return publishContent(saved.id);
    },
    onSuccess: async () => {
      message.success(t('admin.publishedOk'));
      await refresh();
    },
  });
  const restore = useMutation({
    mutationFn: (id: string) => restoreContent(id),
    onSuccess: async () => {
      message.success(t('admin.restored'));
      await refresh();
    },
  });

  if (state.isPending || !draft) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (state.isError) return <Alert type="error" showIcon title={state.error.message} />;
  const publicHref = `/${slot.kind}`;

  return (
    <Flex vertical gap={16}>
      <Form layout="vertical" name="contentDraft">
        <Form.Item
          label={t('admin.pageTitle')}
          htmlFor="content-page-title"
          required
          validateStatus={draft.title.trim() ? undefined : 'error'}
          help={draft.title.trim() ? undefined : t('admin.titleRequired')}
        >
          <Input
            id="content-page-title"
            value={draft.title}
            maxLength={100}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
        </Form.Item>
        {slot.kind === 'reportform' && (
          <Form.Item label={t('admin.form')} extra={t('admin.formHint')}>
            <FormChoice value={draft.formId} onChange={(formId) => setDraft({ ...draft, formId })} />
          </Form.Item>
        )}
        <Form.Item label={t('admin.body')}>
          {previewing ? (
            <div className="content-editor" style={{ padding: '12px 16px' }}>
              <ContentBody html={draft.body} />
            </div>
          ) : (
            <Suspense fallback={<Spin tip={t('admin.editorLoading')} />}>
              <RichTextEditor value={draft.body} onChange={(body) => setDraft({ ...draft, body })} />
            </Suspense>
          )}
        </Form.Item>
      </Form>
      <Flex gap={8} wrap align="center">
        <Button
          type="primary"
          loading={save.isPending}
          disabled={!draft.title.trim()}
          onClick={() => save.mutate()}
        >
          {t('admin.saveDraft')}
        </Button>
        <Button
          loading={publish.isPending}
          disabled={!draft.title.trim() || (!!current?.published && !changed)}
          onClick={() =>
            modal.confirm({
              title: t('admin.publishConfirmTitle'),
              content: t('admin.publishConfirm'),
              onOk: () => publish.mutateAsync(),
            })
          }
        >
          {t('admin.publish')}
        </Button>
        <Button onClick={() => setPreviewing(!previewing)}>
          {previewing ? t('admin.closePreview') : t('admin.preview')}
        </Button>
        <Typography.Link href={publicHref} target="_blank">
          {t('admin.openPublic')}
        </Typography.Link>
        {changed && <Tag color="warning">{t('admin.unsaved')}</Tag>}
        {current && (
          <Typography.Text type="secondary">
            {t('admin.versionTitle', { version: current.version })} ·{' '}
            {current.published ? t('admin.published') : t('admin.draft')}
          </Typography.Text>
        )}
      </Flex>
      <History
        rows={state.data.history}
        onView={setViewing}
        onRestore={(id) => restore.mutate(id)}
        restoring={restore.isPending}
      />
      <VersionDialog id={viewing} onClose={() => setViewing(undefined)} />
    </Flex>
  );
}

function History({
  rows,
  onView,
  onRestore,
  restoring,
}: {
  rows: ContentVersionSummary[];
  onView: (id: string) => void;
  onRestore: (id: string) => void;
  restoring: boolean;
}) {
  const { t } = useTranslation('documents', { keyPrefix: 'content.admin' });
  return (
    <div>
      <Typography.Title level={5}>{t('history')}</Typography.Title>
      <Table<ContentVersionSummary>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('nothingYet') }}
        columns={[
          { key: 'version', title: t('version'), dataIndex: 'version', width: 80 },
          { key: 'title', title: t('pageTitle'), dataIndex: 'title' },
          {
            key: 'status',
            title: t('status'),
            width: 100,
            render: (_, row) =>
              row.published ? <Tag color="success">{t('published')}</Tag> : <Tag>{t('draft')}</Tag>,
          },
          {
            key: 'publishedAt',
            title: t('publishedAt'),
            dataIndex: 'publishedAt',
            width: 170,
            render: (at: string | null) => (at ? parseTime(at) : '-'),
          },
          {
            key: 'updatedAt',
            title: t('updatedAt'),
            dataIndex: 'updatedAt',
            width: 170,
            render: (at: string) => parseTime(at),
          },
          { key: 'by', title: t('by'), dataIndex: 'createdBy', width: 120 },
          {
            key: 'actions',
            title: '',
            width: 180,
            render: (_, row) => (
              <Space>
                <Typography.Link onClick={() => onView(row.id)}>{t('view')}</Typography.Link>
                {row.published && (
                  <Typography.Link disabled={restoring} onClick={() => onRestore(row.id)}>
                    {t('restore')}
                  </Typography.Link>
                )}
              </Space>
            ),
          },
        ]}
      />
    </div>
  );
}

function VersionDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('documents', { keyPrefix: 'content.admin' });
  const version = useQuery({
    queryKey: contentQueryKeys.version(id ?? ''),
    queryFn: () => getContentVersion(id!),
    enabled: !!id,
  });
  return (
    <Modal
      open={!!id}
      onCancel={onClose}
      footer={null}
      width={820}
      title={
        version.data ? `${version.data.title} · ${t('versionTitle', { version: version.data.version })}` : ''
      }
    >
      {version.data ? <ContentBody html={version.data.body} /> : <Spin />}
    </Modal>
  );
}

function FormChoice({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation('documents', { keyPrefix: 'content.admin' });
  const choices = useQuery({ queryKey: contentQueryKeys.formChoices, queryFn: getContentFormChoices });
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ maxWidth: 420 }}
      placeholder={t('formPlaceholder')}
      loading={choices.isPending}
      value={value ?? undefined}
      onChange={(id) => onChange(id ?? null)}
      options={(choices.data ?? []).map((c: ContentFormChoice) => ({ value: c.id, label: c.formName }))}
    />
  );
}
