// dmn-moddle ships no types: the part of its API that the decision library uses. The elements are
// read through the shapes in parse.ts.
declare module 'dmn-moddle' {
  export interface ParseWarning {
    message: string;
  }
  export interface ParseResult {
    rootElement: { readonly $type: string };
    warnings: ParseWarning[];
  }
  /** What fromXML rejects with: the reason, and the warnings gathered until then. */
  export interface ParseFailure extends Error {
    warnings?: ParseWarning[];
  }
  export class DmnModdle {
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
  }
}
