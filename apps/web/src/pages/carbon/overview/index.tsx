// 碳排放概览 (issue 20): the selected organisation's inventory for the year — headline figures and
// ECharts of emissions by scope and month, by source, by organisation, the energy structure and the
// trend over a span of years. Every figure and chart segment opens 排放明细 with the rows behind it.
import type { EmissionFigures } from '@platform/contract';
import { Card, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EChart } from '../../../components/chart/EChart';
import { YearRangePicker } from '../../../components/year-range-picker/YearRangePicker';
import type { YearRange } from '../../../components/year-range-picker/yearRange';
import {
  carrierLabel,
  chartValue,
  detailLink,
  formatPercent,
  formatQuantity,
  OrgYearBar,
  scopeLabel,
  useCarbonScope,
  useEmissionFigures,
  useEnergyFigures,
  useYearlyEmissions,
} from '../components';
import { energyOption, orgOption, scopeMonthOption, sourceOption, trendOption } from './charts';
import { FigureList } from './FigureList';
import { StatCards } from './StatCards';

const CHART_HEIGHT = 280;
/** The trend shows at most this many years. */
const TREND_YEARS_MAX = 10;

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} style={{ height: '100%' }}>
      {children}
    </Card>
  );
}

function trendYears([start, end]: YearRange, year: number): number[] {
  const last = end ?? year;
  const first = Math.max(start ?? last - 4, last - TREND_YEARS_MAX + 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

function Trend({ orgId, year }: { orgId: string; year: number }) {
  const { t } = useTranslation('carbon');
  const navigate = useNavigate();
  const [range, setRange] = useState<YearRange>([year - 4, year]);
  const years = trendYears(range, year);
  const results = useYearlyEmissions(orgId, years);
  const figures = years.map((y, i) => ({ year: y, figures: results[i]?.data }));
  return (
    <ChartCard title={t('overview.charts.trend')}>
      <Flex justify="flex-end">
        <YearRangePicker value={range} onChange={setRange} />
      </Flex>
      <EChart
        option={trendOption(figures)}
        height={CHART_HEIGHT}
        label={t('overview.charts.trend')}
        onClick={({ dataIndex }) => {
          const picked = years[dataIndex];
          if (picked !== undefined) void navigate(detailLink({ orgId, year: picked }));
        }}
      />
      <FigureList
        label={t('overview.charts.trend')}
        items={figures.map(({ year: y, figures: f }) => ({
          key: String(y),
          label: String(y),
          value: !f
            ? '-'
            : f.modelId === null
              ? t('overview.trendNoModel')
              : `${formatQuantity(f.total, t('shared.tCO2e'))}${f.yearOverYear ? ` (${formatPercent(f.yearOverYear, { signed: true })})` : ''}`,
          to: f?.modelId ? detailLink({ orgId, year: y }) : undefined,
        }))}
      />
    </ChartCard>
  );
}

function Charts({ figures }: { figures: EmissionFigures }) {
  const { t } = useTranslation('carbon');
  const navigate = useNavigate();
  const { orgId, year } = figures;
  const energy = useEnergyFigures(orgId, year);
  // Largest first (the order only; the figures shown are the server's strings).
  const sources = useMemo(
    () => [...figures.bySource].sort((a, b) => chartValue(b.emission) - chartValue(a.emission)),
    [figures.bySource],
  );
  const scopeMonth = useMemo(() => scopeMonthOption(figures), [figures]);
  const bySource = useMemo(() => sourceOption(sources), [sources]);
  const byOrg = useMemo(() => orgOption(figures.byOrg), [figures.byOrg]);
  const open = (selection: Parameters<typeof detailLink>[0]) => void navigate(detailLink(selection));
  const tonnes = (value: string) => formatQuantity(value, t('shared.tCO2e'));

  return (
    <Flex vertical gap={12}>
      <StatCards figures={figures} energy={energy.data} />
      <Typography.Text type="secondary">{t('overview.clickHint')}</Typography.Text>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <ChartCard title={t('overview.charts.scopeMonth')}>
            <EChart
              option={scopeMonth}
              height={CHART_HEIGHT}
              label={t('overview.charts.scopeMonth')}
              onClick={({ seriesIndex, dataIndex }) =>
                open({ orgId, year, scope: seriesIndex + 1, month: dataIndex + 1 })
              }
            />
            <FigureList
              label={t('overview.charts.scopeMonth')}
              items={figures.byScope.map((s) => ({
                key: String(s.scope),
                label: scopeLabel(s.scope),
                value: tonnes(s.emission),
                to: detailLink({ orgId, year, scope: s.scope }),
              }))}
            />
          </ChartCard>
        </Col>
        <Col xs={24} xl={10}>
          <ChartCard title={t('overview.charts.bySource')}>
            <EChart
              option={bySource}
              height={Math.max(CHART_HEIGHT, sources.length * 28)}
              label={t('overview.charts.bySource')}
              onClick={({ dataIndex }) => {
                // The bars run bottom-up: the last bar is the largest source.
                const source = sources[sources.length - 1 - dataIndex];
                if (source) open({ orgId, year, sourceId: source.sourceId });
              }}
            />
            <FigureList
              label={t('overview.charts.bySource')}
              items={sources.map((s) => ({
                key: s.sourceId,
                label: `${s.name} · ${scopeLabel(s.scope)}`,
                value: tonnes(s.emission),
                to: detailLink({ orgId, year, sourceId: s.sourceId }),
              }))}
            />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title={t('overview.charts.byOrg')}>
            <EChart
              option={byOrg}
              height={CHART_HEIGHT}
              label={t('overview.charts.byOrg')}
              onClick={({ dataIndex }) => {
                const org = figures.byOrg[dataIndex];
                if (org) open({ orgId, year, childOrgId: org.orgId });
              }}
            />
            <FigureList
              label={t('overview.charts.byOrg')}
              items={figures.byOrg.map((o) => ({
                key: o.orgId,
                label: o.orgName,
                value: tonnes(o.emission),
                to: detailLink({ orgId, year, childOrgId: o.orgId }),
              }))}
            />
          </ChartCard>
        </Col>
        <Col xs={24} xl={12}>
          <ChartCard title={t('overview.charts.energy')}>
            {energy.data && energy.data.byCarrier.length > 0 ? (
              <>
                <EChart
                  option={energyOption(energy.data)}
                  height={CHART_HEIGHT}
                  label={t('overview.charts.energy')}
                />
                <FigureList
                  label={t('overview.charts.energy')}
                  items={energy.data.byCarrier.map((c) => ({
                    key: c.carrier,
                    label: `${carrierLabel(c.carrier)} · ${formatQuantity(c.activity, c.unit)}`,
                    value: formatQuantity(c.tce, t('shared.tce')),
                  }))}
                />
              </>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.noData')} />
            )}
          </ChartCard>
        </Col>
        <Col span={24}>
          <Trend orgId={orgId} year={year} />
        </Col>
      </Row>
    </Flex>
  );
}

export default function OverviewPage() {
  const { t } = useTranslation('carbon');
  const { orgId, year, orgs, isLoading } = useCarbonScope();
  const figures = useEmissionFigures(orgId, year);

  let body: ReactNode;
  if (isLoading || (orgId && figures.isLoading)) body = <Spin style={{ display: 'block', margin: 48 }} />;
  else if (orgs.length === 0 || !orgId) body = <Empty description={t('overview.noOrg')} />;
  else if (!figures.data) body = null;
  else if (figures.data.modelId === null) {
    body = (
      <Empty description={t('overview.noModel', { year })}>
        <Link to="/carbon/model">{t('overview.createModel')}</Link>
      </Empty>
    );
  } else body = <Charts figures={figures.data} />;

  return (
    <Card title={t('overview.title')}>
      <OrgYearBar />
      {body}
    </Card>
  );
}
