// The columns of a certificate list, for the body and the enterprise.
import type { CertCertificate } from '@platform/contract';
import type { TFunction } from 'i18next';
import { Typography } from 'antd';
import type { ListTableColumn } from '../../../components/list';
import { CertStatusTag, schemeLabel } from '../components';

export const certificateColumns = (
  t: TFunction<'cert'>,
  open: (row: CertCertificate) => void,
): ListTableColumn<CertCertificate>[] => [
  {
    key: 'no',
    title: t('certificate.columns.no'),
    dataIndex: 'no',
    width: 190,
    render: (no: string, row) => <Typography.Link onClick={() => open(row)}>{no}</Typography.Link>,
  },
  {
    key: 'entName',
    title: t('certificate.columns.entName'),
    dataIndex: 'entName',
    width: 220,
    ellipsis: true,
    render: (v: string) => <span data-user-data>{v}</span>,
  },
  {
    key: 'scheme',
    title: t('certificate.columns.scheme'),
    dataIndex: 'scheme',
    width: 160,
    render: (s: string) => schemeLabel(s),
  },
  {
    key: 'scope',
    title: t('certificate.columns.scope'),
    dataIndex: 'scope',
    width: 260,
    ellipsis: true,
    render: (v: string) => <span data-user-data>{v}</span>,
  },
  { key: 'issuedOn', title: t('certificate.columns.issuedOn'), dataIndex: 'issuedOn', width: 110 },
  { key: 'expiresOn', title: t('certificate.columns.expiresOn'), dataIndex: 'expiresOn', width: 110 },
  {
    key: 'status',
    title: t('certificate.columns.status'),
    dataIndex: 'status',
    width: 90,
    render: (status: number) => <CertStatusTag kind="certificate" status={status} />,
  },
];

export const columnsWidth = (columns: readonly { width?: number | string }[], extra: number) =>
  columns.reduce((sum, c) => sum + Number(c.width ?? 0), extra);
