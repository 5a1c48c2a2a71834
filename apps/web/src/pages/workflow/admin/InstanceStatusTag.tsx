import type { InstanceStatus } from '@platform/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<InstanceStatus, string> = {
  running: 'processing',
  completed: 'success',
  cancelled: 'default',
  failed: 'error',
};

export function InstanceStatusTag({ status }: { status: InstanceStatus }) {
  const { t } = useTranslation('workflow');
  return <Tag color={COLOURS[status]}>{t(`admin.status.${status}`)}</Tag>;
}
