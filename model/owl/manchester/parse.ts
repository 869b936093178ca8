/**
 * Manchester syntax class expressions read into the OWL AST by recursive descent, with the
 * precedence not > and > or, and typed against the ontology: `resolve` says what each name
 * denotes, so a data property with a class filler, a class where a property belongs, `value`
 * with something that is no individual or a cardinality that is no non-negative integer is
 * refused with the place it happened and an i18n message key.
 *
 * description ::= conjunction ('or' conjunction)*
 * conjunction ::= primary (('and' | 'that') primary)*
 * primary     ::= 'not' primary | restriction | atomic
 * restriction ::= property ('some' | 'only') primary | property 'value' individual | property 'Self'
 *               | property ('min' | 'max' | 'exactly') integer [primary]      (data properties take data ranges and literals)
 * atomic      ::= class | '{' individual (',' individual)* '}' | '(' description ')'
 * property    ::= name | 'inverse' ( '(' name ')' | name )
 */
import type { ClassExpr, ObjectPropertyExpr } from '../axioms';
import { isNameToken, parseDataPrimary, parseLiteral, startsDataPrimary } from './parseData';
import { tokenize, type Token } from './tokenize';
import { errorMessageKey, ManchesterFailure, TokenStream, type ManchesterError, type Resolve, type ResolvedKind } from './tokenStream';
import { BUILTIN_CLASSES, RESTRICTION_KEYWORDS } from './vocabulary';

export type { ManchesterError, Resolve, ResolvedEntity, ResolvedKind, Expected, Category } from './tokenStream';
export type ParseResult = { ok: true; expr: ClassExpr } | { ok: false; error: ManchesterError };

const RESTRICTION_WORDS: readonly string[] = RESTRICTION_KEYWORDS;

class ClassExprParser {
  constructor(
    readonly stream: TokenStream,
    private readonly resolve: Resolve,
  ) {}

  /** The entities of one of `kinds` a name token denotes; unknown or ambiguous names fail here. */
  private lookup(token: Token, kinds: readonly ResolvedKind[]): { iri: string; kind: ResolvedKind }[] {
    if (token.kind === 'name' && BUILTIN_CLASSES[token.text]) return kinds.includes('Class') ? [{ iri: BUILTIN_CLASSES[token.text] as string, kind: 'Class' }] : [];
    const found = this.resolve(token.value);
    if (found.length === 0) this.stream.failAt(token, 'unknownName', token.value);
    const fitting = found.filter((entity) => kinds.includes(entity.kind));
    const distinct = new Map(fitting.map((entity) => [`${entity.kind} ${entity.iri}`, entity]));
    const byKind = new Set([...distinct.values()].map((entity) => entity.kind));
    if (distinct.size > byKind.size) this.stream.failAt(token, 'ambiguousName', token.value);
    return [...distinct.values()];
  }

  description(): ClassExpr {
    const ops = [this.conjunction()];
    while (this.stream.accept('or')) ops.push(this.conjunction());
    return ops.length === 1 ? (ops[0] as ClassExpr) : { t: 'ObjectUnionOf', ops };
  }

  private conjunction(): ClassExpr {
    const ops = [this.primary()];
    while (this.stream.accept('and') || this.stream.accept('that')) ops.push(this.primary());
    return ops.length === 1 ? (ops[0] as ClassExpr) : { t: 'ObjectIntersectionOf', ops };
  }

  primary(): ClassExpr {
    const stream: TokenStream = this.stream;
    if (stream.accept('not')) return { t: 'ObjectComplementOf', op: this.primary() };
    if (stream.accept('(')) {
      const inner = this.description();
      stream.require(')');
      return inner;
    }
    if (stream.accept('{')) return this.oneOf();
    if (stream.isKeyword('inverse')) return this.restriction();
    stream.expect({ keyword: 'inverse' }, { category: 'class' }, { category: 'objectProperty' }, { category: 'dataProperty' });
    const token = stream.peek();
    if (!isNameToken(token)) stream.failExpected();
    const after = stream.peek(1);
    if (after?.kind === 'name' && RESTRICTION_WORDS.includes(after.text)) return this.restriction();
    const entities = this.lookup(token, ['Class', 'ObjectProperty', 'DataProperty']);
    const cls = entities.find((entity) => entity.kind === 'Class');
    stream.next();
    if (!cls) {
      if (entities.length > 0) {
        // a property with nothing after it: say what may follow it
        stream.expect(...RESTRICTION_WORDS.map((keyword) => ({ keyword })));
        stream.failExpected();
      }
      stream.failAt(token, 'notAClass', token.value);
    }
    return { t: 'Class', iri: cls.iri };
  }

