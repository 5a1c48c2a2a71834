// The plan of one audit (审核计划): dates, audit days, criteria, the team chosen from the candidates
// (auditors of the scheme covering the application's fields; a conflict of interest keeps one out, a
// leader needs a sign-in) and the day-by-day plan rows. Saving warns of dates after the programme's due
// date; issuing sends the letter and plan to the enterprise. A surveillance audit not yet started is
// started here first.
import type { CertAuditDetail, CertPlanBody, CertTeamCandidate } from '@platform/contract';
import { AUDIT_POSTS, AuditKind, AuditStatus } from '@platform/contract/cert-model';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  DatePicker,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { programmeApi, programmeKeys, useAudit, useTeamCandidates } from '../../../api/cert/programme';
import { showFieldRefusals } from '../../../components/list';
import { auditPostLabel, CertStatusTag, schemeLabel } from '../components';
import { auditKindText } from './auditColumns';
import { letterHref, letterIssued, planHref } from './letterLinks';

const EDITABLE: number[] = [AuditStatus.planned, AuditStatus.drafted, AuditStatus.changeRequested];
const STARTABLE: number[] = [AuditKind.surveillance, AuditKind.recertification, AuditKind.followUpInspection];
const FORMAT = 'YYYY-MM-DD';

interface PlanRowValues {
  date?: Dayjs;
  time?: string;
  subject?: string;
  clauses?: string;
  auditors?: string;
}
interface Values {
  dates?: [Dayjs, Dayjs];
  auditDays?: number;
  criteria?: string;
  plan?: PlanRowValues[];
}

const valuesOf = (a: CertAuditDetail): Values => ({
  dates: a.beginDate && a.endDate ? [dayjs(a.beginDate), dayjs(a.endDate)] : undefined,
  auditDays: Number(a.auditDays),
  criteria: a.criteria || a.standard,
  plan: a.plan.map((r) => ({ ...r, date: dayjs(r.date) })),
});

/** Candidates plus members already on the team who no longer match (kept visible to be removed). */
function teamRows(audit: CertAuditDetail, candidates: CertTeamCandidate[]): CertTeamCandidate[] {
  const extra = audit.team
    .filter((m) => !candidates.some((c) => c.auditorId === m.auditorId))
    .map((m) => ({
      auditorId: m.auditorId,
      name: m.name,
      qualification: m.qualification,
      mobile: m.mobile,
      schemes: [],
      fieldCodes: [],
      matchedFields: [],
      hasSignIn: !!m.tenantUserId,
      conflicts: [],
    }));
  return [...candidates, ...extra];
}

