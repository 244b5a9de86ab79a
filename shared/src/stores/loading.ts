import { makeAutoObservable } from 'mobx';

/** Keeps the global loading indicator up while any call flagged showLoading is in flight. */
export class LoadingStore {
  count = 0;
  constructor() {
    makeAutoObservable(this);
  }
  get visible(): boolean {
    return this.count > 0;
  }
  start(): void {
    this.count += 1;
  }
  end(): void {
    this.count = Math.max(0, this.count - 1);
  }
}

export const loadingStore = new LoadingStore();
