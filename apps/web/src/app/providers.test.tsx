import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from './providers';

/** A matchMedia whose prefers-reduced-motion answer the test sets, telling listeners of changes. */
function reducedMotionMedia(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && matches;
        },
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
  return {
    set(value: boolean) {
      matches = value;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{token.motion ? 'on' : 'off'}</span>;
}

describe('Providers', () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps antd's motion on for a person with no preference", () => {
    reducedMotionMedia(false);
    render(
      <Providers>
        <MotionProbe />
      </Providers>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('on');
  });

  it('turns motion off for a person who prefers reduced motion, and follows a change without a reload', () => {
    const media = reducedMotionMedia(true);
    render(
      <Providers>
        <MotionProbe />
      </Providers>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('off');
    media.set(false);
    expect(screen.getByTestId('motion').textContent).toBe('on');
    media.set(true);
    expect(screen.getByTestId('motion').textContent).toBe('off');
  });
});
