// The right-hand panel: the selected item's properties (common, per type, dynamic state, events and
// linkage, rules, scoring) or the form-level settings. Limits of spec §5 are enforced by the inputs.
import { Empty, Form, Input, InputNumber, Select, Switch, Tabs, Typography } from 'antd';
import { hasModel, withRateMax, type FieldItem, type FormConfig } from '@platform/form-core';
import { createContext, memo, useContext, useDeferredValue, useMemo, useState } from 'react';
import {
  BatchColumnsEditor,
  ChoiceOptionsEditor,
  GridColumnsEditor,
  HeadersEditor,
  LinkageEditor,
  MarksEditor,
  RulesEditor,
} from './editors';
import { designerMessages as t, propertyLabels as L } from '../messages';
import { TYPE_LABELS } from '../model/palette';
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

const VALUE_TYPES_WITH_PLACEHOLDER = new Set([
  'input',
  'textarea',
  'number',
  'select',
  'cascader',
  'date',
  'datePicker',
  'time',
  'state',
]);
const EVENT_TYPES = new Set([
  'input',
  'textarea',
  'number',
  'select',
  'date',
  'time',
  'datePicker',
  'radio',
  'checkbox',
  'cascader',
  'switch',
  'rate',
  'slider',
  'state',
]);
const SELECT_CALLBACK_TYPES = new Set(['select', 'radio', 'checkbox', 'cascader']);
const ALIGN = [
  { value: 'left', label: '左' },
  { value: 'center', label: '中' },
  { value: 'right', label: '右' },
];

// The field's own sections are memoised: the deferred render of the lower sections (LaterProps)
// re-renders ItemProps with the same item, and these stay as they are.
const CommonProps = memo(function CommonProps({ item, edit }: { item: FieldItem; edit: Edit }) {
  const valued =
    hasModel(item) ||
    (item.model !== undefined &&
      !['button', 'divider', 'card', 'grid', 'table', 'alert', 'text', 'html'].includes(item.type));
  return (
    <>
      <Prop label={L.label} htmlFor={`prop-${item.key}-label`}>
        <Input
          id={`prop-${item.key}-label`}
          value={item.label}
          onChange={(e) => edit((i) => ({ ...i, label: e.target.value }), 'label')}
        />
      </Prop>
      {valued && (
        <Prop
          label={L.model}
          htmlFor={`prop-${item.key}-model`}
          validateStatus={item.model ? undefined : 'error'}
          help={item.model ? undefined : '数据字段不能为空'}
        >
          <Input
            id={`prop-${item.key}-model`}
            value={typeof item.model === 'string' ? item.model : ''}
            onChange={(e) => edit((i) => ({ ...i, model: e.target.value.replace(/\s/g, '') }), 'model')}
          />
        </Prop>
      )}
      <Prop label={L.key}>
        <KeyText value={item.key} />
      </Prop>
      {valued && <OptText item={item} edit={edit} name="width" label={L.width} placeholder="100%" />}
      {VALUE_TYPES_WITH_PLACEHOLDER.has(item.type) && (
        <OptText item={item} edit={edit} name="placeholder" label={L.placeholder} />
      )}
      {valued && <OptText item={item} edit={edit} name="tooptip" label={L.tooptip} />}
      {valued && (
        <OptNumber
          item={item}
          edit={edit}
          name="labelWidth"
          label={L.labelWidth}
          min={-1}
          max={200}
          step={10}
          precision={0}
          fallback={-1}
          help={L.labelWidthHint}
        />
      )}
      {valued && <OptSwitch item={item} edit={edit} name="showLabel" label={L.showLabel} />}
      <OptSwitch item={item} edit={edit} name="hidden" label={L.hidden} />
      {valued && <OptSwitch item={item} edit={edit} name="disabled" label={L.disabled} />}
    </>
  );
});

/**
 * The item's key with a copy button: plain elements, as antd's copyable text mounts a tooltip and an
 * ellipsis measurer at every selection.
 */
function KeyText({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <span className="fd-key">
      <code>{value}</code>
      <button
        type="button"
        className="fd-key-copy"
        title={copied ? t.copied : t.copyText}
        aria-label={t.copyText}
        onClick={() => {
          void navigator.clipboard?.writeText(value).then(() => setCopied(true));
        }}
      >
        {copied ? '✓' : '⧉'}
      </button>
    </span>
  );
}

