import { Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import type { JsonError } from './jsonError';

export interface JsonEditorHandle {
  /** Puts the caret on the error and scrolls to it. */
  reveal(error: JsonError): void;
}

export interface JsonEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  /** The line to mark as wrong. */
  errorLine?: number;
  rows?: number;
  id?: string;
  ref?: Ref<JsonEditorHandle>;
  'aria-invalid'?: boolean;
}

const LINE_HEIGHT = 20;
const FONT = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

/** A monospace text area with line numbers that scroll with the text. */
export function JsonEditor({
  value = '',
  onChange,
  errorLine,
  rows = 22,
  id,
  ref,
  ...rest
}: JsonEditorProps) {
  const area = useRef<TextAreaRef>(null);
  const gutter = useRef<HTMLDivElement>(null);
  const lineCount = useMemo(() => value.split('\n').length, [value]);

  useImperativeHandle(ref, () => ({
    reveal(error) {
      const element = area.current?.resizableTextArea?.textArea;
      if (!element) return;
      element.focus();
      element.setSelectionRange(error.offset, Math.min(error.offset + 1, value.length));
      element.scrollTop = Math.max(0, (error.line - 3) * LINE_HEIGHT);
    },
  }));

  const syncScroll = () => {
    const element = area.current?.resizableTextArea?.textArea;
    if (element && gutter.current) gutter.current.scrollTop = element.scrollTop;
  };
  useEffect(syncScroll, [value]);

  return (
    <div
      style={{
        display: 'flex',
        border: '1px solid var(--ant-color-border, #d9d9d9)',
        borderRadius: 6,
        overflow: 'hidden',
        fontFamily: FONT,
        fontSize: 13,
        lineHeight: `${LINE_HEIGHT}px`,
      }}
    >
      <div
        ref={gutter}
        aria-hidden
        style={{
          overflow: 'hidden',
          height: rows * LINE_HEIGHT + 8,
          padding: '4px 8px',
          textAlign: 'right',
          color: '#8c8c8c',
          background: '#fafafa',
          borderRight: '1px solid #f0f0f0',
          userSelect: 'none',
          minWidth: 44,
        }}
      >
        {Array.from({ length: lineCount }, (_, i) => (
          <div
            key={i}
            data-line={i + 1}
            style={
              i + 1 === errorLine
                ? { color: '#fff', background: '#ff4d4f', margin: '0 -8px', padding: '0 8px' }
                : undefined
            }
          >
            {i + 1}
          </div>
        ))}
      </div>
      <Input.TextArea
        {...rest}
        id={id}
        ref={area}
        value={value}
        spellCheck={false}
        autoComplete="off"
        wrap="off"
        variant="borderless"
        onChange={(event) => onChange?.(event.target.value)}
        onScroll={syncScroll}
        style={{
          height: rows * LINE_HEIGHT + 8,
          resize: 'none',
          padding: '4px 8px',
          fontFamily: FONT,
          fontSize: 13,
          lineHeight: `${LINE_HEIGHT}px`,
          whiteSpace: 'pre',
          overflow: 'auto',
        }}
      />
    </div>
  );
}
