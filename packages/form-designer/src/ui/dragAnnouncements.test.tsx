import { DndContext } from '@dnd-kit/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../test/TestProviders';
import { dragTargetName } from '../model/dragNames';
import { dragAccessibility } from './dragAnnouncements';
import { createItem, paletteGroups } from '../model/palette';
import { Palette } from './Palette';

describe("the designer's drag and drop for screen readers", () => {
  const grid = { ...createItem('grid'), label: '基本信息栏' };
  const input = { ...createItem('input'), label: '企业名称' };
  const table = createItem('table');
  const list = [grid, input, table];
  const nameOf = (id: string | number) => dragTargetName(id, list, false);

  it('names palette entries, form items and drop places in Chinese', () => {
    expect(nameOf('palette:select')).toBe('下拉选择框');
    expect(nameOf(input.key)).toBe('企业名称');
    expect(nameOf('slot:root')).toBe('画布');
    expect(nameOf(`slot:${grid.key}:c1`)).toBe('「基本信息栏」第2列');
    expect(nameOf(`slot:${table.key}:r0:c1`)).toBe('「表格布局」第1行第2格');
  });

  it('announces pick-up, moves, drops and cancels in Chinese', () => {
    const { announcements } = dragAccessibility(nameOf);
    const active = { id: 'palette:input' } as never;
    const over = { id: `slot:${grid.key}:c0` } as never;
    expect(announcements.onDragStart({ active })).toBe('已拿起组件「单行文本」。');
    expect(announcements.onDragOver({ active, over })).toBe('组件「单行文本」位于「基本信息栏」第1列上方。');
    expect(announcements.onDragOver({ active, over: null })).toBe('组件「单行文本」不在可放置的区域。');
    expect(announcements.onDragEnd({ active, over })).toBe('组件「单行文本」已放到「基本信息栏」第1列。');
    expect(announcements.onDragCancel({ active: { id: input.key } as never, over: null })).toBe(
      '已取消拖动，组件「企业名称」未移动。',
    );
  });

  it('describes each palette entry as a draggable component with Chinese instructions', () => {
    render(
      <TestProviders>
        <DndContext accessibility={dragAccessibility(nameOf)}>
          <Palette groups={paletteGroups(false)} onClick={() => {}} />
        </DndContext>
      </TestProviders>,
    );
    const entry = screen.getByText('单行文本');
    expect(entry.getAttribute('aria-roledescription')).toBe('可拖动的组件');
    const instructions = document.getElementById(entry.getAttribute('aria-describedby')!);
    expect(instructions?.textContent).toMatch(/^按住鼠标拖动组件/);
    expect(document.body.textContent).not.toMatch(/To pick up a draggable item/);
  });
});
