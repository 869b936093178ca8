import { describe, expect, it } from 'vitest';
import { canContain } from '../../../../../model/documents/containerRules';
import type { ElementKind } from '../../../../../model/documents/elementModel';
import { doc, node } from '../../../../../model/documents/snapshotFixtures';
import { DOCUMENT_TEMPLATES, templateDiff, templateOutline } from './documentTemplates';

// what the server puts into a new document
const created = doc(node('Section', 'first', { title: 'Новый' }, [node('ContentHolder', 'p')]));

const texts = (key: string) => `«${key}»`;
const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe('document templates', () => {
  it.each(DOCUMENT_TEMPLATES.map((t) => [t.id, t] as const))('%s obeys the container rules', (_id, template) => {
    const diff = templateDiff(template, created, 'me', texts, ids());
    const kindOf = new Map<string, ElementKind>([['root', 'StructuredDocument'], ...diff.added.map((e) => [e.innerId, e.kind] as [string, ElementKind])]);
    for (const [parent, children] of Object.entries(diff.order)) for (const child of children) expect(canContain(kindOf.get(parent)!, kindOf.get(child)!), `${kindOf.get(child)} in ${kindOf.get(parent)}`).toBe(true);
    expect(diff.added.every((e) => e.author === 'me')).toBe(true);
  });

  it('an empty template keeps the document as created', () => {
    expect(templateDiff(DOCUMENT_TEMPLATES[0]!, created, 'me', texts, ids())).toEqual({ added: [], removed: [], changed: [], order: {} });
  });

  it('replaces what the server created', () => {
    const diff = templateDiff(DOCUMENT_TEMPLATES[1]!, created, 'me', texts, ids());
    expect(diff.removed.sort()).toEqual(['first', 'p']);
    expect(diff.order.root).toHaveLength(4);
  });

  it('fills the report: sections in order with translated titles, nested content', () => {
    const report = DOCUMENT_TEMPLATES.find((t) => t.id === 'report')!;
    const diff = templateDiff(report, created, 'me', texts, ids());
    const byId = new Map(diff.added.map((e) => [e.innerId, e]));
    expect(diff.order.root!.map((id) => byId.get(id)!.title)).toEqual(['«introduction»', '«mainPart»', '«conclusion»', '«bibliography»']);
    const intro = diff.order.root![0]!;
    expect(byId.get(diff.order[intro]![0]!)).toMatchObject({ kind: 'ContentHolder', content: '«introductionText»' });
  });

  it('keeps diagram code as written and applies table settings defaults', () => {
    const diagrams = templateDiff(DOCUMENT_TEMPLATES.find((t) => t.id === 'diagramAndColumns')!, created, 'me', texts, ids());
    expect(diagrams.added.find((e) => e.kind === 'Illustration')!.content).toMatch(/^```mermaid\ngraph LR/);
    const tables = templateDiff(DOCUMENT_TEMPLATES.find((t) => t.id === 'tableAndGlossary')!, created, 'me', texts, ids());
    expect(tables.added.find((e) => e.kind === 'Table')!.settings).toMatchObject({ showTitle: true, showHeaders: true });
  });

  it('outlines a template', () => {
    const outline = templateOutline(DOCUMENT_TEMPLATES.find((t) => t.id === 'report')!, texts, (k) => k);
    expect(outline.slice(0, 3)).toEqual([
      { depth: 0, label: 'Section: «introduction»' },
      { depth: 1, label: 'ContentHolder' },
      { depth: 0, label: 'Section: «mainPart»' },
    ]);
  });
});
