import { DmnModdle, type ModdleElement } from 'dmn-moddle';
import { dmnVersionOf, rewriteNamespaces, type DmnXmlVersion } from '../dmnNamespaces';
import { fromXmlWithUnicodeIds } from '../unicodeIds';

/**
 * DMN XML as a tree of dmn-moddle elements for the version tools (merge): dmn-moddle reads the DMN 1.3
 * namespace, so 1.4/1.5 model namespaces are rewritten on the way in and back on the way out. Pure and
 * isomorphic: no Node modules, the browser merges after a conflict with the same code.
 */

export type Moddle = ModdleElement;

export type ParsedDmn = { definitions: Moddle; version: DmnXmlVersion };

export function newModdle(): InstanceType<typeof DmnModdle> {
  return new DmnModdle();
}

export async function parseDmn(moddle: InstanceType<typeof DmnModdle>, xml: string): Promise<ParsedDmn> {
  const version = dmnVersionOf(xml);
  const { rootElement } = await fromXmlWithUnicodeIds(moddle, rewriteNamespaces(xml, version, '1.3'));
  return { definitions: rootElement, version };
}

export async function writeDmn(moddle: InstanceType<typeof DmnModdle>, parsed: ParsedDmn): Promise<string> {
  const { xml } = await moddle.toXML(parsed.definitions, { format: true });
  return rewriteNamespaces(xml, '1.3', parsed.version);
}

export const listOf = (value: unknown): Moddle[] => (Array.isArray(value) ? (value as Moddle[]) : []);
const textOf = (value: unknown): string => (value && typeof value === 'object' && typeof (value as { text?: unknown }).text === 'string' ? (value as { text: string }).text : '');

/** The decisions of a model that hold a decision table, by the decision's id. */
export function tablesOf(definitions: Moddle): Map<string, { decision: Moddle; table: Moddle }> {
  const found = new Map<string, { decision: Moddle; table: Moddle }>();
  for (const element of listOf(definitions.drgElement)) {
    const logic = element.decisionLogic as Moddle | undefined;
    if (element.$type === 'dmn:Decision' && element.id && logic?.$type === 'dmn:DecisionTable') found.set(element.id, { decision: element, table: logic });
  }
  return found;
}

export const rulesOf = (table: Moddle): Moddle[] => listOf(table.rule);

/** A rule's content: input entries, output entries and its annotation, as text. */
export const ruleCells = (rule: Moddle): string[] => [
  ...listOf(rule.inputEntry).map(textOf),
  ...listOf(rule.outputEntry).map(textOf),
  [typeof rule.description === 'string' ? rule.description : '', ...listOf(rule.annotationEntry).map(textOf)].filter(Boolean).join(' '),
];

export const ruleSignature = (rule: Moddle): string => JSON.stringify(ruleCells(rule));

/** The table's columns (ids) and settings, to tell whether two tables have the same shape. */
export const tableShape = (table: Moddle): string =>
  JSON.stringify([listOf(table.input).map((c) => c.id), listOf(table.output).map((c) => c.id), table.hitPolicy ?? 'UNIQUE', table.aggregation ?? null]);

export const tableSignature = (table: Moddle): string => JSON.stringify([tableShape(table), rulesOf(table).map(ruleSignature), rulesOf(table).map((r) => r.id)]);
