import type { DocumentElement, DocumentSnapshot, ElementKind, NumberingStrategy } from './elementModel';
import { BUILT_IN_SETS, LISTS_SET, SECTIONS_SET, findSetByAlias, formatLevelNumber, type LevelNumberingSet } from './levelNumberingSets';

/**
 * Numbering of a structured document (domain spec §4), resolved top-down in document order.
 *
 * Strategy: an element's own strategy applies; Inherit (and no strategy at all) takes the parent's
 * resolved strategy, the root's Inherit becomes Continue. Two choices where the spec is silent:
 * - An inherited Start counts as Continue: Start means "restart here", and restarting every child
 *   of a restarted section would number them all alike.
 * - Kinds numbered by their nature (ordered and unordered lists, tables, illustrations,
 *   bibliography items) without a strategy of their own Continue instead of inheriting, so an
 *   unnumbered "Введение" section does not silence the list or table inside it.
 * The first child of a list-type container is forced to Start unless it is not numbered (None).
 *
 * Counters: sections are counted per level like a multi-level list (a numbered section resets the
 * deeper levels; its level is the number of numbered section ancestors + 1); list items per list,
 * with nested ordered lists written hierarchically ('1.2.'); tables, illustrations and
 * bibliography items each have one counter for the whole document ('Таблица 1', 'Рисунок 1').
 * Continue adds one once numbering has started and starts at 1 otherwise; Start starts at
 * startNumberingWith or 1; None is not numbered and does not move the counter.
 */
export type ResolvedNumbering = {
  numberingStrategyResolved: Exclude<NumberingStrategy, 'Inherit'>;
  /** The element's own counter value at its level (0 when not numbered). */
  startNumberingWithResolved: number;
  /** The section's number ('2.1'); for other elements, that of the nearest numbered section. */
  sectionNumberingResolved: string;
  /** A list item's number ('1.2'); '' for everything else. */
  listNumberingResolved: string;
  /** The label to show before the element, written with its level numbering set. */
  elementNumberingResolved: string;
  /** Depth among sections: 1 for a top-level section; an element inside takes its section's. */
  logicalLevel: number;
  /** Number of list containers the element sits in (1 for items of a top-level list). */
  listLevel: number;
  /** The number of a table, illustration or bibliography item in its document-wide list. */
  captionNumber?: number;
};

const LIST_KINDS: ReadonlySet<ElementKind> = new Set(['OrderedList', 'UnorderedList']);
const LIST_ITEM_KINDS: ReadonlySet<ElementKind> = new Set(['ContentHolder', 'SemanticSearchResult']);
const NUMBERED_BY_NATURE: ReadonlySet<ElementKind> = new Set(['OrderedList', 'UnorderedList', 'Table', 'Illustration', 'BibliographyItem']);
const CAPTIONS: Partial<Record<ElementKind, (n: number) => string>> = {
  Table: (n) => `Таблица ${n}`,
  Illustration: (n) => `Рисунок ${n}`,
  BibliographyItem: (n) => `${n}.`,
};

type Resolved = ResolvedNumbering['numberingStrategyResolved'];

/** The element's resolved strategy from its own and its parent's. */
export function resolveStrategy(element: DocumentElement, parentResolved: Resolved | undefined, firstInList: boolean): Resolved {
  const own = element.numberingStrategy ?? (NUMBERED_BY_NATURE.has(element.kind) ? 'Continue' : 'Inherit');
  let resolved: Resolved = own === 'Inherit' ? (parentResolved === 'Start' ? 'Continue' : (parentResolved ?? 'Continue')) : own;
  if (firstInList && resolved !== 'None') resolved = 'Start';
  return resolved;
}

/** The next counter value, or undefined when not numbered. */
function nextCounter(strategy: Resolved, previous: number | undefined, startWith: number | undefined): number | undefined {
  if (strategy === 'None') return undefined;
  if (strategy === 'Start') return startWith ?? 1;
  return previous === undefined ? 1 : previous + 1;
}

type ListState = { ordered: boolean; counter: number | undefined };
type Context = {
  parentResolved: Resolved | undefined;
  firstInList: boolean;
  itemOfList: ListState | undefined;
  /** Counters of the enclosing lists, outermost first, from the nearest unordered list on. */
  lists: ListState[];
  listLevel: number;
  sectionDepth: number;
  /** Counters of the enclosing numbered sections, outermost first. */
  sectionPath: number[];
  sectionSet: LevelNumberingSet;
  listSet: LevelNumberingSet;
};

