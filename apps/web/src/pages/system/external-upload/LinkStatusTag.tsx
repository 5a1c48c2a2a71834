import type { ExUploadLinkStatus } from '@platform/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ExUploadLinkStatus, string> = { active: 'green', expired: 'default', revoked: 'red' };

export function LinkStatusTag({ status }: { status: ExUploadLinkStatus }) {
  const { t } = useTranslation('documents', { keyPrefix: 'exupload.links' });
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