export function PlanDrawer({ auditId, onClose }: { auditId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('cert', { keyPrefix: 'auditplan.editor' });
  const audit = useAudit(auditId);
  const a = audit.data;
  return (
    <Drawer
      open={!!auditId}
      onClose={onClose}
      size={1000}
      styles={{ wrapper: { maxWidth: 'calc(100vw - 64px)' } }}
      title={a ? `${a.entName} · ${auditKindText(a.kind, a.seq)}` : t('title')}
      destroyOnHidden
    >
      {a && <PlanEditor key={a.id} audit={a} />}
    </Drawer>
  );
}

function PlanEditor({ audit: a }: { audit: CertAuditDetail }) {
  const { t } = useTranslation('cert', { keyPrefix: 'auditplan.editor' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const candidates = useTeamCandidates(a.id);
  const [posts, setPosts] = useState<Record<string, string>>(() =>
    Object.fromEntries(a.team.map((m) => [m.auditorId, m.post])),
  );
  const [warnings, setWarnings] = useState<string[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const auditId = a.id;

  const editable = EDITABLE.includes(a.status);
  const reload = () => queryClient.invalidateQueries({ queryKey: programmeKeys.all });

  const run = async (name: string, call: () => Promise<unknown>, done: string) => {
    setBusy(name);
    try {
      await call();
      void message.success(done);
      await reload();
    } catch (error) {
      showFieldRefusals(form, error);
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    const values = await form.validateFields();
    const body: CertPlanBody = {
      auditId,
      beginDate: values.dates![0].format(FORMAT),
      endDate: values.dates![1].format(FORMAT),
      auditDays: String(values.auditDays ?? ''),
      criteria: values.criteria ?? '',
      team: Object.entries(posts)
        .filter(([, post]) => !!post)
        .map(([auditorId, post]) => ({ auditorId, post: post as CertPlanBody['team'][number]['post'] })),
      plan: (values.plan ?? []).map((r) => ({
        date: r.date ? r.date.format(FORMAT) : '',
        time: r.time ?? '',
        subject: r.subject ?? '',
        clauses: r.clauses ?? '',
        auditors: r.auditors ?? '',
      })),
    };
    await run(
      'save',
      async () => {
        const saved = await programmeApi.savePlan(body);
        setWarnings(saved.warnings);
      },
      t('saved'),
    );
  };

  const rows = teamRows(a, candidates.data ?? []);
  const postOptions = [
    { value: '', label: t('notOnTeam') },
    ...AUDIT_POSTS.map((p) => ({ value: p, label: auditPostLabel(p) })),
  ];

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <Space>
          {letterIssued(a) && (
            <>
              <Button href={letterHref(a)} target="_blank" rel="noopener">
                {t('letter')}
              </Button>
              <Button href={planHref(a)} target="_blank" rel="noopener">
                {t('planPage')}
              </Button>
            </>
          )}
          {STARTABLE.includes(a.kind) && !a.started && a.status === AuditStatus.planned && (
            <Button
              loading={busy === 'start'}
              onClick={() => void run('start', () => programmeApi.start(a.id), t('started'))}
            >
              {t('start')}
            </Button>
          )}
          {editable && (
            <Button loading={busy === 'save'} onClick={() => void save()}>
              {t('save')}
            </Button>
          )}
          {a.status === AuditStatus.drafted && (
            <Button
              type="primary"
              loading={busy === 'issue'}
              onClick={() => void run('issue', () => programmeApi.issuePlan(a.id), t('issued'))}
            >
              {t('issue')}
            </Button>
          )}
        </Space>
      </Flex>
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('scheme')}>{schemeLabel(a.scheme)}</Descriptions.Item>
        <Descriptions.Item label={t('dueDate')}>{a.dueDate ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('status')}>
          <CertStatusTag kind="audit" status={a.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields')}>{a.fieldCodes.join(', ') || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('standard')}>{a.standard}</Descriptions.Item>
      </Descriptions>
      {a.status === AuditStatus.changeRequested && a.changeRequest && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('changeRequest')}
          description={<span data-user-data>{a.changeRequest}</span>}
        />
      )}
      {STARTABLE.includes(a.kind) && !a.started && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('notStarted')} />
      )}
      {warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('warnings')}
          description={warnings.join(t('warningSeparator'))}
        />
      )}
      <Form
        form={form}
        name="certPlanForm"
        layout="vertical"
        disabled={!editable}
        initialValues={valuesOf(a)}
      >
        <Row gutter={16}>
          <Col span={10}>
            <Form.Item
              name="dates"
              label={t('dates')}
              rules={[{ required: true, message: t('datesRequired') }]}
            >
              <DatePicker.RangePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item
              name="auditDays"
              label={t('auditDays')}
              rules={[{ required: true, message: t('auditDaysRequired') }]}
            >
              <InputNumber min={0.5} step={0.5} precision={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="criteria" label={t('criteria')} rules={[{ max: 500 }]}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('team')}</Typography.Title>
        <Table<CertTeamCandidate>
          size="small"
          rowKey="auditorId"
          pagination={false}
          loading={candidates.isFetching}
          dataSource={rows}
          scroll={{ x: 800 }}
          locale={{ emptyText: t('noCandidates') }}
          columns={[
            { key: 'name', title: t('teamColumns.name'), dataIndex: 'name', width: 100 },
            {
              key: 'qualification',
              title: t('teamColumns.qualification'),
              dataIndex: 'qualification',
              width: 110,
            },
            {
              key: 'fields',
              title: t('teamColumns.fields'),
              dataIndex: 'matchedFields',
              width: 140,
              render: (f: string[]) => f.join(', ') || '-',
            },
            {
              key: 'signIn',
              title: t('teamColumns.signIn'),
              dataIndex: 'hasSignIn',
              width: 90,
              render: (yes: boolean) => (yes ? t('yes') : t('no')),
            },
            {
              key: 'conflicts',
              title: t('teamColumns.conflicts'),
              dataIndex: 'conflicts',
              render: (c: string[]) =>
                c.length ? (
                  <Space size={[0, 4]} wrap>
                    {c.map((x) => (
                      <Tag key={x} color="error">
                        {x}
                      </Tag>
                    ))}
                  </Space>
                ) : (
                  '-'
                ),
            },
            {
              key: 'post',
              title: t('teamColumns.post'),
              width: 150,
              render: (_, c) => (
                <Select
                  aria-label={t('teamColumns.postOf', { name: c.name })}
                  style={{ width: 130 }}
                  disabled={!editable || (c.conflicts.length > 0 && !posts[c.auditorId])}
                  value={posts[c.auditorId] ?? ''}
                  options={postOptions.map((o) => ({
                    ...o,
                    disabled: o.value === 'leader' && !c.hasSignIn,
                  }))}
                  onChange={(post: string) => setPosts((p) => ({ ...p, [c.auditorId]: post }))}
                />
              ),
            },
          ]}
        />
        <Typography.Title level={5} style={{ marginTop: 16 }}>
          {t('planRows')}
        </Typography.Title>
        <Form.List name="plan">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Row key={field.key} gutter={8} align="top">
                  <Col span={5}>
                    <Form.Item
                      name={[field.name, 'date']}
                      rules={[{ required: true, message: t('rowDateRequired') }]}
                    >
                      <DatePicker style={{ width: '100%' }} placeholder={t('rowDate')} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'time']}>
                      <Input placeholder={t('rowTime')} maxLength={50} />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item
                      name={[field.name, 'subject']}
                      rules={[{ required: true, whitespace: true, message: t('rowSubjectRequired') }]}
                    >
                      <Input placeholder={t('rowSubject')} maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'clauses']}>
                      <Input placeholder={t('rowClauses')} maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'auditors']}>
                      <Input placeholder={t('rowAuditors')} maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col span={1}>
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      {t('removeRow')}
                    </Button>
                  </Col>
                </Row>
              ))}
              <Button type="dashed" block onClick={() => add({ date: form.getFieldValue('dates')?.[0] })}>
                {t('addRow')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </>
  );
}
