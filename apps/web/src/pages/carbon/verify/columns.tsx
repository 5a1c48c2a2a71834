// The columns of a list of verifications, the same for the company and the verifier.
import type { CarbonVerification } from '@platform/contract';
import type { TFunction } from 'i18next';
import { Typography } from 'antd';
import type { ListTableColumn } from '../../../components/list';
import { VerificationStatusTag, timeText, userText } from './parts';

export const verificationColumns = (
  t: TFunction<'carbon'>,
  open: (row: CarbonVerification) => void,
): ListTableColumn<CarbonVerification>[] => [
  {
    key: 'model',
    title: t('verify.columns.model'),
    dataIndex: 'modelName',
    render: (name: string, row) => (
      <Typography.Link onClick={() => open(row)} data-user-data>
        {name}
      </Typography.Link>
    ),
  },
  { key: 'org', title: t('verify.columns.org'), dataIndex: 'orgName', render: userText },
  { key: 'year', title: t('verify.columns.year'), dataIndex: 'year', width: 70 },
  {
    key: 'version',
    title: t('verify.columns.version'),
    dataIndex: 'modelVersion',
    width: 70,
    render: (version: number) => `v${version}`,
  },
  {
    key: 'status',
    title: t('verify.columns.status'),
    dataIndex: 'status',
    width: 90,
    render: (status: number) => <VerificationStatusTag status={status} />,
  },
  { key: 'openFindings', title: t('verify.columns.openFindings'), dataIndex: 'openFindings', width: 110 },
  { key: 'submittedBy', title: t('verify.columns.submittedBy'), dataIndex: 'submittedBy', render: userText },
  {
    key: 'submittedAt',
    title: t('verify.columns.submittedAt'),
    dataIndex: 'submittedAt',
    width: 150,
    render: timeText,
  },
  { key: 'verifier', title: t('verify.columns.verifier'), dataIndex: 'verifier', render: userText },
  {
    key: 'verifiedAt',
    title: t('verify.columns.verifiedAt'),
    dataIndex: 'verifiedAt',
    width: 150,
    render: timeText,
  },
];