function DynamicProps({ item, edit }: { item: FieldItem; edit: Edit }) {
  return (
    <Section title="动态状态" defaultOpen={false}>
      <OptSwitch item={item} edit={edit} name="dynamicVisible" label={L.dynamicVisible} />
      {optionOf(item, 'dynamicVisible') === true && (
        <OptExpression item={item} edit={edit} name="dynamicVisibleValue" label={L.dynamicVisibleValue} />
      )}
      <OptSwitch item={item} edit={edit} name="dynamicHide" label={L.dynamicHide} />
      {optionOf(item, 'dynamicHide') === true && (
        <OptExpression item={item} edit={edit} name="dynamicHideValue" label={L.dynamicHideValue} />
      )}
      {hasModel(item) && (
        <OptSwitch item={item} edit={edit} name="dynamicDisabled" label={L.dynamicDisabled} />
      )}
      {optionOf(item, 'dynamicDisabled') === true && (
        <OptExpression item={item} edit={edit} name="dynamicDisabledValue" label={L.dynamicDisabledValue} />
      )}
    </Section>
  );
}

function EventProps({ item, edit }: { item: FieldItem; edit: Edit }) {
  return (
    <Section title={L.events} defaultOpen={false}>
      <OptScript item={item} edit={edit} name="focusEvent" label={L.focusEvent} />
      <OptSwitch item={item} edit={edit} name="listenModel" label={L.listenModel} />
      {optionOf(item, 'listenModel') === true && (
        <>
          <OptText
            item={item}
            edit={edit}
            name="listenModelData"
            label={L.listenModelData}
            placeholder="province,city"
          />
          <OptScript item={item} edit={edit} name="listenModelScript" label={L.listenModelScript} />
        </>
      )}
      {SELECT_CALLBACK_TYPES.has(item.type) && (
        <>
          <OptScript item={item} edit={edit} name="selectCb" label={L.selectCb} />
          <OptScript item={item} edit={edit} name="clearCb" label={L.clearCb} />
          <OptText item={item} edit={edit} name="cbColumn" label={L.cbColumn} />
          <OptSwitch item={item} edit={edit} name="linkage" label={L.linkage} />
          {optionOf(item, 'linkage') === true && <LinkageEditor item={item} edit={edit} />}
        </>
      )}
    </Section>
  );
}

function DateProps({ item, edit }: { item: FieldItem; edit: Edit }) {
  return (
    <>
      {item.type === 'date' && (
        <OptSelect
          item={item}
          edit={edit}
          name="dateType"
          label={L.dateType}
          options={[
            { value: 'date', label: '日期' },
            { value: 'month', label: '月份' },
            { value: 'year', label: '年份' },
          ]}
        />
      )}
      <OptText item={item} edit={edit} name="format" label={L.format} placeholder="yyyy-MM-dd" />
      <OptSwitch item={item} edit={edit} name="range" label={L.range} />
      {optionOf(item, 'range') === true && (
        <>
          <OptText item={item} edit={edit} name="rangeStartPlaceholder" label={L.rangeStartPlaceholder} />
          <OptText item={item} edit={edit} name="rangeEndPlaceholder" label={L.rangeEndPlaceholder} />
        </>
      )}
      <OptSwitch item={item} edit={edit} name="clearable" label={L.clearable} />
      <OptText
        item={item}
        edit={edit}
        name="defaultValue"
        label={L.defaultValue}
        placeholder="now 表示当天"
      />
    </>
  );
}

