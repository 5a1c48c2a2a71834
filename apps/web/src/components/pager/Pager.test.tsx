import { fireEvent, render as renderOnly, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../TestProviders';
import { Pager, type PagerChange, type PagerProps } from './Pager';

function Controlled({ onChange, ...props }: Omit<PagerProps, 'page' | 'limit'>) {
  const [state, setState] = useState<PagerChange>({ page: 1, limit: props.variant === 'message' ? 10 : 20 });
  return (
    <Pager
      {...props}
      page={state.page}
      limit={state.limit}
      onChange={(change) => {
        setState(change);
        onChange?.(change);
      }}
    />
  );
}

function render(ui: ReactElement) {
  return renderOnly(ui, { wrapper: TestProviders });
}

function pagerShown(): boolean {
  return document.querySelector('.ant-pagination') !== null;
}

function pageNumbers(): string[] {
  return [...document.querySelectorAll('.ant-pagination-item')].map((item) => item.textContent ?? '');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('list pager', () => {
  it('shows the total, 20 rows a page, the size choices and the jumper', () => {
    render(<Pager total={57} />);

    expect(screen.getByText('共 57 条')).toBeTruthy();
    expect(pageNumbers()).toEqual(['1', '2', '3']);
    expect(screen.getByText('20 条/页')).toBeTruthy();
    expect(screen.getByText(/跳至/)).toBeTruthy();
  });

  it('offers 10, 20, 30 and 50 rows a page', () => {
    render(<Pager total={57} />);

    fireEvent.mouseDown(screen.getByRole('combobox'));

    const options = [...document.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.textContent,
    );
    expect(options).toEqual(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
  });

  it('reports a new page and size', () => {
    const onChange = vi.fn();
    render(<Controlled total={57} onChange={onChange} />);

    fireEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, limit: 20 });

    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(screen.getAllByTitle('50 条/页')[0]!);
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, limit: 50 });
    expect(pageNumbers()).toEqual(['1', '2']);
  });

  it('scrolls back to the top over 800 ms after a change', () => {
    vi.useFakeTimers();
    window.scrollY = 600;
    const scrolled = vi.spyOn(window, 'scrollTo');
    render(<Controlled total={57} />);

    fireEvent.click(screen.getByTitle('2'));
    vi.advanceTimersByTime(400);
    const midway = scrolled.mock.lastCall as [number, number];
    expect(midway[1]).toBeGreaterThan(0);
    expect(midway[1]).toBeLessThan(600);

    vi.advanceTimersByTime(450);
    expect(scrolled).toHaveBeenLastCalledWith(0, 0);
    window.scrollY = 0;
  });

  it('can leave the scroll position alone', () => {
    vi.useFakeTimers();
    const scrolled = vi.spyOn(window, 'scrollTo');
    render(<Controlled total={57} autoScroll={false} />);

    fireEvent.click(screen.getByTitle('2'));
    vi.advanceTimersByTime(1000);

    expect(scrolled).not.toHaveBeenCalled();
  });

  it('is hidden when there is nothing to page', () => {
    render(<Pager total={0} />);

    expect(pagerShown()).toBe(false);
  });

  it('is hidden on a single page when asked to', () => {
    const { rerender } = render(<Pager total={20} hideOnSinglePage />);
    expect(pagerShown()).toBe(false);

    rerender(<Pager total={21} hideOnSinglePage />);
    expect(screen.getByText('共 21 条')).toBeTruthy();
  });
});

describe('message pager', () => {
  it('pages by 10 with total, prev, pager and next only', () => {
    render(<Controlled variant="message" total={25} />);

    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(pageNumbers()).toEqual(['1', '2', '3']);
    expect(screen.getByTitle('上一页')).toBeTruthy();
    expect(screen.getByTitle('下一页')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText(/跳至/)).toBeNull();
  });

  it('is hidden for fewer than 10 messages', () => {
    const { rerender } = render(<Pager variant="message" total={9} />);
    expect(pagerShown()).toBe(false);

    rerender(<Pager variant="message" total={10} />);
    expect(screen.getByText('共 10 条')).toBeTruthy();
  });
});
