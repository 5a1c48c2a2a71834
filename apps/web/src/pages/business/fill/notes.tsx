// What is shown under a field of the paper: the reviewer's comment on it (the review of the version
// shown, or the return being corrected) and the experts' suggestions on that question.
import { BulbOutlined, MessageOutlined } from '@ant-design/icons';
import type { Review, Suggestion } from '@platform/contract';
import type { FieldNote } from '@platform/form-renderer';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

function Notes({ comment, suggestions }: { comment: string | undefined; suggestions: Suggestion[] }) {
  const { t } = useTranslation('business', { keyPrefix: 'fill' });
  return (
    <Flex vertical gap={2} className="biz-field-notes">
      {comment !== undefined && (
        <Typography.Text type="warning">
          <MessageOutlined /> {t('reviewComment', { comment })}
        </Typography.Text>
      )}
      {suggestions.map((s) => (
        <Typography.Text key={s.id} type="secondary">
          <BulbOutlined /> {t('suggestion', { expert: s.expertName, content: s.content })}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** The renderer's fieldNote for a review's field comments and the experts' suggestions. */
export function useFieldNotes(review: Review | undefined, suggestions: Suggestion[]): FieldNote | undefined {
  return useMemo(() => {
    const comments = review?.fieldComments ?? {};
    const byPath = new Map<string, Suggestion[]>();
    for (const s of suggestions) byPath.set(s.path, [...(byPath.get(s.path) ?? []), s]);
    if (Object.keys(comments).length === 0 && byPath.size === 0) return undefined;
    return (path) => {
      const comment = Object.hasOwn(comments, path) ? comments[path] : undefined;
      const shown = byPath.get(path) ?? [];
      if (comment === undefined && shown.length === 0) return null;
      return <Notes comment={comment} suggestions={shown} />;
    };
  }, [review, suggestions]);
}
