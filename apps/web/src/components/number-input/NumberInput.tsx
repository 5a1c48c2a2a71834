import { Input, type InputProps } from 'antd';
import { clampNumberText, fixNumberPrecision, numberCharacters } from './numberText';

export interface NumberInputProps extends Omit<InputProps, 'value' | 'onChange' | 'min' | 'max'> {
  value?: string;
  onChange?: (value: string) => void;
  min?: number;
  max?: number;
  /** Decimals written on blur; none means the text is kept as typed. */
  precision?: number;
}

/**
 * A text box for numbers (spec §5): takes only digits and a dot while typing, clamps to `min`/`max` on
 * key up and fixes the decimals on blur. The value stays a string, as typed, so that "3." or "0.50"
 * survive until the user is done; it also works as an antd Form.Item control.
 */
export function NumberInput({
  value = '',
  onChange,
  min,
  max,
  precision,
  onKeyUp,
  onBlur,
  ...rest
}: NumberInputProps) {
  const update = (next: string): void => {
    if (next !== value) onChange?.(next);
  };
  return (
    <Input
      inputMode="decimal"
      {...rest}
      value={value}
      onChange={(event) => update(numberCharacters(event.target.value))}
      onKeyUp={(event) => {
        update(clampNumberText(value, { min, max }));
        onKeyUp?.(event);
      }}
      onBlur={(event) => {
        update(fixNumberPrecision(value, precision));
        onBlur?.(event);
      }}
    />
  );
}
