// Renders a template the way a host page does (antd's Chinese locale, or with a host's translate
// function and antd's English locale), for the renderer's tests.
import { importTemplate } from '@platform/form-core';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { createRef } from 'react';
import { FormRenderer, type FormRendererHandle, type FormRendererProps } from '../FormRenderer';
import { RendererTextProvider, type RendererTranslate } from '../i18n';

export function renderForm(
  template: unknown,
  props: Omit<FormRendererProps, 'template'> = {},
  translate?: RendererTranslate,
) {
  const ref = createRef<FormRendererHandle>();
  const { template: imported } = importTemplate(template);
  const form = <FormRenderer ref={ref} template={imported} {...props} />;
  const view = render(
    <ConfigProvider locale={translate ? enUS : zhCN} button={{ autoInsertSpace: false }}>
      {translate ? <RendererTextProvider translate={translate}>{form}</RendererTextProvider> : form}
    </ConfigProvider>,
  );
  return { ...view, form: () => ref.current! };
}

let next = 0;
/** A field item as the designer writes it. */
export function field(
  type: string,
  label: string,
  model: string,
  options: Record<string, unknown> = {},
  rules: unknown[] = [],
) {
  return { type, label, model, key: `${type}_${++next}`, options, rules };
}

export const required = (message = '必填项') => [{ required: true, message, trigger: ['change', 'blur'] }];
