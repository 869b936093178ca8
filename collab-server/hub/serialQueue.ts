/**
 * Runs tasks one after another in the order they were queued, whatever each awaits. A tab's watch
 * and unwatch of one entity must take effect in the order it sent them: handled side by side, a
 * watch waiting on its read check could land after a later unwatch (or an unwatch after a later
 * watch), and the tab would silently stop hearing the entity. A task's failure is its caller's.
 */
export function serialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