  private oneOf(): ClassExpr {
    const individuals = [this.individual()];
    while (this.stream.accept(',')) individuals.push(this.individual());
    this.stream.require('}');
    return { t: 'ObjectOneOf', individuals };
  }

  private individual(): string {
    this.stream.expect({ category: 'individual' });
    const token = this.stream.peek();
    if (!isNameToken(token)) this.stream.failExpected();
    const found = this.lookup(token, ['NamedIndividual']);
    if (found.length === 0) this.stream.failAt(token, 'notAnIndividual', token.value);
    this.stream.next();
    return (found[0] as { iri: string }).iri;
  }

  private property(): { object: ObjectPropertyExpr } | { data: string } {
    const stream: TokenStream = this.stream;
    if (stream.accept('inverse')) {
      const bracketed = stream.accept('(');
      stream.expect({ category: 'objectProperty' });
      const token = stream.peek();
      if (!isNameToken(token)) stream.failExpected();
      const found = this.lookup(token, ['ObjectProperty']);
      if (found.length === 0) stream.failAt(token, 'inverseNeedsObjectProperty', token.value);
      stream.next();
      if (bracketed) stream.require(')');
      return { object: { t: 'ObjectInverseOf', iri: (found[0] as { iri: string }).iri } };
    }
    const token = stream.next();
    const found = this.lookup(token, ['ObjectProperty', 'DataProperty']);
    const object = found.find((entity) => entity.kind === 'ObjectProperty');
    const data = found.find((entity) => entity.kind === 'DataProperty');
    // a punned name reads as an object property unless what follows only fits a data property
    if (object && data && this.followsAsData()) return { data: data.iri };
    if (object) return { object: { t: 'ObjectProperty', iri: object.iri } };
    if (data) return { data: data.iri };
    return stream.failAt(token, 'notAProperty', token.value);
  }

  private followsAsData(): boolean {
    const next = this.stream.peek(1);
    return !!next && (next.kind === 'string' || next.kind === 'number');
  }

  private cardinality(): number {
    const stream: TokenStream = this.stream;
    stream.expect({ category: 'integer' });
    const token = stream.peek();
    if (!token) stream.failExpected();
    if (token.kind !== 'number' || !/^\d+$/.test(token.text)) stream.failAt(token, 'cardinalityNotInteger', token.text);
    stream.next();
    return Number(token.text);
  }

  private startsPrimary(): boolean {
    const stream: TokenStream = this.stream;
    stream.expect({ keyword: 'not' }, { keyword: '(' }, { keyword: '{' }, { keyword: 'inverse' }, { category: 'class' }, { category: 'objectProperty' }, { category: 'dataProperty' });
    return stream.isKeyword('not') || stream.isKeyword('inverse') || stream.isPunct('(') || stream.isPunct('{') || isNameToken(stream.peek());
  }

