// Renders a template the way a host page does (antd's Chinese locale), for the renderer's tests.
import { importTemplate } from '@platform/form-core';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createRef } from 'react';
import { FormRenderer, type FormRendererHandle, type FormRendererProps } from '../FormRenderer';

export function renderForm(template: unknown, props: Omit<FormRendererProps, 'template'> = {}) {
  const ref = createRef<FormRendererHandle>();
  const { template: imported } = importTemplate(template);
  const view = render(
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <FormRenderer ref={ref} template={imported} {...props} />
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
