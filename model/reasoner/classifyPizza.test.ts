import { beforeAll, describe, expect, it } from 'vitest';
import type { Axiom } from '../owl/axioms';
import { parseConformance } from '../owl/testing/conformance';
import { classify } from './classify';
import type { ReasonerInput, ReasonerResult } from './types';

// pizza.owl against what the Protégé pizza tutorial teaches, restricted to what follows in OWL 2 EL.
// The expected lists were derived by hand from pizza.owl's definitions:
//   CheeseyPizza ≡ Pizza ⊓ ∃hasTopping.CheeseTopping
//   MeatyPizza ≡ Pizza ⊓ ∃hasTopping.MeatTopping
//   SpicyPizza ≡ Pizza ⊓ ∃hasTopping.SpicyTopping, SpicyTopping ≡ PizzaTopping ⊓ ∃hasSpiciness.Hot
//   RealItalianPizza ≡ Pizza ⊓ hasCountryOfOrigin value Italy
// and each named pizza's `hasTopping some …` restrictions (NamedPizza ⊑ Pizza).
const PIZZA = 'http://www.co-ode.org/ontologies/pizza/pizza.owl#';
const name = (iri: string) => iri.slice(PIZZA.length);

let input: ReasonerInput;
let result: ReasonerResult;

beforeAll(async () => {
  const axioms = await parseConformance('pizza.owl');
  input = { axioms: axioms.map((axiom, i) => ({ id: `ax${i}`, axiom })) };
  result = classify(input);
});

/** Named classes inferred under `sup` (inferred, not asserted), sorted. */
const inferredUnder = (sup: string) =>
  result.inferences
    .filter((i) => i.kind === 'subClassOf' && i.sup === PIZZA + sup)
    .map((i) => (i.kind === 'subClassOf' ? name(i.sub) : ''))
    .sort();

/** A short text of an axiom, enough to say which axioms an explanation names. */
function describeAxiom(a: Axiom): string {
  const expr = (e: unknown): string => {
    const x = e as { t: string; iri?: string; ops?: unknown[]; prop?: { iri: string }; filler?: unknown; individual?: string };
    if (x.t === 'Class') return name(x.iri!);
    if (x.t === 'ObjectIntersectionOf') return x.ops!.map(expr).join(' and ');
    if (x.t === 'ObjectSomeValuesFrom') return `${name(x.prop!.iri)} some ${expr(x.filler)}`;
    if (x.t === 'ObjectHasValue') return `${name(x.prop!.iri)} value ${name(x.individual!)}`;
    return x.t;
  };
  if (a.t === 'SubClassOf') return `${expr(a.sub)} SubClassOf ${expr(a.sup)}`;
  if (a.t === 'EquivalentClasses') return a.ops.map(expr).join(' EquivalentTo ');
  return a.t;
}
const explain = (because: string[]) => because.map((id) => describeAxiom(input.axioms.find((a) => a.id === id)!.axiom)).sort();

