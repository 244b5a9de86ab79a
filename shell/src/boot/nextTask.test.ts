import { nextTask } from './nextTask';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  jest.useRealTimers();
});

it('resolves in a later task, not in a microtask of this one', async () => {
  jest.useFakeTimers();
  let done = false;
  void nextTask().then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  expect(done).toBe(false);
  jest.runAllTimers();
  await Promise.resolve();
  expect(done).toBe(true);
});

it("uses the browser's scheduler.yield where there is one", async () => {
  const yieldToMain = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToMain };
  await nextTask();
  expect(yieldToMain).toHaveBeenCalledTimes(1);
});
