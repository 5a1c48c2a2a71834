// 通过 / 退回: the overall comment, with the field comments written on the form. Returning needs at
// least one comment of either kind (the server says so too, under the comment).
import type { ReviewBody } from '@platform/contract';
import { COMMENT_MAX } from '@platform/contract/business-model';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { complianceApi } from '../../../api/business';
import { showFieldRefusals } from '../../../components/list';

export type Outcome = ReviewBody['outcome'];

interface Values {
  comment?: string;
}

export function DecideModal({
  submitId,
  no,
  outcome,
  fieldComments,
  onClose,
  onDone,
}: {
  submitId: string;
  no: string;
  /** The decision being made; undefined keeps the dialog closed. */
  outcome: Outcome | undefined;
  fieldComments: Record<string, string>;
  onClose: () => void;
  onDone: (outcome: Outcome) => void;
}) {
  const { t } = useTranslation('business', { keyPrefix: 'review.decide' });
  const [form] = Form.useForm<Values>();
  const count = Object.keys(fieldComments).length;
  const returning = outcome === 'returned';
  const review = useMutation({
    mutationFn: (body: ReviewBody) => complianceApi.review(body),
    onSuccess: (_, body) => {
      form.resetFields();
      onDone(body.outcome);
    },
    onError: (error) => showFieldRefusals(form, error),
  });
  const submit = ({ comment }: Values) => {
    if (!outcome) return;
    const text = comment?.trim();
    review.mutate({
      submitId,
      outcome,
      ...(text ? { comment: text } : {}),
      ...(count > 0 ? { fieldComments } : {}),
    });
  };
  return (
    <Modal
      open={outcome !== undefined}
      title={returning ? t('returnTitle') : t('acceptTitle')}
      okText={returning ? t('return') : t('accept')}
      okButtonProps={{ htmlType: 'submit', form: 'bizReviewForm', danger: returning }}
      confirmLoading={review.isPending}
      onCancel={() => {
        review.reset();
        onClose();
      }}
      destroyOnHidden
    >
      {!returning && (
        <Typography.Paragraph>
          <Typography.Text strong data-user-data>
            {no}
          </Typography.Text>{' '}
          {t('acceptConfirm')}
        </Typography.Paragraph>
      )}
      {count > 0 && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('fieldComments', { count })} />
      )}
      <Form<Values> form={form} name="bizReviewForm" layout="vertical" onFinish={submit}>
        <Form.Item
          name="comment"
          label={t('comment')}
          rules={[
            { max: COMMENT_MAX },
            {
              validator: (_, value: string | undefined) =>
                returning && count === 0 && !value?.trim()
                  ? Promise.reject(new Error(t('needComment')))
                  : Promise.resolve(),
            },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={COMMENT_MAX}
            showCount
            placeholder={returning ? t('returnCommentPlaceholder') : t('commentPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
