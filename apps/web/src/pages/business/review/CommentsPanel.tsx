// Beside the form: the field comments written so far, listed by field, each removable.
import { Button, Card, Empty, List, Space, Typography } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOfPath } from './answers';
import { CommentsContext } from './comments';

export function CommentsPanel({ labels }: { labels: Map<string, string> }) {
  const { t } = useTranslation('business', { keyPrefix: 'review' });
  const { comments, setComment } = useContext(CommentsContext);
  const entries = Object.entries(comments);
  return (
    <Card
      size="small"
      title={t('comments.panelTitle', { count: entries.length })}
      style={{ position: 'sticky', top: 0 }}
    >
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comments.panelEmpty')} />
      ) : (
        <List
          size="small"
          dataSource={entries}
          renderItem={([path, text]) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  size="small"
                  type="link"
                  danger
                  onClick={() => setComment(path, undefined)}
                >
                  {t('comments.remove')}
                </Button>,
              ]}
            >
              <Space orientation="vertical" size={0}>
                <Typography.Text strong data-user-data>
                  {labelOfPath(labels, path)}
                </Typography.Text>
                <Typography.Text data-user-data>{text}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
