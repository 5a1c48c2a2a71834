// One labelled row of the form: label (width and position from the item or the form), the required
// marker, the tooltip, and the control column (a ControlBox: the control and its error). Plain elements
// and one stylesheet rather than antd's Form.Item: a thousand rows must render in well under a second.
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** Tooltip open delay, spec §9. */
const TOOLTIP_DELAY_S = 0.5;

export interface FieldRowProps {
  /** DOM id of the control the label names. */
  controlId: string;
  label: string;
  showLabel: boolean;
  /** px; undefined = the form's width (set on the form root as a CSS variable). */
  labelWidth: number | undefined;
  labelPosition: 'left' | 'right' | 'top' | undefined;
  requiredMark: boolean;
  tooltip: string | undefined;
  /** The control column: a ControlBox, or a value field's own box (see Field). */
  children: ReactNode;
}

export function FieldRow(props: FieldRowProps) {
  const { controlId, label, showLabel, labelWidth, labelPosition, requiredMark, tooltip } = props;
  const className = `fr-item${labelPosition ? ` fr-label-${labelPosition}` : ''}`;
  const style =
    labelWidth === undefined ? undefined : ({ '--fr-label-width': `${labelWidth}px` } as CSSProperties);
  return (
    <div className={className} style={style}>
      {showLabel && (
        <label className="fr-label" htmlFor={controlId}>
          {requiredMark && <span className="fr-required" aria-hidden="true" />}
          {label}
          {tooltip && (
            <Tooltip title={tooltip} mouseEnterDelay={TOOLTIP_DELAY_S}>
              <QuestionCircleOutlined className="fr-tooltip" aria-label={tooltip} />
            </Tooltip>
          )}
        </label>
      )}
      {props.children}
    </div>
  );
}

/** Class of an invalid field's control column: its control gets the error border (renderer.css). */
export const INVALID_CLASS = 'fr-invalid';

/** The control column of a row that is not a value field (a value field's is Field's own box). */
export function ControlBox({ children }: { children: ReactNode }) {
  return <div className="fr-control">{children}</div>;
}

/** An item's own label width in px: -1, empty or missing means the form's. */
export function itemLabelWidth(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value.trim() || NaN) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}
