type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task of the main thread, so that work before and after it are two tasks: the browser can
 * paint and answer a tap in between. `scheduler.yield()` where the browser has it (it resumes ahead of other
 * queued tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
