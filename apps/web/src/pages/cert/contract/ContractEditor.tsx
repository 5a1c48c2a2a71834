// The contract editor: the initial audit days (from the acceptance), the day rate, the other fees and
// the terms, with the quotation computed live as the user types (quote.ts; the server's figures are
// what the contract keeps). A new contract starts from the usual fees and terms.
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { CertContractBody } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Form, Input, Modal, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { contractApi, contractQueryKeys } from '../../../api/cert/contract';
import { showFieldRefusals } from '../../../components/list';
import { liveQuote } from './quote';

/** What the editor works on: an accepted application to quote, or a contract to change. */
export interface EditTarget {
  applicationId: string;
  entName: string;
  scheme: string;
  /** The days set at acceptance. */
  acceptedDays: string | null;
  contract?: {
    id: string;
    no: string;
    auditDays: string;
    dayRate: string;
    fees: { name: string; amount: string }[];
    terms: string;
  };
}

type Values = Omit<CertContractBody, 'id' | 'applicationId' | 'fees'> & {
  fees?: { name?: string; amount?: string }[];
};

export function ContractEditor({
  target,
  onClose,
  onSaved,
}: {
  target?: EditTarget;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation(['cert', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const watched = Form.useWatch([], form) as Values | undefined;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(
      target.contract
        ? {
            auditDays: target.contract.auditDays,
            dayRate: target.contract.dayRate,
            fees: target.contract.fees,
            terms: target.contract.terms,
          }
        : {
            auditDays: target.acceptedDays ?? undefined,
            fees: [
              { name: t('contract.editor.defaultFees.application'), amount: '' },
              { name: t('contract.editor.defaultFees.registration'), amount: '' },
            ],
            terms: t('contract.editor.defaultTerms'),
          },
    );
  }, [target, form, t]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      contractApi.save({
        ...(target?.contract ? { id: target.contract.id } : {}),
        applicationId: target!.applicationId,
        auditDays: String(values.auditDays ?? '').trim(),
        dayRate: String(values.dayRate ?? '').trim(),
        fees: (values.fees ?? []).map((fee) => ({ name: fee.name ?? '', amount: fee.amount ?? '' })),
        terms: values.terms ?? '',
      }),
    onSuccess: (saved) => {
      void message.success(t('contract.editor.saved'));
      void queryClient.invalidateQueries({ queryKey: contractQueryKeys.all });
      onSaved(saved.id);
    },
    onError: (error) => showFieldRefusals(form, error),
  });

  const quote = target
    ? liveQuote({
        scheme: target.scheme,
        auditDays: watched?.auditDays !== undefined ? String(watched.auditDays) : undefined,
        dayRate: watched?.dayRate !== undefined ? String(watched.dayRate) : undefined,
        fees: (watched?.fees ?? []).map((fee) => ({ amount: fee?.amount })),
      })
    : null;
  const yuan = (amount: string) => t('contract.editor.yuan', { amount });

  return (
    <Modal
      open={target !== undefined}
      title={
        target?.contract
          ? t('contract.editor.editTitle', { no: target.contract.no })
          : t('contract.editor.newTitle', { entName: target?.entName ?? '' })
      }
      width={720}
      okText={t('common:save')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="certContractEditor" onFinish={(v) => save.mutate(v)}>
        <Space size="large" align="start">
          <Form.Item
            name="auditDays"
            label={t('contract.editor.auditDays')}
            extra={
              target?.acceptedDays
                ? t('contract.editor.auditDaysHint', { days: target.acceptedDays })
                : undefined
            }
            rules={[{ required: true }]}
          >
            <Input style={{ width: 160 }} inputMode="decimal" />
          </Form.Item>
          <Form.Item name="dayRate" label={t('contract.editor.dayRate')} rules={[{ required: true }]}>
            <Input style={{ width: 200 }} inputMode="decimal" />
          </Form.Item>
        </Space>
        <Form.Item label={t('contract.editor.fees')} required={false}>
          <Form.List name="fees">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  // A flex row each (Space is inline-flex): the rows stack and 添加费用 comes below them.
                  <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                    <Form.Item name={[field.name, 'name']} rules={[{ required: true }]}>
                      <Input
                        placeholder={t('contract.editor.feeName')}
                        style={{ width: 240 }}
                        maxLength={50}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'amount']} rules={[{ required: true }]}>
                      <Input
                        placeholder={t('contract.editor.feeAmount')}
                        style={{ width: 160 }}
                        inputMode="decimal"
                      />
                    </Form.Item>
                    <MinusCircleOutlined aria-label={t('common:delete')} onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', amount: '' })}>
                  {t('contract.editor.addFee')}
                </Button>
              </>
            )}
          </Form.List>
        </Form.Item>
        <Form.Item name="terms" label={t('contract.editor.terms')}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={5000} />
        </Form.Item>
      </Form>
      <Descriptions size="small" bordered column={1} title={t('contract.editor.quote')}>
        {quote ? (
          <>
            <Descriptions.Item label={t('contract.editor.cycle')}>
              {quote.surveillanceAudits > 0
                ? t('contract.editor.cycleText', {
                    initial: String(watched?.auditDays ?? '').trim(),
                    audits: quote.surveillanceAudits,
                    surveillance: quote.surveillanceDays,
                    total: quote.totalDays,
                  })
                : t('contract.editor.cycleProduct', { total: quote.totalDays })}
            </Descriptions.Item>
            <Descriptions.Item label={t('contract.editor.auditFee')}>
              {yuan(quote.auditFee)}
            </Descriptions.Item>
            <Descriptions.Item label={t('contract.editor.feesTotal')}>
              {yuan(quote.feesTotal)}
            </Descriptions.Item>
            <Descriptions.Item label={t('contract.editor.amount')}>
              <Typography.Text strong data-testid="contract-amount">
                {yuan(quote.amount)}
              </Typography.Text>
            </Descriptions.Item>
          </>
        ) : (
          <Descriptions.Item label={t('contract.editor.amount')}>
            <Typography.Text type="secondary">{t('contract.editor.quoteInvalid')}</Typography.Text>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Modal>
  );
}
