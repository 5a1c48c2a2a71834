// A process status shown as a coloured tag, the colour saying whether it waits, runs, ended well or badly.
import { BrandProcessStatus } from '@platform/contract/brand-model';
import { Tag } from 'antd';
import { processStatusLabel } from './labels';

const COLOURS: Record<number, string> = {
  [BrandProcessStatus.answering]: 'default',
  [BrandProcessStatus.submitted]: 'processing',
  [BrandProcessStatus.returned]: 'warning',
  [BrandProcessStatus.scoring]: 'blue',
  [BrandProcessStatus.reviewing]: 'purple',
  [BrandProcessStatus.completed]: 'success',
  [BrandProcessStatus.withdrawn]: 'default',
};

export function BrandStatusTag({ status }: { status: number }) {
  return <Tag color={COLOURS[status] ?? 'default'}>{processStatusLabel(status)}</Tag>;
}
