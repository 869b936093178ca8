import { RelayDocument } from './relayDocument';
import type { RelayHook } from './relayHooks';

type Entry = { doc: RelayDocument; ready: Promise<void>; idle: NodeJS.Timeout | null };

export type RegistryOptions = { maxDocuments: number; idleUnloadMs: number; onError: (error: unknown, doc: string, stage: 'load' | 'unload') => void };

/**
 * The documents in memory: created (and loaded through the hooks) when their first client
 * arrives, unloaded and destroyed once nobody has been attached for the idle time. Destroying
 * happens in a `finally`, so a failed load or a failed store still frees the document.
 */
export class DocumentRegistry {
  private readonly entries = new Map<string, Entry>();
  // a document being unloaded: its next instance loads only after the last state is stored
  private readonly unloading = new Map<string, Promise<void>>();

  constructor(
    private readonly hooks: readonly RelayHook[],
    private readonly options: RegistryOptions,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get clientCount(): number {
    let clients = 0;
    for (const entry of this.entries.values()) clients += entry.doc.connections.size;
    return clients;
  }

  /** The loaded document, or 'full' when one more would pass the limit; rejects when loading fails. */
  async open(name: string): Promise<RelayDocument | 'full'> {
    let entry = this.entries.get(name);
    if (!entry) {
      if (this.entries.size >= this.options.maxDocuments) return 'full';
      entry = this.create(name);
    }
    if (entry.idle) clearTimeout(entry.idle);
    entry.idle = null;
    await entry.ready;
    return entry.doc;
  }

  /** The document if it is loaded here (and ready), without opening it. */
  loaded(name: string): RelayDocument | undefined {
    return this.entries.get(name)?.doc;
  }

  /** A client left (or never got attached): an empty document is unloaded after the idle time. */
  release(name: string): void {
    const entry = this.entries.get(name);
    if (!entry || entry.doc.connections.size > 0 || entry.idle) return;
    entry.idle = setTimeout(() => void this.unload(entry), this.options.idleUnloadMs);
  }

  /** Unloads every document (their clients are expected to be gone or going). */
  async closeAll(): Promise<void> {
    await Promise.all([...this.entries.values()].map((entry) => this.unload(entry, true)));
    await Promise.all(this.unloading.values());
  }

  private create(name: string): Entry {
    const doc = new RelayDocument(name, this.hooks);
    const entry: Entry = { doc, idle: null, ready: Promise.resolve() };
    entry.ready = (async () => {
      await this.unloading.get(name);
      try {
        for (const hook of this.hooks) await hook.onLoad?.(doc);
      } catch (error) {
        if (this.entries.get(name) === entry) this.entries.delete(name);
        doc.destroy();
        this.options.onError(error, name, 'load');
        throw error;
      }
    })();
    this.entries.set(name, entry);
    return entry;
  }

  private async unload(entry: Entry, force = false): Promise<void> {
    const { name } = entry.doc;
    if (entry.idle) clearTimeout(entry.idle);
    entry.idle = null;
    if (this.entries.get(name) !== entry || (!force && entry.doc.connections.size > 0)) return;
    this.entries.delete(name);
    const done = (async () => {
      try {
        // a load that failed has destroyed the document already
        await entry.ready.catch(() => undefined);
        for (const hook of this.hooks) await hook.onUnload?.(entry.doc);
      } catch (error) {
        this.options.onError(error, name, 'unload');
      } finally {
        entry.doc.destroy();
      }
    })();
    this.unloading.set(name, done);
    await done;
    if (this.unloading.get(name) === done) this.unloading.delete(name);
  }
}
