import { LoadingStore } from './loading';

it('is visible while at least one flagged call is in flight', () => {
  const store = new LoadingStore();
  expect(store.visible).toBe(false);
  store.start();
  store.start();
  expect(store.visible).toBe(true);
  store.end();
  expect(store.visible).toBe(true);
  store.end();
  expect(store.visible).toBe(false);
});

it('never counts below zero, so an extra end does not hide a later call', () => {
  const store = new LoadingStore();
  store.end();
  expect(store.count).toBe(0);
  store.start();
  expect(store.visible).toBe(true);
});
