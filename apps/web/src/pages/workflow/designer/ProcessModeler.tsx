// The designer's editor (issue 18): bpmn-js's modeler with its properties panel and the platform's
// task properties, or its viewer for a version opened read-only; import/export BPMN XML, validate and
// deploy. bpmn-js and its styles load with this chunk only.
import '@bpmn-io/properties-panel/assets/properties-panel.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/diagram-js.css';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { DefinitionSummary, ModelProblem } from '@platform/contract';
import { workflowModdleDescriptor } from '@platform/contract/workflow-model';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Space, Spin, Tag, Typography, Upload, theme } from 'antd';
import Modeler from 'bpmn-js/lib/Modeler';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { BpmnPropertiesPanelModule, BpmnPropertiesProviderModule } from 'bpmn-js-properties-panel';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowApi } from '../../../api/workflow';
import { saveBlob } from '../../messages/centre/download';
import { emptyDiagram, fileNameOf, newProcessId, refusalProblems } from './diagram';
import { definitionQueryKeys, useDefinitionXml, usePanelChoices } from './queries';
import { platformPropertiesModule, type PanelSource, type PanelTexts } from './modeler/platformProperties';
import { translateModule } from './modeler/translate';
import type { PanelChoices } from './modeler/fields';
import { ProblemList, type Problems } from './ProblemList';
import { useFillHeight } from './useFillHeight';
import { selectElement } from './modeler/select';

/** What the designer opens: a definition's XML (none: a new process), to edit or only to look at. */
export interface DesignTarget {
  definition?: DefinitionSummary;
  readOnly: boolean;
}

interface Props {
  target: DesignTarget;
  /** 返回列表 (after the user agreed to drop undeployed changes). */
  onBack: () => void;
  /** Opens another target (a read-only version becomes the base of a new one). */
  onOpen: (target: DesignTarget) => void;
}

type Viewer = Modeler | NavigatedViewer;
interface EventBus {
  on(event: string, callback: () => void): void;
  off(event: string, callback: () => void): void;
  fire(event: string): void;
}
interface AttachedPanel {
  attachTo(container: HTMLElement): void;
  detach(): void;
}

function usePanelTexts(): PanelTexts {
  const { t } = useTranslation('workflow');
  return {
    taskGroup: t('designer.panel.taskGroup'),
    conditionGroup: t('designer.panel.conditionGroup'),
    none: t('designer.panel.none'),
    unknownChoice: (value) => t('designer.panel.unknownChoice', { value }),
    labels: {
      assignee: t('designer.panel.assignee'),
      candidateUsers: t('designer.panel.candidateUsers'),
      candidateRoles: t('designer.panel.candidateRoles'),
      candidateDepts: t('designer.panel.candidateDepts'),
      formKey: t('designer.panel.form'),
      dueDate: t('designer.panel.dueDate'),
      queue: t('designer.panel.queue'),
      handler: t('designer.panel.handler'),
      retries: t('designer.panel.retries'),
      decisionRef: t('designer.panel.decisionRef'),
      resultVariable: t('designer.panel.resultVariable'),
    },
    hints: {
      assigneeHint: t('designer.panel.assigneeHint'),
      listHint: t('designer.panel.listHint'),
      dueDateHint: t('designer.panel.dueDateHint'),
      queueHint: t('designer.panel.queueHint'),
    },
    retriesInvalid: t('designer.panel.retriesInvalid'),
    condition: t('designer.panel.condition'),
    conditionHint: t('designer.panel.conditionHint'),
  };
}

/** The words and lists the panel reads, updated as the page renders. */
class LivePanelSource implements PanelSource {
  constructor(
    private currentTexts: PanelTexts,
    private currentChoices: PanelChoices,
  ) {}
  set(texts: PanelTexts, choices: PanelChoices) {
    this.currentTexts = texts;
    this.currentChoices = choices;
  }
  texts = () => this.currentTexts;
  choices = () => this.currentChoices;
}

