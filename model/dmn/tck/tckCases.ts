import { date, dateAndTime, duration, time } from 'feelin';
import { childNamed, childrenNamed, parseXml, type XmlElement } from './tckXml';

/** One TCK test case: input values by name and the expected value of each result node. */
export interface TckTestCase {
  id: string;
  type: string;
  invocableName: string | null;
  inputs: Record<string, unknown>;
  results: Array<{ name: string; expected: unknown }>;
}

/** A value element's content (value with xsi:type, components, list, nil) as a FEEL value. */
export function valueOf(e: XmlElement | undefined): unknown {
  if (e === undefined) return null;
  const value = childNamed(e, 'value');
  if (value !== undefined) return scalar(value);
  const list = childNamed(e, 'list');
  if (list !== undefined) return childrenNamed(list, 'item').map(valueOf);
  const components = childrenNamed(e, 'component');
  if (components.length > 0) {
    const o: Record<string, unknown> = {};
    for (const c of components) o[c.attrs.name ?? ''] = valueOf(c);
    return o;
  }
  return null;
}

function scalar(v: XmlElement): unknown {
  if (v.attrs.nil === 'true') return null;
  const list = childNamed(v, 'list');
  if (list !== undefined) return childrenNamed(list, 'item').map(valueOf);
  const components = childrenNamed(v, 'component');
  if (components.length > 0) return valueOf(v);
  const text = v.text;
  const type = (v.attrs.type ?? '').replace(/^\w+:/, '');
  switch (type) {
    case 'decimal':
    case 'double':
    case 'integer':
    case 'int':
    case 'long':
    case 'float':
      return Number(text.trim());
    case 'boolean':
      return text.trim() === 'true';
    case 'date':
      return date(text.trim());
    case 'time':
      return time(text.trim());
    case 'dateTime':
      return dateAndTime(text.trim());
    case 'duration':
      return duration(text.trim());
    default:
      return text;
  }
}

export function readTestCases(xml: string): TckTestCase[] {
  const doc = parseXml(xml);
  const root = doc.children.find((c) => c.name === 'testCases');
  if (root === undefined) return [];
  return childrenNamed(root, 'testCase').map((t) => {
    const inputs: Record<string, unknown> = {};
    for (const i of childrenNamed(t, 'inputNode')) inputs[i.attrs.name ?? ''] = valueOf(i);
    return {
      id: t.attrs.id ?? '',
      type: t.attrs.type ?? 'decision',
      invocableName: t.attrs.invocableName ?? null,
      inputs,
      results: childrenNamed(t, 'resultNode').map((r) => ({ name: r.attrs.name ?? '', expected: valueOf(childNamed(r, 'expected')) })),
    };
  });
}
