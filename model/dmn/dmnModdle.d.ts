// The part of dmn-moddle (no bundled types) the engine uses: XML ⇄ a tree of moddle elements.
declare module 'dmn-moddle' {
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    [key: string]: unknown;
  }
  export class DmnModdle {
    constructor(packages?: unknown, options?: unknown);
    fromXML(xml: string, typeName?: string): Promise<{ rootElement: ModdleElement; warnings: Array<{ message: string }> }>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
