// Experts' suggestions on the questions of a submission: the expert picks a question and writes one;
// every suggestion is listed with its question, and the expert may delete their own. The enterprise
// sees them next to its answers.
import type { Suggestion } from '@platform/contract';
import { SUGGESTION_MAX } from '@platform/contract/business-model';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, List, Popconfirm, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { complianceApi } from '../../../api/business';
import { showFieldRefusals } from '../../../components/list';
import { parseTime } from '../../../utils/time';
import type { FieldChoice } from './fields';
import { expertQueryKeys } from './queries';

interface Values {
  path?: string;
  content?: string;
}

export function SuggestionsPanel({
  submitId,
  fields,
  suggestions,
}: {
  submitId: string;
  fields: FieldChoice[];
  suggestions: Suggestion[];
}) {
  const { t } = useTranslation('business', { keyPrefix: 'expert.suggestions' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const labelOf = (path: string) => fields.find((field) => field.path === path)?.label ?? path;
  const reload = () => queryClient.invalidateQueries({ queryKey: expertQueryKeys.suggestions(submitId) });

  const add = useMutation({
    mutationFn: (values: Values) =>
      complianceApi.saveSuggestion({ submitId, path: values.path!, content: values.content!.trim() }),
    onSuccess: () => {
      void message.success(t('added'));
      form.resetFields();
      void reload();
    },
    onError: (error) => showFieldRefusals(form, error),
  });
  const remove = useMutation({
    mutationFn: (id: string) => complianceApi.removeSuggestion(id),
    onSuccess: () => {
      void message.success(t('deleted'));
      void reload();
    },
  });

  return (
    <Flex vertical gap={12}>
      <Form form={form} name="expertSuggestion" layout="vertical" onFinish={(values) => add.mutate(values)}>
        <Form.Item name="path" label={t('field')} rules={[{ required: true, message: t('fieldRequired') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('fieldPlaceholder')}
            options={fields.map((field) => ({ value: field.path, label: field.label }))}
          />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('content')}
          rules={[
            { required: true, whitespace: true, message: t('contentRequired') },
            { max: SUGGESTION_MAX },
          ]}
        >
          <Input.TextArea
            rows={3}
            maxLength={SUGGESTION_MAX}
            showCount
            placeholder={t('contentPlaceholder')}
          />
        </Form.Item>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('add')}
          </Button>
        </Flex>
      </Form>
      <section aria-label={t('list')}>
        <List
          size="small"
          locale={{ emptyText: t('empty') }}
          dataSource={suggestions}
          renderItem={(suggestion) => (
            <List.Item
              actions={
                suggestion.mine
                  ? [
                      <Popconfirm
                        key="delete"
                        title={t('deleteConfirm')}
                        okText={t('ok')}
                        cancelText={t('cancel')}
                        onConfirm={() => remove.mutateAsync(suggestion.id)}
                      >
                        <Button type="link" size="small" danger>
                          {t('delete')}
                        </Button>
                      </Popconfirm>,
                    ]
                  : undefined
              }
            >
              <List.Item.Meta
                title={<span data-user-data>{labelOf(suggestion.path)}</span>}
                description={
                  <Flex vertical gap={4}>
                    <Typography.Text data-user-data style={{ whiteSpace: 'pre-wrap' }}>
                      {suggestion.content}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <span data-user-data>{suggestion.expertName}</span> ·{' '}
                      {parseTime(suggestion.createdAt, '{y}-{m}-{d} {h}:{i}')}
                    </Typography.Text>
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      </section>
    </Flex>
  );
}
