// The instance's definition in bpmn-js's navigated viewer (pan and zoom), with the steps it passed in
// green, the open ones in blue (pulsing) and the failed ones in red, and the flows it took in green.
// Colours are written into the diagram (BPMN in colour), so arrowheads and every shape kind follow.
// bpmn-js and its styles load with this page only.
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import './progress.css';
import { ExpandOutlined } from '@ant-design/icons';
import { Button, Result, Tooltip } from 'antd';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARK_COLOURS, type DiagramMarks } from './marks';

// The parts of diagram-js's services used here.
interface DiagramElement {
  id: string;
  waypoints?: unknown[];
  di: { set(name: string, value: string): void };
}
interface ElementRegistry {
  get(id: string): DiagramElement | undefined;
  getGraphics(element: DiagramElement): SVGElement;
}
interface GraphicsFactory {
  update(type: 'shape' | 'connection', element: DiagramElement, gfx: SVGElement): void;
}
interface Canvas {
  addMarker(element: DiagramElement, marker: string): void;
  zoom(level: 'fit-viewport', center: 'auto'): void;
  resized(): void;
}

function mark(viewer: NavigatedViewer, marks: DiagramMarks) {
  const registry = viewer.get<ElementRegistry>('elementRegistry');
  const graphics = viewer.get<GraphicsFactory>('graphicsFactory');
  const canvas = viewer.get<Canvas>('canvas');
  const paint = (ids: readonly string[], colour: { stroke: string; fill?: string }, marker: string) => {
    for (const id of ids) {
      const element = registry.get(id);
      if (!element) continue;
      element.di.set('color:border-color', colour.stroke);
      if (colour.fill) element.di.set('color:background-color', colour.fill);
      graphics.update(element.waypoints ? 'connection' : 'shape', element, registry.getGraphics(element));
      canvas.addMarker(element, marker);
    }
  };
  paint(marks.flows, MARK_COLOURS.flow, 'wf-taken');
  paint(marks.finished, MARK_COLOURS.finished, 'wf-finished');
  paint(marks.failed, MARK_COLOURS.failed, 'wf-failed');
  // Last: a step open again after a return shows as open.
  paint(marks.active, MARK_COLOURS.active, 'wf-active');
}

export default function ProgressDiagram({ xml, marks }: { xml: string; marks: DiagramMarks }) {
  const { t } = useTranslation('workflow', { keyPrefix: 'progress' });
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<NavigatedViewer>(null);
  // Why this document cannot be shown (a failure is about the document it happened to).
  const [failed, setFailed] = useState<{ xml: string; reason: string }>();
  const failure = failed?.xml === xml ? failed.reason : undefined;
  // A refetch brings new arrays with the same marks: redraw only when something changed.
  const marksKey = JSON.stringify(marks);

  useEffect(() => {
    const shown = new NavigatedViewer({ container: container.current! });
    viewer.current = shown;
    let current = true;
    shown.importXML(xml).then(
      () => {
        if (!current) return;
        mark(shown, JSON.parse(marksKey) as DiagramMarks);
        shown.get<Canvas>('canvas').zoom('fit-viewport', 'auto');
      },
      (error: Error) => {
        if (current) setFailed({ xml, reason: error.message });
      },
    );
    const resized = new ResizeObserver(() => shown.get<Canvas>('canvas').resized());
    resized.observe(container.current!);
    return () => {
      current = false;
      resized.disconnect();
      shown.destroy();
      viewer.current = null;
    };
  }, [xml, marksKey]);

  return (
    <div style={{ position: 'relative', width: '100%', height: '100%' }}>
      {failure !== undefined && (
        <Result status="warning" subTitle={t('diagramFailed', { reason: failure })} />
      )}
      <div
        ref={container}
        className="wf-progress-diagram"
        role="img"
        aria-label={t('diagram')}
        style={failure !== undefined ? { display: 'none' } : undefined}
      />
      <Tooltip title={t('fit')}>
        <Button
          aria-label={t('fit')}
          icon={<ExpandOutlined />}
          size="small"
          style={{ position: 'absolute', top: 8, right: 8 }}
          onClick={() => viewer.current?.get<Canvas>('canvas').zoom('fit-viewport', 'auto')}
        />
      </Tooltip>
    </div>
  );
}
