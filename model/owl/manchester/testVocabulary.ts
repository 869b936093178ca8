/** A small pizza vocabulary for the parser's, renderer's and completion's tests. */
import type { ResolvedEntity, ResolvedKind } from './tokenStream';

const P = 'http://example.org/pizza#';

const entities: [string, ResolvedKind, string?][] = [
  ['Pizza', 'Class'],
  ['PizzaBase', 'Class'],
  ['CheeseTopping', 'Class'],
  ['VegetableTopping', 'Class'],
  ['A', 'Class'],
  ['B', 'Class'],
  ['C', 'Class'],
  ['CheesyPizzaRu', 'Class', 'Пицца с сыром'],
  ['PizzaRu', 'Class', 'Пицца'],
  ['hasTopping', 'ObjectProperty'],
  ['hasBase', 'ObjectProperty'],
  ['hasCountryOfOrigin', 'ObjectProperty'],
  ['knows', 'ObjectProperty'],
  ['kcal', 'DataProperty'],
  ['label', 'DataProperty'],
  ['spicy', 'DataProperty'],
  ['Italy', 'NamedIndividual'],
  ['America', 'NamedIndividual'],
  ['England', 'NamedIndividual'],
];

export const pizzaEntities = entities.map(([local, kind, label]) => ({ iri: P + local, kind, name: label ?? local }));

export const pizzaResolve = (name: string): ResolvedEntity[] =>
  pizzaEntities.filter((entity) => entity.name === name || entity.iri === name).map(({ iri, kind }) => ({ iri, kind }));

export const pizzaNames = (iri: string): string => pizzaEntities.find((entity) => entity.iri === iri)?.name ?? iri.slice(P.length);
