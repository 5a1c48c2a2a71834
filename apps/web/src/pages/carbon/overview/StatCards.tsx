// The year's headline figures: the total and each scope (each a link to its rows), energy in
// tonnes of standard coal, intensity per unit of output and the change against the previous year
// (part-way through a year: against the same months of the previous year, named on the card).
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
      {/* The unit stays on the number's line, in a smaller type. */}
      <Statistic
        title={title}
        value={value}
        styles={{
          content: { whiteSpace: 'nowrap', ...(color ? { color } : {}) },
          suffix: { fontSize: 14 },
        }}
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
  // Older snapshots (a verification's stored figures) have no comparedMonths: a full year.
  const months = figures.comparedMonths ?? 12;
  const partial = months < 12;
  const monthRange = months === 1 ? t('overview.firstMonth') : t('overview.monthRange', { last: months });
  // Two rows at 1,366 px: four emission cards, then energy, intensity and the change.
  const span = { xs: 24, sm: 12, xl: 6 };
  const wide = { xs: 24, sm: 12, xl: 8 };
  return (
    <Row gutter={[12, 12]}>
      <Col {...span}>
        <Figure
          title={t('overview.total')}
          value={formatDecimal(figures.total)}
          unit={t('shared.tCO2e')}
          to={detailLink({ orgId, year })}
        />
      </Col>
      {[1, 2, 3].map((n) => (
        <Col key={n} {...span}>
          <Figure
            title={scopeLabel(n)}
            value={formatDecimal(scope(n))}
            unit={t('shared.tCO2e')}
            to={detailLink({ orgId, year, scope: n })}
            note={t(`shared.scopeHints.${n as 1 | 2 | 3}`)}
          />
        </Col>
      ))}
      <Col {...wide}>
        <Figure title={t('overview.energy')} value={formatDecimal(energy?.totalTce)} unit={t('shared.tce')} />
      </Col>
      <Col {...wide}>
        <Figure
          title={t('overview.intensity')}
          value={formatDecimal(figures.intensity, 4)}
          unit={figures.outputUnit ? t('overview.intensityUnit', { unit: figures.outputUnit }) : undefined}
          note={
            !figures.intensity
              ? t('overview.noOutput')
              : partial
                ? t('overview.partialYear', { months: monthRange })
                : undefined
          }
        />
      </Col>
      <Col {...wide}>
        <Figure
          title={
            partial ? t('overview.yearOverYearMonths', { months: monthRange }) : t('overview.yearOverYear')
          }
          value={formatPercent(change, { signed: true })}
          color={change?.startsWith('-') ? '#3f8600' : change && /[1-9]/.test(change) ? '#cf1322' : undefined}
          note={
            figures.previousYearTotal
              ? t(partial ? 'overview.previousFullYear' : 'overview.previousYear', {
                  value: formatDecimal(figures.previousYearTotal),
                })
              : t('overview.noPreviousYear')
          }
        />
      </Col>
    </Row>
  );
}
