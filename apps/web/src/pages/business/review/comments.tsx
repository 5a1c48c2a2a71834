// Per-field comments of a review: under each field of the read-only form (the renderer's fieldNote) a
// reviewer writes, changes or removes a comment; the last review's comment and experts' suggestions for
// that field are shown there too. The comments live in one context, so writing one renders only the
// notes, not the form.
import type { Suggestion } from '@platform/contract';
import { COMMENT_MAX } from '@platform/contract/business-model';
import { Button, Input, Space, Typography } from 'antd';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface CommentsState {
  /** The comments of the review being written, by field path. */
  comments: Record<string, string>;
  setComment: (path: string, text: string | undefined) => void;
  /** The reviewer may comment (the submission waits for review). */
  editable: boolean;
  /** The last review's comments, by path. */
  previous: Record<string, string>;
  suggestions: Suggestion[];
}

export const CommentsContext = createContext<CommentsState>({
  comments: {},
  setComment: () => undefined,
  editable: false,
  previous: {},
  suggestions: [],
});

function CommentEditor({
  initial,
  label,
  onSave,
  onCancel,
}: {
  initial: string;
  label: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('business', { keyPrefix: 'review.comments' });
  const [text, setText] = useState(initial);
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Input.TextArea
        autoFocus
        aria-label={label}
        rows={2}
        maxLength={COMMENT_MAX}
        placeholder={t('placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Space size={4}>
        <Button size="small" type="primary" onClick={() => onSave(text)}>
          {t('save')}
        </Button>
        <Button size="small" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Space>
    </Space>
  );
}

/** What the form shows under the field at `path`; `label` names its comment box. */
export function FieldComment({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation('business', { keyPrefix: 'review.comments' });
  const { comments, setComment, editable, previous, suggestions } = useContext(CommentsContext);
  const [editing, setEditing] = useState(false);
  const mine = comments[path];
  const before = previous[path];
  const suggested = suggestions.filter((s) => s.path === path);
  const parts: ReactNode[] = [];
  if (before && mine === undefined) {
    parts.push(
      <Typography.Text key="previous" type="secondary">
        {t('previous')}: <span data-user-data>{before}</span>
      </Typography.Text>,
    );
  }
  for (const s of suggested) {
    parts.push(
      <Typography.Text key={s.id} type="success">
        {t('suggestion')} · <span data-user-data>{s.expertName}</span>:{' '}
        <span data-user-data>{s.content}</span>
      </Typography.Text>,
    );
  }
  if (editing) {
    parts.push(
      <CommentEditor
        key="editor"
        label={label}
        initial={mine ?? ''}
        onCancel={() => setEditing(false)}
        onSave={(text) => {
          setComment(path, text.trim() ? text.trim() : undefined);
          setEditing(false);
        }}
      />,
    );
  } else if (mine !== undefined) {
    parts.push(
      <Space key="mine" size={4} wrap>
        <Typography.Text type="warning" data-user-data>
          {mine}
        </Typography.Text>
        {editable && (
          <>
            <Button size="small" type="link" onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
            <Button size="small" type="link" danger onClick={() => setComment(path, undefined)}>
              {t('remove')}
            </Button>
          </>
        )}
      </Space>,
    );
  } else if (editable) {
    parts.push(
      <Button key="add" size="small" type="link" style={{ padding: 0 }} onClick={() => setEditing(true)}>
        {t('add')}
      </Button>,
    );
  }
  if (parts.length === 0) return null;
  return (
    <Space orientation="vertical" size={0} style={{ width: '100%' }} data-comment-path={path}>
      {parts}
    </Space>
  );
}
