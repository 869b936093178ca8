import { describe, expect, it } from 'vitest';
import { messagePreview, parseMessageMarkup, splitMentions } from './messageMarkup';

describe('parseMessageMarkup', () => {
  it.each([
    ['plain', [{ kind: 'text', text: 'plain' }]],
    ['a &lt; b &amp; c', [{ kind: 'text', text: 'a < b & c' }]],
    ['<b>bold</b> x', [{ kind: 'tag', tag: 'b', children: [{ kind: 'text', text: 'bold' }] }, { kind: 'text', text: ' x' }]],
    ['<i><code>c</code></i>', [{ kind: 'tag', tag: 'i', children: [{ kind: 'tag', tag: 'code', children: [{ kind: 'text', text: 'c' }] }] }]],
    ['one<br />two', [{ kind: 'text', text: 'one' }, { kind: 'br' }, { kind: 'text', text: 'two' }]],
    ['&lt;script&gt;', [{ kind: 'text', text: '<script>' }]],
    ['<u>x</u>', [{ kind: 'text', text: '<u>' }, { kind: 'text', text: 'x' }, { kind: 'text', text: '</u>' }]],
    ['<b>open', [{ kind: 'tag', tag: 'b', children: [{ kind: 'text', text: 'open' }] }]],
  ])('%j', (stored, nodes) => {
    expect(parseMessageMarkup(stored, null)).toEqual(nodes);
  });

  it('finds mentions inside formatting and marks the reader’s own', () => {
    expect(parseMessageMarkup('<b>@Ivan,</b> see @olga', 'ivan')).toEqual([
      { kind: 'tag', tag: 'b', children: [{ kind: 'mention', text: '@Ivan', mine: true }, { kind: 'text', text: ',' }] },
      { kind: 'text', text: ' see ' },
      { kind: 'mention', text: '@olga', mine: false },
    ]);
  });
});

describe('splitMentions', () => {
  it.each([
    ['mail a@b.org', []],
    ['@ alone', []],
    ['(@vera)', ['@vera']],
  ])('%j mentions %j', (text, mentions) => {
    expect(splitMentions(text, null).filter((n) => n.kind === 'mention').map((n) => ('text' in n ? n.text : ''))).toEqual(mentions);
  });
});

describe('messagePreview', () => {
  it('shows the words without markup on one line', () => {
    expect(messagePreview('<b>Привет</b>,\nмир &amp; всё')).toBe('Привет, мир & всё');
  });
});
