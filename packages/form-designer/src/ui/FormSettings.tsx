// The form-level tab of the properties panel: label layout, size, required marks, the form's own CSS
// and, for a scoring form, its scoring configuration as JSON.
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { FormConfig } from '@platform/form-core';
import { memo, useState } from 'react';
import { useDesignerText } from '../i18n';
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
  const t = useDesignerText();
  const [scoringText, setScoringText] = useState(() =>
    config.Scoring === undefined ? '' : JSON.stringify(config.Scoring, null, 2),
  );
  const [scoringInvalid, setScoringInvalid] = useState(false);
  return (
    <Form layout="vertical" size="small" aria-label={t('properties.formForm')}>
      <Prop label={t('properties.labels.formLabelPosition')}>
        <Select
          aria-label={t('properties.labels.formLabelPosition')}
          value={config.labelPosition}
          onChange={(v) => onChange({ labelPosition: v })}
          options={[
            { value: 'left', label: t('properties.choices.alignLeft') },
            { value: 'right', label: t('properties.choices.alignRight') },
            { value: 'top', label: t('properties.choices.alignTop') },
          ]}
        />
      </Prop>
      <Prop label={t('properties.labels.formLabelWidth')} htmlFor="form-label-width">
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
      <Prop label={t('properties.labels.size')}>
        <Select
          aria-label={t('properties.labels.size')}
          value={config.size}
          onChange={(v) => onChange({ size: v })}
          options={[
            { value: 'medium', label: 'medium' },
            { value: 'small', label: 'small' },
            { value: 'mini', label: 'mini' },
          ]}
        />
      </Prop>
      <Prop label={t('properties.labels.hideRequiredMark')}>
        <Switch
          aria-label={t('properties.labels.hideRequiredMark')}
          checked={config.hideRequiredMark}
          onChange={(v) => onChange({ hideRequiredMark: v })}
        />
      </Prop>
      <Prop label={t('properties.labels.syncLabelRequired')}>
        <Switch
          aria-label={t('properties.labels.syncLabelRequired')}
          checked={config.syncLabelRequired}
          onChange={(v) => onChange({ syncLabelRequired: v })}
        />
      </Prop>
      <Prop label={t('properties.labels.outputHidden')}>
        <Switch
          aria-label={t('properties.labels.outputHidden')}
          checked={config.outputHidden}
          onChange={(v) => onChange({ outputHidden: v })}
        />
      </Prop>
      <Prop label={t('properties.labels.formCustomStyle')} htmlFor="form-custom-style">
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
        <Prop
          label={t('properties.labels.scoringHint')}
          validateStatus={scoringInvalid ? 'error' : undefined}
          help={scoringInvalid ? t('properties.problems.invalidJson') : undefined}
        >
          <Input.TextArea
            aria-label={t('properties.labels.scoring')}
            rows={3}
            style={{ fontFamily: 'monospace' }}
            value={scoringText}
            onChange={(e) => {
              const text = e.target.value;
              setScoringText(text);
              if (text.trim() === '') {
                setScoringInvalid(false);
                onChange({ Scoring: undefined }, 'config.Scoring');
                return;
              }
              try {
                onChange({ Scoring: JSON.parse(text) as unknown }, 'config.Scoring');
                setScoringInvalid(false);
              } catch {
                setScoringInvalid(true);
              }
            }}
          />
        </Prop>
      )}
    </Form>
  );
});
