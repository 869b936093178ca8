import { describe, expect, it } from 'vitest';
import type { DocumentElement, ElementKind } from './elementModel';
import { applyHighlight, highlightColor, isSafeHighlightColor, resetHighlight } from './highlight';

const el = (kind: ElementKind = 'ContentHolder', settings: DocumentElement['settings'] = {}): DocumentElement => ({ innerId: 'x', kind, title: '', content: '', settings });

describe('applyHighlight', () => {
  const cases: Array<[string, DocumentElement, string, DocumentElement['settings']]> = [
    ['sets the colour', el(), '#ffeb3b', { highlight: { color: '#ffeb3b' } }],
    ['keeps other settings', el('Table', { showTitle: true }), 'yellow', { showTitle: true, highlight: { color: 'yellow' } }],
    ['replaces a colour', el('ContentHolder', { highlight: { color: 'red', note: 'n' } }), ' rgb(1, 2, 3) ', { highlight: { color: 'rgb(1, 2, 3)', note: 'n' } }],
    ['not on a Generator', el('Generator'), 'red', {}],
    ['refuses an unsafe colour', el(), 'red; background:url(x)', {}],
  ];
  it.each(cases)('%s', (_name, element, color, settings) => {
    const before = structuredClone(element);
    expect(applyHighlight(element, color).settings).toEqual(settings);
    expect(element).toEqual(before);
  });
});

describe('resetHighlight and highlightColor', () => {
  it('removes the highlight and keeps the rest', () => {
    const element = el('Table', { showTitle: true, highlight: { color: 'red' } });
    expect(highlightColor(element)).toBe('red');
    const reset = resetHighlight(element);
    expect(reset.settings).toEqual({ showTitle: true });
    expect(highlightColor(reset)).toBeNull();
    expect(element.settings.highlight).toEqual({ color: 'red' });
  });
  it.each([[{}], [{ highlight: null }], [{ highlight: { color: '' } }], [{ highlight: 'red' }]])('no colour in %j', (settings) => expect(highlightColor(el('ContentHolder', settings))).toBeNull());
  it.each([['#fff', true], ['#ffeb3b80', true], ['yellow', true], ['rgba(1,2,3,0.5)', true], ['url(x)', false], ['"red"', false], ['', false]])('%s safe: %s', (color, safe) => expect(isSafeHighlightColor(color)).toBe(safe));
});
