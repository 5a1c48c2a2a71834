// Decision tables (spec shell.md §2.2 /dmn, issue 18): the deployed decisions on the left, the dmn-js
// modeler editing one DMN 1.3 document in the centre, and a test of its decision tables on the right.
// Deploying makes a new version of the document's decisions on the server (process administrators).
import 'dmn-js/dist/assets/diagram-js.css';
import 'dmn-js/dist/assets/dmn-js-shared.css';
import 'dmn-js/dist/assets/dmn-js-drd.css';
import 'dmn-js/dist/assets/dmn-js-decision-table.css';
import 'dmn-js/dist/assets/dmn-js-decision-table-controls.css';
import 'dmn-js/dist/assets/dmn-js-literal-expression.css';
import 'dmn-js/dist/assets/dmn-js-boxed-expression.css';
import 'dmn-js/dist/assets/dmn-js-boxed-expression-controls.css';
import 'dmn-js/dist/assets/dmn-font/css/dmn-embedded.css';
import type { DecisionSummary } from '@platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Segmented, Space, Tag, Upload } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { workflowApi } from '../../../api/workflow';
import { saveBlob } from '../../messages/centre/download';
import { readText } from '../../system/dict/exchange';
import { DecisionList, decisionsQueryKey } from './DecisionList';
import { decisionsOf, elementName, newDocumentXml } from './dmnModel';
import { MatchedRows } from './MatchedRows';
import { isRefusal, problemsOf, type Problem } from './problems';
import { ProblemList } from './ProblemList';
import { TestPanel, type Matched } from './TestPanel';
import { useDmnModeler } from './useDmnModeler';

/** Where the open document came from. */
type Source =
  { kind: 'new' } | { kind: 'file'; name: string } | { kind: 'deployed'; decision: DecisionSummary };

const CANVAS_CLASS = 'dmn-page-canvas';

