import { lineColumn, type Atom, type ParseResult, type SwrlSyntaxError, type Term, type ValueType } from './swrlAst';
import { tokenize, type Token } from './swrlLexer';

/**
 * The parser of SWRLTab's human-readable rules: `body -> head`, each a list of atoms joined by `^`
 * (or `∧`); an atom is a name with arguments in parentheses; an argument is a `?variable`, a literal
 * (`"text"`, `"2020-01-01"^^xsd:date`, `12`, `3.5`, `true`) or an individual's name. Errors name the
 * position (offset, line, column) and what was expected there.
 */

const XSD_TYPES: Record<string, ValueType> = {
  string: 'string',
  normalizedString: 'string',
  anyURI: 'string',
  integer: 'number',
  int: 'number',
  long: 'number',
  short: 'number',
  decimal: 'number',
  double: 'number',
  float: 'number',
  nonNegativeInteger: 'number',
  positiveInteger: 'number',
  boolean: 'boolean',
  date: 'date',
  dateTime: 'date',
  dateTimeStamp: 'date',
};

class SyntaxFailure extends Error {
  constructor(readonly error: Omit<SwrlSyntaxError, 'line' | 'column'>) {
    super(error.message);
  }
}

const describe = (t: Token): string => (t.kind === 'end' ? 'конец текста' : `«${t.kind === 'var' ? `?${t.text}` : t.kind === 'string' ? `"${t.text}"` : t.text}»`);

class Parser {
  private pos = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.pos] as Token;
  }

  private fail(expected: string[], token = this.peek()): never {
    throw new SyntaxFailure({ message: `Ожидается ${expected.join(' или ')}, а встретилось ${describe(token)}`, offset: token.at.offset, length: token.at.length, expected });
  }

  private isPunct(text: string): boolean {
    const t = this.peek();
    return t.kind === 'punct' && t.text === text;
  }

  private expectPunct(text: string, expected = [`«${text}»`]): Token {
    if (!this.isPunct(text)) this.fail(expected);
    return this.tokens[this.pos++] as Token;
  }

  rule(): { body: Atom[]; head: Atom[] } {
    // SWRLTab accepts an empty body: ` -> Person(Fred)` states a fact
    const body = this.isPunct('->') ? [] : this.atoms(['«^»', '«->»']);
    this.expectPunct('->', ['«^»', '«->»']);
    const head = this.atoms(['«^»', 'конец правила']);
    if (this.peek().kind !== 'end') this.fail(['«^»', 'конец правила']);
    return { body, head };
  }

  private atoms(after: string[]): Atom[] {
    const list = [this.atom()];
    while (this.isPunct('^')) {
      this.pos++;
      list.push(this.atom());
    }
    const next = this.peek();
    if (next.kind !== 'end' && !(next.kind === 'punct' && next.text === '->')) this.fail(after);
    return list;
  }

  private atom(): Atom {
    const name = this.peek();
    if (name.kind !== 'name') this.fail(['атом (имя класса, свойства или встроенной функции)']);
    this.pos++;
    this.expectPunct('(');
    const args = [this.term()];
    while (this.isPunct(',')) {
      this.pos++;
      args.push(this.term());
    }
    const close = this.expectPunct(')', ['«,»', '«)»']);
    const at = { offset: name.at.offset, length: close.at.offset + 1 - name.at.offset };
    const isBuiltin = name.text.startsWith('swrlb:') || name.text.startsWith('http://www.w3.org/2003/11/swrlb#');
    return isBuiltin ? { kind: 'builtin', name: name.text.replace(/^.*[:#]/, ''), args, at } : { kind: 'named', name: name.text, args, at };
  }

  private term(): Term {
    const t = this.peek();
    this.pos++;
    switch (t.kind) {
      case 'var':
        return { kind: 'var', name: t.text, at: t.at };
      case 'number':
        return { kind: 'literal', value: Number(t.text), type: 'number', at: t.at };
      case 'string': {
        if (t.datatype === null) return { kind: 'literal', value: t.text, type: 'string', at: t.at };
        const local = t.datatype.replace(/^.*[:#]/, '');
        const type = XSD_TYPES[local];
        if (!type) throw new SyntaxFailure({ message: `Неизвестный тип литерала «${t.datatype}»`, offset: t.at.offset, length: t.at.length, expected: Object.keys(XSD_TYPES).map((k) => `xsd:${k}`) });
        return { kind: 'literal', value: literalOf(t.text, type, t.at), type, at: t.at };
      }
      case 'name':
        if (t.text === 'true' || t.text === 'false') return { kind: 'literal', value: t.text === 'true', type: 'boolean', at: t.at };
        return { kind: 'individual', name: t.text, at: t.at };
      default:
        this.pos--;
        return this.fail(['?переменная', 'литерал', 'имя экземпляра']);
    }
  }
}

function literalOf(text: string, type: ValueType, at: { offset: number; length: number }): string | number | boolean {
  const bad = (what: string): never => {
    throw new SyntaxFailure({ message: `«${text}» — не ${what}`, offset: at.offset, length: at.length, expected: [what] });
  };
  switch (type) {
    case 'number':
      return Number.isFinite(Number(text)) && text.trim() !== '' ? Number(text) : bad('число');
    case 'boolean':
      return text === 'true' || text === 'false' ? text === 'true' : bad('логическое значение (true или false)');
    case 'date':
      return /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(Date.parse(text)) ? text : bad('дата (ГГГГ-ММ-ДД)');
    default:
      return text;
  }
}

/** Parses a SWRL rule; an error names its position (offset from 0, line and column from 1) and what was expected. */
export function parseSwrl(text: string): ParseResult {
  const lexed = tokenize(text);
  const place = (e: Omit<SwrlSyntaxError, 'line' | 'column'>): SwrlSyntaxError => ({ ...e, ...lineColumn(text, e.offset) });
  if (!lexed.ok) return { ok: false, error: place(lexed.error) };
  if (lexed.tokens.length === 1) return { ok: false, error: place({ message: 'Правило пусто: ожидается «тело -> заключение»', offset: 0, length: 0, expected: ['атом'] }) };
  try {
    return { ok: true, rule: new Parser(lexed.tokens).rule() };
  } catch (error) {
    if (error instanceof SyntaxFailure) return { ok: false, error: place(error.error) };
    throw error;
  }
}
