// The designer's drag-and-drop, as screen readers hear it: dnd-kit announces pick-up, moves, drops and
// cancels in a live region and describes each draggable by its instructions, in the page's language
// and by name.
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { chineseText, type DesignerTranslate } from '../text';

/** The announcements and instructions of the designer's DndContext. */
export function dragAccessibility(
  nameOf: (id: UniqueIdentifier) => string,
  t: DesignerTranslate = chineseText,
): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  return {
    announcements: {
      onDragStart: ({ active }) => t('drag.picked', { name: nameOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('drag.over', { name: nameOf(active.id), target: nameOf(over.id) })
          : t('drag.outside', { name: nameOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('drag.dropped', { name: nameOf(active.id), target: nameOf(over.id) })
          : t('drag.droppedNowhere', { name: nameOf(active.id) }),
      onDragCancel: ({ active }) => t('drag.cancelled', { name: nameOf(active.id) }),
    },
    screenReaderInstructions: { draggable: t('drag.instructions') },
  };
}
