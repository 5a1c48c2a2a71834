// The designer's drag-and-drop, as screen readers hear it: dnd-kit announces pick-up, moves, drops and
// cancels in a live region and describes each draggable by its instructions, in Chinese and by name.
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { dragMessages as m } from '../messages';

/** The announcements and instructions of the designer's DndContext. */
export function dragAccessibility(nameOf: (id: UniqueIdentifier) => string): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  return {
    announcements: {
      onDragStart: ({ active }) => m.picked(nameOf(active.id)),
      onDragOver: ({ active, over }) =>
        over ? m.over(nameOf(active.id), nameOf(over.id)) : m.outside(nameOf(active.id)),
      onDragEnd: ({ active, over }) =>
        over ? m.dropped(nameOf(active.id), nameOf(over.id)) : m.droppedNowhere(nameOf(active.id)),
      onDragCancel: ({ active }) => m.cancelled(nameOf(active.id)),
    },
    screenReaderInstructions: { draggable: m.instructions },
  };
}
