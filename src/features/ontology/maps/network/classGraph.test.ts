import { describe, expect, it } from 'vitest';
import type { ClassRecord, PropertyRecord } from './graphRecords';
import { classGraph, classTriples } from './classGraph';

const cls = (id: string, parents: string[] = []): ClassRecord => ({ id, name: id, caption: id.toUpperCase(), parents: parents.map((p) => ({ id: p, name: p.toUpperCase() })) });
const prop = (id: string, domains: string[], range: string | null): PropertyRecord => ({
  id,
  name: `prop_${id}`,
  caption: `prop ${id}`,
  domains: domains.map((d) => ({ id: d, name: d.toUpperCase() })),
  range: range ? { id: range, name: range.toUpperCase() } : null,
});

const classes = [cls('person', ['agent']), cls('agent'), cls('org', ['agent']), cls('dept')];
const props = [prop('worksIn', ['person'], 'dept'), prop('partOf', ['dept'], 'org'), prop('owns', ['person', 'org'], 'thing'), prop('noRange', ['person'], null)];

describe('classTriples', () => {
  it('lists subclass axioms and each domain of each property, without duplicates', () => {
    const triples = classTriples([...classes, classes[0]!], props);
    expect(triples.map((t) => t.id)).toEqual([
      'person~subClassOf~agent',
      'org~subClassOf~agent',
      'person~worksIn~dept',
      'dept~partOf~org',
      'person~owns~thing',
      'org~owns~thing',
    ]);
    expect(triples[0]!.predicate).toBeNull();
    expect(triples[2]!.predicate?.name).toBe('prop worksIn');
  });
  it('keeps triples within a scope: both ends, or either end', () => {
    const scope = new Set(['person', 'dept']);
    expect(classTriples(classes, props, scope).map((t) => t.id)).toEqual(['person~worksIn~dept']);
    expect(classTriples(classes, props, scope, false).map((t) => t.id)).toEqual(['person~subClassOf~agent', 'person~worksIn~dept', 'dept~partOf~org', 'person~owns~thing']);
  });
});

describe('classGraph', () => {
  it('draws the classes with subclass and labelled property edges among them, at saved positions', () => {
    const model = classGraph(classes, props, { layout: { person: { x: 10, y: 20 } }, focusId: 'dept' });
    expect(model.nodes.map((n) => n.id)).toEqual(['person', 'agent', 'org', 'dept']);
    expect(model.nodes[0]).toMatchObject({ x: 10, y: 20, kind: 'class' });
    expect(model.nodes[1]).not.toHaveProperty('x');
    expect(model.nodes[3]!.kind).toBe('focus');
    expect(model.edges.map((e) => [e.id, e.kind, e.label])).toEqual([
      ['person~subClassOf~agent', 'subclass', undefined],
      ['org~subClassOf~agent', 'subclass', undefined],
      ['person~worksIn~dept', 'property', 'prop worksIn'],
      ['dept~partOf~org', 'property', 'prop partOf'],
    ]);
  });
  it('with outside, draws the other ends as outside nodes', () => {
    const model = classGraph([cls('person', ['agent'])], props, { outside: true });
    expect(model.nodes.map((n) => [n.id, n.kind])).toEqual([
      ['person', 'class'],
      ['agent', 'external'],
      ['dept', 'external'],
      ['thing', 'external'],
    ]);
    expect(model.edges).toHaveLength(3);
  });
});
