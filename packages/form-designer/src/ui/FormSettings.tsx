// The form-level tab of the properties panel: label layout, size, required marks, the form's own CSS
// and, for a scoring form, its scoring configuration as JSON.
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { FormConfig } from '@platform/form-core';
import { memo, useState } from 'react';
import { propertyLabels as L } from '../messages';
import { Prop } from './propertyControls';

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
