// A process's application, its questionnaires' answer state, its experts and (once published) its
// result: the enterprise's and the body's process details show it.
import type { BrandProcessDetail } from '@platform/contract';
import { Card, Descriptions, Flex, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseTime } from '../../../utils/time';
import { money } from '../value/format';
import { businessTypeLabel } from './labels';
import { BrandStatusTag } from './StatusTag';

export function ProcessView({ process: p }: { process: BrandProcessDetail }) {
  const { t } = useTranslation('brand', { keyPrefix: 'myAssessment.view' });
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('application')}>
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label={t('no')}>{p.no}</Descriptions.Item>
          <Descriptions.Item label={t('status')}>
            <BrandStatusTag status={p.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('brandName')}>
            <span data-user-data>{p.brandName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('businessType')}>{businessTypeLabel(p.businessType)}</Descriptions.Item>
          <Descriptions.Item label={t('entName')}>
            <span data-user-data>{p.entName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('creditCode')}>{p.creditCode}</Descriptions.Item>
          <Descriptions.Item label={t('industry')}>
            <span data-user-data>{p.industry || '-'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('applicant')}>
            <span data-user-data>{p.applicantName ?? '-'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('contactName')}>
            <span data-user-data>{p.contactName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('contactTel')}>{p.contactTel}</Descriptions.Item>
          <Descriptions.Item label={t('description')} span={2}>
            <span data-user-data>{p.description || '-'}</span>
          </Descriptions.Item>
          {p.checkComment && (
            <Descriptions.Item label={t('checkComment')} span={2}>
              <span data-user-data>{p.checkComment}</span>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      {p.strengthScore !== null && (
        <Card size="small">
          <Descriptions size="small" column={3}>
            <Descriptions.Item label={t('strengthScore')}>{p.strengthScore}</Descriptions.Item>
            <Descriptions.Item label={t('level')}>
              <Tag color="gold">{p.level}</Tag>
            </Descriptions.Item>
            {p.brandValue !== null && (
              <Descriptions.Item label={t('brandValue')}>{money(p.brandValue)}</Descriptions.Item>
            )}
          </Descriptions>
        </Card>
      )}
      <Card size="small" title={t('answers')}>
        <Table
          size="small"
          rowKey="qsId"
          pagination={false}
          dataSource={p.answers}
          columns={[
            { key: 'group', dataIndex: 'groupName', render: (v: string) => <span data-user-data>{v}</span> },
            { key: 'qs', dataIndex: 'qsName', render: (v: string) => <span data-user-data>{v}</span> },
            {
              key: 'state',
              render: (_, a) =>
                !a.answered ? (
                  <Tag>{t('answerState.none')}</Tag>
                ) : a.draft ? (
                  <Tag color="warning">{t('answerState.draft')}</Tag>
                ) : (
                  <Tag color="success">{t('answerState.done')}</Tag>
                ),
            },
            { key: 'at', dataIndex: 'updatedAt', render: (at: string | null) => (at ? parseTime(at) : '-') },
          ]}
          showHeader={false}
        />
      </Card>
      {p.experts.length > 0 && (
        <Card size="small" title={t('experts')}>
          <Flex gap={8} wrap>
            {p.experts.map((e, i) => (
              <Tag key={e.expertId} color={e.submittedAt ? 'success' : 'processing'}>
                {e.expertName ? <span data-user-data>{e.expertName}</span> : t('expertNo', { no: i + 1 })} ·{' '}
                {e.submittedAt ? t('submitted') : t('pending')}
              </Tag>
            ))}
          </Flex>
        </Card>
      )}
    </Flex>
  );
}
