import { BOTTOM, Kind, TOP } from './concepts';
import { ConclusionTable, SubsumerSet } from './conclusionTable';
import type { Normalized } from './normalize';
import { PremiseStore, Rule } from './premises';
import { RoleTable } from './roles';
import { ReasonerStopped } from './stopped';

/**
 * A context holds what is derived about one concept (its root, plus the ranges of the role of the
 * link it was made for): its subsumers S(root), its incoming links (predecessors, for R∃+ and R⊥)
 * and outgoing links (for property chains and the individual rules). Each conclusion maps to the
 * premise record of its first derivation.
 */
export class Context {
  readonly subs: SubsumerSet;
  /** incoming links: flat [role, source, …] */
  preds: number[] = [];
  /** outgoing links: flat [role, target, …] */
  succ: number[] = [];
  /** subsumers that fill some left-side existential (the only ones R∃+ needs to look at) */
  exFillers: number[] = [];
  /** unprocessed conclusions: a concept (≥ 0), or an incoming link as (-1 - role, source) */
  todo: number[] = [];
  queued = false;
  constructor(
    table: ConclusionTable,
    readonly id: number,
    readonly root: number,
    readonly rangeRole: number,
    /** the context of an individual {a}: what holds in it holds of a */
    readonly individual: boolean,
  ) {
    this.subs = new SubsumerSet(table, id);
  }
}

export type SaturationControl = { shouldStop?: () => boolean; onProgress?: (fraction: number) => void };

/** ELK-style saturation: each context is processed on its own until no rule applies anywhere. */
export class Saturation {
  readonly contexts: Context[] = [];
  readonly premises = new PremiseStore();
  private readonly subsumers: ConclusionTable;
  private readonly links: ConclusionTable;
  /** All/Max1 concepts in individuals' contexts: flat [ctx, concept], read by the individual rules */
  readonly individualItems: number[] = [];
  private readonly byKey = new Map<number, number>();
  private readonly watchers = new Map<number, number[]>();
  private active: Context[] = [];
  private steps = 0;

  constructor(
    readonly n: Normalized,
    private readonly control: SaturationControl = {},
    /** how many contexts the caller is about to create: sizes the tables (tens of subsumers and a few links each) */
    expectedContexts = n.classes.size + n.individuals.size,
  ) {
    this.subsumers = new ConclusionTable(expectedContexts * 32);
    this.links = new ConclusionTable(expectedContexts * 6);
  }

  contextOf(root: number, rangeRole = -1): Context {
    const key = root * (this.n.roles.size + 1) + rangeRole + 1;
    const known = this.byKey.get(key);
    if (known !== undefined) return this.contexts[known]!;
    const ctx = new Context(this.subsumers, this.contexts.length, root, rangeRole, this.n.concepts.kind[root] === Kind.Nominal && rangeRole === -1);
    this.contexts.push(ctx);
    this.byKey.set(key, ctx.id);
    this.derive(ctx, root, 0);
    if (root !== TOP) this.derive(ctx, TOP, 0);
    const roles = this.n.roles;
    if (rangeRole >= 0) {
      for (const i of roles.rangesOf(rangeRole)) {
        const range = roles.ranges[i]!;
        if (!ctx.subs.has(range.concept)) this.derive(ctx, range.concept, this.premises.add(Rule.Range, range.axiom, rangeRole, range.role));
      }
    }
    for (const r of roles.reflexive) this.link(ctx, r.role, ctx, Rule.Reflexive, r.axiom);
    return ctx;
  }

  /** A new subsumer; the caller has checked it is new. */
  derive(ctx: Context, concept: number, premise: number): void {
    ctx.subs.set(concept, premise);
    ctx.todo.push(concept);
    this.activate(ctx);
  }

  private sub(ctx: Context, concept: number, rule: number, f0 = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0): void {
    if (!ctx.subs.has(concept)) this.derive(ctx, concept, this.premises.add(rule, f0, f1, f2, f3, f4));
  }

  /** The premise record of a link, undefined when there is no such link. */
  linkPremise(target: number, role: number, source: number): number | undefined {
    const v = this.links.get(target, role, source);
    return v === -1 ? undefined : v;
  }

  get conclusions(): { subsumers: number; links: number; bytes: number } {
    return { subsumers: this.subsumers.size, links: this.links.size, bytes: this.subsumers.bytes + this.links.bytes + this.premises.bytes };
  }

  private link(target: Context, role: number, source: Context, rule: number, f0 = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0, f5 = 0): void {
    if (this.links.get(target.id, role, source.id) !== -1) return;
    this.links.add(target.id, role, source.id, this.premises.add(rule, f0, f1, f2, f3, f4, f5));
    target.preds.push(role, source.id);
    target.todo.push(-1 - role, source.id);
    this.activate(target);
  }

  private activate(ctx: Context): void {
    if (ctx.queued) return;
    ctx.queued = true;
    this.active.push(ctx);
  }

  /** Applies the rules until nothing new follows (throws ReasonerStopped when asked to stop). */
  run(progressOf?: (done: number) => void): void {
    let done = 0;
    for (let i = 0; i < this.active.length; i++) {
      const ctx = this.active[i]!;
      const todo = ctx.todo;
      for (let j = 0; j < todo.length; j++) {
        const item = todo[j]!;
        if (item >= 0) this.processSub(ctx, item);
        else this.processLink(ctx, -1 - item, this.contexts[todo[++j]!]!);
        if ((++this.steps & 0xfff) === 0 && this.control.shouldStop?.()) throw new ReasonerStopped();
      }
      ctx.todo = [];
      ctx.queued = false;
      if ((++done & 0x3ff) === 0) {
        progressOf?.(done);
        // drop the processed prefix so a long run does not keep every context in the queue
        if (i > 50_000) {
          this.active = this.active.slice(i + 1);
          i = -1;
        }
      }
    }
    this.active = [];
  }

