// The year's headline figures: the total and each scope (each a link to its rows), energy in
// tonnes of standard coal, intensity per unit of output and the change against the previous year.
import type { EmissionFigures, EnergyFigures } from '@platform/contract';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { detailLink, formatDecimal, formatPercent, scopeLabel } from '../components';

function Figure({
  title,
  value,
  unit,
  to,
  note,
  color,
}: {
  title: string;
  value: string;
  unit?: string;
  to?: string;
  note?: ReactNode;
  color?: string;
}) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic
        title={title}
        value={value}
        styles={color ? { content: { color } } : undefined}
        formatter={() => (to ? <Link to={to}>{value}</Link> : value)}
        suffix={unit}
      />
      {note && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </Card>
  );
}

export function StatCards({
  figures,
  energy,
}: {
  figures: EmissionFigures;
  energy: EnergyFigures | undefined;
}) {
  const { t } = useTranslation('carbon');
  const { orgId, year } = figures;
  const scope = (n: number) => figures.byScope.find((s) => s.scope === n)?.emission ?? '0';
  const change = figures.yearOverYear;
  const span = { xs: 24, sm: 12, md: 8 };
  return (
    <Row gutter={[12, 12]}>
      <Col {...span} xl={4}>
        <Figure
          title={t('overview.total')}
          value={formatDecimal(figures.total)}
          unit={t('shared.tCO2e')}
          to={detailLink({ orgId, year })}
        />
      </Col>
      {[1, 2, 3].map((n) => (
        <Col key={n} {...span} xl={3}>
          <Figure
            title={scopeLabel(n)}
            value={formatDecimal(scope(n))}
            unit={t('shared.tCO2e')}
            to={detailLink({ orgId, year, scope: n })}
            note={t(`shared.scopeHints.${n as 1 | 2 | 3}`)}
          />
        </Col>
      ))}
      <Col {...span} xl={4}>
        <Figure title={t('overview.energy')} value={formatDecimal(energy?.totalTce)} unit={t('shared.tce')} />
      </Col>
      <Col {...span} xl={4}>
        <Figure
          title={t('overview.intensity')}
          value={formatDecimal(figures.intensity, 4)}
          unit={figures.outputUnit ? t('overview.intensityUnit', { unit: figures.outputUnit }) : undefined}
          note={figures.intensity ? undefined : t('overview.noOutput')}
        />
      </Col>
      <Col {...span} xl={3}>
        <Figure
          title={t('overview.yearOverYear')}
          value={formatPercent(change, { signed: true })}
          color={change?.startsWith('-') ? '#3f8600' : change && /[1-9]/.test(change) ? '#cf1322' : undefined}
          note={
            figures.previousYearTotal
              ? t('overview.previousYear', { value: formatDecimal(figures.previousYearTotal) })
              : t('overview.noPreviousYear')
          }
        />
      </Col>
    </Row>
  );
}
