import { makeAutoObservable, observable, runInAction } from 'mobx';
import { errorMessage, isRefusal } from '../http/errors';

/** One thing loaded from the server (a detail page, a popup's content): its data, loading flag and error. */
export class Loadable<T> {
  data: T | undefined = undefined;
  loading = false;
  error: string | null = null;
  /** The error is the server's answer (e.g. 会议不存在), not a failure to reach it: loading again will not help. */
  refused = false;
  // Bumped by every load(), so an answer overtaken by a newer load is ignored.
  private generation = 0;

  constructor(readonly fetch: () => Promise<T>) {
    makeAutoObservable<this, 'generation'>(this, { fetch: false, generation: false, data: observable.ref }, { autoBind: true });
  }

  async load(): Promise<void> {
    const generation = ++this.generation;
    this.loading = true;
    this.error = null;
    this.refused = false;
    try {
      const data = await this.fetch();
      if (generation === this.generation) runInAction(() => (this.data = data));
    } catch (e) {
      if (generation === this.generation) {
        runInAction(() => {
          this.error = errorMessage(e);
          this.refused = isRefusal(e);
        });
      }
    } finally {
      if (generation === this.generation) runInAction(() => (this.loading = false));
    }
  }
}
