// One application as both sides read it (申请记录's detail, 申请管理's detail): the organisation, the
// certification asked for, sites, CCC product, documents, the answers to the body's application form
// (read-only), and the acceptance review once made.
import { PaperClipOutlined } from '@ant-design/icons';
import type { CertApplicationDetail } from '@platform/contract';
import { isProductScheme } from '@platform/contract/cert-model';
import { Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCertFields } from '../../../api/audit';
import { useLocalName } from '../../../i18n/localName';
import { parseTime } from '../../../utils/time';
import { evidenceUrl } from '../../carbon/components/EvidenceLinks';
import { PreviewLink } from '../../files/PreviewLink';
import { ApplicationFormSection } from './ApplicationFormSection';
import { riskLabel, schemeLabel } from './labels';
import { CertStatusTag } from './StatusTag';

const data = (value: ReactNode) => <span data-user-data>{value}</span>;
const time = (at: string | null) => (at ? parseTime(at) : '-');

export function ApplicationView({ application: a }: { application: CertApplicationDetail }) {
  const { t } = useTranslation('cert', { keyPrefix: 'myApply.fields' });
  const certFields = useCertFields();
  const localName = useLocalName();
  const fieldName = (code: string) => {
    const field = certFields.find((f) => f.value === code);
    return field ? localName(field.name, field.nameEn) : code;
  };
  const reviewed = a.reviewedAt !== null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          { key: 'no', label: t('no'), children: a.no ?? '-' },
          {
            key: 'status',
            label: t('status'),
            children: <CertStatusTag kind="application" status={a.status} />,
          },
          { key: 'scheme', label: t('scheme'), children: schemeLabel(a.scheme) },
          { key: 'standard', label: t('standard'), children: a.standard },
          { key: 'entName', label: t('entName'), children: data(a.entName), span: 2 },
          { key: 'creditCode', label: t('creditCode'), children: data(a.creditCode || '-') },
          { key: 'employees', label: t('employees'), children: a.employees },
          { key: 'address', label: t('address'), children: data(a.address || '-'), span: 2 },
          { key: 'contactName', label: t('contactName'), children: data(a.contactName || '-') },
          { key: 'contactTel', label: t('contactTel'), children: data(a.contactTel || '-') },
          { key: 'contactEmail', label: t('contactEmail'), children: data(a.contactEmail || '-') },
          { key: 'submittedAt', label: t('submittedAt'), children: time(a.submittedAt) },
          ...(isProductScheme(a.scheme)
            ? []
            : [
                {
                  key: 'fieldCodes',
                  label: t('fieldCodes'),
                  children: a.fieldCodes.length
                    ? a.fieldCodes.map((code) => <Tag key={code}>{fieldName(code)}</Tag>)
                    : '-',
                  span: 2,
                },
              ]),
          {
            key: 'scope',
            label: t('scope'),
            children: (
              <Typography.Paragraph data-user-data style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {a.scope || '-'}
              </Typography.Paragraph>
            ),
            span: 2,
          },
          ...(a.product
            ? [
                { key: 'productName', label: t('productName'), children: data(a.product.name) },
                { key: 'productModels', label: t('productModels'), children: data(a.product.models) },
                { key: 'factory', label: t('factory'), children: data(a.product.factory) },
                {
                  key: 'factoryAddress',
                  label: t('factoryAddress'),
                  children: data(a.product.factoryAddress),
                },
              ]
            : []),
          {
            key: 'documents',
            label: t('documents'),
            span: 2,
            children: a.documents.length ? (
              <Space orientation="vertical" size={0}>
                {a.documents.map((file) => (
                  <Space key={file.key} size={12}>
                    <Typography.Link href={evidenceUrl(file.key)} target="_blank" rel="noreferrer">
                      <PaperClipOutlined /> <span data-user-data>{file.name}</span>
                    </Typography.Link>
                    <PreviewLink url={evidenceUrl(file.key)} name={file.name} />
                  </Space>
                ))}
              </Space>
            ) : (
              '-'
            ),
          },
        ]}
      />
      <Table
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        aria-label={t('sites')}
        title={() => t('sites')}
        dataSource={a.sites}
        columns={[
          { key: 'name', title: t('siteName'), dataIndex: 'name', render: data },
          { key: 'address', title: t('siteAddress'), dataIndex: 'address', render: data },
          { key: 'employees', title: t('siteEmployees'), dataIndex: 'employees', width: 100 },
        ]}
      />
      {a.form && (
        <Card
          size="small"
          title={
            <>
              {t('applicationForm')} · <span data-user-data>{a.form.formName}</span>
            </>
          }
        >
          <ApplicationFormSection json={a.form.json} data={a.formData} readOnly />
        </Card>
      )}
      {reviewed && (
        <Descriptions
          size="small"
          bordered
          column={2}
          items={[
            { key: 'reviewedBy', label: t('reviewedBy'), children: data(a.reviewedBy ?? '-') },
            { key: 'reviewedAt', label: t('reviewedAt'), children: time(a.reviewedAt) },
            ...(a.risk
              ? [
                  { key: 'risk', label: t('risk'), children: riskLabel(a.risk) },
                  { key: 'proposedDays', label: t('proposedDays'), children: a.proposedDays ?? '-' },
                  { key: 'auditDays', label: t('auditDays'), children: a.auditDays ?? '-' },
                  { key: 'daysReason', label: t('daysReason'), children: data(a.daysReason ?? '-') },
                ]
              : []),
            {
              key: 'reviewComment',
              label: t('reviewComment'),
              children: data(a.reviewComment ?? '-'),
              span: 2,
            },
          ]}
        />
      )}
    </Space>
  );
}
