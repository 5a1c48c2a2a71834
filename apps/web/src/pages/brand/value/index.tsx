// 品牌价值 (/brandValue, the body's staff): pick an assessment process in scoring, review or completed and
// read its brand value by royalty relief — the strength score, the inputs with their sources (editable
// until completed), every year's step with the totals and the sensitivity table; 参数设置 holds the
// tenant's brand settings.
import { BrandProcessStatus } from '@platform/contract/brand-model';
import {
  Alert,
  Card,
  Col,
  Descriptions,
  Divider,
  Empty,
  Row,
  Select,
  Space,
  Spin,
  Statistic,
  Tabs,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandValuation, useValueProcesses } from '../../../api/brand/value';
import { brandOptions, businessTypeLabel } from '../components/labels';
import { BrandStatusTag } from '../components/StatusTag';
import { BrandSettingsForm } from './BrandSettingsForm';
import { money, percent } from './format';
import { ValueInputs } from './ValueInputs';
import { SensitivityTable, StepsTable } from './ValueTables';

const STATUSES = [BrandProcessStatus.scoring, BrandProcessStatus.reviewing, BrandProcessStatus.completed];

function ProcessPicker({ onPick }: { onPick: (processId: string | undefined) => void }) {
  const { t } = useTranslation('brand', { keyPrefix: 'value.pick' });
  const [status, setStatus] = useState<number>(BrandProcessStatus.reviewing);
  const [keyword, setKeyword] = useState('');
  const [processId, setProcessId] = useState<string>();
  const processes = useValueProcesses(status, keyword);
  const pick = (id: string | undefined) => {
    setProcessId(id);
    onPick(id);
  };
  return (
    <Space wrap>
      <Select
        aria-label={t('status')}
        style={{ width: 160 }}
        value={status}
        options={brandOptions('status', STATUSES)}
        onChange={(s) => {
          setStatus(s);
          pick(undefined);
        }}
      />
      <Select
        aria-label={t('process')}
        style={{ width: 420 }}
        showSearch
        allowClear
        filterOption={false}
        placeholder={t('placeholder')}
        loading={processes.isFetching}
        value={processId}
        onSearch={setKeyword}
        onChange={(id?: string) => pick(id)}
        options={(processes.data?.items ?? []).map((p) => ({
          value: p.id,
          label: `${p.no} ${p.brandName} · ${p.entName} (${businessTypeLabel(p.businessType)})`,
        }))}
      />
    </Space>
  );
}

function Valuation({ processId }: { processId: string }) {
  const { t } = useTranslation('brand', { keyPrefix: 'value' });
  const valuation = useBrandValuation(processId);
  if (valuation.isError) return <Alert type="error" showIcon message={valuation.error.message} />;
  const v = valuation.data;
  if (!v) return <Spin />;
  return (
    <>
      <Row gutter={16} align="middle">
        <Col xs={24} md={8}>
          <Statistic title={t('summary.value')} value={money(v.value)} />
        </Col>
        <Col xs={24} md={16}>
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t('summary.strength')}>{v.strength.score}</Descriptions.Item>
            <Descriptions.Item label={t('summary.level')}>{v.strength.level}</Descriptions.Item>
            <Descriptions.Item label={t('summary.royaltyRate')}>{percent(v.royaltyRate)}</Descriptions.Item>
            <Descriptions.Item label={v.no}>
              <BrandStatusTag status={v.status} />
            </Descriptions.Item>
          </Descriptions>
        </Col>
      </Row>
      {!v.strength.complete && <Alert type="warning" showIcon message={t('summary.incomplete')} />}
      <Alert type="info" message={t('summary.method')} style={{ marginTop: 12 }} />
      <Divider titlePlacement="start">{t('inputs.title')}</Divider>
      <ValueInputs valuation={v} />
      <Divider titlePlacement="start">{t('steps.title')}</Divider>
      <StepsTable valuation={v} />
      <Divider titlePlacement="start">{t('sensitivity.title')}</Divider>
      <SensitivityTable valuation={v} />
    </>
  );
}

function ValuationTab() {
  const { t } = useTranslation('brand', { keyPrefix: 'value.pick' });
  const [processId, setProcessId] = useState<string>();
  return (
    <>
      <ProcessPicker onPick={setProcessId} />
      <div style={{ marginTop: 16 }}>
        {processId ? <Valuation key={processId} processId={processId} /> : <Empty description={t('empty')} />}
      </div>
    </>
  );
}

export default function BrandValuePage() {
  const { t } = useTranslation('brand', { keyPrefix: 'value' });
  return (
    <Card title={t('title')}>
      <Tabs
        items={[
          { key: 'valuation', label: t('tabs.valuation'), children: <ValuationTab /> },
          { key: 'settings', label: t('tabs.settings'), children: <BrandSettingsForm /> },
        ]}
      />
    </Card>
  );
}