describe('classify pizza.owl (OWL 2 EL part of the Protégé tutorial)', () => {
  it('is consistent and finds the two unsatisfiable classes the tutorial shows', () => {
    expect(result.consistent).toBe(true);
    const unsat = result.inferences.filter((i) => i.kind === 'unsatisfiable').map((i) => (i.kind === 'unsatisfiable' ? name(i.cls) : ''));
    // CheeseyVegetableTopping ⊑ CheeseTopping ⊓ VegetableTopping, which are disjoint;
    // IceCream ⊑ ∃hasTopping.FruitTopping while hasTopping's domain is Pizza, disjoint from IceCream
    expect(unsat.sort()).toEqual(['CheeseyVegetableTopping', 'IceCream']);
    const iceCream = result.inferences.find((i) => i.kind === 'unsatisfiable' && name(i.cls) === 'IceCream')!;
    expect(explain(iceCream.because)).toEqual(['DisjointClasses', 'IceCream SubClassOf hasTopping some FruitTopping', 'ObjectPropertyDomain']);
    expect(result.taxonomy.find((t) => t.cls === PIZZA + 'IceCream')?.parents).toEqual(['http://www.w3.org/2002/07/owl#Nothing']);
  });

  it('classifies the named pizzas with a cheese topping under CheeseyPizza', () => {
    expect(inferredUnder('CheeseyPizza')).toEqual([
      'American', 'AmericanHot', 'Cajun', 'Capricciosa', 'Caprina', 'Fiorentina', 'FourSeasons', 'Giardiniera', 'LaReine', 'Margherita', 'Mushroom',
      'Napoletana', 'Parmense', 'PolloAdAstra', 'PrinceCarlo', 'QuattroFormaggi', 'Rosa', 'Siciliana', 'SloppyGiuseppe', 'Soho', 'UnclosedPizza', 'Veneziana',
    ]);
  });

  it('classifies the pizzas with a meat topping under MeatyPizza', () => {
    expect(inferredUnder('MeatyPizza')).toEqual(['American', 'AmericanHot', 'Capricciosa', 'FourSeasons', 'LaReine', 'Parmense', 'PolloAdAstra', 'Siciliana', 'SloppyGiuseppe']);
  });

  it('classifies the pizzas with a hot topping (hasSpiciness value Hot) under SpicyPizza, and SpicyPizza ≡ SpicyPizzaEquivalent', () => {
    expect(inferredUnder('SpicyPizza')).toEqual(['AmericanHot', 'Cajun', 'PolloAdAstra', 'SloppyGiuseppe']);
    expect(inferredUnder('SpicyTopping')).toEqual(['CajunSpiceTopping', 'HotGreenPepperTopping', 'HotSpicedBeefTopping', 'JalapenoPepperTopping', 'TobascoPepperSauce']);
    const eq = result.inferences.filter((i) => i.kind === 'equivalentClass').map((i) => (i.kind === 'equivalentClass' ? [name(i.a), name(i.b)] : []));
    expect(eq).toEqual([['SpicyPizza', 'SpicyPizzaEquivalent']]);
  });

  it('classifies the pizzas from Italy (hasCountryOfOrigin value Italy) under RealItalianPizza', () => {
    expect(inferredUnder('RealItalianPizza')).toEqual(['Napoletana', 'Veneziana']);
  });

  it('explains Margherita ⊑ CheeseyPizza by exactly the axioms used', () => {
    const found = result.inferences.find((i) => i.kind === 'subClassOf' && name(i.sub) === 'Margherita' && name(i.sup) === 'CheeseyPizza')!;
    expect(explain(found.because)).toEqual([
      'CheeseyPizza EquivalentTo Pizza and hasTopping some CheeseTopping',
      'Margherita SubClassOf NamedPizza',
      'Margherita SubClassOf hasTopping some MozzarellaTopping',
      'MozzarellaTopping SubClassOf CheeseTopping',
      'NamedPizza SubClassOf Pizza',
    ]);
  });

  it('does not infer what needs more than EL, and lists those axioms as unused', () => {
    // VegetarianPizza ≡ Pizza ⊓ ¬∃hasTopping.MeatTopping ⊓ ¬∃hasTopping.FishTopping: the named pizzas are
    // only shown vegetarian with their closure axioms (∀hasTopping.(A ⊔ B …)) and negation — OWL 2 DL, not EL.
    // ThinAndCrispyPizza (∀hasBase on the left), InterestingPizza (≥3 hasTopping) and NonVegetarianPizza
    // (a complement) are likewise outside EL.
    for (const cls of ['VegetarianPizza', 'ThinAndCrispyPizza', 'InterestingPizza', 'NonVegetarianPizza']) expect(inferredUnder(cls)).toEqual([]);
    const reasons = new Map(result.unused.map((u) => [describeAxiom(input.axioms.find((a) => a.id === u.id)!.axiom).split(' ')[0], u.reason]));
    expect(reasons.get('VegetarianPizza')).toBe('complement');
    expect(reasons.get('ThinAndCrispyPizza')).toBe('allValuesFrom');
    expect(reasons.get('InterestingPizza')).toBe('cardinality');
    expect(reasons.get('Margherita')).toBe('union'); // its closure axiom ∀hasTopping.(Mozzarella ⊔ Tomato)
  });

  it('lists every class in the taxonomy with its direct parents', () => {
    const margherita = result.taxonomy.find((t) => t.cls === PIZZA + 'Margherita')!;
    expect(margherita.parents.map(name).sort()).toEqual(['CheeseyPizza', 'NamedPizza']);
    const american = result.taxonomy.find((t) => t.cls === PIZZA + 'AmericanHot')!;
    expect(american.parents.map(name).sort()).toEqual(['CheeseyPizza', 'MeatyPizza', 'NamedPizza', 'SpicyPizza', 'SpicyPizzaEquivalent']);
    expect(result.taxonomy.length).toBe(99 + result.taxonomy.filter((t) => !t.cls.startsWith(PIZZA)).length);
  });
});
