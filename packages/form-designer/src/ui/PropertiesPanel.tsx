// The right-hand panel: the selected item's properties, described per field type in fieldProperties
// (common rows, the type's own rows, then scoring, rules, dynamic state, events), or the form-level
// settings. Limits of spec §5 are enforced by the inputs.
import { Empty, Form, Input, InputNumber, Switch, Tabs, Typography } from 'antd';
import { withRateMax, type FieldItem, type FormConfig } from '@platform/form-core';
import { createContext, memo, useContext, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useDesignerText } from '../i18n';
import { typeName } from '../model/palette';
import type { DesignerTranslate } from '../text';
import {
  BatchColumnsEditor,
  ChoiceOptionsEditor,
  GridColumnsEditor,
  HeadersEditor,
  LinkageEditor,
  MarksEditor,
  RulesEditor,
} from './editors';
import {
  COMMON_ROWS,
  LATER_SECTIONS,
  TYPE_ROWS,
  type Choice,
  type EditorKind,
  type PropertyRow,
} from './fieldProperties';
import { FormSettings } from './FormSettings';
import {
  OptExpression,
  OptNumber,
  OptScript,
  OptSelect,
  OptSwitch,
  OptText,
  optionOf,
  Section,
  setOption,
  type Edit,
  Prop,
} from './propertyControls';

interface Bound {
  item: FieldItem;
  edit: Edit;
}

/** The editors of fieldProperties' `editor` rows. */
const EDITORS: Record<EditorKind, (props: Bound & { t: DesignerTranslate }) => ReactNode> = {
  label: ({ item, edit, t }) => (
    <Prop label={t('properties.labels.label')} htmlFor={`prop-${item.key}-label`}>
      <Input
        id={`prop-${item.key}-label`}
        value={item.label}
        onChange={(e) => edit((i) => ({ ...i, label: e.target.value }), 'label')}
      />
    </Prop>
  ),
  model: ({ item, edit, t }) => (
    <Prop
      label={t('properties.labels.model')}
      htmlFor={`prop-${item.key}-model`}
      validateStatus={item.model ? undefined : 'error'}
      help={item.model ? undefined : t('properties.texts.modelRequired')}
    >
      <Input
        id={`prop-${item.key}-model`}
        value={typeof item.model === 'string' ? item.model : ''}
        onChange={(e) => edit((i) => ({ ...i, model: e.target.value.replace(/\s/g, '') }), 'model')}
      />
    </Prop>
  ),
  key: ({ item, t }) => (
    <Prop label={t('properties.labels.key')}>
      <KeyText value={item.key} />
    </Prop>
  ),
  choiceOptions: (p) => <ChoiceOptionsEditor {...p} />,
  marks: (p) => <MarksEditor key={p.item.key} {...p} />,
  headers: (p) => <HeadersEditor {...p} />,
  gridColumns: (p) => <GridColumnsEditor {...p} />,
  batchColumns: (p) => <BatchColumnsEditor {...p} />,
  linkage: (p) => <LinkageEditor {...p} />,
  rules: (p) => <RulesEditor {...p} />,
  rateMax: ({ item, edit, t }) => (
    <Prop label={t('properties.labels.max')}>
      <InputNumber
        aria-label={t('properties.labels.max')}
        min={1}
        max={20}
        precision={0}
        value={Number(optionOf(item, 'max') ?? 5)}
        onChange={(v) => v !== null && edit((i) => withRateMax(i, Number(v)), 'options.max')}
      />
    </Prop>
  ),
  switchDefault: ({ item, edit, t }) => (
    <Prop label={t('properties.labels.defaultValue')}>
      <Switch
        aria-label={t('properties.labels.defaultValue')}
        checked={optionOf(item, 'defaultValue') === true}
        onChange={(v) => setOption(edit, 'defaultValue', v, false)}
      />
    </Prop>
  ),
};

const computed = <T,>(value: T | ((item: FieldItem) => T), item: FieldItem): T =>
  typeof value === 'function' ? (value as (item: FieldItem) => T)(item) : value;

const choicesIn = (choices: Choice[], t: DesignerTranslate) =>
  choices.map((c) => ({ value: c.value, label: c.label ? t(c.label) : String(c.value) }));

/**
 * One row of the description as its control, its texts in the page's language; bound controls get
 * plain values, so they stay memoised.
 */
function Row({ row, item, edit, t }: Bound & { row: PropertyRow; t: DesignerTranslate }) {
  const p = { item, edit };
  switch (row.control) {
    case 'editor':
      return EDITORS[row.editor]({ ...p, t });
    case 'note':
      return <Typography.Text type="secondary">{t(row.text)}</Typography.Text>;
    case 'text':
      return (
        <OptText
          {...p}
          name={row.option}
          label={t(row.label)}
          placeholder={
            row.placeholderKey
              ? t(row.placeholderKey)
              : row.placeholder === undefined
                ? undefined
                : computed(row.placeholder, item)
          }
          textarea={row.textarea}
          maxLength={row.maxLength}
        />
      );
    case 'number':
      return (
        <OptNumber
          {...p}
          name={row.option}
          label={t(row.label)}
          min={row.min}
          max={row.max === undefined ? undefined : computed(row.max, item)}
          step={row.step}
          precision={row.precision}
          help={row.help && t(row.help)}
          fallback={row.fallback}
        />
      );
    case 'switch':
      return <OptSwitch {...p} name={row.option} label={t(row.label)} />;
    case 'select':
      return (
        <OptSelect
          {...p}
          name={row.option}
          label={t(row.label)}
          options={choicesIn(computed(row.options, item), t)}
          fallback={row.fallback}
        />
      );
    case 'expression':
      return <OptExpression {...p} name={row.option} label={t(row.label)} />;
    case 'script':
      return <OptScript {...p} name={row.option} label={t(row.label)} />;
  }
}

