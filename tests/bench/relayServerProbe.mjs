// The relay benchmark's probe inside a server process: what the event loop was blocked, the garbage
// collector's pauses, CPU and memory, sent to the bench over IPC on 'stats'; 'stop' ends the server.
// Plain JavaScript, loaded with `node --import`, so our server runs as `npm start` runs it (its
// build, plain node, no tsx). A server that stops otherwise than by SIGTERM listens for 'benchStop'.
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';

const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
const gc = { maxMs: 0, totalMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
    gc.totalMs += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

process.on('message', (message) => {
  if (message === 'stats') {
    const memory = process.memoryUsage();
    const loop = { loopP99Ms: loopDelay.percentile(99) / 1e6, loopMaxMs: loopDelay.max / 1e6, gcMaxMs: gc.maxMs, gcTotalMs: gc.totalMs };
    loopDelay.reset();
    gc.maxMs = 0;
    gc.totalMs = 0;
    process.send?.({ cpu: process.cpuUsage(), rss: memory.rss, heapUsed: memory.heapUsed, ...loop });
  } else if (message === 'stop') {
    if (process.listenerCount('benchStop') > 0) process.emit('benchStop');
    else process.kill(process.pid, 'SIGTERM');
  }
});