const TypeProps = memo(function TypeProps({ item, edit }: { item: FieldItem; edit: Edit }) {
  const p = { item, edit };
  switch (item.type) {
    case 'input':
      return (
        <>
          <OptSelect
            {...p}
            name="type"
            label={L.inputType}
            options={[
              { value: 'text', label: '文本' },
              { value: 'password', label: '密码' },
              { value: 'number', label: '数字' },
            ]}
            fallback="text"
          />
          <OptText {...p} name="defaultValue" label={L.defaultValue} />
          <OptNumber {...p} name="maxLength" label={L.maxLength} min={0} precision={0} />
          <OptText {...p} name="prepend" label={L.prepend} />
          <OptText {...p} name="append" label={L.append} />
          <OptSwitch {...p} name="clearable" label={L.clearable} />
        </>
      );
    case 'textarea':
      return (
        <>
          <OptText {...p} name="defaultValue" label={L.defaultValue} textarea />
          <OptNumber {...p} name="rows" label={L.rows} min={1} max={99} precision={0} />
          <OptNumber {...p} name="minRows" label={L.minRows} min={1} max={99} precision={0} />
          <OptNumber {...p} name="maxRows" label={L.maxRows} min={1} max={99} precision={0} />
          <OptNumber
            {...p}
            name="maxLength"
            label={L.maxLength}
            min={0}
            precision={0}
            help="超过10时显示字数统计"
          />
        </>
      );
    case 'number':
      return (
        <>
          <OptNumber {...p} name="defaultValue" label={L.defaultValue} />
          <OptNumber {...p} name="min" label={L.min} />
          <OptNumber {...p} name="max" label={L.max} />
          <OptNumber {...p} name="step" label={L.step} min={0} />
          <OptNumber {...p} name="precision" label={L.precision} min={0} max={10} precision={0} />
          <OptNumber {...p} name="maxLength" label={L.maxLength} min={0} precision={0} help="0 表示不限" />
        </>
      );
    case 'radio':
    case 'checkbox':
    case 'select':
    case 'cascader':
      return (
        <>
          <ChoiceOptionsEditor {...p} />
          {(item.type === 'select' || item.type === 'cascader') && (
            <>
              <OptSwitch {...p} name="multiple" label={L.multiple} />
              <OptSwitch {...p} name="showSearch" label={L.showSearch} />
              <OptSwitch {...p} name="clearable" label={L.clearable} />
            </>
          )}
          {item.type === 'select' && (
            <>
              <OptSwitch {...p} name="onlineSearch" label={L.onlineSearch} />
              {optionOf(item, 'onlineSearch') === true && (
                <OptText {...p} name="onlineParams" label={L.onlineParams} />
              )}
            </>
          )}
        </>
      );
    case 'date':
    case 'datePicker':
    case 'time':
      return <DateProps {...p} />;
    case 'rate':
      return (
        <>
          <Prop label={L.max}>
            <InputNumber
              aria-label={L.max}
              min={1}
              max={20}
              precision={0}
              value={Number(optionOf(item, 'max') ?? 5)}
              // Lowering the maximum below the default lowers the default (spec §3).
              onChange={(v) => v !== null && edit((i) => withRateMax(i, Number(v)), 'options.max')}
            />
          </Prop>
          <OptSwitch {...p} name="allowHalf" label={L.allowHalf} />
          <OptNumber
            {...p}
            name="defaultValue"
            label={L.defaultValue}
            min={0}
            max={Number(optionOf(item, 'max') ?? 5)}
            step={0.5}
          />
        </>
      );
    case 'slider':
      return (
        <>
          <OptNumber {...p} name="min" label={L.min} />
          <OptNumber {...p} name="max" label={L.max} />
          <OptNumber {...p} name="step" label={L.step} min={0} />
          <OptNumber {...p} name="defaultValue" label={L.defaultValue} />
          <OptSwitch {...p} name="showInput" label={L.showInput} />
          <OptSwitch {...p} name="range" label={L.range} />
          <MarksEditor key={item.key} {...p} />
        </>
      );
    case 'switch':
      return (
        <>
          <Prop label={L.defaultValue}>
            <Switch
              aria-label={L.defaultValue}
              checked={optionOf(item, 'defaultValue') === true}
              onChange={(v) => setOption(edit, 'defaultValue', v, false)}
            />
          </Prop>
          <OptText {...p} name="activeText" label={L.activeText} />
          <OptText {...p} name="inactiveText" label={L.inactiveText} />
        </>
      );
    case 'uploadImg':
    case 'uploadFile':
      return (
        <>
          <OptText {...p} name="action" label={L.action} placeholder="默认使用平台上传" />
          <OptText {...p} name="responseFileUrl" label={L.responseFileUrl} placeholder="url" />
          <OptText
            {...p}
            name="accept"
            label={L.accept}
            placeholder={item.type === 'uploadImg' ? '.png,.jpg,.jpeg,.bmp' : '.pdf,.docx'}
          />
          <OptNumber {...p} name="limitSize" label={L.limitSize} min={1} max={1024} precision={0} />
          <OptNumber {...p} name="limit" label={L.limit} min={1} max={100} precision={0} />
          <OptSwitch {...p} name="multiple" label={L.multiple} />
          <OptSelect
            {...p}
            name="listType"
            label={L.listType}
            options={[
              { value: 'text', label: 'text' },
              { value: 'picture', label: 'picture' },
              ...(item.type === 'uploadImg' ? [{ value: 'picture-card', label: 'picture-card' }] : []),
            ]}
          />
          <HeadersEditor {...p} />
        </>
      );
    case 'state':
    case 'address':
      return (
        <>
          <OptSelect
            {...p}
            name="maxLevel"
            label={L.maxLevel}
            options={[
              { value: 1, label: '省' },
              { value: 2, label: '省/市' },
              { value: 3, label: '省/市/区县' },
            ]}
          />
          <OptSwitch {...p} name="oneByOne" label={L.oneByOne} />
          <OptSwitch {...p} name="showAllPath" label={L.showAllPath} />
          <OptText {...p} name="separator" label={L.separator} maxLength={10} />
        </>
      );
    case 'button':
      return (
        <>
          <OptText {...p} name="defaultValue" label="按钮文字" />
          <OptSelect
            {...p}
            name="type"
            label={L.buttonType}
            options={[
              { value: 'primary', label: 'primary' },
              { value: 'default', label: 'default' },
              { value: 'dashed', label: 'dashed' },
              { value: 'danger', label: 'danger' },
            ]}
          />
          <OptSelect {...p} name="textAlign" label={L.textAlign} options={ALIGN} />
          <OptSwitch {...p} name="disabled" label={L.disabled} />
          <OptScript {...p} name="handle" label={L.handle} />
          <OptScript {...p} name="dynamicFun" label={L.dynamicFun} />
        </>
      );
    case 'text':
      return (
        <>
          <OptText {...p} name="defaultValue" label="文字内容" textarea />
          <OptSelect {...p} name="textAlign" label={L.textAlign} options={ALIGN} />
          <OptSwitch {...p} name="showRequiredMark" label={L.showRequiredMark} />
          <OptExpression {...p} name="showRequiredMarkScript" label={L.showRequiredMarkScript} />
        </>
      );
    case 'html':
      return <OptText {...p} name="defaultValue" label={L.html} textarea />;
    case 'alert':
      return (
        <>
          <OptText {...p} name="title" label={L.alertTitle} />
          <OptText {...p} name="description" label={L.description} textarea />
          <OptSelect
            {...p}
            name="type"
            label={L.alertType}
            options={['success', 'warning', 'info', 'error'].map((v) => ({ value: v, label: v }))}
          />
          <OptSelect
            {...p}
            name="effect"
            label={L.effect}
            options={['light', 'dark'].map((v) => ({ value: v, label: v }))}
          />
          <OptSwitch {...p} name="closable" label={L.closable} />
          <OptText {...p} name="closeText" label={L.closeText} />
          <OptSwitch {...p} name="center" label={L.center} />
          <OptSwitch {...p} name="showIcon" label={L.showIcon} />
        </>
      );
    case 'divider':
      return (
        <>
          <OptText {...p} name="defaultValue" label="文字" />
          <OptSelect
            {...p}
            name="direction"
            label={L.direction}
            options={['horizontal', 'vertical'].map((v) => ({ value: v, label: v }))}
          />
          <OptSelect {...p} name="orientation" label={L.orientation} options={ALIGN} />
        </>
      );
    case 'grid':
      return (
        <>
          <OptNumber {...p} name="gutter" label={L.gutter} min={0} max={48} precision={0} />
          <GridColumnsEditor {...p} />
        </>
      );
    case 'table':
      return (
        <>
          <OptText {...p} name="width" label={L.width} placeholder="100%" />
          <OptText {...p} name="customClass" label={L.customClass} />
          <OptText {...p} name="customStyle" label={L.customStyle} textarea />
          <OptSwitch {...p} name="bordered" label={L.bordered} />
          <OptSwitch {...p} name="bright" label={L.bright} />
          <OptSwitch {...p} name="small" label={L.small} />
          <Typography.Text type="secondary">在单元格上点击右键可插入、删除、合并或拆分单元格</Typography.Text>
        </>
      );
    case 'control':
      return (
        <>
          <OptText {...p} name="customClass" label={L.customClass} />
          <OptText {...p} name="customStyle" label={L.customStyle} textarea />
          <OptSwitch {...p} name="bordered" label={L.bordered} />
          <OptSwitch {...p} name="noAdd" label={L.noAdd} />
          <OptSwitch {...p} name="noRemove" label={L.noRemove} />
          <OptSwitch {...p} name="noCopy" label={L.noCopy} />
        </>
      );
    case 'batch':
      return (
        <>
          <OptSelect
            {...p}
            name="labelPosition"
            label={L.labelPosition}
            options={[
              { value: 'left', label: '左' },
              { value: 'right', label: '右' },
              { value: 'top', label: '顶部' },
            ]}
          />
          <OptNumber {...p} name="scrollY" label={L.scrollY} min={0} precision={0} />
          <OptText {...p} name="customClass" label={L.customClass} />
          <OptText {...p} name="customStyle" label={L.customStyle} textarea />
          <OptSelect
            {...p}
            name="addType"
            label={L.addType}
            options={[
              { value: 'line', label: '行内编辑' },
              { value: 'dialog', label: '弹窗编辑' },
            ]}
          />
          <OptNumber {...p} name="defrows" label={L.defrows} min={1} max={100} precision={0} />
          <BatchColumnsEditor {...p} />
          <OptSwitch {...p} name="showBorder" label={L.showBorder} />
          <OptSwitch {...p} name="hideSequence" label={L.hideSequence} />
          <OptSwitch {...p} name="copyRow" label={L.copyRow} />
          <OptSwitch {...p} name="Firstfixed" label={L.Firstfixed} />
          <OptSwitch {...p} name="delBtnShow" label={L.delBtnShow} />
          <OptSwitch {...p} name="tabBtnShow" label={L.tabBtnShow} />
        </>
      );
    default:
      return null;
  }
});

