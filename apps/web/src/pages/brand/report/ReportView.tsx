// One process's report as the body works on it: the application and result, the group scores as a bar
// chart and a radar (with the figures in a table too), the indicator scores as the experts entered them
// with their consensus, the experts' comments, the value summary with its steps, the editable text
// sections (saved as a new version) and the versions, any of which can be opened and downloaded.
import type { BrandReportDetail, BrandReportSections, BrandReportVersion } from '@platform/contract';
import { BRAND_REPORT_SECTIONS } from '@platform/contract/brand-model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Descriptions, Form, Input, Row, Skeleton, Space, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportApi, reportQueryKeys } from '../../../api/brand/report';
import { EChart, type ChartOption } from '../../../components/chart/EChart';
import { parseTime } from '../../../utils/time';
import { businessTypeLabel, dimensionLabel } from '../components/labels';
import { ReportDownloads } from '../components/ReportDownloads';
import { BrandStatusTag } from '../components/StatusTag';
import { factor, money, percent } from '../value/format';

const SECTION_MAX = 20_000;

function Charts({ groups, label }: { groups: BrandReportDetail['strength']['groups']; label: string }) {
  const { t } = useTranslation('brand');
  const bar = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, top: 24, bottom: 40 },
      xAxis: { type: 'category', data: groups.map((g) => g.name), axisLabel: { interval: 0 } },
      yAxis: { type: 'value', min: 0, max: 100 },
      series: [
        {
          type: 'bar',
          name: t('report.charts.score'),
          data: groups.map((g) => Number(g.score)),
          label: { show: true, position: 'top' },
          barMaxWidth: 48,
        },
      ],
    }),
    [groups, t],
  );
  const radar = useMemo<ChartOption>(
    () => ({
      tooltip: {},
      radar: { indicator: groups.map((g) => ({ name: g.name, max: 100 })), radius: '65%' },
      series: [
        {
          type: 'radar',
          data: [{ name: label, value: groups.map((g) => Number(g.score)), areaStyle: { opacity: 0.2 } }],
        },
      ],
    }),
    [groups, label],
  );
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Card size="small" title={t('report.charts.bar')}>
          <EChart option={bar} height={260} label={t('report.charts.bar')} />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card size="small" title={t('report.charts.radar')}>
          <EChart option={radar} height={260} label={t('report.charts.radar')} />
        </Card>
      </Col>
    </Row>
  );
}