const rowKey = (row: PropertyRow) =>
  row.control === 'editor' ? row.editor : row.control === 'note' ? 'note' : `${row.control}:${row.option}`;

/**
 * Rows that apply to the item, memoised: the deferred render of the lower sections re-renders
 * ItemProps with the same item, and these stay as they are.
 */
const Rows = memo(function Rows({ rows, item, edit }: Bound & { rows: readonly PropertyRow[] }) {
  const t = useDesignerText();
  return rows.map((row) =>
    row.control !== 'note' && row.when && !row.when(item) ? null : (
      <Row key={rowKey(row)} row={row} item={item} edit={edit} t={t} />
    ),
  );
});

const NO_ROWS: PropertyRow[] = [];

/**
 * The item's key with a copy button: plain elements, as antd's copyable text mounts a tooltip and an
 * ellipsis measurer at every selection.
 */
function KeyText({ value }: { value: string }) {
  const t = useDesignerText();
  const [copied, setCopied] = useState(false);
  return (
    <span className="fd-key">
      <code>{value}</code>
      <button
        type="button"
        className="fd-key-copy"
        title={copied ? t('common.copied') : t('common.copy')}
        aria-label={t('common.copy')}
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(() => setCopied(true));
        }}
      >
        {copied ? '✓' : '⧉'}
      </button>
    </span>
  );
}

/**
 * The sections below the fold (scoring, rules, dynamic state, events): on a new selection they follow
 * one render later (a deferred render React does right after the panel's top is shown), so that the
 * click shows the field's own properties at once. Until then the previous field's sections stay,
 * inert, so no edit can reach them; while the same field is edited they are never behind.
 */
const LaterSections = memo(function LaterSections({ item, edit, scoring }: Bound & { scoring: boolean }) {
  const t = useDesignerText();
  return LATER_SECTIONS.map((section) =>
    section.applies(item, scoring) ? (
      <Section key={section.title} title={t(section.title)} defaultOpen={section.defaultOpen}>
        <Rows rows={section.rows} item={item} edit={edit} />
      </Section>
    ) : null,
  );
});

function ItemProps({ item, edit, scoring }: Bound & { scoring: boolean }) {
  const t = useDesignerText();
  const now = useMemo(() => ({ item, edit }), [item, edit]);
  const deferred = useDeferredValue(now);
  const later = deferred.item.key === item.key ? now : deferred;
  const behind = later !== now;
  return (
    <>
      <div className="fd-prop-type">{typeName(item.type, t)}</div>
      <Rows rows={COMMON_ROWS} item={item} edit={edit} />
      <Rows rows={TYPE_ROWS[item.type] ?? NO_ROWS} item={item} edit={edit} />
      <div
        className="fd-props-later"
        data-key={later.item.key}
        inert={behind}
        aria-busy={behind || undefined}
      >
        <LaterSections item={later.item} edit={later.edit} scoring={scoring} />
      </div>
    </>
  );
}

interface Selected {
  item: FieldItem | undefined;
  edit: Edit;
  scoring: boolean;
}

/**
 * The selection reaches the field tab through a context, so that selecting re-renders the field's
 * properties only, not the tabs, the form wrapper or the form-level tab around them.
 */
const SelectedContext = createContext<Selected | null>(null);

function FieldTab() {
  const { item, edit, scoring } = useContext(SelectedContext)!;
  const t = useDesignerText();
  return item ? (
    <ItemProps item={item} edit={edit} scoring={scoring} />
  ) : (
    <Empty description={t('properties.noSelection')} />
  );
}

export function PropertiesPanel({
  item,
  config,
  edit,
  onConfig,
  scoring,
}: {
  item: FieldItem | undefined;
  config: FormConfig;
  edit: Edit;
  onConfig: (patch: Partial<FormConfig>, coalesce?: string) => void;
  scoring: boolean;
}) {
  const t = useDesignerText();
  const [tab, setTab] = useState('field');
  const selected = useMemo(() => ({ item, edit, scoring }), [item, edit, scoring]);
  const tabs = useMemo(
    () => (
      <Tabs
        activeKey={tab}
        onChange={setTab}
        size="small"
        items={[
          {
            key: 'field',
            label: t('properties.fieldTab'),
            children: (
              <Form layout="vertical" size="small" aria-label={t('properties.fieldForm')}>
                <FieldTab />
              </Form>
            ),
          },
          {
            key: 'form',
            label: t('properties.formTab'),
            children: <FormSettings config={config} onChange={onConfig} scoring={scoring} />,
          },
        ]}
      />
    ),
    [tab, config, onConfig, scoring, t],
  );
  return <SelectedContext.Provider value={selected}>{tabs}</SelectedContext.Provider>;
}
