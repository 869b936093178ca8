/**
 * OWL 2 axioms in the shape of the structural specification (functional syntax), as plain JSON:
 * what the store keeps (table owl_axioms, column axiom), what the class card edits in Manchester
 * syntax, what the reasoner reads. Entities are named by IRI; anonymous individuals by '_:' ids.
 * Lists keep the order of the document so that an export gives the same RDF lists back.
 */

export type Iri = string;

/** A literal as RDF has it: a language tag (rdf:langString) or a datatype IRI (xsd:string when none was written). */
export type Literal = { value: string; lang?: string; datatype?: Iri };

/** A named individual's IRI, or an anonymous individual '_:id'. */
export type Individual = Iri;

export type ObjectPropertyExpr = { t: 'ObjectProperty'; iri: Iri } | { t: 'ObjectInverseOf'; iri: Iri };

export type DataRange =
  | { t: 'Datatype'; iri: Iri }
  | { t: 'DataIntersectionOf'; ops: DataRange[] }
  | { t: 'DataUnionOf'; ops: DataRange[] }
  | { t: 'DataComplementOf'; op: DataRange }
  | { t: 'DataOneOf'; values: Literal[] }
  | { t: 'DatatypeRestriction'; datatype: Iri; facets: { facet: Iri; value: Literal }[] };

export type ClassExpr =
  | { t: 'Class'; iri: Iri }
  | { t: 'ObjectIntersectionOf'; ops: ClassExpr[] }
  | { t: 'ObjectUnionOf'; ops: ClassExpr[] }
  | { t: 'ObjectComplementOf'; op: ClassExpr }
  | { t: 'ObjectOneOf'; individuals: Individual[] }
  | { t: 'ObjectSomeValuesFrom'; prop: ObjectPropertyExpr; filler: ClassExpr }
  | { t: 'ObjectAllValuesFrom'; prop: ObjectPropertyExpr; filler: ClassExpr }
  | { t: 'ObjectHasValue'; prop: ObjectPropertyExpr; individual: Individual }
  | { t: 'ObjectHasSelf'; prop: ObjectPropertyExpr }
  /** filler absent: unqualified (owl:minCardinality); present: qualified (owl:minQualifiedCardinality, owl:onClass). */
  | { t: 'ObjectMinCardinality' | 'ObjectMaxCardinality' | 'ObjectExactCardinality'; n: number; prop: ObjectPropertyExpr; filler?: ClassExpr }
  | { t: 'DataSomeValuesFrom' | 'DataAllValuesFrom'; prop: Iri; range: DataRange }
  | { t: 'DataHasValue'; prop: Iri; value: Literal }
  | { t: 'DataMinCardinality' | 'DataMaxCardinality' | 'DataExactCardinality'; n: number; prop: Iri; range?: DataRange };

export type AnnotationValue = { iri: Iri } | { literal: Literal } | { blank: string };
export type Annotation = { prop: Iri; value: AnnotationValue; annotations?: Annotation[] };

export type EntityKind = 'Class' | 'ObjectProperty' | 'DataProperty' | 'AnnotationProperty' | 'NamedIndividual' | 'Datatype';

/** The axioms that give one object property a characteristic: all alike but for their name. */
export const OBJECT_PROPERTY_CHARACTERISTICS = [
  'FunctionalObjectProperty',
  'InverseFunctionalObjectProperty',
  'ReflexiveObjectProperty',
  'IrreflexiveObjectProperty',
  'SymmetricObjectProperty',
  'AsymmetricObjectProperty',
  'TransitiveObjectProperty',
] as const;
export type ObjectPropertyCharacteristic = (typeof OBJECT_PROPERTY_CHARACTERISTICS)[number];

/** Every axiom may carry annotations (RDF: an owl:Axiom / owl:AllDisjointClasses node with annotation triples). */
type Annotated = { annotations?: Annotation[] };