function Scores({ report }: { report: BrandReportDetail }) {
  const { t } = useTranslation('brand');
  const comments = report.indicators.flatMap((i) =>
    i.scores
      .filter((s) => s.comment.trim())
      .map((s) => ({ key: `${i.qsName}/${i.model}/${s.expertName}`, indicator: i.label, ...s })),
  );
  return (
    <>
      <Card size="small" title={t('report.groups.title')}>
        <Table
          size="small"
          pagination={false}
          rowKey="groupId"
          dataSource={report.strength.groups}
          columns={[
            { key: 'name', title: t('report.groups.name'), dataIndex: 'name' },
            {
              key: 'dimension',
              title: t('report.groups.dimension'),
              dataIndex: 'dimension',
              render: dimensionLabel,
            },
            { key: 'weight', title: t('report.groups.weight'), dataIndex: 'weight', render: percent },
            { key: 'score', title: t('report.groups.score'), dataIndex: 'score', align: 'right' },
          ]}
        />
      </Card>
      <Card size="small" title={t('report.indicators.title')}>
        <Table
          size="small"
          pagination={false}
          rowKey={(i) => `${i.qsName}/${i.model}`}
          dataSource={report.indicators}
          columns={[
            { key: 'group', title: t('report.indicators.group'), dataIndex: 'groupName', width: 120 },
            { key: 'indicator', title: t('report.indicators.indicator'), dataIndex: 'label' },
            { key: 'max', title: t('report.indicators.max'), dataIndex: 'max', width: 70, align: 'right' },
            {
              key: 'scores',
              title: t('report.indicators.scores'),
              render: (_, i) =>
                i.scores.map((s) => `${s.expertName} ${s.score}`).join(t('report.indicators.separator')),
            },
            {
              key: 'consensus',
              title: t('report.indicators.consensus'),
              dataIndex: 'consensus',
              width: 90,
              align: 'right',
              render: (c: string | null) => c ?? '—',
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('report.comments.title')}>
        <Table
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={comments}
          locale={{ emptyText: t('report.comments.empty') }}
          columns={[
            { key: 'indicator', title: t('report.comments.indicator'), dataIndex: 'indicator', width: 200 },
            { key: 'expert', title: t('report.comments.expert'), dataIndex: 'expertName', width: 100 },
            { key: 'comment', title: t('report.comments.comment'), dataIndex: 'comment' },
          ]}
        />
      </Card>
    </>
  );
}

function ValueSummary({ value }: { value: BrandReportDetail['value'] }) {
  const { t } = useTranslation('brand');
  if (!value)
    return (
      <Card size="small" title={t('report.value.title')}>
        {t('report.value.none')}
      </Card>
    );
  return (
    <Card size="small" title={t('report.value.title')}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'royaltyRate', label: t('report.value.royaltyRate'), children: percent(value.royaltyRate) },
          {
            key: 'discountRate',
            label: t('report.value.discountRate'),
            children: percent(value.inputs.discountRate),
          },
          {
            key: 'terminalGrowth',
            label: t('report.value.terminalGrowth'),
            children: percent(value.inputs.terminalGrowth),
          },
          {
            key: 'presentValueSum',
            label: t('report.value.presentValueSum'),
            children: money(value.presentValueSum),
          },
          {
            key: 'terminalPresentValue',
            label: t('report.value.terminalPresentValue'),
            children: money(value.terminalPresentValue),
          },
          { key: 'value', label: t('report.value.value'), children: <strong>{money(value.value)}</strong> },
        ]}
      />
      <Table
        size="small"
        pagination={false}
        rowKey="year"
        dataSource={value.steps}
        columns={[
          {
            key: 'year',
            title: t('report.value.year'),
            dataIndex: 'year',
            render: (year: number) => t('report.value.yearLabel', { year }),
          },
          {
            key: 'revenue',
            title: t('report.value.revenue'),
            dataIndex: 'revenue',
            align: 'right',
            render: money,
          },
          {
            key: 'royalty',
            title: t('report.value.royalty'),
            dataIndex: 'royalty',
            align: 'right',
            render: money,
          },
          {
            key: 'afterTax',
            title: t('report.value.afterTax'),
            dataIndex: 'afterTax',
            align: 'right',
            render: money,
          },
          {
            key: 'discountFactor',
            title: t('report.value.discountFactor'),
            dataIndex: 'discountFactor',
            align: 'right',
            render: factor,
          },
          {
            key: 'presentValue',
            title: t('report.value.presentValue'),
            dataIndex: 'presentValue',
            align: 'right',
            render: money,
          },
        ]}
      />
    </Card>
  );
}

function Sections({ report, onSaved }: { report: BrandReportDetail; onSaved: () => void }) {
  const { t } = useTranslation('brand');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<BrandReportSections>();
  useEffect(() => form.setFieldsValue(report.sections), [form, report.sections]);
  const save = useMutation({
    mutationFn: (sections: BrandReportSections) => reportApi.save(report.application.processId, sections),
    onSuccess: ({ msg }) => {
      void message.success(msg);
      void queryClient.invalidateQueries({ queryKey: reportQueryKeys.all });
      onSaved();
    },
  });
  return (
    <Card
      size="small"
      title={t('report.sections.title')}
      extra={
        report.editable && (
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('report.sections.save')}
          </Button>
        )
      }
    >
      <Alert
        type={report.version === null ? 'warning' : 'info'}
        showIcon
        style={{ marginBottom: 12 }}
        title={
          report.version === null
            ? t('report.sections.generated')
            : t('report.sections.source', {
                version: report.version,
                savedBy: report.savedBy ?? '—',
                savedAt: report.savedAt ? parseTime(report.savedAt) : '—',
              })
        }
      />
      <Form
        form={form}
        name="brandReportSections"
        layout="vertical"
        initialValues={report.sections}
        disabled={!report.editable}
        onFinish={(values) => save.mutate(values)}
      >
        {BRAND_REPORT_SECTIONS.map((section) => (
          <Form.Item
            key={section}
            name={section}
            label={t(`report.sections.${section}`)}
            rules={[{ max: SECTION_MAX, message: t('report.sections.tooLong', { max: SECTION_MAX }) }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} />
          </Form.Item>
        ))}
      </Form>
    </Card>
  );
}

