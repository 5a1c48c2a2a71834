// The columns of a list of verifications, the same for the company and the verifier. Every column
// has a width: the list scrolls sideways by their sum (tableWidth) rather than slide under 操作.
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
    width: 200,
    ellipsis: true,
    render: (name: string, row) => (
      <Typography.Link onClick={() => open(row)} data-user-data>
        {name}
      </Typography.Link>
    ),
  },
  {
    key: 'org',
    title: t('verify.columns.org'),
    dataIndex: 'orgName',
    width: 160,
    ellipsis: true,
    render: userText,
  },
  { key: 'year', title: t('verify.columns.year'), dataIndex: 'year', width: 80 },
  {
    key: 'version',
    title: t('verify.columns.version'),
    dataIndex: 'modelVersion',
    width: 80,
    render: (version: number) => `v${version}`,
  },
  {
    key: 'status',
    title: t('verify.columns.status'),
    dataIndex: 'status',
    width: 100,
    render: (status: number) => <VerificationStatusTag status={status} />,
  },
  { key: 'openFindings', title: t('verify.columns.openFindings'), dataIndex: 'openFindings', width: 120 },
  {
    key: 'submittedBy',
    title: t('verify.columns.submittedBy'),
    dataIndex: 'submittedBy',
    width: 120,
    render: userText,
  },
  {
    key: 'submittedAt',
    title: t('verify.columns.submittedAt'),
    dataIndex: 'submittedAt',
    width: 150,
    render: timeText,
  },
  {
    key: 'verifier',
    title: t('verify.columns.verifier'),
    dataIndex: 'verifier',
    width: 120,
    render: userText,
  },
  {
    key: 'verifiedAt',
    title: t('verify.columns.verifiedAt'),
    dataIndex: 'verifiedAt',
    width: 150,
    render: timeText,
  },
];
