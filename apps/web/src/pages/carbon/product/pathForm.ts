// The path editor's form values and the PathBody they become. The editor shows the stages of the
// chosen system boundary; the body carries exactly those stages, in ISO 14067 order, so that a
// refusal naming `body.stages.<i>.inputs.<j>.<field>` can be put back on the row it came from.
import type { CarbonPathDetail, PathBody } from '@platform/contract';
import {
  LIFE_CYCLE_STAGES,
  type CbamEmissionKind,
  type LifeCycleStage,
} from '@platform/contract/carbon-model';

export type SystemBoundary = 'cradle_to_gate' | 'cradle_to_grave';

export interface InputValues {
  name: string;
  amount: string;
  unit: string;
  factorId?: string;
  cbamKind: CbamEmissionKind;
  note?: string;
}

export interface PathValues {
  name: string;
  year: number;
  boundary: SystemBoundary;
  gwpSet: 'AR5' | 'AR6';
  outputAmount: string;
  description?: string;
  stages: Partial<Record<LifeCycleStage, InputValues[]>>;
}

/** Cradle-to-gate ends at the factory gate: raw material acquisition and production only. */
export function stagesOf(boundary: SystemBoundary | undefined): readonly LifeCycleStage[] {
  return boundary === 'cradle_to_gate' ? LIFE_CYCLE_STAGES.slice(0, 2) : LIFE_CYCLE_STAGES;
}

export const emptyInput = (): InputValues => ({ name: '', amount: '', unit: 'kg', cbamKind: 'none' });

export function valuesOf(path: CarbonPathDetail | null, year: number): PathValues {
  if (!path) {
    return { name: '', year, boundary: 'cradle_to_gate', gwpSet: 'AR6', outputAmount: '1', stages: {} };
  }
  const stages: PathValues['stages'] = {};
  for (const stage of path.stages) {
    stages[stage.stage as LifeCycleStage] = stage.inputs.map((input) => ({
      name: input.name,
      amount: input.amount,
      unit: input.unit,
      factorId: input.factorId,
      cbamKind: input.cbamKind,
      note: input.note ?? '',
    }));
  }
  return {
    name: path.name,
    year: path.year,
    boundary: path.boundary as SystemBoundary,
    gwpSet: path.gwpSet as PathValues['gwpSet'],
    outputAmount: path.outputAmount,
    description: path.description ?? '',
    stages,
  };
}

export function bodyOf(values: PathValues, productId: string, id: string | undefined): PathBody {
  return {
    id,
    productId,
    name: values.name,
    year: values.year,
    boundary: values.boundary,
    gwpSet: values.gwpSet,
    outputAmount: values.outputAmount,
    description: values.description?.trim() ? values.description.trim() : null,
    stages: stagesOf(values.boundary).map((stage) => ({
      stage,
      inputs: (values.stages[stage] ?? []).map((input) => ({
        name: input.name,
        amount: input.amount,
        unit: input.unit,
        factorId: input.factorId ?? '',
        cbamKind: input.cbamKind,
        note: input.note?.trim() ? input.note.trim() : null,
      })),
    })),
  };
}

/**
 * Where the server names a form field: `['stages', 'production', 2, 'factorId']` is
 * `stages.1.inputs.2.factorId` when production is the boundary's second stage.
 */
export function serverPathOf(name: readonly (string | number)[], boundary: SystemBoundary | undefined) {
  if (name[0] !== 'stages') return name.join('.');
  const index = stagesOf(boundary).indexOf(name[1] as LifeCycleStage);
  return `stages.${index}.inputs.${name.slice(2).join('.')}`;
}
