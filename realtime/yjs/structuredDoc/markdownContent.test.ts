import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fillFragment, fragmentToMarkdown, markdownToProseMirrorJSON, normalizeMarkdown, proseMirrorJSONToMarkdown } from './markdownContent';

const stable: Array<[string, string]> = [
  ['empty', ''],
  ['heading and marks', '# Заголовок\n\nТекст **жирный** *курсив* ~~зачёркнут~~ <u>подчёркнут</u> `код`'],
  ['link', '[ссылка](https://example.org/a "title")'],
  ['reference syntax', 'См. :class-0b0e2f4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c(Класс) и !:document-0b0e2f4c-1d2e-4f3a-8b9c-0d1e2f3a4b5c'],
  ['nested lists', '- a\n- b\n  - c\n\n1. x\n2. y'],
  ['ordered list start', '3. three\n4. four'],
  ['mermaid fence', '```mermaid\ngraph TD\nA-->B\n```'],
  ['quote, rule, hard break', '> цитата\n\n---\n\nстрока\\\nперенос'],
];

describe('markdown content', () => {
  it.each(stable)('%s: Markdown → fragment → Markdown is unchanged', (_name, markdown) => {
    const doc = new Y.Doc();
    const fragment = doc.getXmlFragment('content');
    fillFragment(fragment, markdown);
    expect(fragmentToMarkdown(fragment)).toBe(markdown);
  });

  it.each([
    ['script turns into text', '<script>alert(1)</script>', '\\<script\\>alert(1)\\</script\\>'],
    ['angle brackets escaped', 'a < b', 'a \\< b'],
    ['underscore emphasis written with stars', '_a_ __b__', '*a* **b**'],
    ['loose list written tight', '- a\n\n- b', '- a\n- b'],
  ])('%s', (_name, input, expected) => {
    expect(normalizeMarkdown(input)).toBe(expected);
    expect(normalizeMarkdown(expected)).toBe(expected);
  });

  it('maps Tiptap node and mark names', () => {
    const json = markdownToProseMirrorJSON('```mermaid\nA\n```\n\n**b**');
    expect(json.content?.[0]).toMatchObject({ type: 'codeBlock', attrs: { language: 'mermaid' } });
    expect(json.content?.[1]?.content?.[0]).toMatchObject({ text: 'b', marks: [{ type: 'bold' }] });
    expect(proseMirrorJSONToMarkdown(json)).toBe('```mermaid\nA\n```\n\n**b**');
  });

  it('fillFragment rewrites only what differs: a concurrent edit elsewhere survives', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    fillFragment(a.getXmlFragment('c'), 'first\n\nsecond');
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    fillFragment(a.getXmlFragment('c'), 'first!\n\nsecond');
    fillFragment(b.getXmlFragment('c'), 'first\n\nsecond?');
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    expect(fragmentToMarkdown(a.getXmlFragment('c'))).toBe('first!\n\nsecond?');
    expect(fragmentToMarkdown(b.getXmlFragment('c'))).toBe('first!\n\nsecond?');
  });
});
