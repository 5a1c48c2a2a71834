// One step of a process instance on bpmn-engine: start it, or recover it from its stored state, apply
// what happened (a user task completed, a timer due, a handler's result), let the engine run until it
// waits again, and answer the new state with what it now waits for. Nothing here touches the database:
// the service commits a step's answer in one transaction, so a crash between steps loses nothing and
// a step is never half applied.
//
// The engine never runs tenant JavaScript: script tasks are refused at deployment and the script
// handler here only evaluates FEEL conditions (feelin). Service, send and business-rule tasks never
// call out from inside a step: they park as jobs, the job worker runs the handler outside the step,
// and the next step hands the result to the waiting task. Timers park the same way; the engine's own
// setTimeout is never armed.
import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { evaluate } from 'feelin';
import { workflowModdleDescriptor } from '@platform/contract/workflow-model';

export type Variables = Record<string, unknown>;

/** A user task (or receive task) the engine waits on. */
export interface WaitingTask {
  elementId: string;
  executionId: string;
}

export interface ParkedTimer {
  elementId: string;
  executionId: string;
  expireAt: Date;
}

export interface ParkedService {
  elementId: string;
  executionId: string;
}

export type StepAction =
  | { kind: 'start'; source: string; variables: Variables }
  | { kind: 'resume' }
  | { kind: 'signal'; elementId: string; executionId: string; variables: Variables };

export interface StepInput {
  state: unknown;
  action: StepAction;
  /** Results of finished service jobs by execution id, handed to the waiting tasks. */
  serviceResults?: ReadonlyMap<string, Variables>;
  /** Timer elements whose jobs are due: they fire now. */
  dueTimers?: ReadonlySet<string>;
  /** Evaluates a business-rule task's decision (synchronously, from a decision already loaded). */
  decide?: (elementId: string, variables: Variables) => Variables;
  /**
   * The definition read once by compileSource: the step neither parses the XML (start) nor reads the
   * definition back from the state (recover), and the state it answers leaves the definition out.
   */
  compiled?: CompiledSource;
}

/** A definition's BPMN as bpmn-engine runs it (bpmn-moddle's reading, serialized once). */
export interface CompiledSource {
  readonly id: string;
}

export interface StepResult {
  /** The state to store, or null when the instance ended. */
  state: unknown;
  ended: boolean;
  variables: Variables;
  waiting: WaitingTask[];
  timers: ParkedTimer[];
  services: ParkedService[];
  /** Elements that ended and sequence flows taken during this step, in order. */
  passed: string[];
  flows: string[];
  /** An element that failed, and why (the instance cannot go on). */
  failure: { elementId: string | null; message: string } | null;
}

export class ScriptRefused extends Error {}

const moddleOptions = { pf: workflowModdleDescriptor };
const SERVICE_TYPES = new Set(['bpmn:ServiceTask', 'bpmn:SendTask', 'bpmn:BusinessRuleTask']);

/** FEEL's value of `expression` over `variables`; feelin answers null for what it cannot evaluate. */
export function feel(expression: string, variables: Variables): unknown {
  const { value } = evaluate(expression, variables) as { value: unknown };
  return value;
}

interface ScriptRegistration {
  id: string;
  type: string;
  behaviour: { conditionExpression?: { language?: string; body?: string } };
  environment: { variables: Variables };
}

/** Conditions in FEEL only; anything else (a script task, a JavaScript condition) fails the step. */
function feelScripts() {
  const scripts = new Map<string, { execute(ctx: unknown, next: (e: unknown, v?: unknown) => void): void }>();
  return {
    register({ id, type, behaviour }: ScriptRegistration) {
      if (type !== 'bpmn:SequenceFlow') return undefined;
      const condition = behaviour.conditionExpression;
      if (!condition?.language) return undefined;
      const body = condition.body ?? '';
      const script = {
        execute(ctx: unknown, next: (e: unknown, v?: unknown) => void) {
          const environment = (ctx as { environment: { variables: Variables } }).environment;
          try {
            next(null, feel(body, environment.variables) === true);
          } catch (err) {
            next(err);
          }
        },
      };
      scripts.set(id, script);
      return script;
    },
    getScript(_language: string, { id }: { id: string }) {
      const script = scripts.get(id);
      if (!script) throw new ScriptRefused(`<${id}> scripts are not run`);
      return script;
    },
  };
}