function Versions({
  processId,
  shown,
  onOpen,
}: {
  processId: string;
  shown: number | null;
  onOpen: (version: number) => void;
}) {
  const { t } = useTranslation('brand');
  const versions = useQuery({
    queryKey: reportQueryKeys.versions(processId),
    queryFn: () => reportApi.versions(processId),
  });
  return (
    <Card size="small" title={t('report.versions.title')}>
      <Table<BrandReportVersion>
        size="small"
        pagination={false}
        rowKey="version"
        loading={versions.isFetching}
        dataSource={versions.data ?? []}
        locale={{ emptyText: t('report.versions.empty') }}
        columns={[
          {
            key: 'version',
            title: t('report.versions.version'),
            dataIndex: 'version',
            render: (version: number) => t('report.versionLabel', { version }),
          },
          {
            key: 'createdAt',
            title: t('report.versions.createdAt'),
            dataIndex: 'createdAt',
            render: (at: string) => parseTime(at),
          },
          { key: 'createdBy', title: t('report.versions.createdBy'), dataIndex: 'createdByName' },
          {
            key: 'open',
            title: '',
            width: 80,
            render: (_, v) => (
              <Button
                type="link"
                size="small"
                disabled={v.version === shown}
                onClick={() => onOpen(v.version)}
              >
                {t('report.versions.open')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

export function ReportView({ processId }: { processId: string }) {
  const { t } = useTranslation('brand');
  /** The version opened from the list; undefined: the latest. */
  const [version, setVersion] = useState<number>();
  const detail = useQuery({
    queryKey: [...reportQueryKeys.detail(processId), version ?? 'latest'],
    queryFn: () => reportApi.detail(processId, version),
  });
  const report = detail.data;
  if (!report) return <Skeleton active />;
  const a = report.application;
  const s = report.strength;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        {version !== undefined ? (
          <Alert
            type="info"
            showIcon
            title={t('report.versions.viewing', { version })}
            action={
              <Button size="small" type="link" onClick={() => setVersion(undefined)}>
                {t('report.versions.latest')}
              </Button>
            }
          />
        ) : (
          <span />
        )}
        <ReportDownloads processId={processId} no={a.no} version={report.version ?? undefined} />
      </Space>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'no', label: t('report.facts.no'), children: a.no },
          {
            key: 'brandName',
            label: t('report.facts.brandName'),
            children: <span data-user-data>{a.brandName}</span>,
          },
          {
            key: 'entName',
            label: t('report.facts.entName'),
            children: <span data-user-data>{a.entName}</span>,
          },
          { key: 'creditCode', label: t('report.facts.creditCode'), children: a.creditCode },
          {
            key: 'businessType',
            label: t('report.facts.businessType'),
            children: businessTypeLabel(a.businessType),
          },
          { key: 'status', label: t('report.facts.status'), children: <BrandStatusTag status={a.status} /> },
          { key: 'score', label: t('report.facts.score'), children: <strong>{s.score}</strong> },
          { key: 'level', label: t('report.facts.level'), children: <strong>{s.level}</strong> },
          ...(report.value
            ? [{ key: 'value', label: t('report.facts.value'), children: money(report.value.value) }]
            : []),
          { key: 'experts', label: t('report.facts.experts'), children: s.experts },
        ]}
      />
      {!s.complete && <Alert type="warning" showIcon title={t('report.incomplete')} />}
      <Charts groups={s.groups} label={a.brandName} />
      <Scores report={report} />
      <ValueSummary value={report.value} />
      <Sections report={report} onSaved={() => setVersion(undefined)} />
      <Versions processId={processId} shown={report.version} onOpen={setVersion} />
    </Space>
  );
}
