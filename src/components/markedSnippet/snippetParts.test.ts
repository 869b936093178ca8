import { describe, expect, it } from 'vitest';
import { snippetParts } from './snippetParts';

describe('snippetParts', () => {
  it('splits marked words from the rest and decodes the escaped text', () => {
    expect(snippetParts('Белая <mark>кошка</mark> &lt;b&gt; &amp; <mark>run</mark>')).toEqual([
      { text: 'Белая ', marked: false },
      { text: 'кошка', marked: true },
      { text: ' <b> & ', marked: false },
      { text: 'run', marked: true },
    ]);
  });

  it('keeps any other tag as words', () => {
    expect(snippetParts('<img src=x onerror=alert(1)>')).toEqual([{ text: '<img src=x onerror=alert(1)>', marked: false }]);
  });

  it('gives nothing for an empty passage', () => {
    expect(snippetParts('')).toEqual([]);
  });
});
