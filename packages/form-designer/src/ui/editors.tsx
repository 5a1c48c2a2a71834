// List editors of the properties panel: choice options (static, remote, dictionary), validation rules,
// option linkage, grid columns, upload headers and slider marks.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { memo, useState } from 'react';
import {
  compilePattern,
  withStaticOptions,
  type ChoiceOption,
  type FieldItem,
  type LinkageItem,
  type RuleRecord,
} from '@platform/form-core';
import { useDesignerText } from '../i18n';
import type { DesignerKey, DesignerTranslate } from '../text';
import { expressionProblem, optionOf, OptText, Prop, setOption, type Edit } from './propertyControls';

const rowStyle = { display: 'flex', gap: 4, marginBottom: 4, alignItems: 'center' } as const;

/** The label of a list's n-th control (`值2`, `Value 2`). */
const numbered = (t: DesignerTranslate, key: DesignerKey, n: number) =>
  t('properties.numbered', { label: t(key), n });

/** Changes the item's static options, which resets its default value (spec §3). */
const setStaticOptions = (edit: Edit, update: (options: ChoiceOption[]) => ChoiceOption[]) =>
  edit(
    (i) =>
      withStaticOptions(i, update((optionOf(i, 'options') as ChoiceOption[] | undefined) ?? [])) as FieldItem,
    'options.options',
  );

export function ChoiceOptionsEditor({ item, edit }: { item: FieldItem; edit: Edit }) {
  const t = useDesignerText();
  const dynamic = Number(optionOf(item, 'dynamic') ?? 0);
  const options = (optionOf(item, 'options') as ChoiceOption[] | undefined) ?? [];
  return (
    <>
      <OptionSource dynamic={dynamic} edit={edit} />
      {dynamic === 0 && item.type === 'cascader' && (
        <CascaderOptionsEditor key={item.key} item={item} edit={edit} />
      )}
      {dynamic === 0 && item.type !== 'cascader' && (
        <Prop label={t('properties.labels.options')}>
          {options.map((o, i) => (
            <OptionRow key={i} index={i} value={String(o.value)} label={o.label} edit={edit} />
          ))}
          <AddOptionButton edit={edit} />
        </Prop>
      )}
      {dynamic === 1 && (
        <>
          <OptText
            item={item}
            edit={edit}
            name="remoteFunc"
            label={t('properties.labels.remoteFunc')}
            placeholder="/api/…"
          />
          <OptText
            item={item}
            edit={edit}
            name="dataPath"
            label={t('properties.labels.dataPath')}
            placeholder="data"
          />
          <OptText
            item={item}
            edit={edit}
            name="remoteValue"
            label={t('properties.labels.remoteValue')}
            placeholder="value"
          />
          <OptText
            item={item}
            edit={edit}
            name="remoteLabel"
            label={t('properties.labels.remoteLabel')}
            placeholder="label"
          />
          {item.type === 'cascader' && (
            <OptText
              item={item}
              edit={edit}
              name="remoteChildren"
              label={t('properties.labels.remoteChildren')}
              placeholder="children"
            />
          )}
        </>
      )}
      {dynamic === 2 && (
        <OptText item={item} edit={edit} name="dictType" label={t('properties.labels.dictType')} />
      )}
    </>
  );
}

const SOURCES = [
  { value: 0, label: 'properties.labels.sourceStatic' },
  { value: 1, label: 'properties.labels.sourceRemote' },
  { value: 2, label: 'properties.labels.sourceDict' },
] as const;

// The parts below are memoised on what they show: selecting another field with the same options
// leaves them as they are.
const OptionSource = memo(function OptionSource({ dynamic, edit }: { dynamic: number; edit: Edit }) {
  const t = useDesignerText();
  return (
    <Prop label={t('properties.labels.optionSource')}>
      <Radio.Group
        value={dynamic}
        onChange={(e) => setOption(edit, 'dynamic', e.target.value, false)}
        options={SOURCES.map((o) => ({ value: o.value, label: t(o.label) }))}
        optionType="button"
        size="small"
      />
    </Prop>
  );
});

