import { describe, expect, it, vi } from 'vitest';
import { defaultSettings, newElement, parseSettings } from './elementDefaults';
import { ELEMENT_KINDS, type ElementKind, type ElementSettings } from './elementModel';

describe('defaultSettings', () => {
  const cases: Array<[ElementKind, ElementSettings]> = [
    ['Table', { showTitle: true, isMaxWidth: false, border: { type: 'all', size: 1 }, showHeaders: true, showInTableList: true }],
    ['TableColumn', { textAlign: 'left', width: { type: 'px', value: -1 } }],
    ['TableCell', { rowspan: '1', colspan: '1' }],
    ['Column', { growRatio: 1, shrinkRatio: 1 }],
    ['Illustration', { imageSettings: { autoSize: true, width: 100, align: 'center', showInIllustrationList: true } }],
    ['AlphabetIndex', { showShortLocationName: false }],
    ['Section', {}],
    ['ContentHolder', {}],
  ];
  it.each(cases)('%s', (kind, expected) => expect(defaultSettings(kind)).toEqual(expected));

  it('gives a fresh copy every time', () => {
    const first = defaultSettings('Table');
    (first.border as { size: number }).size = 5;
    expect(defaultSettings('Table').border).toEqual({ type: 'all', size: 1 });
  });
});

describe('newElement', () => {
  it.each(ELEMENT_KINDS.map((k) => [k]))('%s is empty with its defaults', (kind) => {
    expect(newElement(kind, 'id-1', 'user-1')).toEqual({ innerId: 'id-1', kind, title: '', content: '', settings: defaultSettings(kind), author: 'user-1' });
  });
  it('leaves the author out when not given', () => expect(newElement('Section', 's')).not.toHaveProperty('author'));
});

describe('parseSettings', () => {
  const cases: Array<[string, string, ElementKind, ElementSettings, boolean]> = [
    ['empty text', '', 'Column', { growRatio: 1, shrinkRatio: 1 }, false],
    ['stored values win', '{"growRatio":2}', 'Column', { growRatio: 2, shrinkRatio: 1 }, false],
    ['nested defaults are completed', '{"border":{"type":"none"}}', 'Table', { showTitle: true, isMaxWidth: false, border: { type: 'none', size: 1 }, showHeaders: true, showInTableList: true }, false],
    ['unknown keys are kept', '{"highlight":{"color":"#ff0"}}', 'Section', { highlight: { color: '#ff0' } }, false],
    ['broken JSON', '{"growRatio":', 'Column', { growRatio: 1, shrinkRatio: 1 }, true],
    ['an array', '[1,2]', 'TableCell', { rowspan: '1', colspan: '1' }, true],
    ['a number', '42', 'Section', {}, true],
  ];
  it.each(cases)('%s', (_name, json, kind, expected, logsError) => {
    const log = vi.fn();
    expect(parseSettings(json, kind, log)).toEqual(expected);
    expect(log).toHaveBeenCalledTimes(logsError ? 1 : 0);
  });
});
