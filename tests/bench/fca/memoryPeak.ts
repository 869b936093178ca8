/**
 * Peak memory of a synchronous computation: a timer cannot fire while it runs, so the
 * computation's own progress callbacks sample process.memoryUsage() (every 1,000 concepts).
 */
export class MemoryPeak {
  rss = 0;
  heap = 0;
  readonly baseRss: number;
  readonly baseHeap: number;

  constructor() {
    const now = process.memoryUsage();
    this.baseRss = now.rss;
    this.baseHeap = now.heapUsed + now.arrayBuffers;
    this.sample();
  }

  sample = (): void => {
    const now = process.memoryUsage();
    this.rss = Math.max(this.rss, now.rss);
    this.heap = Math.max(this.heap, now.heapUsed + now.arrayBuffers);
  };

  describe(): string {
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
    return `peak rss ${mb(this.rss)} (+${mb(this.rss - this.baseRss)}), heap+buffers ${mb(this.heap)} (+${mb(this.heap - this.baseHeap)})`;
  }
}
