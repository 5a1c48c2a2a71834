// A status shown as a coloured tag, the colour saying whether it waits, runs, ended well or badly.
import { Tag } from 'antd';
import {
  applicationStatusLabel,
  auditStatusLabel,
  certificateStatusLabel,
  contractStatusLabel,
  findingStatusLabel,
} from './labels';

const COLOURS = {
  application: [
    'default',
    'processing',
    'error',
    'cyan',
    'blue',
    'processing',
    'purple',
    'success',
    'error',
    'default',
  ],
  contract: ['default', 'processing', 'success', 'default'],
  audit: ['default', 'default', 'warning', 'error', 'blue', 'purple', 'success', 'default'],
  finding: ['error', 'warning', 'success'],
  certificate: ['default', 'success', 'warning', 'error', 'default', 'default'],
} as const;

const LABELS = {
  application: applicationStatusLabel,
  contract: contractStatusLabel,
  audit: auditStatusLabel,
  finding: findingStatusLabel,
  certificate: certificateStatusLabel,
} as const;

export function CertStatusTag({ kind, status }: { kind: keyof typeof COLOURS; status: number }) {
  return <Tag color={COLOURS[kind][status] ?? 'default'}>{LABELS[kind](status)}</Tag>;
}
