// The left palette: collapsible groups of components. Drag one onto the canvas, or click it to add it
// at the end of the form (only while nothing is selected).
import { useDraggable } from '@dnd-kit/core';
import { Collapse } from 'antd';
import { memo } from 'react';
import { useDesignerText } from '../i18n';
import type { PaletteEntry, PaletteGroup } from '../model/palette';

function PaletteItem({ entry, onClick }: { entry: PaletteEntry; onClick: (entry: PaletteEntry) => void }) {
  const t = useDesignerText();
  const { setNodeRef, attributes, listeners } = useDraggable({
    id: `palette:${entry.id}`,
    attributes: { roleDescription: t('drag.roleDescription') },
  });
  const label = t(entry.label);
  return (
    <div
      ref={setNodeRef}
      className="fd-palette-item"
      data-palette={entry.id}
      {...attributes}
      {...listeners}
      onClick={() => onClick(entry)}
      title={label}
    >
      {label}
    </div>
  );
}

export const Palette = memo(function Palette({
  groups,
  onClick,
}: {
  groups: PaletteGroup[];
  onClick: (entry: PaletteEntry) => void;
}) {
  const t = useDesignerText();
  return (
    <Collapse
      ghost
      size="small"
      defaultActiveKey={groups.map((g) => g.id)}
      items={groups.map((g) => ({
        key: g.id,
        label: t(g.title),
        children: (
          <div className="fd-palette-grid">
            {g.entries.map((e) => (
              <PaletteItem key={e.id} entry={e} onClick={onClick} />
            ))}
          </div>
        ),
      }))}
    />
  );
});
