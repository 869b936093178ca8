import { newElement } from '../../../../../model/documents/elementDefaults';
import type { DocumentDiff, DocumentElement, DocumentSnapshot, ElementKind } from '../../../../../model/documents/elementModel';

/**
 * Starting points for a new structured document. Titles and texts are locale keys
 * (sdocEditor.builder.text.*): a template is written in the language of whoever builds it.
 */
export type TemplateNode = { kind: ElementKind; title?: string; content?: string; settings?: Record<string, unknown>; children?: TemplateNode[] };
export type DocumentTemplate = { id: string; nodes: TemplateNode[] };

const text = (content: string): TemplateNode => ({ kind: 'ContentHolder', content });
const section = (title: string, children: TemplateNode[]): TemplateNode => ({ kind: 'Section', title, children });
const cell = (content = ''): TemplateNode => ({ kind: 'TableCell', content });

export const DOCUMENT_TEMPLATES: DocumentTemplate[] = [
  { id: 'empty', nodes: [] },
  {
    id: 'report',
    nodes: [
      section('introduction', [text('introductionText')]),
      section('mainPart', [section('background', [text('placeholder')]), section('results', [text('placeholder')])]),
      section('conclusion', [text('placeholder')]),
      { kind: 'Bibliography', title: 'bibliography', children: [{ kind: 'BibliographyItem', content: 'placeholder' }] },
    ],
  },
  {
    id: 'tableAndGlossary',
    nodes: [
      section('overview', [text('placeholder')]),
      section('data', [
        {
          kind: 'Table',
          title: 'tableTitle',
          children: [
            { kind: 'TableColumn', title: 'columnName' },
            { kind: 'TableColumn', title: 'columnValue' },
            { kind: 'TableRow', children: [cell(), cell()] },
            { kind: 'TableRow', children: [cell(), cell()] },
          ],
        },
      ]),
      { kind: 'Glossary', title: 'glossary', children: [{ kind: 'GlossaryItem', title: 'term', content: 'definition' }] },
    ],
  },
  {
    id: 'diagramAndColumns',
    nodes: [
      section('architecture', [{ kind: 'Illustration', title: 'diagramTitle', content: '```mermaid\ngraph LR\n  A[Client] --> B[Server]\n  B --> C[(Database)]\n```' }]),
      section('comparison', [
        { kind: 'Columns', children: [{ kind: 'Column', settings: { growRatio: 1, shrinkRatio: 1 }, children: [text('placeholder')] }, { kind: 'Column', settings: { growRatio: 1, shrinkRatio: 1 }, children: [text('placeholder')] }] },
      ]),
    ],
  },
];

/** Texts of a template's titles and contents, by key; code (a mermaid diagram) passes through as is. */
export type TemplateTexts = (key: string) => string;

/**
 * The save diff that turns a freshly created document into the template: what the server put in
 * it (a first section) removed, every template element added with a fresh id and the current
 * user as author, and each container's order. The empty template keeps the document as created.
 */
export function templateDiff(template: DocumentTemplate, created: DocumentSnapshot, authorId: string, texts: TemplateTexts, newId: () => string): DocumentDiff {
  const rootId = created.rootId;
  const diff: DocumentDiff = { added: [], removed: [], changed: [], order: {} };
  if (template.nodes.length === 0) return diff;
  diff.removed = Object.keys(created.elements).filter((id) => id !== rootId);
  const add = (nodes: TemplateNode[], parentId: string): void => {
    if (nodes.length === 0) return;
    const ids: string[] = [];
    for (const node of nodes) {
      const element: DocumentElement = newElement(node.kind, newId(), authorId);
      if (node.title) element.title = texts(node.title);
      if (node.content) element.content = node.content.startsWith('```') ? node.content : texts(node.content);
      if (node.settings) element.settings = { ...element.settings, ...node.settings };
      diff.added.push(element);
      ids.push(element.innerId);
      add(node.children ?? [], element.innerId);
    }
    diff.order[parentId] = ids;
  };
  add(template.nodes, rootId);
  return diff;
}

/** The outline shown before creating: kinds and titles, indented. */
export function templateOutline(template: DocumentTemplate, texts: TemplateTexts, kindName: (kind: ElementKind) => string): Array<{ depth: number; label: string }> {
  const lines: Array<{ depth: number; label: string }> = [];
  const walk = (nodes: TemplateNode[], depth: number) => {
    for (const node of nodes) {
      lines.push({ depth, label: node.title ? `${kindName(node.kind)}: ${texts(node.title)}` : kindName(node.kind) });
      walk(node.children ?? [], depth + 1);
    }
  };
  walk(template.nodes, 0);
  return lines;
}
