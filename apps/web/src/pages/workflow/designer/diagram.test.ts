import { workflowModdleDescriptor } from '@platform/contract/workflow-model';
import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../api/request';
import { emptyDiagram, fileNameOf, newProcessId, refusalProblems } from './diagram';

const moddle = () => new BpmnModdle({ pf: workflowModdleDescriptor });

describe('a new process', () => {
  it('is one start event of an executable process with the chosen id and name', async () => {
    const { rootElement, warnings } = await moddle().fromXML(emptyDiagram('Process_abc', '新流程 <A&B>'));
    expect(warnings).toEqual([]);
    const process = (rootElement as unknown as { rootElements: Record<string, unknown>[] }).rootElements[0]!;
    expect(process).toMatchObject({ $type: 'bpmn:Process', id: 'Process_abc', name: '新流程 <A&B>' });
    expect(process.isExecutable).toBe(true);
    expect((process.flowElements as { $type: string }[]).map((e) => e.$type)).toEqual(['bpmn:StartEvent']);
  });

  it('gets an XML name for an id', () => {
    expect(newProcessId(() => 0)).toBe('Process_0000000');
    expect(newProcessId()).toMatch(/^Process_[0-9a-z]{7}$/);
  });
});

it('keeps the platform task properties and a FEEL condition through a save', async () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:pf="https://bizadmin.platform/schema/bpmn" id="D" targetNamespace="t">
  <bpmn:process id="review" isExecutable="true">
    <bpmn:userTask id="check" pf:assignee="=starter" pf:formKey="form-1" pf:dueDate="P3D" />
    <bpmn:exclusiveGateway id="ok" />
    <bpmn:sequenceFlow id="yes" sourceRef="ok" targetRef="check">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="feel">approved = true</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
  </bpmn:process>
</bpmn:definitions>`;
  const { rootElement } = await moddle().fromXML(xml);
  const saved = (await moddle().toXML(rootElement)).xml;
  expect(saved).toContain('pf:assignee="=starter"');
  expect(saved).toContain('pf:formKey="form-1"');
  expect(saved).toContain('language="feel">approved = true</bpmn:conditionExpression>');
});

it('names the download after the process key', () => {
  expect(fileNameOf('cert_accept')).toBe('cert_accept.bpmn');
  expect(fileNameOf('a/b c')).toBe('a_b_c.bpmn');
  expect(fileNameOf(undefined)).toBe('process.bpmn');
});

describe('a refused deployment', () => {
  it('lists its problems, with the element each names', () => {
    const error = new RequestError('不能部署', 400, {
      errors: [
        { field: 'Task_1', reason: '用户任务“审查”没有处理人规则' },
        { field: 'body.xml', reason: '没有可执行的流程' },
      ],
    });
    expect(refusalProblems(error)).toEqual([
      { elementId: 'Task_1', elementName: null, message: '用户任务“审查”没有处理人规则' },
      { elementId: null, elementName: null, message: '没有可执行的流程' },
    ]);
  });

  it('has none when the failure is not a refusal', () => {
    expect(refusalProblems(new Error('network'))).toEqual([]);
    expect(refusalProblems(new RequestError('服务器错误', 500))).toEqual([]);
  });
});
