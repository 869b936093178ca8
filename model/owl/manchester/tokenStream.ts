/**
 * The parser's view of the tokens: where it stands, what it would have accepted there (for
 * "expected …" messages and for completion), and how it fails.
 */
import type { Iri } from '../axioms';
import type { Token } from './tokenize';

export type ResolvedKind = 'Class' | 'ObjectProperty' | 'DataProperty' | 'NamedIndividual' | 'Datatype';
export type ResolvedEntity = { iri: Iri; kind: ResolvedKind };
/** The entities a name (a label, a name or a full IRI) denotes; several when it is punned. */
export type Resolve = (name: string) => readonly ResolvedEntity[];

/** What could have come at a place: a keyword or punctuation as written, or a kind of thing. */
export type Category = 'class' | 'objectProperty' | 'dataProperty' | 'individual' | 'datatype' | 'literal' | 'integer' | 'facet' | 'end';
export type Expected = { keyword: string } | { category: Category };

export type ManchesterErrorKey =
  | 'expected'
  | 'unknownName'
  | 'ambiguousName'
  | 'notAProperty'
  | 'notAClass'
  | 'notAnIndividual'
  | 'notADatatype'
  | 'dataPropertyWithClass'
  | 'objectPropertyWithDatatype'
  | 'objectPropertyWithLiteral'
  | 'valueNeedsIndividual'
  | 'selfNeedsObjectProperty'
  | 'inverseNeedsObjectProperty'
  | 'cardinalityNotInteger'
  | 'badLiteral'
  | 'unclosedQuote'
  | 'unexpectedCharacter';

/** The i18n key of an error: strings live in the class card's locale part. */
export const errorMessageKey = (key: ManchesterErrorKey): string => `classes.axioms.errors.${key}`;

export type ManchesterError = {
  /** i18n key (classes.axioms.errors.*) */
  key: string;
  code: ManchesterErrorKey;
  /** offset and length in the text, in UTF-16 units as JavaScript strings count them */
  at: number;
  length: number;
  /** the offending name, for unknown and mistyped names */
  name?: string;
  expected?: Expected[];
};

export class ManchesterFailure extends Error {
  constructor(readonly error: ManchesterError) {
    super(error.code);
  }
}

const expectedKey = (item: Expected): string => ('keyword' in item ? `k:${item.keyword}` : `c:${item.category}`);

export class TokenStream {
  private index = 0;
  /** Alternatives tried at the farthest token reached: a failure there names them all. */
  private farthest = -1;
  private readonly alternatives = new Map<string, Expected>();

  constructor(
    private readonly tokens: readonly Token[],
    private readonly textLength: number,
  ) {}

  peek(ahead = 0): Token | undefined {
    return this.tokens[this.index + ahead];
  }

  next(): Token {
    const token = this.tokens[this.index];
    if (!token) this.failExpected();
    this.index += 1;
    return token;
  }

  atEnd(): boolean {
    return this.index >= this.tokens.length;
  }

  /** Notes that `items` would have been accepted here. */
  expect(...items: Expected[]): void {
    if (this.index > this.farthest) {
      this.farthest = this.index;
      this.alternatives.clear();
    }
    if (this.index === this.farthest) for (const item of items) this.alternatives.set(expectedKey(item), item);
  }

  isKeyword(word: string, ahead = 0): boolean {
    const token = this.peek(ahead);
    return token?.kind === 'name' && token.text === word;
  }

  isPunct(ch: string, ahead = 0): boolean {
    const token = this.peek(ahead);
    return token?.kind === 'punct' && token.text === ch;
  }

  /** Takes the keyword or punctuation if it is next; either way it counts as an alternative here. */
  accept(word: string): boolean {
    this.expect({ keyword: word });
    if (this.isKeyword(word) || this.isPunct(word)) {
      this.index += 1;
      return true;
    }
    return false;
  }

  require(word: string): Token {
    const token = this.peek();
    if (!this.accept(word)) this.failExpected();
    return token as Token;
  }

  /** Where the current token is, or the end of the text. */
  here(): { at: number; length: number } {
    const token = this.peek();
    return token ? { at: token.at, length: token.length } : { at: this.textLength, length: 0 };
  }

  /** What was acceptable at the current position (completion reads this at the end of the text). */
  alternativesHere(): Expected[] {
    return this.index === this.farthest ? [...this.alternatives.values()] : [];
  }

  failExpected(): never {
    const { at, length } = this.here();
    throw new ManchesterFailure({ key: errorMessageKey('expected'), code: 'expected', at, length, expected: this.alternativesHere() });
  }

  failAt(token: Token, code: ManchesterErrorKey, name?: string): never {
    throw new ManchesterFailure({ key: errorMessageKey(code), code, at: token.at, length: token.length, ...(name === undefined ? {} : { name }) });
  }
}