const OptionRow = memo(function OptionRow({
  index,
  value,
  label,
  edit,
}: {
  index: number;
  value: string;
  label: string;
  edit: Edit;
}) {
  const t = useDesignerText();
  const patch = (p: Partial<ChoiceOption>) =>
    setStaticOptions(edit, (options) => options.map((x, j) => (j === index ? { ...x, ...p } : x)));
  return (
    <div style={rowStyle}>
      <Input
        aria-label={numbered(t, 'properties.labels.optionValue', index + 1)}
        size="small"
        value={value}
        placeholder={t('properties.labels.optionValue')}
        onChange={(e) => patch({ value: e.target.value })}
      />
      <Input
        aria-label={numbered(t, 'properties.labels.optionLabel', index + 1)}
        size="small"
        value={label}
        placeholder={t('properties.labels.optionLabel')}
        onChange={(e) => patch({ label: e.target.value })}
      />
      <Button
        size="small"
        type="text"
        danger
        aria-label={t('properties.editors.removeOption', { n: index + 1 })}
        icon={<DeleteOutlined />}
        onClick={() => setStaticOptions(edit, (options) => options.filter((_, j) => j !== index))}
      />
    </div>
  );
});

const AddOptionButton = memo(function AddOptionButton({ edit }: { edit: Edit }) {
  const t = useDesignerText();
  return (
    <Button
      size="small"
      icon={<PlusOutlined />}
      onClick={() =>
        setStaticOptions(edit, (options) => {
          const n = options.length + 1;
          return [...options, { value: String(n), label: t('newField.option', { n }) }];
        })
      }
    >
      {t('properties.labels.addOption')}
    </Button>
  );
});

/** A cascader's static options are a tree: edited as JSON, kept only while it is a valid option list. */
function CascaderOptionsEditor({ item, edit }: { item: FieldItem; edit: Edit }) {
  const t = useDesignerText();
  const [text, setText] = useState(() => JSON.stringify(optionOf(item, 'options') ?? [], null, 2));
  const [invalid, setInvalid] = useState(false);
  return (
    <Prop
      label={t('properties.labels.options')}
      help={t(invalid ? 'properties.problems.optionTree' : 'properties.help.optionTree')}
      validateStatus={invalid ? 'error' : undefined}
    >
      <Input.TextArea
        aria-label={t('properties.labels.options')}
        rows={6}
        style={{ fontFamily: 'monospace' }}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const options = parseOptionTree(e.target.value);
          setInvalid(!options);
          if (!options) return;
          edit((i) => withStaticOptions(i, options) as FieldItem, 'options.options');
        }}
      />
    </Prop>
  );
}

/** The option tree in a text, or undefined when it is not one. */
export function parseOptionTree(text: string): ChoiceOption[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const valid = (list: unknown): list is ChoiceOption[] =>
    Array.isArray(list) &&
    list.every(
      (o) =>
        o &&
        typeof o === 'object' &&
        (typeof (o as ChoiceOption).value === 'string' || typeof (o as ChoiceOption).value === 'number') &&
        typeof (o as ChoiceOption).label === 'string' &&
        ((o as ChoiceOption).children === undefined || valid((o as ChoiceOption).children)),
    );
  return valid(value) ? value : undefined;
}

const TRIGGERS = [
  { value: 'change', label: 'change' },
  { value: 'blur', label: 'blur' },
];

/** The item's rule at `index` patched (its updates read the item as it is when they run). */
const patchRule =
  (index: number, patch: Partial<RuleRecord>) =>
  (i: FieldItem): FieldItem =>
    ({ ...i, rules: (i.rules ?? []).map((r, j) => (j === index ? { ...r, ...patch } : r)) }) as FieldItem;

export function RulesEditor({ item, edit }: { item: FieldItem; edit: Edit }) {
  const t = useDesignerText();
  return (
    <div aria-label={t('properties.labels.rules')}>
      {(item.rules ?? []).map((rule, i) => (
        <RuleRow key={i} index={i} rule={rule} edit={edit} />
      ))}
      <AddRuleButton edit={edit} />
    </div>
  );
}

/**
 * One rule, drawn again only when the rule itself differs: selecting another field with the same rule
 * leaves its controls as they are.
 */
