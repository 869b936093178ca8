import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { Axiom } from '../../model/owl/axioms';
import { entityRoom } from '../../realtime/protocol/hubEvents';
import type { ReasonerStatus } from '../../realtime/protocol/reasoner';
import { loadEffectiveAxioms } from '../ontology';
import { ClassifierThread } from './classifierThread';
import { abandonRun, claimRun, releaseRun, renewLease, requestRun, requestStop, setProgress, type Claim } from './reasonerRuns';
import { saveResult } from './reasonerStore';
import { readStatus } from './reasonerStatus';

/** Edits closer together than this make one run (an import's burst, a card saved field by field). */
export const DEBOUNCE_MS = 60;
// while a run goes on its lease is renewed and a stop asked by another process is read this often
const LEASE_POLL_MS = 300;
// progress goes to the store and the hub at most this often
const PROGRESS_PUSH_MS = 200;

/**
 * Classifies maps off the main thread, one run per map at a time across all server processes (the
 * SQL lease of reasonerRuns.ts), stores the conclusions and tells the map's room through the hub —
 * whose Redis adapter carries it to the sockets of every process.
 */
export class ReasonerService {
  /** This process in the lease: unique per start, so a restarted process does not inherit a dead one's runs. */
  readonly owner = `reasoner:${process.pid}:${randomUUID()}`;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, { stop: () => void }>();
  // runs under way, awaited by close: a run stopped at shutdown still writes its state before the store closes
  private readonly inFlight = new Set<Promise<void>>();
  private spare: ClassifierThread | null = null;
  private closed = false;

  constructor(private readonly ctx: AppContext) {}

  /** Runs the map's classification once the edits of the next DEBOUNCE_MS are in (a run in progress reruns by itself). */
  schedule(mapId: string, delayMs = DEBOUNCE_MS): void {
    if (this.closed) return;
    clearTimeout(this.timers.get(mapId));
    this.timers.set(
      mapId,
      setTimeout(() => {
        this.timers.delete(mapId);
        const run = this.runMap(mapId).catch((error: unknown) => this.ctx.log.error({ err: error, mapId }, 'reasoner: run failed'));
        this.inFlight.add(run);
        void run.finally(() => this.inFlight.delete(run));
      }, delayMs),
    );
  }

  /** Stored axioms of the map changed: record it (for whichever process runs the map) and run. */
  async axiomsChanged(mapId: string): Promise<void> {
    await requestRun(this.ctx.db, mapId, { axioms: true });
    this.schedule(mapId);
  }

  /** An explicit run (POST): queued now, without waiting for more edits. */
  async runNow(mapId: string): Promise<ReasonerStatus> {
    await requestRun(this.ctx.db, mapId, { axioms: true });
    this.schedule(mapId, 0);
    return this.push(mapId);
  }

  async stop(mapId: string): Promise<ReasonerStatus> {
    clearTimeout(this.timers.get(mapId));
    this.timers.delete(mapId);
    await requestStop(this.ctx.db, mapId);
    this.running.get(mapId)?.stop();
    return readStatus(this.ctx.db, mapId);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    for (const run of this.running.values()) run.stop();
    await Promise.allSettled([...this.inFlight]);
    await this.spare?.close();
    this.spare = null;
  }

  private async runMap(mapId: string): Promise<void> {
    // a run here already reruns when the row says it is behind (releaseRun)
    if (this.running.has(mapId) || this.closed) return;
    let claim = await claimRun(this.ctx.db, mapId, this.owner);
    while (claim && !this.closed) {
      const again = await this.runOnce(mapId, claim);
      claim = again ? await claimRun(this.ctx.db, mapId, this.owner) : null;
    }
  }

  /** One classification under a held lease; answers whether another is due (edits came in meanwhile). */
  private async runOnce(mapId: string, claim: Claim): Promise<boolean> {
    const { db } = this.ctx;
    let thread: ClassifierThread | null = null;
    let stopped = false;
    this.running.set(mapId, { stop: () => ((stopped = true), thread?.stop()) });
    const poll = setInterval(() => {
      void renewLease(db, mapId, this.owner).then(
        ({ held, stopRequested }) => {
          if (!held || stopRequested) this.running.get(mapId)?.stop();
        },
        () => undefined,
      );
    }, LEASE_POLL_MS);
    try {
      this.pushStatus({ ...(await readStatus(db, mapId)), state: 'running', progress: 0 });
      // a new thread boots (tsx compiles the classifier) while the axioms load
      thread = this.takeThread();
      const loaded = await this.loadAxioms(mapId);
      if (stopped) {
        this.giveBack(thread);
        return await this.abandon(mapId, claim, 'stopped', null);
      }
      let lastPush = 0;
      const outcome = await thread.run({ axioms: loaded }, (fraction) => {
        const now = Date.now();
        if (now - lastPush < PROGRESS_PUSH_MS) return;
        lastPush = now;
        void setProgress(db, mapId, this.owner, fraction).catch(() => undefined);
        this.pushStatus({ mapId, state: 'running', progress: fraction, version: claim.version, consistent: null, error: null, finishedAt: null, stats: null });
      });
      this.giveBack(thread);
      if (outcome.kind === 'stopped') return await this.abandon(mapId, claim, 'stopped', null);
      if (outcome.kind === 'failed') return await this.abandon(mapId, claim, 'failed', outcome.message);
      const axioms = new Map<string, Axiom>(loaded.map((a) => [a.id, a.axiom]));
      const version = await saveResult(db, mapId, this.owner, claim, outcome.result, axioms);
      // the lease went to another process meanwhile: its run covers these edits
      if (version === null) return false;
      await this.push(mapId);
      return await releaseRun(db, mapId, this.owner);
    } catch (error) {
      this.ctx.log.error({ err: error, mapId }, 'reasoner: classification failed');
      // a thread taken before the failure (loading the axioms) is not left running unowned
      if (thread?.usable && this.spare !== thread) this.giveBack(thread);
      return await this.abandon(mapId, claim, 'failed', error instanceof Error ? error.message : String(error));
    } finally {
      clearInterval(poll);
      this.running.delete(mapId);
    }
  }

  /** Every axiom of the map as it stands now (stored ones and those its forms say), each with its id. */
  protected async loadAxioms(mapId: string): Promise<{ id: string; axiom: Axiom }[]> {
    return loadEffectiveAxioms(this.ctx.db, mapId);
  }

  private async abandon(mapId: string, claim: Claim, state: 'stopped' | 'failed', error: string | null): Promise<false> {
    await abandonRun(this.ctx.db, mapId, this.owner, claim, state, error);
    await this.push(mapId);
    return false;
  }

  /** A warm thread when one is idle; each concurrent run of another map gets its own. */
  private takeThread(): ClassifierThread {
    const spare = this.spare;
    this.spare = null;
    return spare?.usable ? spare : new ClassifierThread();
  }

  private giveBack(thread: ClassifierThread): void {
    if (!this.closed && thread.usable && !this.spare) this.spare = thread;
    else void thread.close();
  }

  private async push(mapId: string): Promise<ReasonerStatus> {
    const status = await readStatus(this.ctx.db, mapId);
    this.pushStatus(status);
    return status;
  }

  private pushStatus(status: ReasonerStatus): void {
    this.ctx.hub.toRoom(entityRoom(status.mapId), 'REASONER_UPDATE', status);
  }
}
