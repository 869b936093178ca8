import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { fragmentText } from './fragmentText';

function paragraph(...texts: Array<string | [string, Record<string, unknown>]>): Y.XmlElement {
  const element = new Y.XmlElement('paragraph');
  const text = new Y.XmlText();
  element.insert(0, [text]);
  let at = 0;
  for (const piece of texts) {
    const [value, attrs] = typeof piece === 'string' ? [piece, {}] : piece;
    text.insert(at, value, attrs);
    at += value.length;
  }
  return element;
}

function fragmentOf(...blocks: Y.XmlElement[]): Y.XmlFragment {
  const doc = new Y.Doc();
  const fragment = doc.getXmlFragment('content:x');
  fragment.insert(0, blocks);
  return fragment;
}

describe('plain text of a content fragment', () => {
  it.each<[string, () => Y.XmlFragment, string]>([
    ['empty', () => fragmentOf(), ''],
    ['one paragraph', () => fragmentOf(paragraph('Привет')), 'Привет'],
    ['formatting is dropped', () => fragmentOf(paragraph('a ', ['жирный', { bold: true }], ' b')), 'a жирный b'],
    ['blocks are lines', () => fragmentOf(paragraph('один'), paragraph('два')), 'один\nдва'],
    [
      'a list reads item by item',
      () => {
        const list = new Y.XmlElement('bulletList');
        const item1 = new Y.XmlElement('listItem');
        const item2 = new Y.XmlElement('listItem');
        list.insert(0, [item1, item2]);
        const fragment = fragmentOf(list);
        item1.insert(0, [paragraph('первый')]);
        item2.insert(0, [paragraph('второй')]);
        return fragment;
      },
      'первый\nвторой',
    ],
  ])('%s', (_title, build, expected) => {
    expect(fragmentText(build())).toBe(expected);
  });
});
