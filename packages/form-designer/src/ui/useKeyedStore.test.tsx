import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keyedStore, type DropHint } from '../model/canvasStore';
import { useDropHintFor, useIsSelected } from './useKeyedStore';

const keys = Array.from({ length: 300 }, (_, i) => `input_${i}`);

describe('canvas stores', () => {
  it('re-renders only the two items whose selection changed, of 300', () => {
    const selection = keyedStore<string | null>(null);
    const drawn: string[] = [];
    function Item({ id }: { id: string }) {
      const selected = useIsSelected(selection, id);
      drawn.push(id);
      return <span aria-selected={selected}>{id}</span>;
    }
    const { container } = render(
      <>
        {keys.map((k) => (
          <Item key={k} id={k} />
        ))}
      </>,
    );
    act(() => selection.set('input_1'));
    drawn.length = 0;
    act(() => selection.set('input_200'));
    expect(drawn.sort()).toEqual(['input_1', 'input_200']);
    expect([...container.querySelectorAll('[aria-selected="true"]')].map((e) => e.textContent)).toEqual([
      'input_200',
    ]);
  });

  it('moves the drop hint between two items without redrawing the others', () => {
    const hint = keyedStore<DropHint | null>(null);
    const drawn: string[] = [];
    function Item({ id }: { id: string }) {
      const at = useDropHintFor(hint, `item:${id}`);
      drawn.push(id);
      return <span data-hint={at ?? ''}>{id}</span>;
    }
    const { container } = render(
      <>
        {keys.map((k) => (
          <Item key={k} id={k} />
        ))}
      </>,
    );
    act(() => hint.set({ id: 'item:input_5', after: false }));
    drawn.length = 0;
    act(() => hint.set({ id: 'item:input_6', after: true }));
    expect(drawn.sort()).toEqual(['input_5', 'input_6']);
    expect(container.querySelector('[data-hint="after"]')?.textContent).toBe('input_6');
    expect(container.querySelectorAll('[data-hint="before"]')).toHaveLength(0);
  });
});