function ScoringProps({ item, edit }: { item: FieldItem; edit: Edit }) {
  return (
    <Section title="评分">
      <OptText
        item={item}
        edit={edit}
        name="StandardAnswer"
        label={L.StandardAnswer}
        placeholder="多个答案用逗号分隔"
      />
      <OptNumber item={item} edit={edit} name="AnswerScore" label={L.AnswerScore} min={0} max={1000} />
    </Section>
  );
}

/**
 * The sections below the fold (scoring, rules, dynamic state, events): on a new selection they follow
 * one render later (a deferred render React does right after the panel's top is shown), so that the
 * click shows the field's own properties at once. Until then the previous field's sections stay,
 * inert, so no edit can reach them; while the same field is edited they are never behind.
 */
const LaterProps = memo(function LaterProps({
  item,
  edit,
  scoring,
}: {
  item: FieldItem;
  edit: Edit;
  scoring: boolean;
}) {
  return (
    <>
      {scoring && hasModel(item) && <ScoringProps item={item} edit={edit} />}
      {hasModel(item) && (
        <Section title={L.rules}>
          <RulesEditor item={item} edit={edit} />
        </Section>
      )}
      <DynamicProps item={item} edit={edit} />
      {EVENT_TYPES.has(item.type) && <EventProps item={item} edit={edit} />}
    </>
  );
});