  private restriction(): ClassExpr {
    const stream: TokenStream = this.stream;
    const prop = this.property();
    stream.expect(...RESTRICTION_WORDS.map((keyword) => ({ keyword })));
    const word = stream.peek();
    if (!word || word.kind !== 'name' || !RESTRICTION_WORDS.includes(word.text)) stream.failExpected();
    stream.next();
    if ('data' in prop) return this.dataRestriction(prop.data, word);
    const filler = (): ClassExpr => this.objectFiller();
    switch (word.text) {
      case 'some':
        return { t: 'ObjectSomeValuesFrom', prop: prop.object, filler: filler() };
      case 'only':
        return { t: 'ObjectAllValuesFrom', prop: prop.object, filler: filler() };
      case 'Self':
        return { t: 'ObjectHasSelf', prop: prop.object };
      case 'value': {
        const token = stream.peek();
        if (token && (token.kind === 'string' || token.kind === 'number')) stream.failAt(token, 'objectPropertyWithLiteral', token.text);
        if (token && isNameToken(token) && this.resolve(token.value).length > 0 && !this.resolve(token.value).some((e) => e.kind === 'NamedIndividual'))
          stream.failAt(token, 'valueNeedsIndividual', token.value);
        return { t: 'ObjectHasValue', prop: prop.object, individual: this.individual() };
      }
      default: {
        const n = this.cardinality();
        const t = word.text === 'min' ? 'ObjectMinCardinality' : word.text === 'max' ? 'ObjectMaxCardinality' : 'ObjectExactCardinality';
        return this.startsPrimary() ? { t, n, prop: prop.object, filler: filler() } : { t, n, prop: prop.object };
      }
    }
  }

  /** An object restriction's filler: a class expression, never a datatype. */
  private objectFiller(): ClassExpr {
    const token = this.stream.peek();
    if (isNameToken(token) && !(token.kind === 'name' && BUILTIN_CLASSES[token.text])) {
      const after = this.stream.peek(1);
      const isRestriction = after?.kind === 'name' && RESTRICTION_WORDS.includes(after.text);
      const found = this.resolve(token.value);
      if (!isRestriction && found.length > 0 && found.every((entity) => entity.kind === 'Datatype')) this.stream.failAt(token, 'objectPropertyWithDatatype', token.value);
      if (!isRestriction && found.length === 0 && /^(xsd:|integer$|decimal$|float$|string$)/.test(token.text)) this.stream.failAt(token, 'objectPropertyWithDatatype', token.value);
    }
    return this.primary();
  }

  private dataRestriction(prop: string, word: Token): ClassExpr {
    const stream: TokenStream = this.stream;
    switch (word.text) {
      case 'some':
        return { t: 'DataSomeValuesFrom', prop, range: parseDataPrimary(stream, this.resolve) };
      case 'only':
        return { t: 'DataAllValuesFrom', prop, range: parseDataPrimary(stream, this.resolve) };
      case 'value':
        return { t: 'DataHasValue', prop, value: parseLiteral(stream, this.resolve) };
      case 'Self':
        return stream.failAt(word, 'selfNeedsObjectProperty', word.text);
      default: {
        const n = this.cardinality();
        const t = word.text === 'min' ? 'DataMinCardinality' : word.text === 'max' ? 'DataMaxCardinality' : 'DataExactCardinality';
        stream.expect({ keyword: 'not' }, { keyword: '(' }, { keyword: '{' }, { category: 'datatype' });
        return startsDataPrimary(stream) && !stream.isKeyword('and') && !stream.isKeyword('or')
          ? { t, n, prop, range: parseDataPrimary(stream, this.resolve) }
          : { t, n, prop };
      }
    }
  }
}

/** Runs the parser over the whole text; the stream is returned too, for completion to read what was expected. */
export function runParser(text: string, resolve: Resolve): { result: ParseResult; stream: TokenStream | null } {
  const tokens = tokenize(text);
  if (!tokens.ok) {
    return { result: { ok: false, error: { key: errorMessageKey(tokens.key), code: tokens.key, at: tokens.at, length: tokens.length } }, stream: null };
  }
  const stream = new TokenStream(tokens.tokens, text.length);
  try {
    const expr = new ClassExprParser(stream, resolve).description();
    if (!stream.atEnd()) {
      stream.expect({ keyword: 'and' }, { keyword: 'or' }, { category: 'end' });
      stream.failExpected();
    }
    return { result: { ok: true, expr }, stream };
  } catch (failure) {
    if (failure instanceof ManchesterFailure) return { result: { ok: false, error: failure.error }, stream };
    throw failure;
  }
}

export function parseClassExpr(text: string, resolve: Resolve): ParseResult {
  return runParser(text, resolve).result;
}
