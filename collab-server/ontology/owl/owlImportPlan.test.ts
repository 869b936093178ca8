import { describe, expect, it } from 'vitest';
import { META_CLASS, META_PROP, type DataType } from '../../../realtime/protocol/metaModel';
import type { SetItem } from '../../../realtime/protocol/dataApi/setData';
import { parseOwl } from './owlParser';
import { mapOwlDocument, triplesOf } from './owlModel';
import { literalValue, planImport, valueKey, type ExistingEntity } from './owlImportPlan';

const TTL = `@prefix : <http://ex.org/o#> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .
:Region a owl:Class ; rdfs:label "Регион"@ru .
:City a owl:Class ; rdfs:subClassOf :Region .
:Person a owl:Class .
:livesIn a owl:ObjectProperty, owl:FunctionalProperty ; rdfs:domain :Person ; rdfs:range :Region .
:age a owl:DatatypeProperty ; rdfs:range xsd:integer .
:Person rdfs:subClassOf [ a owl:Restriction ; owl:onProperty :age ; owl:minCardinality "1"^^xsd:nonNegativeInteger ] .
:moscow a :City .
:anna a :Person ; :livesIn :moscow ; :age "30"^^xsd:integer .
:bob a :Person ; :livesIn :anna ; :age "old" .
`;
const O = 'http://ex.org/o#';
const MAP = { id: '00000000-0000-4000-8000-00000000ffff', isNew: true, name: 'Пример', comment: [], iri: 'http://ex.org/o' };

async function plan(existing = new Map<string, ExistingEntity>()) {
  const doc = mapOwlDocument(triplesOf(await parseOwl(TTL, 'turtle', 'http://ex.org/')));
  return planImport(doc, MAP, existing);
}

describe('planning an import', () => {
  it.each<[DataType, string, unknown]>([
    ['int', '42', 42],
    ['int', '+7', 7],
    ['int', '4.2', null],
    ['int', '99999999999999999999', null],
    ['float', '4.25', 4.25],
    ['float', 'NaN', null],
    ['bool', 'true', true],
    ['bool', '0', false],
    ['bool', 'yes', null],
    ['date', '2024-03-01', '2024-03-01'],
    ['date', '2024-03-01Z', '2024-03-01'],
    ['date', '01.03.2024', null],
    ['dateTime', '2024-03-01T10:00:00Z', '2024-03-01T10:00:00.000Z'],
    ['dateTime', 'soon', null],
    ['string', ' text ', ' text '],
    ['multiString', 'Привет', { lang: 'ru', text: 'Привет' }],
  ])('%s literal %j → %j', (type, literal, expected) => expect(literalValue(type, literal, type === 'multiString' ? 'ru' : '')).toEqual(expected));

  it('creates the map, then entities by kind, and writes cardinalities last', async () => {
    const { phases, ids } = await plan();
    const [create, describe_, structure, values, cardinalities] = phases as SetItem[][];
    expect(create?.[0]).toMatchObject({ op: 'new', class: META_CLASS.OntologyMap, inst: MAP.id });
    const news = (create ?? []).slice(1).map((i) => (i.op === 'new' ? i.name : ''));
    expect(news).toEqual(['Регион', 'City', 'Person', 'livesIn', 'age', 'moscow', 'anna', 'bob']);
    expect(describe_?.filter((i) => i.op === 'add' && i.prop === META_PROP.inMap)).toHaveLength(8);
    expect(structure).toContainEqual({ op: 'add', inst: ids.get(`${O}City`), prop: META_PROP.parents, val: ids.get(`${O}Region`) });
    expect(structure).toContainEqual({ op: 'upd', inst: ids.get(`${O}age`), prop: META_PROP.type, val: 'int' });
    // anna lives in a City (a Region); bob's link to a Person is out of range and his age is no integer
    expect(values).toEqual([
      { op: 'add', inst: ids.get(`${O}anna`), prop: ids.get(`${O}livesIn`), val: ids.get(`${O}moscow`) },
      { op: 'add', inst: ids.get(`${O}anna`), prop: ids.get(`${O}age`), val: 30 },
    ]);
    expect(cardinalities).toEqual([
      { op: 'upd', inst: ids.get(`${O}livesIn`), prop: META_PROP.maxCardinality, val: 1 },
      { op: 'upd', inst: ids.get(`${O}age`), prop: META_PROP.minCardinality, val: 1 },
    ]);
  });

  it('reuses an entity known by IRI: no new instance, only what it lacks', async () => {
    const regionId = '00000000-0000-4000-8000-00000000aaaa';
    const existing = new Map<string, ExistingEntity>([
      [`${O}Region`, { id: regionId, labels: [{ lang: 'ru', text: 'Регион' }], comments: [], maps: [], singles: new Set(), values: new Set([valueKey(META_PROP.label, { lang: 'ru', text: 'Регион' })]) }],
    ]);
    const { phases, ids } = await plan(existing);
    expect(ids.get(`${O}Region`)).toBe(regionId);
    const all = phases.flat();
    expect(all.filter((i) => i.op === 'new' && i.inst === regionId)).toEqual([]);
    expect(all.filter((i) => i.op !== 'new' && i.inst === regionId)).toEqual([{ op: 'add', inst: regionId, prop: META_PROP.inMap, val: MAP.id }]);
  });
});
