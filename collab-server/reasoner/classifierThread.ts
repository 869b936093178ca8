import { Worker } from 'node:worker_threads';
import type { ReasonerInput, ReasonerResult } from '../../model/reasoner/types';
import type { ClassifyReply, ClassifyRequest } from './classifyMessages';
import { workerThreadEntry } from '../workerThreadEntry';

export type ClassifyOutcome = { kind: 'done'; result: ReasonerResult } | { kind: 'stopped' } | { kind: 'failed'; message: string };

// a stop is first asked politely (the classifier checks between rule rounds); a classifier deep in
// one round is terminated after this long
const STOP_GRACE_MS = 500;

const BOOT = workerThreadEntry(import.meta.url, './classifyWorkerBoot.mjs', './classifyWorker.js');

/**
 * One worker thread that classifies one ontology at a time. Kept warm between runs (tsx compiles
 * the classifier once per thread); a stop that has to terminate it makes it unusable, and the pool
 * starts another.
 */
export class ClassifierThread {
  private readonly worker: Worker;
  private busy = false;
  private dead = false;
  private stopFlag: Int32Array | null = null;
  private onStopTimeout: (() => void) | null = null;

  constructor() {
    this.worker = new Worker(BOOT);
    this.worker.unref();
    this.worker.on('exit', () => (this.dead = true));
    // an error is answered by the run in progress (see run); with none, the thread is just dropped
    this.worker.on('error', () => (this.dead = true));
  }

  get usable(): boolean {
    return !this.dead && !this.busy;
  }

  run(input: ReasonerInput, onProgress: (fraction: number) => void): Promise<ClassifyOutcome> {
    if (!this.usable) return Promise.reject(new Error('classifier thread is busy or gone'));
    this.busy = true;
    const stop = new SharedArrayBuffer(4);
    this.stopFlag = new Int32Array(stop);
    return new Promise<ClassifyOutcome>((resolve) => {
      const finish = (outcome: ClassifyOutcome) => {
        this.worker.off('message', onMessage);
        this.worker.off('error', onError);
        this.worker.off('exit', onExit);
        this.busy = false;
        this.stopFlag = null;
        this.onStopTimeout = null;
        resolve(outcome);
      };
      const onMessage = (reply: ClassifyReply) => {
        if (reply.type === 'progress') onProgress(reply.fraction);
        else if (reply.type === 'done') finish({ kind: 'done', result: reply.result });
        else if (reply.type === 'stopped') finish({ kind: 'stopped' });
        else finish({ kind: 'failed', message: reply.message });
      };
      const onError = (error: Error) => finish({ kind: 'failed', message: error.message });
      const onExit = () => finish(this.stopFlag && Atomics.load(this.stopFlag, 0) === 1 ? { kind: 'stopped' } : { kind: 'failed', message: 'the classifier thread exited' });
      this.onStopTimeout = () => void this.worker.terminate();
      this.worker.on('message', onMessage);
      this.worker.on('error', onError);
      this.worker.on('exit', onExit);
      this.worker.postMessage({ input, stop } satisfies ClassifyRequest);
    });
  }

  /** Asks the run in progress to stop; terminates the thread when it does not within the grace period. */
  stop(): void {
    if (!this.stopFlag) return;
    Atomics.store(this.stopFlag, 0, 1);
    const terminate = this.onStopTimeout;
    setTimeout(() => {
      if (this.busy && terminate === this.onStopTimeout) terminate?.();
    }, STOP_GRACE_MS).unref();
  }

  async close(): Promise<void> {
    this.dead = true;
    await this.worker.terminate();
  }
}