const RuleRow = memo(
  function RuleRow({ index, rule, edit }: { index: number; rule: RuleRecord; edit: Edit }) {
    const t = useDesignerText();
    const change = (patch: Partial<RuleRecord>, field?: string) =>
      edit(patchRule(index, patch), field ? `rules.${index}.${field}` : undefined);
    const patternProblem =
      rule.vtype === 1 && rule.pattern && compilePattern(rule.pattern) instanceof Error
        ? t('properties.problems.invalidPattern')
        : undefined;
    const scriptProblem = rule.vtype === 2 ? expressionProblem(rule.script, t) : undefined;
    const n = index + 1;
    return (
      <div style={{ border: '1px dashed #d9d9d9', padding: 8, marginBottom: 8, borderRadius: 4 }}>
        <Space style={{ marginBottom: 4 }} wrap>
          <Checkbox checked={rule.required} onChange={(e) => change({ required: e.target.checked })}>
            {t('properties.labels.required')}
          </Checkbox>
          <Select
            aria-label={numbered(t, 'properties.labels.vtype', n)}
            size="small"
            style={{ width: 120 }}
            value={rule.vtype ?? 0}
            onChange={(v) => change({ vtype: v === 0 ? undefined : (v as 1 | 2) })}
            options={VTYPES.map((o) => ({ value: o.value, label: t(o.label) }))}
          />
          <Button
            size="small"
            type="text"
            danger
            aria-label={t('properties.editors.removeRule', { n })}
            icon={<DeleteOutlined />}
            onClick={() =>
              edit((i) => ({ ...i, rules: (i.rules ?? []).filter((_, j) => j !== index) }) as FieldItem)
            }
          />
        </Space>
        {rule.vtype === 1 && (
          <Prop
            label={t('properties.labels.pattern')}
            validateStatus={patternProblem ? 'error' : undefined}
            help={patternProblem}
          >
            <Input
              aria-label={numbered(t, 'properties.labels.pattern', n)}
              size="small"
              value={rule.pattern ?? ''}
              placeholder="^\d+$"
              style={{ fontFamily: 'monospace' }}
              onChange={(e) => change({ pattern: e.target.value }, 'pattern')}
            />
          </Prop>
        )}
        {rule.vtype === 2 && (
          <Prop
            label={t('properties.labels.script')}
            validateStatus={scriptProblem ? 'error' : undefined}
            help={scriptProblem}
          >
            <Input
              aria-label={numbered(t, 'properties.labels.script', n)}
              size="small"
              value={rule.script ?? ''}
              placeholder="$.age >= 18"
              style={{ fontFamily: 'monospace' }}
              onChange={(e) => change({ script: e.target.value }, 'script')}
            />
          </Prop>
        )}
        <Prop label={t('properties.labels.message')}>
          <Input
            aria-label={numbered(t, 'properties.labels.message', n)}
            size="small"
            value={rule.message}
            onChange={(e) => change({ message: e.target.value }, 'message')}
          />
        </Prop>
        <Prop label={t('properties.labels.trigger')} style={{ marginBottom: 0 }}>
          <Checkbox.Group
            options={TRIGGERS}
            value={rule.trigger}
            onChange={(v) => change({ trigger: v as RuleRecord['trigger'] })}
          />
        </Prop>
      </div>
    );
  },
  (a, b) => a.index === b.index && a.edit === b.edit && JSON.stringify(a.rule) === JSON.stringify(b.rule),
);

const VTYPES = [
  { value: 0, label: 'properties.labels.vtypeNone' },
  { value: 1, label: 'properties.labels.vtypePattern' },
  { value: 2, label: 'properties.labels.vtypeScript' },
] as const;

const AddRuleButton = memo(function AddRuleButton({ edit }: { edit: Edit }) {
  const t = useDesignerText();
  return (
    <Button
      size="small"
      icon={<PlusOutlined />}
      onClick={() =>
        edit((i) => {
          const rules = i.rules ?? [];
          const rule: RuleRecord = {
            required: rules.length === 0,
            message: t('newField.ruleMessage'),
            trigger: ['change', 'blur'],
          };
          return { ...i, rules: [...rules, rule] } as FieldItem;
        })
      }
    >
      {t('properties.labels.addRule')}
    </Button>
  );
});

