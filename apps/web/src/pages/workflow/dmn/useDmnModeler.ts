// The dmn-js modeler of the page, created once in the canvas element: the document's views, the active
// one, the decision table last shown, whether the document changed since it was opened or deployed,
// and the document itself with a revision that grows with every edit (dmn-js edits its moddle tree in
// place, so what the page derives from the tree is derived again per revision).
import DmnModeler, { type DmnView } from 'dmn-js/lib/Modeler';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { DmnDefinitions } from './dmnModel';
import { translatedViews } from './dmnTexts';

export interface DmnDocument {
  definitions: DmnDefinitions | undefined;
  revision: number;
}

export interface DmnModelerHandle {
  views: DmnView[];
  activeView: DmnView | undefined;
  /** The decision whose table was shown last (the diagram view keeps it). */
  tableId: string | undefined;
  dirty: boolean;
  document: DmnDocument;
  /** Opens a document on its first decision table; a document that cannot be read leaves the current one. */
  load: (xml: string) => Promise<void>;
  save: () => Promise<string>;
  open: (id: string) => Promise<void>;
  /** The document as it is now is the deployed one. */
  markClean: () => void;
}

/** The view a document opens on: its first decision table, which is what this page is about. */
function initialView(views: DmnView[]): DmnView | undefined {
  return views.find((view) => view.type === 'decisionTable') ?? views[0];
}

async function importAndOpen(modeler: DmnModeler, xml: string) {
  await modeler.importXML(xml, { open: false });
  const view = initialView(modeler.getViews());
  if (view) await modeler.open(view);
}

export function useDmnModeler(canvas: RefObject<HTMLDivElement | null>): DmnModelerHandle {
  const modelerRef = useRef<DmnModeler>(null);
  const [views, setViews] = useState<DmnView[]>([]);
  const [activeView, setActiveView] = useState<DmnView>();
  const [tableId, setTableId] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const [document, setDocument] = useState<DmnDocument>({ definitions: undefined, revision: 0 });

  useEffect(() => {
    const modeler = new DmnModeler({ container: canvas.current!, ...translatedViews });
    modeler.on('views.changed', (event) => {
      setViews([...event.views]);
      setActiveView(event.activeView);
      if (event.activeView?.type === 'decisionTable') setTableId(event.activeView.id);
    });
    // A diagram opens fitted to the canvas: its shapes may lie anywhere on the plane.
    modeler.on('import.render.complete', (event) => {
      if (event.view.type !== 'drd' || event.error) return;
      modeler
        .getActiveViewer()
        ?.get<{ zoom: (level: string, center: string) => void }>('canvas')
        .zoom('fit-viewport', 'auto');
    });
    modeler.on('viewer.created', ({ viewer }) => {
      viewer.on('commandStack.changed', (event) => {
        // Opening a view clears its command stack: that is no edit.
        if (event.trigger === 'clear') return;
        setDirty(true);
        setDocument((current) => ({ ...current, revision: current.revision + 1 }));
      });
    });
    modelerRef.current = modeler;
    return () => {
      modeler.destroy();
      modelerRef.current = null;
    };
  }, [canvas]);

  const load = useCallback(async (xml: string) => {
    const modeler = modelerRef.current!;
    // Importing clears the modeler first: a document that cannot be read must not lose the open one.
    const previous = modeler.getDefinitions() ? (await modeler.saveXML()).xml : undefined;
    try {
      await importAndOpen(modeler, xml);
    } catch (error) {
      if (previous) await importAndOpen(modeler, previous);
      throw error;
    } finally {
      setDocument((current) => ({
        definitions: modeler.getDefinitions() as DmnDefinitions | undefined,
        revision: current.revision + 1,
      }));
    }
    setDirty(false);
  }, []);

  const save = useCallback(async () => (await modelerRef.current!.saveXML({ format: true })).xml, []);
  const open = useCallback(async (id: string) => {
    const modeler = modelerRef.current!;
    const view = modeler.getViews().find((candidate) => candidate.id === id);
    if (view) await modeler.open(view);
  }, []);
  const markClean = useCallback(() => setDirty(false), []);

  return { views, activeView, tableId, dirty, document, load, save, open, markClean };
}
