import { Worker } from 'node:worker_threads';
import type { AppContext } from '../context';
import type { FormalContextWire } from '../../realtime/protocol/fca';
import { finishRun, stopRequestedAmong, writeProgress, type RunEnd, type RunProgress } from './fcaRunRepository';
import type { FcaWorkReply, FcaWorkRequest } from './fcaWorkerMessages';
import { FCA_MESSAGES } from './fcaMessages';
import { workerThreadEntry } from '../workerThreadEntry';

const BOOT = workerThreadEntry(import.meta.url, './fcaWorkerBoot.mjs', './fcaWorker.js');

// stop requests are read this often (any process may ask, through SQL): a stop is noticed within
// half a second; progress and the heartbeat are written every fourth look
const TICK_MS = 200;
const PROGRESS_EVERY_TICKS = 4;
// a stop is first asked politely (the algorithms check every few thousand steps); a worker that
// does not answer within this is terminated
const STOP_GRACE_MS = 500;
/** Runs computed at once by one process (the others wait, queued): analyses are CPU-bound. */
const MAX_RUNNING = 1;

type Job = { id: string; context: FormalContextWire; implications: boolean };
type Held = RunProgress & { stop: () => void };

/**
 * The server runs this process holds: queued ones wait for a free slot, each running one computes
 * in its own worker thread (fcaWorker.ts). Progress, the heartbeat and the end go to fca_runs.
 */
export class FcaRunner {
  private readonly queue: Job[] = [];
  private readonly held = new Map<string, Held>();
  private running = 0;
  private ticks = 0;
  private closed = false;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly ctx: AppContext) {
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  enqueue(id: string, context: FormalContextWire, implications: boolean): void {
    this.queue.push({ id, context, implications });
    this.held.set(id, {
      state: 'queued',
      progress: 0,
      concepts: 0,
      stop: () => {
        const at = this.queue.findIndex((j) => j.id === id);
        if (at < 0) return;
        this.queue.splice(at, 1);
        void this.end(id, { state: 'stopped', error: null });
      },
    });
    this.pump();
  }

  /** Stops a run held here at once (a stop asked through another process is noticed by the tick). */
  stop(id: string): void {
    this.held.get(id)?.stop();
  }

  private pump(): void {
    while (!this.closed && this.running < MAX_RUNNING && this.queue.length > 0) {
      const job = this.queue.shift()!;
      this.running++;
      void this.compute(job).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  private async compute(job: Job): Promise<void> {
    const held = this.held.get(job.id);
    if (!held) return;
    const worker = new Worker(BOOT);
    const flag = new Int32Array(new SharedArrayBuffer(4));
    held.state = 'running';
    held.stop = () => {
      Atomics.store(flag, 0, 1);
      setTimeout(() => void worker.terminate(), STOP_GRACE_MS).unref();
    };
    await writeProgress(this.ctx.db, new Map([[job.id, held]])).catch(() => undefined);
    const end = await new Promise<RunEnd>((resolve) => {
      worker.on('message', (reply: FcaWorkReply) => {
        if (reply.type === 'progress') {
          held.progress = reply.fraction;
          held.concepts = reply.concepts;
        } else if (reply.type === 'done') resolve({ state: 'done', ...reply.outcome });
        else if (reply.type === 'stopped') resolve({ state: 'stopped', error: null });
        else resolve({ state: 'failed', error: `${FCA_MESSAGES.runFailed}: ${reply.message}` });
      });
      worker.on('error', (error) => resolve({ state: 'failed', error: `${FCA_MESSAGES.runFailed}: ${error.message}` }));
      worker.on('exit', () => resolve(Atomics.load(flag, 0) === 1 ? { state: 'stopped', error: null } : { state: 'failed', error: this.closed ? FCA_MESSAGES.serverStopped : FCA_MESSAGES.runFailed }));
      worker.postMessage({ context: job.context, implications: job.implications, stop: flag.buffer as SharedArrayBuffer } satisfies FcaWorkRequest);
    });
    await worker.terminate();
    await this.end(job.id, end);
  }

  /** Records a run's end, once: the first end wins (a closing process ends its runs before their workers answer). */
  private async end(id: string, end: RunEnd): Promise<void> {
    if (!this.held.delete(id)) return;
    try {
      await finishRun(this.ctx.db, id, end);
    } catch (error) {
      this.ctx.log.warn({ err: error, run: id }, 'an FCA run could not record its end');
    }
  }

  private async tick(): Promise<void> {
    if (this.held.size === 0) return;
    try {
      const asked = await stopRequestedAmong(this.ctx.db, [...this.held.keys()]);
      for (const id of asked) this.held.get(id)?.stop();
      if (++this.ticks % PROGRESS_EVERY_TICKS === 0) await writeProgress(this.ctx.db, this.held);
    } catch (error) {
      // the store is briefly away (a restart): the next tick tries again
      this.ctx.log.debug({ err: error }, 'FCA runs: the tick could not reach the store');
    }
  }

  /** The process stops: its runs end as failed (another process cannot take a thread's work over). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    const ids = [...this.held.keys()];
    this.queue.length = 0;
    for (const id of ids) this.held.get(id)?.stop();
    await Promise.all(ids.map((id) => this.end(id, { state: 'failed', error: FCA_MESSAGES.serverStopped })));
  }
}
