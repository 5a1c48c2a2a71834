import type { ModelProblem } from '@platform/contract';

interface Diagram {
  get<T>(name: string): T;
}

/** Selects the element a problem is about and brings it into view; false when none matches. */
export function selectElement(diagram: Diagram, problem: ModelProblem): boolean {
  const registry = diagram.get<{ get(id: string): object | undefined }>('elementRegistry');
  const element = problem.elementId ? registry.get(problem.elementId) : undefined;
  if (!element) return false;
  diagram.get<{ select(element: object): void }>('selection').select(element);
  diagram.get<{ scrollToElement(element: object): void }>('canvas').scrollToElement(element);
  return true;
}
