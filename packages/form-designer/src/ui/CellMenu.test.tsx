import { DndContext } from '@dnd-kit/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useMemo, useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../test/TestProviders';
import { Canvas, CanvasContext, type CanvasActions } from './Canvas';
import { keyedStore, type DropHint } from '../model/canvasStore';
import { menuPosition } from './CellMenu';
import { designerReducer, initialState } from '../model/designerReducer';
import { createItem } from '../model/palette';

/** The canvas over the real reducer, holding one 2x2 table. */
function Harness() {
  const [state, dispatch] = useReducer(designerReducer, undefined, () =>
    initialState({ ...initialState().template, list: [createItem('table')] }),
  );
  const actions: CanvasActions = useMemo(
    () => ({
      select: (key) => dispatch({ type: 'select', key }),
      copy: (key) => dispatch({ type: 'copy', key }),
      remove: (key) => dispatch({ type: 'remove', key }),
      table: (key, op, cell) => dispatch({ type: 'table', key, op, cell }),
      selection: keyedStore<string | null>(null),
      dropHint: keyedStore<DropHint | null>(null),
    }),
    [],
  );
  return (
    <DndContext>
      <CanvasContext.Provider value={actions}>
        <Canvas list={state.template.list} />
      </CanvasContext.Provider>
    </DndContext>
  );
}

/** The canvas placed as the original's was: 280 px from the left of the page, 210 px from its top. */
function placeCanvas(container: HTMLElement) {
  const canvas = container.querySelector<HTMLElement>('.fd-canvas')!;
  canvas.getBoundingClientRect = () => DOMRect.fromRect({ x: 280, y: 210, width: 900, height: 600 });
}

describe('table cell right-click menu', () => {
  it('is placed at the pointer: the pointer minus the canvas offset (spec §9: 280 across, 210 down)', () => {
    expect(menuPosition({ clientX: 400, clientY: 300 }, { left: 280, top: 210 })).toEqual({
      left: 120,
      top: 90,
    });
  });

  it('opens at the pointer inside the canvas and merges the clicked cell with its right neighbour', () => {
    const { container } = render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    placeCanvas(container);
    const first = container.querySelector<HTMLElement>('td[data-cell="0-0"]')!;
    fireEvent.contextMenu(first, { clientX: 430, clientY: 275 });
    const menu = container.querySelector<HTMLElement>('.fd-cell-menu')!;
    expect(menu.style.left).toBe('150px');
    expect(menu.style.top).toBe('65px');
    fireEvent.click(screen.getByRole('menuitem', { name: '向右合并' }));
    expect(container.querySelector('.fd-cell-menu')).toBeNull();
    expect(container.querySelector('td[data-cell="0-0"]')!.getAttribute('colspan')).toBe('2');
    expect(container.querySelectorAll('tr:first-child td')).toHaveLength(1);
  });

  it('acts on the cell it was opened on, and closes on Escape without acting', () => {
    const { container } = render(
      <TestProviders>
        <Harness />
      </TestProviders>,
    );
    placeCanvas(container);
    fireEvent.contextMenu(container.querySelector('td[data-cell="1-0"]')!, { clientX: 300, clientY: 400 });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(container.querySelector('.fd-cell-menu')).toBeNull();
    fireEvent.contextMenu(container.querySelector('td[data-cell="0-1"]')!, { clientX: 700, clientY: 260 });
    fireEvent.click(screen.getByRole('menuitem', { name: '向下合并' }));
    expect(container.querySelector('td[data-cell="0-1"]')!.getAttribute('rowspan')).toBe('2');
    expect(container.querySelector('td[data-cell="0-0"]')!.getAttribute('rowspan')).not.toBe('2');
  });
});
