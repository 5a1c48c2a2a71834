// Items without a value (spec §3): alert, divider, html (sanitised), text and button.
import { Alert, Button, Divider } from 'antd';
import { useMemo } from 'react';
import type { AlertItem, ButtonItem, DividerItem, HtmlItem, TextItem } from '@platform/form-core';
import { sanitizeHtml } from './safeHtml';

export function AlertView({ item }: { item: AlertItem }) {
  const o = item.options;
  return (
    <Alert
      className={`fr-alert${o.center ? ' fr-center' : ''}${o.effect === 'dark' ? ' fr-alert-dark' : ''}`}
      title={o.title || item.label}
      description={o.description || undefined}
      type={o.type ?? 'info'}
      showIcon={!!o.showIcon}
      closable={o.closable === false ? false : o.closeText ? { closeIcon: o.closeText } : !!o.closable}
    />
  );
}

export function DividerView({ item }: { item: DividerItem }) {
  const o = item.options;
  if (o.direction === 'vertical') return <Divider orientation="vertical" />;
  return (
    <Divider
      titlePlacement={o.orientation === 'left' ? 'start' : o.orientation === 'right' ? 'end' : 'center'}
    >
      {item.label || undefined}
    </Divider>
  );
}

/** A template's HTML, kept to the formatting tags of safeHtml.ts inside a box that contains its paint. */
export function HtmlView({ item }: { item: HtmlItem }) {
  const source = typeof item.options.defaultValue === 'string' ? item.options.defaultValue : '';
  const html = useMemo(() => sanitizeHtml(source), [source]);
  return <div className="fr-html" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function TextView({ item, requiredMark }: { item: TextItem; requiredMark: boolean }) {
  const align = item.options.textAlign ?? 'left';
  return (
    <div className={`fr-text fr-align-${align}`}>
      {requiredMark && <span className="fr-required" aria-hidden="true" />}
      {typeof item.options.defaultValue === 'string' && item.options.defaultValue
        ? item.options.defaultValue
        : item.label}
    </div>
  );
}

export function ButtonView(props: {
  item: ButtonItem;
  disabled: boolean;
  size: 'large' | 'middle' | 'small';
  onClick: () => void;
}) {
  const { item, disabled, size, onClick } = props;
  const o = item.options;
  const danger = o.type === 'danger';
  const type = danger ? 'primary' : o.type === 'primary' || o.type === 'dashed' ? o.type : 'default';
  return (
    <div className={`fr-button fr-align-${o.textAlign ?? 'left'}`}>
      <Button type={type} danger={danger} disabled={disabled} size={size} onClick={onClick}>
        {item.label}
      </Button>
    </div>
  );
}
