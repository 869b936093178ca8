import { describe, expect, it } from 'vitest';
import { getSchema } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import type { Schema } from 'prosemirror-model';
import { contentSchema } from '../../../../../../realtime/yjs/structuredDoc/contentSchema';
import { markdownToProseMirrorJSON } from '../../../../../../realtime/yjs/structuredDoc/markdownContent';

// The server reads and writes element content with a schema of its own (no Tiptap on the
// server); the editor binds Tiptap's. They must agree on everything that ends up stored: names,
// their order (mark nesting, the block an empty container gets), attributes and their defaults,
// content expressions, groups, and how marks combine. Only the browser's DOM parsing and
// rendering may differ.
const DOM_ONLY = new Set(['parseDOM', 'toDOM', 'toText', 'renderText', 'leafText']);

type Spec = Record<string, unknown> & { attrs?: Record<string, { default?: unknown }> };

function stored(spec: Spec): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(spec)) {
    if (DOM_ONLY.has(key) || typeof value === 'function' || value === undefined) continue;
    kept[key] = key === 'attrs' ? Object.fromEntries(Object.entries(value as NonNullable<Spec['attrs']>).map(([name, attr]) => [name, attr.default])) : value;
  }
  if (kept.attrs && Object.keys(kept.attrs).length === 0) delete kept.attrs;
  return kept;
}

const describeSchema = (schema: Schema) => ({
  topNode: schema.topNodeType.name,
  nodes: Object.values(schema.nodes).map((type) => [type.name, stored(type.spec as Spec)]),
  marks: Object.values(schema.marks).map((type) => [type.name, stored(type.spec as Spec)]),
});

describe('the content schema', () => {
  it("is StarterKit's, as Tiptap builds it", () => {
    expect(describeSchema(contentSchema)).toEqual(describeSchema(getSchema([StarterKit])));
  });

  it("is the element editor's (StarterKit as ContentEditor configures it)", () => {
    expect(describeSchema(contentSchema)).toEqual(describeSchema(getSchema([StarterKit.configure({ undoRedo: false, trailingNode: false })])));
  });

  it('parses Markdown into documents the editor accepts as they are', () => {
    const editor = getSchema([StarterKit]);
    const markdown = '# T\n\n- a **b** [c](https://e.org "t")\n  1. x\n\n```ts\ncode\n```\n\n> q\\\nr\n\n---\n\n~~s~~ <u>u</u> `c` *i*';
    const json = markdownToProseMirrorJSON(markdown);
    const node = editor.nodeFromJSON(json);
    expect(() => node.check()).not.toThrow();
    expect(node.toJSON()).toEqual(json);
  });
});