function ItemProps({ item, edit, scoring }: { item: FieldItem; edit: Edit; scoring: boolean }) {
  const now = useMemo(() => ({ item, edit }), [item, edit]);
  const deferred = useDeferredValue(now);
  const later = deferred.item.key === item.key ? now : deferred;
  const behind = later !== now;
  return (
    <>
      <div className="fd-prop-type">{TYPE_LABELS[item.type] ?? item.type}</div>
      <CommonProps item={item} edit={edit} />
      <TypeProps item={item} edit={edit} />
      <div
        className="fd-props-later"
        data-key={later.item.key}
        inert={behind}
        aria-busy={behind || undefined}
      >
        <LaterProps item={later.item} edit={later.edit} scoring={scoring} />
      </div>
    </>
  );
}

export const FormSettings = memo(function FormSettings({
  config,
  onChange,
  scoring,
}: {
  config: FormConfig;
  onChange: (patch: Partial<FormConfig>, coalesce?: string) => void;
  scoring: boolean;
}) {
  const [scoringText, setScoringText] = useState(() =>
    config.Scoring === undefined ? '' : JSON.stringify(config.Scoring, null, 2),
  );
  const [scoringError, setScoringError] = useState<string>();
  return (
    <Form layout="vertical" size="small" aria-label="表单属性表单">
      <Prop label={L.formLabelPosition}>
        <Select
          aria-label={L.formLabelPosition}
          value={config.labelPosition}
          onChange={(v) => onChange({ labelPosition: v })}
          options={[
            { value: 'left', label: '左对齐' },
            { value: 'right', label: '右对齐' },
            { value: 'top', label: '顶部对齐' },
          ]}
        />
      </Prop>
      <Prop label={L.formLabelWidth} htmlFor="form-label-width">
        <InputNumber
          id="form-label-width"
          style={{ width: '100%' }}
          min={0}
          max={200}
          step={10}
          precision={0}
          value={config.labelWidth}
          onChange={(v) =>
            v !== null && onChange({ labelWidth: Math.min(200, Math.max(0, Number(v))) }, 'config.labelWidth')
          }
        />
      </Prop>
      <Prop label={L.size}>
        <Select
          aria-label={L.size}
          value={config.size}
          onChange={(v) => onChange({ size: v })}
          options={[
            { value: 'medium', label: 'medium' },
            { value: 'small', label: 'small' },
            { value: 'mini', label: 'mini' },
          ]}
        />
      </Prop>
      <Prop label={L.hideRequiredMark}>
        <Switch
          aria-label={L.hideRequiredMark}
          checked={config.hideRequiredMark}
          onChange={(v) => onChange({ hideRequiredMark: v })}
        />
      </Prop>
      <Prop label={L.syncLabelRequired}>
        <Switch
          aria-label={L.syncLabelRequired}
          checked={config.syncLabelRequired}
          onChange={(v) => onChange({ syncLabelRequired: v })}
        />
      </Prop>
      <Prop label={L.outputHidden}>
        <Switch
          aria-label={L.outputHidden}
          checked={config.outputHidden}
          onChange={(v) => onChange({ outputHidden: v })}
        />
      </Prop>
      <Prop label={L.formCustomStyle} htmlFor="form-custom-style">
        <Input.TextArea
          id="form-custom-style"
          rows={3}
          style={{ fontFamily: 'monospace' }}
          value={config.customStyle}
          placeholder=".my-field { color: red; }"
          onChange={(e) => onChange({ customStyle: e.target.value }, 'config.customStyle')}
        />
      </Prop>
      {scoring && (
        <Prop label={L.scoringHint} validateStatus={scoringError ? 'error' : undefined} help={scoringError}>
          <Input.TextArea
            aria-label={L.scoring}
            rows={3}
            style={{ fontFamily: 'monospace' }}
            value={scoringText}
            onChange={(e) => {
              const text = e.target.value;
              setScoringText(text);
              if (text.trim() === '') {
                setScoringError(undefined);
                onChange({ Scoring: undefined }, 'config.Scoring');
                return;
              }
              try {
                onChange({ Scoring: JSON.parse(text) as unknown }, 'config.Scoring');
                setScoringError(undefined);
              } catch {
                setScoringError(L.invalidJson);
              }
            }}
          />
        </Prop>
      )}
    </Form>
  );
});

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
  return item ? (
    <ItemProps item={item} edit={edit} scoring={scoring} />
  ) : (
    <Empty description={t.noSelection} />
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
            label: t.fieldTab,
            children: (
              <Form layout="vertical" size="small" aria-label="字段属性表单">
                <FieldTab />
              </Form>
            ),
          },
          {
            key: 'form',
            label: t.formTab,
            children: <FormSettings config={config} onChange={onConfig} scoring={scoring} />,
          },
        ]}
      />
    ),
    [tab, config, onConfig, scoring],
  );
  return <SelectedContext.Provider value={selected}>{tabs}</SelectedContext.Provider>;
}
