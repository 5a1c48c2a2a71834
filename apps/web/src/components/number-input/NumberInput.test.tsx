import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { NumberInput, type NumberInputProps } from './NumberInput';

function Controlled(props: Omit<NumberInputProps, 'value' | 'onChange'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <NumberInput aria-label="金额" value={value} onChange={setValue} {...rest} />;
}

function amountBox(): HTMLInputElement {
  return screen.getByLabelText('金额');
}

it('takes only digits and a dot while the user types', () => {
  render(<Controlled />);

  fireEvent.change(amountBox(), { target: { value: '12a.3.4元' } });

  expect(amountBox().value).toBe('12.34');
});

it('clamps to the maximum and minimum on key up', () => {
  render(<Controlled min={1} max={100} />);

  fireEvent.change(amountBox(), { target: { value: '250' } });
  expect(amountBox().value).toBe('250');
  fireEvent.keyUp(amountBox(), { key: '0' });
  expect(amountBox().value).toBe('100');

  fireEvent.change(amountBox(), { target: { value: '0' } });
  fireEvent.keyUp(amountBox(), { key: '0' });
  expect(amountBox().value).toBe('1');
});

it('writes the given precision when the user leaves the box', () => {
  render(<Controlled precision={2} />);

  fireEvent.change(amountBox(), { target: { value: '3.14159' } });
  fireEvent.blur(amountBox());

  expect(amountBox().value).toBe('3.14');
});

it('still tells the page about key up and blur', () => {
  const onKeyUp = vi.fn();
  const onBlur = vi.fn();
  render(<Controlled onKeyUp={onKeyUp} onBlur={onBlur} />);

  fireEvent.keyUp(amountBox(), { key: '1' });
  fireEvent.blur(amountBox());

  expect(onKeyUp).toHaveBeenCalledTimes(1);
  expect(onBlur).toHaveBeenCalledTimes(1);
});

it('works as a form control', async () => {
  const onFinish = vi.fn();
  render(
    <Form onFinish={onFinish} initialValues={{ amount: '5' }}>
      <Form.Item name="amount" label="金额">
        <NumberInput precision={1} />
      </Form.Item>
      <button type="submit">提交</button>
    </Form>,
  );

  fireEvent.change(amountBox(), { target: { value: '7x5' } });
  fireEvent.blur(amountBox());
  fireEvent.click(screen.getByText('提交'));

  await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: '75.0' }));
});