export function LinkageEditor({ item, edit }: { item: FieldItem; edit: Edit }) {
  const t = useDesignerText();
  const links = (optionOf(item, 'linkData') as LinkageItem[] | undefined) ?? [];
  const setLinks = (next: LinkageItem[], field?: string) => setOption(edit, 'linkData', next, !!field);
  const change = (i: number, patch: Partial<LinkageItem>, field?: string) =>
    setLinks(
      links.map((l, j) => (j === i ? { ...l, ...patch } : l)),
      field,
    );
  return (
    <Prop label={t('properties.labels.linkData')}>
      {links.map((link, i) => {
        const problem =
          link.vtype === 1 ? expressionProblem(link.script, t) : expressionProblem(link.queryValue, t);
        return (
          <div key={i} style={{ border: '1px dashed #d9d9d9', padding: 8, marginBottom: 8, borderRadius: 4 }}>
            <div style={rowStyle}>
              <Select
                size="small"
                aria-label={numbered(t, 'properties.labels.linkVtype', i + 1)}
                value={link.vtype}
                style={{ width: 110 }}
                onChange={(v) => change(i, { vtype: v })}
                options={[
                  { value: 1, label: t('properties.labels.linkLocal') },
                  { value: 2, label: t('properties.labels.linkRemote') },
                ]}
              />
              <Input
                size="small"
                aria-label={numbered(t, 'properties.labels.linkModel', i + 1)}
                placeholder={t('properties.labels.linkModel')}
                value={link.model}
                onChange={(e) => change(i, { model: e.target.value }, 'model')}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('properties.editors.removeLinkage', { n: i + 1 })}
                onClick={() => setLinks(links.filter((_, j) => j !== i))}
              />
            </div>
            {link.vtype === 1 ? (
              <Input
                size="small"
                aria-label={numbered(t, 'properties.labels.linkScript', i + 1)}
                placeholder="$item.value == $.province"
                status={problem ? 'error' : undefined}
                value={link.script ?? ''}
                onChange={(e) => change(i, { script: e.target.value }, 'script')}
              />
            ) : (
              <div style={rowStyle}>
                <Input
                  size="small"
                  aria-label={numbered(t, 'properties.labels.queryKey', i + 1)}
                  placeholder={t('properties.labels.queryKey')}
                  value={link.queryKey ?? ''}
                  onChange={(e) => change(i, { queryKey: e.target.value }, 'queryKey')}
                />
                <Input
                  size="small"
                  aria-label={numbered(t, 'properties.labels.queryValue', i + 1)}
                  placeholder={t('properties.labels.queryValue')}
                  status={problem ? 'error' : undefined}
                  value={link.queryValue ?? ''}
                  onChange={(e) => change(i, { queryValue: e.target.value }, 'queryValue')}
                />
              </div>
            )}
            {problem && <div style={{ color: '#ff4d4f', fontSize: 12 }}>{problem}</div>}
          </div>
        );
      })}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => setLinks([...links, { vtype: 1, model: '', script: '' }])}
      >
        {t('properties.editors.addLinkage')}
      </Button>
    </Prop>
  );
}

