// The dialogs of a monthly reading: manual entry and correction (a correction needs a reason), the
// deletion (also with a reason) and the history of its changes.
import type { ActivityRow, CarbonDevice } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Col, Form, Input, Modal, Row, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import { CrudFormModal, TextItem } from '../../../components/list';
import { NumberInput } from '../../../components/number-input/NumberInput';
import { FileUpload, type UploadedRef } from '../../../components/upload';
import { parseTime } from '../../../utils/time';
import { monthLabel } from '../components';
import { filesOfKeys, keyOfUrl } from './evidence';
import { dataQueryKeys, useReadingHistory } from './queries';

interface EntryValues {
  deviceId?: string;
  month?: number;
  value?: string;
  unit?: string;
  evidence?: UploadedRef[];
  note?: string;
  reason?: string;
}

export const monthOptions = () =>
  Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: monthLabel(i + 1) }));

export function EntryModal({
  target,
  year,
  devices,
  onClose,
}: {
  target: ActivityRow | null | undefined;
  year: number;
  devices: readonly CarbonDevice[];
  onClose: () => void;
}) {
  const { t } = useTranslation('carbon', { keyPrefix: 'data.readings' });
  const { t: tData } = useTranslation('carbon', { keyPrefix: 'data' });
  return (
    <CrudFormModal<ActivityRow, EntryValues, ActivityRow & { msg: string }>
      target={target}
      onClose={onClose}
      name="carbonReadingForm"
      width={640}
      titles={{ add: t('addTitle'), edit: t('correctTitle') }}
      queryKey={dataQueryKeys.all}
      initialValues={(row) =>
        row
          ? {
              deviceId: row.deviceId,
              month: row.month,
              value: row.value,
              unit: row.unit,
              evidence: filesOfKeys(row.evidence),
              note: row.note ?? undefined,
            }
          : { evidence: [] }
      }
      save={async (values, row) => ({
        ...(await carbonApi.saveData({
          id: row?.id,
          deviceId: values.deviceId!,
          year: row?.year ?? year,
          month: values.month!,
          value: values.value!,
          unit: values.unit || null,
          evidence: (values.evidence ?? []).map((file) => keyOfUrl(file.url)),
          note: values.note || null,
          reason: row ? values.reason : null,
        })),
        msg: tData('saved'),
      })}
    >
      <Row gutter={16}>
        <Col span={14}>
          <Form.Item name="deviceId" label={t('device')} rules={[{ required: true, message: t('deviceRequired') }]}>
            <Select
              disabled={!!target}
              showSearch
              optionFilterProp="label"
              options={devices.map((device) => ({ value: device.id, label: `${device.code} ${device.name}` }))}
            />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item name="month" label={t('month')} rules={[{ required: true, message: t('monthRequired') }]}>
            <Select disabled={!!target} options={monthOptions()} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={14}>
          <Form.Item name="value" label={t('value')} rules={[{ required: true, message: t('valueRequired') }]}>
            <NumberInput />
          </Form.Item>
        </Col>
        <Col span={10}>
          <TextItem name="unit" label={t('unit')} max={32} extra={t('unitHint')} />
        </Col>
      </Row>
      <Form.Item name="evidence" label={t('evidence')} extra={t('evidenceHint')}>
        <FileUpload maxCount={10} />
      </Form.Item>
      <TextItem name="note" label={t('note')} max={500} rows={2} />
      {target && <TextItem name="reason" label={t('reason')} required={t('reasonRequired')} max={500} rows={2} />}
    </CrudFormModal>
  );
}

export function DeleteReadingModal({ target, onClose }: { target: ActivityRow | undefined; onClose: () => void }) {
  const { t } = useTranslation('carbon', { keyPrefix: 'data.readings' });
  const { t: tData } = useTranslation('carbon', { keyPrefix: 'data' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ reason: string }>();
  const remove = useMutation({
    mutationFn: (reason: string) => carbonApi.removeData(target!.id, reason),
    onSuccess: () => {
      void message.success(tData('deleted'));
      void queryClient.invalidateQueries({ queryKey: dataQueryKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      title={t('deleteTitle')}
      open={target !== undefined}
      onCancel={onClose}
      okButtonProps={{ danger: true, htmlType: 'submit', form: 'carbonReadingDelete' }}
      confirmLoading={remove.isPending}
      destroyOnHidden
    >
      {target && (
        <Form
          form={form}
          name="carbonReadingDelete"
          layout="vertical"
          onFinish={(values) => remove.mutate(values.reason)}
        >
          <Typography.Paragraph>
            {t('deletePrompt', { device: `${target.deviceCode} ${target.deviceName}`, month: monthLabel(target.month) })}
          </Typography.Paragraph>
          <Form.Item
            name="reason"
            label={t('deleteReason')}
            rules={[{ required: true, whitespace: true, message: t('deleteReasonRequired') }]}
          >
            <Input.TextArea rows={2} maxLength={500} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

export function HistoryModal({ target, onClose }: { target: ActivityRow | undefined; onClose: () => void }) {
  const { t } = useTranslation('carbon', { keyPrefix: 'data.readings' });
  const history = useReadingHistory(target?.id);
  return (
    <Modal title={t('historyTitle')} open={target !== undefined} onCancel={onClose} footer={null} width={720}>
      <Table
        aria-label={t('historyTitle')}
        rowKey="id"
        size="small"
        loading={history.isFetching}
        dataSource={history.data ?? []}
        pagination={false}
        locale={{ emptyText: t('noHistory') }}
        columns={[
          {
            key: 'changedAt',
            title: t('historyColumns.changedAt'),
            dataIndex: 'changedAt',
            width: 170,
            render: (at: string) => parseTime(at),
          },
          {
            key: 'changedBy',
            title: t('historyColumns.changedBy'),
            dataIndex: 'changedBy',
            render: (by: string | null) => <span data-user-data>{by ?? '-'}</span>,
          },
          { key: 'oldValue', title: t('historyColumns.oldValue'), dataIndex: 'oldValue', render: (v: string | null) => v ?? '-' },
          { key: 'newValue', title: t('historyColumns.newValue'), dataIndex: 'newValue', render: (v: string | null) => v ?? '-' },
          {
            key: 'reason',
            title: t('historyColumns.reason'),
            dataIndex: 'reason',
            render: (reason: string | null) => <span data-user-data>{reason ?? '-'}</span>,
          },
        ]}
      />
    </Modal>
  );
}