interface TimerOwner {
  id?: string;
  executionId?: string;
}

/** bpmn-elements' timers interface; a timer fires only when its job is due. */
function parkingTimers(due: ReadonlySet<string>, parked: ParkedTimer[]) {
  const set = (
    owner: TimerOwner | null,
    callback: (...a: unknown[]) => void,
    delay: number,
    args: unknown[],
  ) => {
    const elementId = owner?.id;
    if (elementId && (due.has(elementId) || delay <= 0)) {
      return { immediate: setImmediate(callback, ...args) };
    }
    const timer =
      elementId && owner.executionId
        ? { elementId, executionId: owner.executionId, expireAt: new Date(Date.now() + delay) }
        : null;
    if (timer) parked.push(timer);
    return { immediate: null, timer };
  };
  const clear = (ref: { immediate?: NodeJS.Immediate | null; timer?: ParkedTimer | null } | undefined) => {
    if (ref?.immediate) clearImmediate(ref.immediate);
    // A timer cleared (its task completed, its event discarded) no longer waits.
    if (ref?.timer) parked.splice(parked.indexOf(ref.timer) >>> 0, 1);
  };
  return {
    executing: [],
    register: (owner: TimerOwner) => ({
      setTimeout: (callback: (...a: unknown[]) => void, delay: number, ...args: unknown[]) =>
        set(owner, callback, delay, args),
      clearTimeout: clear,
    }),
    setTimeout: (callback: (...a: unknown[]) => void, delay: number, ...args: unknown[]) =>
      set(null, callback, delay, args),
    clearTimeout: clear,
  };
}

interface ActivityLike {
  id: string;
  type: string;
  behaviour: Record<string, unknown>;
  environment: { variables: Variables };
}

