import type { EvaluateResult } from '@platform/contract';
import {
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowApi } from '../../../api/workflow';
import {
  decisionsOf,
  inputFieldsOf,
  inputsOf,
  outputsOf,
  resultRows,
  ruleIdsOf,
  type InputField,
  type InputValue,
} from './dmnModel';
import { problemsOf, type Problem } from './problems';
import { ProblemList } from './ProblemList';
import type { DmnDocument } from './useDmnModeler';

/** The rules a run matched, for the document at `revision`. */
export interface Matched {
  decisionId: string;
  revision: number;
  ruleIds: string[];
}

type Outcome = { decisionId: string; revision: number } & (
  { result: EvaluateResult } | { problems: Problem[] }
);

const keyOf = (field: InputField) => field.path.join('.');

function FieldInput({
  field,
  value,
  onChange,
}: {
  field: InputField;
  value: InputValue;
  onChange: (value: InputValue) => void;
}) {
  const { t } = useTranslation('workflow');
  const id = `dmn-test-${keyOf(field)}`;
  switch (field.kind) {
    case 'number':
      return (
        <InputNumber
          id={id}
          style={{ width: '100%' }}
          value={typeof value === 'number' ? value : null}
          onChange={(number) => onChange(number ?? null)}
        />
      );
    case 'boolean':
      return (
        <Switch
          id={id}
          checked={value === true}
          checkedChildren={t('dmn.test.yes')}
          unCheckedChildren={t('dmn.test.no')}
          onChange={(checked) => onChange(checked)}
        />
      );
    case 'date':
      return (
        <DatePicker
          id={id}
          style={{ width: '100%' }}
          onChange={(date: Dayjs | null) => onChange(date ? date.format('YYYY-MM-DD') : null)}
        />
      );
    default:
      return field.options.length > 0 ? (
        <Select
          id={id}
          allowClear
          value={typeof value === 'string' ? value : undefined}
          options={field.options.map((option) => ({ value: option, label: option }))}
          onChange={(option?: string) => onChange(option ?? null)}
        />
      ) : (
        <Input
          id={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

function formatValue(value: unknown, empty: string): string {
  if (value === null || value === undefined) return empty;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * 测试决策: a form generated from the inputs of one of the document's decision tables; running it
 * evaluates the document as it is now on the server and shows the outputs and the matched rules.
 */
export function TestPanel({
  document,
  tableId,
  onChooseDecision,
  currentXml,
  onMatched,
}: {
  document: DmnDocument;
  /** The decision whose table the editor showed last, which the panel tests. */
  tableId: string | undefined;
  onChooseDecision: (decisionId: string) => void;
  currentXml: () => Promise<string>;
  onMatched: (matched: Matched | undefined) => void;
}) {
  const { t } = useTranslation('workflow');
  const [values, setValues] = useState<Record<string, InputValue>>({});
  const [running, setRunning] = useState(false);
  const [lastOutcome, setOutcome] = useState<Outcome>();

  const { definitions, revision } = document;
  const tables = decisionsOf(definitions).filter((decision) => decision.isTable);
  const decisionId = tables.find((table) => table.id === tableId)?.id ?? tables[0]?.id;
  const fields = decisionId ? inputFieldsOf(definitions, decisionId) : [];
  const outputs = decisionId ? outputsOf(definitions, decisionId) : [];
  // A run's answer is about one decision of the document as it was: an edit makes it stale.
  const outcome =
    lastOutcome && lastOutcome.decisionId === decisionId && lastOutcome.revision === revision
      ? lastOutcome
      : undefined;

  const run = async () => {
    if (!decisionId) return;
    setRunning(true);
    try {
      const xml = await currentXml();
      const result = await workflowApi.evaluate({ xml, decisionId, inputs: inputsOf(fields, values) }, true);
      setOutcome({ decisionId, revision, result });
      onMatched({ decisionId, revision, ruleIds: ruleIdsOf(definitions, decisionId, result.matchedRules) });
    } catch (error) {
      setOutcome({ decisionId, revision, problems: problemsOf(error) });
      onMatched(undefined);
    } finally {
      setRunning(false);
    }
  };

  const rows = outcome && 'result' in outcome ? resultRows(outcome.result.result, outputs) : [];
  const columns = [
    ...outputs,
    ...Object.keys(rows[0] ?? {})
      .filter((name) => !outputs.some((output) => output.name === name))
      .map((name) => ({ name, label: name })),
  ].map((output) => ({
    key: output.name,
    title: output.label,
    dataIndex: output.name,
    render: (value: unknown) => formatValue(value, t('dmn.test.empty')),
  }));

  return (
    <Card
      size="small"
      role="region"
      aria-label={t('dmn.test.title')}
      title={t('dmn.test.title')}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1, minHeight: 0, overflow: 'auto' } }}
    >
      {tables.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dmn.test.noTable')} />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Form layout="vertical" component={false}>
            <Form.Item label={t('dmn.test.decision')} htmlFor="dmn-test-decision">
              <Select
                id="dmn-test-decision"
                value={decisionId}
                options={tables.map((table) => ({ value: table.id, label: table.name }))}
                onChange={onChooseDecision}
              />
            </Form.Item>
            {fields.length === 0 && (
              <Typography.Text type="secondary">{t('dmn.test.noInputs')}</Typography.Text>
            )}
            {fields.map((field) => (
              <Form.Item
                key={keyOf(field)}
                label={field.label}
                htmlFor={`dmn-test-${keyOf(field)}`}
                extra={
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <code>{field.expression}</code>
                    {field.typeRef && ` · ${field.typeRef}`}
                  </Typography.Text>
                }
              >
                <FieldInput
                  field={field}
                  value={values[keyOf(field)]}
                  onChange={(value) => setValues((current) => ({ ...current, [keyOf(field)]: value }))}
                />
              </Form.Item>
            ))}
          </Form>
          <Button type="primary" loading={running} onClick={() => void run()}>
            {t('dmn.test.run')}
          </Button>
          {outcome && 'problems' in outcome && (
            <ProblemList title={t('dmn.test.refused')} problems={outcome.problems} />
          )}
          {outcome && 'result' in outcome && (
            <section aria-label={t('dmn.test.result')}>
              <Typography.Title level={5}>{t('dmn.test.result')}</Typography.Title>
              {rows.length === 0 ? (
                <Typography.Text type="secondary">{t('dmn.test.noMatch')}</Typography.Text>
              ) : (
                <Table
                  size="small"
                  pagination={false}
                  rowKey={(_, index) => String(index)}
                  columns={columns}
                  dataSource={rows}
                />
              )}
              {outcome.result.matchedRules.length > 0 && (
                <div style={{ marginTop: 12 }}>
                  <Typography.Text>{t('dmn.test.matched')}</Typography.Text>
                  <div style={{ marginTop: 4 }}>
                    {outcome.result.matchedRules.map((index) => (
                      // The table's index column counts rules from 1.
                      <Tag key={index} color="gold">
                        {t('dmn.test.rule', { number: index + 1 })}
                      </Tag>
                    ))}
                  </div>
                </div>
              )}
            </section>
          )}
        </Space>
      )}
    </Card>
  );
}
