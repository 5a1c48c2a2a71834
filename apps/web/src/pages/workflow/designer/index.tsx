// Process design (系统管理 → 流程设计, issue 18): the tenant's process definitions, and the BPMN
// modeler to create, edit, validate and deploy them. The modeler (bpmn-js) loads on first use.
import { Flex, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { DefinitionList } from './DefinitionList';
import type { DesignTarget } from './ProcessModeler';

const ProcessModeler = lazy(() => import('./ProcessModeler'));

export default function ProcessDesignPage() {
  const [open, setOpen] = useState<{ target: DesignTarget; serial: number }>();
  const openTarget = (target: DesignTarget) =>
    setOpen((previous) => ({ target, serial: (previous?.serial ?? 0) + 1 }));

  return (
    <>
      {/* Kept mounted under the modeler: the list comes back with its filter and page. */}
      <div style={{ display: open ? 'none' : undefined }}>
        <DefinitionList onOpen={openTarget} />
      </div>
      {open && (
        <Suspense
          fallback={
            <Flex justify="center" style={{ padding: 48 }}>
              <Spin />
            </Flex>
          }
        >
          <ProcessModeler
            key={open.serial}
            target={open.target}
            onBack={() => setOpen(undefined)}
            onOpen={openTarget}
          />
        </Suspense>
      )}
    </>
  );
}