function createViewer(readOnly: boolean, source: PanelSource): Viewer {
  const moddleExtensions = { pf: workflowModdleDescriptor };
  if (readOnly) return new NavigatedViewer({ moddleExtensions, additionalModules: [translateModule] });
  return new Modeler({
    moddleExtensions,
    // The groups a designer fills in most are open from the start.
    propertiesPanel: {
      layout: {
        groups: { general: { open: true }, platformTask: { open: true }, platformCondition: { open: true } },
      },
    },
    additionalModules: [
      BpmnPropertiesPanelModule,
      BpmnPropertiesProviderModule,
      platformPropertiesModule(source),
      translateModule,
    ],
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Canvas {
  viewbox(box?: Box): Box & { inner: Box; outer: Box };
  resized(): void;
}

/** Room the modeler's palette takes on the left of the canvas, in screen pixels. */
const PALETTE_ROOM = 120;
const MARGIN = 24;

/**
 * The whole diagram in view and centred, clear of the palette, no larger than life; once the page
 * around it has been laid out.
 */
const fitDiagram = (viewer: Viewer, palette: boolean) =>
  requestAnimationFrame(() => {
    const canvas = viewer.get<Canvas>('canvas');
    canvas.resized();
    const { inner, outer } = canvas.viewbox();
    if (!inner.width || !outer.width) return;
    const left = (palette ? PALETTE_ROOM : 0) + MARGIN;
    const scale = Math.min(
      1,
      (outer.width - left - MARGIN) / inner.width,
      (outer.height - 2 * MARGIN) / inner.height,
    );
    const width = outer.width / scale;
    const height = outer.height / scale;
    const room = (outer.width - left - MARGIN) / scale - inner.width;
    canvas.viewbox({
      x: inner.x - left / scale - room / 2,
      y: inner.y - (height - inner.height) / 2,
      width,
      height,
    });
  });

function processIdOf(viewer: Viewer): string | undefined {
  const definitions = viewer.getDefinitions() as { rootElements?: { $type: string; id: string }[] };
  return definitions.rootElements?.find((element) => element.$type === 'bpmn:Process')?.id;
}

export default function ProcessModeler({ target, onBack, onOpen }: Props) {
  const { t } = useTranslation('workflow');
  const { token } = theme.useToken();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { readOnly } = target;
  const [base, setBase] = useState(target.definition);
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<Problems>();
  const [busy, setBusy] = useState<'validate' | 'deploy'>();
  const [frame, height] = useFillHeight<HTMLDivElement>(token.paddingLG);
  const canvas = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // The panel reads the current words and lists through this source while the modeler lives.
  const texts = usePanelTexts();
  const choices = usePanelChoices(!readOnly);
  const [source] = useState(() => new LivePanelSource(texts, choices));
  useLayoutEffect(() => source.set(texts, choices), [source, texts, choices]);
  const [diagram] = useState(() => createViewer(readOnly, source));

  const stored = useDefinitionXml(target.definition?.id);
  const [fresh] = useState(() => emptyDiagram(newProcessId(), t('designer.newProcessName')));
  const xml = target.definition ? stored.data : fresh;
  const [failure, setFailure] = useState<string>();

  // A hidden tab's effects are cleaned up: the viewer is detached then, not destroyed, so that the
  // diagram and its undo history are there when the user comes back.
  useEffect(() => {
    diagram.attachTo(canvas.current!);
    const properties = readOnly ? undefined : diagram.get<AttachedPanel>('propertiesPanel');
    properties?.attachTo(panel.current!);
    const events = diagram.get<EventBus>('eventBus');
    const changed = () => setDirty(true);
    events.on('commandStack.changed', changed);
    // The canvas follows its box (the problems list opening, the window resized).
    const box = new ResizeObserver(() => diagram.get<Canvas>('canvas').resized());
    box.observe(canvas.current!);
    return () => {
      box.disconnect();
      events.off('commandStack.changed', changed);
      properties?.detach();
      diagram.detach();
    };
  }, [diagram, readOnly]);

  const imported = useRef<string>(undefined);
  useEffect(() => {
    if (!xml || imported.current === xml) return;
    imported.current = xml;
    diagram.importXML(xml).then(
      () => {
        fitDiagram(diagram, !readOnly);
        setDirty(false);
      },
      (error: Error) => setFailure(error.message),
    );
  }, [diagram, readOnly, xml]);

  useEffect(() => {
    if (!readOnly) diagram.get<EventBus>('eventBus').fire('propertiesPanel.providersChanged');
  }, [diagram, choices, readOnly]);

  // Closing or reloading the browser tab with undeployed changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const leave = (then: () => void) => {
    if (!dirty) return then();
    modal.confirm({
      title: t('designer.modeler.leaveTitle'),
      content: t('designer.modeler.leaveContent'),
      okButtonProps: { danger: true },
      onOk: then,
    });
  };

  const currentXml = async () => (await diagram.saveXML({ format: true })).xml ?? '';

  const importFile = async (file: File) => {
    const before = await currentXml();
    try {
      await diagram.importXML(await file.text());
      fitDiagram(diagram, !readOnly);
      setDirty(true);
      setProblems(undefined);
    } catch (error) {
      void message.error(t('designer.modeler.openFailed', { reason: (error as Error).message }));
      await diagram.importXML(before);
    }
  };

  const exportFile = async () => {
    const text = await currentXml();
    saveBlob(new Blob([text], { type: 'application/xml' }), fileNameOf(processIdOf(diagram)));
  };

  const validate = async () => {
    setBusy('validate');
    try {
      const result = await workflowApi.validate(await currentXml());
      setProblems(result.problems.length ? { kind: 'validate', list: result.problems } : undefined);
      if (result.problems.length === 0) void message.success(t('designer.modeler.valid'));
    } finally {
      setBusy(undefined);
    }
  };

  const deploy = async () => {
    setBusy('deploy');
    try {
      const deployed = await workflowApi.deploy(await currentXml(), true);
      setBase(deployed);
      setDirty(false);
      setProblems(undefined);
      void message.success(
        t('designer.modeler.deployed', { name: deployed.name || deployed.key, version: deployed.version }),
      );
      void queryClient.invalidateQueries({ queryKey: definitionQueryKeys.all });
    } catch (error) {
      const list = refusalProblems(error);
      if (list.length) setProblems({ kind: 'refused', list });
      void message.error((error as Error).message);
    } finally {
      setBusy(undefined);
    }
  };

  const show = (problem: ModelProblem) => selectElement(diagram, problem);

  const title = !base
    ? t('designer.modeler.newTitle')
    : readOnly
      ? t('designer.modeler.viewTitle', { name: base.name || base.key, version: base.version })
      : t('designer.modeler.editTitle', { name: base.name || base.key, version: base.version });
  const loading = !!target.definition && stored.isPending;

  return (
    <Flex ref={frame} vertical gap={12} style={{ height }}>
      <Card size="small">
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Space>
            <Typography.Text strong>{title}</Typography.Text>
            {readOnly && <Tag>{t('designer.modeler.readOnly')}</Tag>}
            {dirty && <Tag color="orange">{t('designer.modeler.unsaved')}</Tag>}
          </Space>
          <Space wrap>
            {!readOnly && (
              <Upload
                accept=".bpmn,.xml"
                showUploadList={false}
                beforeUpload={(file) => {
                  void importFile(file);
                  return false;
                }}
              >
                <Button>{t('designer.modeler.import')}</Button>
              </Upload>
            )}
            <Button onClick={() => void exportFile()}>{t('designer.modeler.export')}</Button>
            {readOnly ? (
              <Button type="primary" onClick={() => onOpen({ definition: base, readOnly: false })}>
                {t('designer.modeler.editThis')}
              </Button>
            ) : (
              <>
                <Button loading={busy === 'validate'} onClick={() => void validate()}>
                  {t('designer.modeler.validate')}
                </Button>
                <Button type="primary" loading={busy === 'deploy'} onClick={() => void deploy()}>
                  {t('designer.modeler.deploy')}
                </Button>
              </>
            )}
            <Button icon={<ArrowLeftOutlined />} onClick={() => leave(onBack)}>
              {t('designer.modeler.back')}
            </Button>
          </Space>
        </Flex>
      </Card>
      {failure && (
        <Typography.Text type="danger">
          {t('designer.modeler.openFailed', { reason: failure })}
        </Typography.Text>
      )}
      {problems && <ProblemList problems={problems} onShow={show} onClose={() => setProblems(undefined)} />}
      <Flex
        style={{
          flex: 1,
          minHeight: 0,
          position: 'relative',
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          overflow: 'hidden',
        }}
      >
        {loading && (
          <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0, zIndex: 1 }}>
            <Spin />
          </Flex>
        )}
        <div ref={canvas} style={{ flex: 1, minWidth: 0, position: 'relative' }} />
        {!readOnly && (
          <div
            ref={panel}
            style={{
              width: 320,
              flex: 'none',
              borderLeft: `1px solid ${token.colorBorderSecondary}`,
              overflow: 'auto',
            }}
          />
        )}
      </Flex>
    </Flex>
  );
}