export default function DecisionTablesPage() {
  const { t } = useTranslation('workflow');
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const canvas = useRef<HTMLDivElement>(null);
  const modeler = useDmnModeler(canvas);
  const [source, setSource] = useState<Source>({ kind: 'new' });
  const [deploying, setDeploying] = useState(false);
  const [deployFailure, setDeployFailure] = useState<{ refused: boolean; problems: Problem[] }>();
  const [matched, setMatched] = useState<Matched>();
  const onMatched = useCallback((next: Matched | undefined) => setMatched(next), []);

  const { load } = modeler;
  const newDocument = useCallback(async () => {
    const texts = {
      definitionsName: t('dmn.template.definitionsName'),
      decisionName: t('dmn.template.decisionName'),
      inputLabel: t('dmn.template.inputLabel'),
      outputLabel: t('dmn.template.outputLabel'),
    };
    await load(newDocumentXml(texts, Math.random().toString(36).slice(2, 9)));
  }, [load, t]);

  // The page opens on a new document, as 新建 gives one.
  useEffect(() => {
    void newDocument();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, in the language of the first render
  }, []);

  // Closing or reloading the browser tab with changes that are not deployed asks first.
  const { dirty } = modeler;
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  /** Runs `replace` at once, or after the user agreed to lose the changes that are not deployed. */
  const replacing = (replace: () => Promise<void>) => {
    if (!modeler.dirty) {
      void replace();
      return;
    }
    modal.confirm({
      title: t('dmn.unsaved.title'),
      content: t('dmn.unsaved.content'),
      okText: t('dmn.unsaved.ok'),
      cancelText: t('dmn.unsaved.cancel'),
      type: 'warning',
      onOk: () => void replace(),
    });
  };

  const openDeployed = (decision: DecisionSummary) =>
    replacing(async () => {
      // A failed call is shown by the request client.
      const detail = await workflowApi.decision(decision.id).catch(() => undefined);
      if (!detail) return;
      try {
        await load(detail.xml);
        setSource({ kind: 'deployed', decision: detail });
        setDeployFailure(undefined);
      } catch (error) {
        void message.error(t('dmn.list.loadFailed', { reason: (error as Error).message }));
      }
    });

  const importFile = async (file: File) => {
    const xml = await readText(file);
    replacing(async () => {
      try {
        await load(xml);
        setSource({ kind: 'file', name: file.name });
        setDeployFailure(undefined);
      } catch (error) {
        void message.error(t('dmn.document.importFailed', { reason: (error as Error).message }));
      }
    });
  };

  const exportFile = async () => {
    try {
      const xml = await modeler.save();
      const name =
        source.kind === 'deployed'
          ? source.decision.key
          : (decisionsOf(modeler.document.definitions)[0]?.id ?? 'decision');
      saveBlob(new Blob([xml], { type: 'application/xml' }), `${name}.dmn`);
    } catch (error) {
      void message.error(t('dmn.document.exportFailed', { reason: (error as Error).message }));
    }
  };

  const deploy = async () => {
    setDeploying(true);
    try {
      const deployed = await workflowApi.deployDecision(await modeler.save(), true);
      modeler.markClean();
      setSource({ kind: 'deployed', decision: deployed });
      setDeployFailure(undefined);
      void message.success(
        t('dmn.deploy.deployed', { name: deployed.name, key: deployed.key, version: deployed.version }),
      );
      void queryClient.invalidateQueries({ queryKey: decisionsQueryKey });
    } catch (error) {
      const problems = problemsOf(error).map((problem) =>
        problem.element
          ? { ...problem, element: elementName(modeler.document.definitions, problem.element) }
          : problem,
      );
      setDeployFailure({ refused: isRefusal(error), problems });
    } finally {
      setDeploying(false);
    }
  };

  const documentName =
    source.kind === 'new'
      ? t('dmn.document.new')
      : source.kind === 'file'
        ? t('dmn.document.file', { name: source.name })
        : t('dmn.document.deployed', {
            name: source.decision.name,
            key: source.decision.key,
            version: source.decision.version,
          });
  // As the test panel's answer: about the decision it tests, in the document as it is.
  const matchedRuleIds =
    matched && matched.revision === modeler.document.revision && matched.decisionId === modeler.tableId
      ? matched.ruleIds
      : [];

  return (
    <div style={{ display: 'flex', gap: 12, height: 'calc(100vh - 160px)', minHeight: 560 }}>
      <div style={{ width: 250, flex: 'none' }}>
        <DecisionList
          openedId={source.kind === 'deployed' ? source.decision.id : undefined}
          onOpen={openDeployed}
          actions={
            <>
              <Button
                size="small"
                onClick={() =>
                  replacing(async () => {
                    await newDocument();
                    setSource({ kind: 'new' });
                    setDeployFailure(undefined);
                  })
                }
              >
                {t('dmn.actions.new')}
              </Button>
              <Upload
                accept=".dmn,.xml"
                showUploadList={false}
                beforeUpload={(file) => {
                  void importFile(file);
                  return false;
                }}
              >
                <Button size="small">{t('dmn.actions.import')}</Button>
              </Upload>
              <Button size="small" onClick={() => void exportFile()}>
                {t('dmn.actions.export')}
              </Button>
            </>
          }
        />
      </div>
      <Card
        size="small"
        style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
        styles={{ body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', gap: 8 } }}
        title={
          <Space>
            <span>{documentName}</span>
            {modeler.dirty && <Tag color="orange">{t('dmn.document.unsaved')}</Tag>}
          </Space>
        }
        extra={
          <Button type="primary" loading={deploying} onClick={() => void deploy()}>
            {t('dmn.actions.deploy')}
          </Button>
        }
      >
        {modeler.views.length > 0 && (
          <Segmented
            aria-label={t('dmn.document.views')}
            value={modeler.activeView?.id}
            options={modeler.views.map((view) => ({
              value: view.id,
              label: view.type === 'drd' ? t('dmn.document.drd') : view.name || view.id,
            }))}
            onChange={(id) => void modeler.open(id)}
          />
        )}
        {deployFailure && (
          <ProblemList
            title={t(deployFailure.refused ? 'dmn.deploy.refused' : 'dmn.deploy.failed')}
            problems={deployFailure.problems}
          />
        )}
        <MatchedRows scope={CANVAS_CLASS} ruleIds={matchedRuleIds} />
        <div ref={canvas} className={CANVAS_CLASS} style={{ flex: 1, minHeight: 0, overflow: 'auto' }} />
      </Card>
      <div style={{ width: 340, flex: 'none' }}>
        <TestPanel
          document={modeler.document}
          tableId={modeler.tableId}
          onChooseDecision={(id) => void modeler.open(id)}
          currentXml={modeler.save}
          onMatched={onMatched}
        />
      </div>
    </div>
  );
}