export function GridColumnsEditor({ item, edit }: { item: FieldItem; edit: Edit }) {
  const t = useDesignerText();
  const columns = (item as { columns?: { span: number; list: FieldItem[] }[] }).columns ?? [];
  const setColumns = (next: { span: number; list: FieldItem[] }[], coalesce?: string) =>
    edit((i) => ({ ...i, columns: next }) as FieldItem, coalesce);
  return (
    <Prop label={t('properties.labels.columns')}>
      {columns.map((c, i) => (
        <div key={i} style={rowStyle}>
          <span style={{ width: 48 }}>{t('properties.editors.column', { n: i + 1 })}</span>
          <InputNumber
            aria-label={numbered(t, 'properties.labels.span', i + 1)}
            size="small"
            min={1}
            max={24}
            precision={0}
            value={c.span}
            onChange={(v) =>
              v !== null &&
              setColumns(
                columns.map((x, j) => (j === i ? { ...x, span: Math.min(24, Math.max(1, Number(v))) } : x)),
                `columns.${i}`,
              )
            }
          />
          <Button
            size="small"
            type="text"
            danger
            disabled={columns.length <= 1}
            icon={<DeleteOutlined />}
            aria-label={t('properties.editors.removeColumn', { n: i + 1 })}
            onClick={() => setColumns(columns.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => setColumns([...columns, { span: 12, list: [] }])}
      >
        {t('properties.labels.addColumn')}
      </Button>
    </Prop>
  );
}

export function HeadersEditor({ item, edit }: { item: FieldItem; edit: Edit }) {
  const t = useDesignerText();
  const headers = (optionOf(item, 'headers') as { key?: string; value?: string }[] | undefined) ?? [];
  const set = (next: typeof headers) => setOption(edit, 'headers', next);
  return (
    <Prop label={t('properties.labels.headers')}>
      {headers.map((h, i) => (
        <div key={i} style={rowStyle}>
          <Input
            size="small"
            aria-label={t('properties.editors.headerName', { n: i + 1 })}
            placeholder="key"
            value={h.key ?? ''}
            onChange={(e) =>
              set(headers.map((x, j) => (j === i ? { ...x, key: e.target.value, label: e.target.value } : x)))
            }
          />
          <Input
            size="small"
            aria-label={t('properties.editors.headerValue', { n: i + 1 })}
            placeholder="value"
            value={h.value ?? ''}
            onChange={(e) => set(headers.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))}
          />
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('properties.editors.removeHeader', { n: i + 1 })}
            onClick={() => set(headers.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button size="small" icon={<PlusOutlined />} onClick={() => set([...headers, { key: '', value: '' }])}>
        {t('properties.editors.addHeader')}
      </Button>
    </Prop>
  );
}

/** Slider marks as `value=label` lines. */
export function MarksEditor({ item, edit }: { item: FieldItem; edit: Edit }) {
  const t = useDesignerText();
  const marks = (optionOf(item, 'marks') as Record<string, string> | undefined) ?? {};
  const text = Object.entries(marks)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
  return (
    <Prop label={t('properties.labels.marks')}>
      <Input.TextArea
        aria-label={t('properties.labels.marks')}
        defaultValue={text}
        rows={2}
        onBlur={(e) => {
          const next: Record<string, string> = {};
          for (const line of e.target.value.split('\n')) {
            const [k, ...rest] = line.split('=');
            if (k && k.trim() !== '' && Number.isFinite(Number(k))) next[k.trim()] = rest.join('=').trim();
          }
          setOption(edit, 'marks', next, false);
        }}
      />
    </Prop>
  );
}

/** Dynamic table: which child columns show, and their widths. */
export function BatchColumnsEditor({ item, edit }: { item: FieldItem; edit: Edit }) {
  const t = useDesignerText();
  const children = ((item as { list?: FieldItem[] }).list ?? []).filter(
    (c) => typeof c.model === 'string' && c.model,
  );
  const shown = (optionOf(item, 'showItem') as string[] | undefined) ?? [];
  const widths = (optionOf(item, 'colWidth') as Record<string, number | string> | undefined) ?? {};
  return (
    <>
      <Prop label={t('properties.labels.showItem')} help={t('properties.help.showItem')}>
        <Select
          aria-label={t('properties.labels.showItem')}
          mode="multiple"
          value={shown}
          options={children.map((c) => ({ value: c.model as string, label: c.label || (c.model as string) }))}
          onChange={(v) => setOption(edit, 'showItem', v, false)}
        />
      </Prop>
      {children.length > 0 && (
        <Prop label={t('properties.labels.colWidth')}>
          {children.map((c) => (
            <div key={c.key} style={rowStyle}>
              <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {c.label || String(c.model)}
              </span>
              <InputNumber
                size="small"
                aria-label={`${t('properties.labels.colWidth')} ${c.model}`}
                min={40}
                max={1000}
                value={widths[c.model as string] === undefined ? null : Number(widths[c.model as string])}
                onChange={(v) => {
                  const next = { ...widths };
                  if (v === null) delete next[c.model as string];
                  else next[c.model as string] = Number(v);
                  setOption(edit, 'colWidth', next);
                }}
              />
            </div>
          ))}
        </Prop>
      )}
    </>
  );
}

export function BoolRow({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
}) {
  return (
    <Prop label={label}>
      <Switch aria-label={label} checked={checked} onChange={onChange} />
    </Prop>
  );
}