/** Every element's numbering, by innerId. `sets` are the level numbering sets aliases resolve to. */
export function resolveNumbering(s: DocumentSnapshot, sets: readonly LevelNumberingSet[] = BUILT_IN_SETS): Record<string, ResolvedNumbering> {
  const result: Record<string, ResolvedNumbering> = {};
  const sectionCounters: number[] = [];
  const captionCounters = new Map<ElementKind, number>();
  const visited = new Set<string>();

  const visit = (id: string, ctx: Context): void => {
    const element = s.elements[id];
    if (!element || visited.has(id)) return;
    visited.add(id);
    let { sectionSet, listSet } = ctx;
    for (const alias of element.levelNumberingSetAliases ?? []) {
      const set = findSetByAlias(alias, sets);
      if (set?.appliesTo === 'sections') sectionSet = set;
      if (set?.appliesTo === 'lists') listSet = set;
    }
    const strategy = resolveStrategy(element, ctx.parentResolved, ctx.firstInList);
    const numbering: ResolvedNumbering = {
      numberingStrategyResolved: strategy,
      startNumberingWithResolved: 0,
      sectionNumberingResolved: ctx.sectionPath.join('.'),
      listNumberingResolved: '',
      elementNumberingResolved: '',
      logicalLevel: ctx.sectionDepth,
      listLevel: ctx.listLevel,
    };
    let sectionPath = ctx.sectionPath;
    let sectionDepth = ctx.sectionDepth;
    if (element.kind === 'Section') {
      sectionDepth += 1;
      numbering.logicalLevel = sectionDepth;
      const level = ctx.sectionPath.length + 1;
      const counter = nextCounter(strategy, sectionCounters[level - 1], element.startNumberingWith);
      if (counter !== undefined) {
        sectionCounters.length = level;
        sectionCounters[level - 1] = counter;
        sectionPath = [...ctx.sectionPath, counter];
        numbering.startNumberingWithResolved = counter;
        numbering.sectionNumberingResolved = sectionPath.join('.');
        numbering.elementNumberingResolved = formatLevelNumber(sectionSet, level, sectionPath);
      }
    } else if (ctx.itemOfList && LIST_ITEM_KINDS.has(element.kind)) {
      const list = ctx.itemOfList;
      const counter = nextCounter(strategy, list.counter, element.startNumberingWith);
      if (counter !== undefined) {
        list.counter = counter;
        const path = ctx.lists.map((l) => l.counter ?? 0);
        numbering.startNumberingWithResolved = counter;
        numbering.listNumberingResolved = list.ordered ? path.join('.') : '';
        numbering.elementNumberingResolved = list.ordered ? formatLevelNumber(listSet, path.length, path) : '•';
      }
    } else if (CAPTIONS[element.kind]) {
      const counter = nextCounter(strategy, captionCounters.get(element.kind), element.startNumberingWith);
      if (counter !== undefined) {
        captionCounters.set(element.kind, counter);
        numbering.startNumberingWithResolved = counter;
        numbering.captionNumber = counter;
        numbering.elementNumberingResolved = CAPTIONS[element.kind]?.(counter) ?? '';
      }
    }
    result[id] = numbering;

    const isList = LIST_KINDS.has(element.kind);
    const ownList: ListState | undefined = isList ? { ordered: element.kind === 'OrderedList', counter: undefined } : undefined;
    // A list under an unordered one starts a fresh hierarchy: '•' then '1.', not '•.1.'.
    const lists = ownList ? (ownList.ordered ? [...ctx.lists.filter((l) => l.ordered), ownList] : [ownList]) : ctx.lists;
    (s.children[id] ?? []).forEach((childId, index) => {
      visit(childId, {
        parentResolved: strategy,
        firstInList: isList && index === 0,
        itemOfList: ownList,
        lists,
        listLevel: isList ? ctx.listLevel + 1 : ctx.listLevel,
        sectionDepth,
        sectionPath,
        sectionSet,
        listSet,
      });
    });
  };

  visit(s.rootId, {
    parentResolved: undefined,
    firstInList: false,
    itemOfList: undefined,
    lists: [],
    listLevel: 0,
    sectionDepth: 0,
    sectionPath: [],
    sectionSet: SECTIONS_SET,
    listSet: LISTS_SET,
  });
  return result;
}
