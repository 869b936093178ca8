import { describe, expect, it } from 'vitest';
import type { DocumentSnapshot } from './elementModel';
import { doc, node, snapshotOf } from './snapshotFixtures';
import { generatorTemplateType, snapshotProblems } from './snapshotValidation';

const codes = (s: DocumentSnapshot): Array<[string, string]> => snapshotProblems(s).map((p) => [p.code, p.innerId]);

describe('snapshotProblems', () => {
  const tableGenerator = JSON.stringify({ templateType: 'table' });
  const cases: Array<[string, DocumentSnapshot, Array<[string, string]>]> = [
    ['empty document', doc(), []],
    ['well-formed document', doc(node('Section', 's', {}, [node('OrderedList', 'l', {}, [node('ContentHolder', 'c')])]), node('Table', 't', {}, [node('TableRow', 'r', {}, [node('TableCell', 'tc', {}, [node('ContentHolder', 'cc')])])])), []],
    ['section in a list', doc(node('OrderedList', 'l', {}, [node('Section', 's')])), [['forbidden-container', 's']]],
    ['cell outside a row', doc(node('TableCell', 'tc')), [['forbidden-container', 'tc']]],
    ['glossary item in bibliography', doc(node('Bibliography', 'b', {}, [node('GlossaryItem', 'g')])), [['forbidden-container', 'g']]],
    ['free generator with a section', doc(node('Generator', 'g', {}, [node('Section', 's')])), []],
    ['free generator with a table', doc(node('Generator', 'g', {}, [node('Table', 't')])), [['forbidden-container', 't']]],
    ['table generator with one table', doc(node('Generator', 'g', { generatorSource: tableGenerator }, [node('Table', 't', {}, [node('TableRow', 'r')])])), []],
    ['table generator with two tables', doc(node('Generator', 'g', { generatorSource: tableGenerator }, [node('Table', 't1'), node('Table', 't2')])), [['forbidden-container', 't2']]],
    ['root of another kind', snapshotOf(node('Section', 'root')), [['root', 'root']]],
  ];
  it.each(cases)('%s', (_name, snapshot, expected) => expect(codes(snapshot)).toEqual(expected));

  it('reports a missing root', () => {
    expect(codes({ rootId: 'r', elements: {}, children: {} })).toEqual([['root', 'r']]);
  });

  it('reports missing, duplicate, orphan and cyclic elements', () => {
    const s = doc(node('Section', 's1', {}, [node('ContentHolder', 'c')]), node('Section', 's2'));
    s.children.s2 = ['c', 'ghost'];
    s.elements.lost = { innerId: 'lost', kind: 'ContentHolder', title: '', content: '', settings: {} };
    s.elements.a = { innerId: 'a', kind: 'Section', title: '', content: '', settings: {} };
    s.elements.b = { innerId: 'b', kind: 'Section', title: '', content: '', settings: {} };
    s.children.a = ['b'];
    s.children.b = ['a'];
    s.children.nobody = ['c'];
    expect(codes(s).sort()).toEqual(
      [['duplicate-child', 'c'], ['missing-child', 's2'], ['missing-child', 'nobody'], ['orphan', 'lost'], ['cycle', 'a']].sort(),
    );
  });

  it('reports the root placed inside the document', () => {
    const s = doc(node('Section', 's'));
    s.children.s = ['root'];
    expect(codes(s)).toContainEqual(['root', 'root']);
  });

  it('speaks Russian', () => {
    const [problem] = snapshotProblems(doc(node('OrderedList', 'l', {}, [node('Section', 's')])));
    expect(problem?.message).toBe('Элемент «Section» нельзя поместить в «OrderedList»');
  });
});

describe('generatorTemplateType', () => {
  const cases: Array<[string | undefined, 'free' | 'table']> = [[undefined, 'free'], ['{"templateType":"table"}', 'table'], ['{"templateType":"free"}', 'free'], ['not json', 'free'], ['null', 'free']];
  it.each(cases)('%s → %s', (source, expected) => {
    expect(generatorTemplateType({ innerId: 'g', kind: 'Generator', title: '', content: '', settings: {}, generatorSource: source })).toBe(expected);
  });
});