  private processSub(ctx: Context, x: number): void {
    const c = this.n.concepts;
    if (x === BOTTOM) {
      const preds = ctx.preds;
      for (let i = 0; i < preds.length; i += 2) this.sub(this.contexts[preds[i + 1]!]!, BOTTOM, Rule.Bottom, ctx.id, preds[i]!, preds[i + 1]!);
      return;
    }
    if (ctx.subs.has(BOTTOM)) return; // everything follows from ⊥: nothing more is worth deriving here
    const kind = c.kind[x];
    if (kind === Kind.And) {
      this.sub(ctx, c.a[x]!, Rule.Decompose, ctx.id, x);
      this.sub(ctx, c.b[x]!, Rule.Decompose, ctx.id, x);
    } else if (kind === Kind.Some) {
      // an existential derived by R∃+ already has its link; decomposing it again would only add work
      if (c.positive[x] && this.premises.rule(ctx.subs.get(x)!) !== Rule.Exists) {
        const role = c.a[x]!;
        const filler = c.b[x]!;
        const withRange = c.kind[filler] !== Kind.Nominal && this.n.roles.rangesOf(role).length > 0;
        this.link(this.contextOf(filler, withRange ? role : -1), role, ctx, Rule.Link, ctx.id, x);
      }
    } else if (kind === Kind.Nominal) {
      if (!(ctx.individual && ctx.root === x)) {
        const list = this.watchers.get(x);
        if (list) list.push(ctx.id);
        else this.watchers.set(x, [ctx.id]);
        const nominal = this.contextOf(x);
        for (const y of nominal.subs.keys().slice()) this.sub(ctx, y, Rule.Nominal, ctx.id, x, nominal.id, y);
      }
    } else if ((kind === Kind.All || kind === Kind.Max1) && ctx.individual) {
      this.individualItems.push(ctx.id, x);
    }
    const told = c.told[x];
    if (told) for (let i = 0; i < told.length; i += 2) this.sub(ctx, told[i]!, Rule.Told, told[i + 1]!, ctx.id, x);
    const conj = c.negConj[x];
    if (conj) for (let i = 0; i < conj.length; i += 2) if (ctx.subs.has(conj[i]!)) this.sub(ctx, conj[i + 1]!, Rule.Conjoin, ctx.id, x, conj[i]!);
    const groups = c.disjoint[x];
    if (groups) {
      for (const g of groups) {
        const group = this.n.groups[g]!;
        const other = group.members.find((m) => m !== x && ctx.subs.has(m));
        if (other !== undefined) this.sub(ctx, BOTTOM, Rule.Disjoint, group.axiom, ctx.id, x, other);
      }
    }
    const some = c.negSome[x];
    if (some) {
      ctx.exFillers.push(x);
      const preds = ctx.preds;
      for (let p = 0; p < preds.length; p += 2) {
        const role = preds[p]!;
        const source = this.contexts[preds[p + 1]!]!;
        for (let i = 0; i < some.length; i += 2) {
          if (this.n.roles.isSub(role, some[i]!)) this.sub(source, some[i + 1]!, Rule.Exists, ctx.id, role, source.id, x, some[i]!);
        }
      }
    }
    if (ctx.individual) {
      const list = this.watchers.get(ctx.root);
      if (list) for (const k of list) this.sub(this.contexts[k]!, x, Rule.Nominal, k, ctx.root, ctx.id, x);
    }
  }

  private processLink(target: Context, role: number, source: Context): void {
    const c = this.n.concepts;
    const roles = this.n.roles;
    if (target.subs.has(BOTTOM)) {
      this.sub(source, BOTTOM, Rule.Bottom, target.id, role, source.id);
      return;
    }
    for (const filler of target.exFillers) {
      const some = c.negSome[filler]!;
      for (let i = 0; i < some.length; i += 2) {
        if (roles.isSub(role, some[i]!)) this.sub(source, some[i + 1]!, Rule.Exists, target.id, role, source.id, filler, some[i]!);
      }
    }
    source.succ.push(role, target.id);
    if (roles.firstOfChain(role)) {
      const next = target.succ;
      for (let i = 0; i < next.length; i += 2) {
        const composed = roles.compose(role, next[i]!);
        const end = this.contexts[next[i + 1]!]!;
        for (let k = 0; k < composed.length; k += 2) this.link(end, composed[k]!, source, Rule.Chain, composed[k + 1]!, target.id, role, source.id, end.id, next[i]!);
      }
    }
    if (roles.secondOfChain(role)) {
      const preds = source.preds;
      // links added here go to `target`, which may be `source` itself (a reflexive role): read by index
      for (let p = 0; p < preds.length; p += 2) {
        const first = preds[p]!;
        const start = this.contexts[preds[p + 1]!]!;
        const composed = roles.compose(first, role);
        for (let k = 0; k < composed.length; k += 2) this.link(target, composed[k]!, start, Rule.Chain, composed[k + 1]!, source.id, first, start.id, target.id, role);
      }
    }
    if (source.individual && target.individual) this.link(source, RoleTable.inverse(role), target, Rule.Inverse, target.id, role, source.id);
  }
}