interface ExecuteMessage {
  content: { executionId: string };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Reads a definition's XML the way the engine does, once; its instances' steps then share it. */
export async function compileSource(xml: string): Promise<CompiledSource> {
  const engine = new Engine({ name: 'workflow', moddleOptions, source: xml } as never);
  const [definition] = await engine.getDefinitions();
  return definition!.environment.options.source as CompiledSource;
}

interface StoredState {
  definitions?: { id?: string; source?: unknown }[];
}

/**
 * The shared definition for one engine: read only (bpmn-elements copies what it changes), with
 * serialize() answering nothing so that getState() leaves the definition out of the state.
 */
const sourceFor = (compiled: CompiledSource) =>
  Object.create(compiled, { serialize: { value: () => undefined } }) as CompiledSource;

export async function runStep(input: StepInput): Promise<StepResult> {
  const timers: ParkedTimer[] = [];
  const services: ParkedService[] = [];
  const passed: string[] = [];
  const flows: string[] = [];
  let failure: StepResult['failure'] = null;
  let ended = false;
  let events = 0;

  const parkService = (activity: ActivityLike) => {
    // A fresh object per execution, as bpmn-elements constructs `new Service(activity, message)`.
    function ParkedServiceImpl() {}
    ParkedServiceImpl.prototype.execute = (
      message: ExecuteMessage,
      callback: (e: unknown, v?: unknown) => void,
    ) => {
      const executionId = message.content.executionId;
      const result = input.serviceResults?.get(executionId);
      if (result) {
        Object.assign(activity.environment.variables, result);
        return callback(null, result);
      }
      if (activity.type === 'bpmn:BusinessRuleTask' && input.decide) {
        try {
          const output = input.decide(activity.id, activity.environment.variables);
          Object.assign(activity.environment.variables, output);
          return callback(null, output);
        } catch (err) {
          return callback(err);
        }
      }
      services.push({ elementId: activity.id, executionId });
    };
    return ParkedServiceImpl;
  };

  const options = {
    name: 'workflow',
    moddleOptions,
    scripts: feelScripts(),
    timers: parkingTimers(input.dueTimers ?? new Set(), timers),
    extensions: {
      park(activity: ActivityLike) {
        if (SERVICE_TYPES.has(activity.type)) activity.behaviour.Service = parkService(activity);
      },
    },
    settings: { strict: true },
  };

  const listener = new EventEmitter();
  listener.on('activity.end', (api: { id: string; type: string }) => {
    events++;
    if (api.type !== 'bpmn:Process') passed.push(api.id);
  });
  listener.on('flow.take', (flow: { id: string }) => {
    events++;
    flows.push(flow.id);
  });
  for (const name of [
    'activity.start',
    'activity.wait',
    'activity.timer',
    'activity.leave',
    'flow.discard',
  ]) {
    listener.on(name, () => events++);
  }

  const compiled = input.compiled;
  let engine: Engine;
  if (input.action.kind === 'start') {
    engine = new Engine({
      ...options,
      ...(compiled ? { sourceContext: sourceFor(compiled) } : { source: input.action.source }),
    } as never);
  } else {
    const state = structuredClone(input.state) as StoredState;
    // A state stored with its definition (before the step had a compiled one) recovers from it as well.
    const shared = compiled && state.definitions?.every((d) => d.id === compiled.id);
    if (shared) for (const d of state.definitions!) delete d.source;
    engine = new Engine({
      ...options,
      ...(shared ? { sourceContext: sourceFor(compiled) } : {}),
    } as never).recover(state as never);
  }
  engine.on('end', () => {
    ended = true;
  });
  engine.on('error', (err: Error & { source?: { content?: { id?: string } } }) => {
    failure = { elementId: err.source?.content?.id ?? null, message: err.message };
  });

  if (input.action.kind === 'start') {
    await engine.execute({ listener, variables: input.action.variables });
  } else {
    await engine.resume({ listener });
  }
  const processes = () => engine.execution?.definitions.flatMap((d) => d.getRunningProcesses()) ?? [];
  if (input.action.kind === 'signal') {
    const { elementId, executionId, variables } = input.action;
    for (const process of processes()) Object.assign(process.environment.variables, variables);
    engine.execution.signal({ id: elementId, executionId, ...variables });
  }

  // Everything the engine does is synchronous apart from the immediates of due timers and resumed
  // waits: it is quiet once a turn of the event loop passes with no event.
  for (let seen = -1; seen !== events && !ended && !failure;) {
    seen = events;
    await tick();
    await tick();
  }

  const running = processes();
  const variables: Variables = { ...(running[0]?.environment.variables ?? engine.environment.variables) };
  delete variables.fields;
  delete variables.content;
  delete variables.properties;
  if (ended || failure) {
    // An ended or failed engine has nothing to stop (and its stop() would wait for ever).
    if (!ended && engine.state !== 'error') await engine.stop();
    return { state: null, ended, variables, waiting: [], timers: [], services: [], passed, flows, failure };
  }

  const waiting: WaitingTask[] = [];
  const pendingServices = new Set(services.map((s) => s.executionId));
  const postponed = engine.execution.getPostponed() as { id: string; type: string; executionId: string }[];
  for (const activity of postponed) {
    if (
      activity.type === 'bpmn:UserTask' ||
      activity.type === 'bpmn:ReceiveTask' ||
      activity.type === 'bpmn:ManualTask'
    ) {
      waiting.push({ elementId: activity.id, executionId: activity.executionId });
    }
  }
  // A service still parked from an earlier step stays parked (its job is pending).
  for (const activity of postponed) {
    if (SERVICE_TYPES.has(activity.type) && !pendingServices.has(activity.executionId)) {
      services.push({ elementId: activity.id, executionId: activity.executionId });
    }
  }
  const state = await engine.getState();
  // Stopping clears the engine's timers: keep the parked ones first.
  const parkedTimers = [...timers];
  await engine.stop();
  return { state, ended: false, variables, waiting, timers: parkedTimers, services, passed, flows, failure };
}
