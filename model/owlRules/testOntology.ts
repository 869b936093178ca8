import { META_PROP } from '../../realtime/protocol/metaModel';
import type { OntologyIndex } from './ontologyIndex';

/** A small pizza-and-orders ontology the unit tests type rules against. */
const id = (n: number): string => `00000000-0000-4000-9000-${n.toString(16).padStart(12, '0')}`;

export const T = {
  Pizza: id(1),
  CheeseTopping: id(2),
  CheeseyPizza: id(3),
  Order: id(4),
  Person: id(5),
  hasTopping: id(10),
  hasParent: id(11),
  hasBrother: id(12),
  hasUncle: id(13),
  price: id(20),
  quantity: id(21),
  total: id(22),
  firstName: id(23),
  lastName: id(24),
  born: id(25),
  status: id(26),
  vegetarian: id(27),
  mozzarella: id(40),
} as const;

export const testOntology: OntologyIndex = {
  classes: [
    { id: T.Pizza, name: 'Pizza', labels: ['Пицца'], iri: 'http://example.org/pizza#Pizza' },
    { id: T.CheeseTopping, name: 'CheeseTopping', labels: [], iri: null },
    { id: T.CheeseyPizza, name: 'CheeseyPizza', labels: ['Сырная пицца'], iri: null },
    { id: T.Order, name: 'Order', labels: ['Заказ'], iri: null },
    { id: T.Person, name: 'Person', labels: [], iri: null },
  ],
  properties: [
    { id: T.hasTopping, name: 'hasTopping', labels: [], iri: null, kind: 'object', type: 'ref', range: T.CheeseTopping },
    { id: T.hasParent, name: 'hasParent', labels: [], iri: null, kind: 'object', type: 'ref', range: T.Person },
    { id: T.hasBrother, name: 'hasBrother', labels: [], iri: null, kind: 'object', type: 'ref', range: T.Person },
    { id: T.hasUncle, name: 'hasUncle', labels: [], iri: null, kind: 'object', type: 'ref', range: T.Person },
    { id: T.price, name: 'price', labels: ['Цена'], iri: null, kind: 'data', type: 'float', range: null },
    { id: T.quantity, name: 'quantity', labels: [], iri: null, kind: 'data', type: 'int', range: null },
    { id: T.total, name: 'total', labels: [], iri: null, kind: 'data', type: 'float', range: null },
    { id: T.firstName, name: 'firstName', labels: [], iri: null, kind: 'data', type: 'string', range: null },
    { id: T.lastName, name: 'lastName', labels: [], iri: null, kind: 'data', type: 'string', range: null },
    { id: T.born, name: 'born', labels: [], iri: null, kind: 'data', type: 'date', range: null },
    { id: T.status, name: 'status', labels: [], iri: null, kind: 'data', type: 'string', range: null },
    { id: T.vegetarian, name: 'vegetarian', labels: [], iri: null, kind: 'data', type: 'bool', range: null },
    { id: META_PROP.label, name: 'label', labels: [], iri: 'http://www.w3.org/2000/01/rdf-schema#label', kind: 'data', type: 'multiString', range: null },
  ],
  individuals: [{ id: T.mozzarella, name: 'mozzarella', labels: [], iri: null }],
};