export type Axiom = Annotated &
  (
    | { t: 'Declaration'; kind: EntityKind; iri: Iri }
    // class axioms
    | { t: 'SubClassOf'; sub: ClassExpr; sup: ClassExpr }
    /**
     * `inline`: OWL 1 style, the named class ops[0] carries its definition ops[1] (an intersection, union,
     * complement or enumeration) directly (`:WhiteWine owl:intersectionOf (…)`), without owl:equivalentClass.
     */
    | { t: 'EquivalentClasses'; ops: ClassExpr[]; inline?: boolean }
    /** `pairwise`: written as owl:disjointWith between two classes; else an owl:AllDisjointClasses node. */
    | { t: 'DisjointClasses'; ops: ClassExpr[]; pairwise?: boolean }
    | { t: 'DisjointUnion'; cls: Iri; ops: ClassExpr[] }
    // object property axioms
    | { t: 'SubObjectPropertyOf'; sub: ObjectPropertyExpr; sup: ObjectPropertyExpr }
    | { t: 'SubObjectPropertyChain'; chain: ObjectPropertyExpr[]; sup: ObjectPropertyExpr }
    | { t: 'EquivalentObjectProperties'; ops: ObjectPropertyExpr[] }
    | { t: 'DisjointObjectProperties'; ops: ObjectPropertyExpr[] }
    | { t: 'InverseObjectProperties'; a: ObjectPropertyExpr; b: ObjectPropertyExpr }
    | { t: 'ObjectPropertyDomain'; prop: ObjectPropertyExpr; cls: ClassExpr }
    | { t: 'ObjectPropertyRange'; prop: ObjectPropertyExpr; cls: ClassExpr }
    | { t: ObjectPropertyCharacteristic; prop: ObjectPropertyExpr }
    // data property axioms
    | { t: 'SubDataPropertyOf'; sub: Iri; sup: Iri }
    | { t: 'EquivalentDataProperties' | 'DisjointDataProperties'; ops: Iri[] }
    | { t: 'DataPropertyDomain'; prop: Iri; cls: ClassExpr }
    | { t: 'DataPropertyRange'; prop: Iri; range: DataRange }
    | { t: 'FunctionalDataProperty'; prop: Iri }
    | { t: 'DatatypeDefinition'; datatype: Iri; range: DataRange }
    | { t: 'HasKey'; cls: ClassExpr; objectProps: ObjectPropertyExpr[]; dataProps: Iri[] }
    // assertions
    /**
     * `pairwise`: two individuals written as owl:differentFrom, else an owl:AllDifferent node (owl:sameAs is always pairwise);
     * `distinctMembers`: the AllDifferent node lists them under OWL 1's owl:distinctMembers rather than owl:members.
     */
    | { t: 'SameIndividual' | 'DifferentIndividuals'; individuals: Individual[]; pairwise?: boolean; distinctMembers?: boolean }
    | { t: 'ClassAssertion'; cls: ClassExpr; individual: Individual }
    | { t: 'ObjectPropertyAssertion' | 'NegativeObjectPropertyAssertion'; prop: ObjectPropertyExpr; subject: Individual; object: Individual }
    | { t: 'DataPropertyAssertion' | 'NegativeDataPropertyAssertion'; prop: Iri; subject: Individual; value: Literal }
    // annotations
    | { t: 'AnnotationAssertion'; prop: Iri; subject: Iri | string; value: AnnotationValue }
    | { t: 'SubAnnotationPropertyOf'; sub: Iri; sup: Iri }
    | { t: 'AnnotationPropertyDomain' | 'AnnotationPropertyRange'; prop: Iri; iri: Iri }
    /** The ontology header: its IRI, version IRI, imports and annotations. One per document. */
    | { t: 'Ontology'; iri: Iri | null; versionIri: Iri | null; imports: Iri[] }
    /**
     * RDF that does not read as OWL 2 (an OWL 1 idiom, a stray triple): kept as it was so nothing
     * is lost; blank nodes are local to the axiom. The reasoner does not use it.
     */
    | { t: 'Rdf'; triples: RdfTriple[] }
  );

export type RdfTerm = { iri: Iri } | { blank: string } | { literal: Literal };
export type RdfTriple = { s: { iri: Iri } | { blank: string }; p: Iri; o: RdfTerm };

export type AxiomType = Axiom['t'];

/** The axioms of one kind: `AxiomOf<'SubClassOf'>` is `{ t: 'SubClassOf'; sub; sup }` (kinds that share a shape included). */
export type AxiomOf<K extends AxiomType, A = Axiom> = A extends { t: infer T } ? (K extends T ? A : never) : never;

/** Named entities an axiom mentions (classes, properties, individuals, datatypes), for typing checks and lookups. */
export type Signature = { classes: Set<Iri>; objectProperties: Set<Iri>; dataProperties: Set<Iri>; individuals: Set<Iri> };
