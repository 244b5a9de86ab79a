import { makeAutoObservable, observable, runInAction } from 'mobx';
import { errorMessage, isRefusal } from '../http/errors';

/** One page of a list call, in the paginator shape the server answers with. */
export interface PageData<T> {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  data: T[];
}

export type PageFetcher<T> = (page: number) => Promise<PageData<T>>;

/**
 * A paged list: the first page with loading and error states (skeleton, error with retry),
 * further pages for react-vant's List, which shows its own retry when `loadMore` rejects.
 */
export class PagedList<T> {
  items: T[] = [];
  total = 0;
  /** The last page loaded; 0 before the first one arrived. */
  page = 0;
  lastPage = 1;
  loading = false;
  /** Why the first page failed to load. */
  error: string | null = null;
  /** That failure is the server's answer, not a failure to reach it (see Loadable.refused). */
  refused = false;
  // Bumped by reload(), so a page answering after a newer reload is ignored.
  private generation = 0;

  constructor(readonly fetchPage: PageFetcher<T>) {
    // Items are replaced, never changed in place: no need to make every row observable.
    makeAutoObservable<this, 'generation'>(this, { fetchPage: false, generation: false, items: observable.ref }, { autoBind: true });
  }

  get loaded(): boolean {
    return this.page > 0;
  }

  get finished(): boolean {
    return this.loaded && this.page >= this.lastPage;
  }

  get empty(): boolean {
    return this.loaded && this.items.length === 0;
  }

  /**
   * Loads the first page afresh: at start, on retry, on pull-to-refresh. While items are shown a failure
   * leaves them in place and rejects (the caller tells the user); otherwise it becomes `error`.
   */
  async reload(): Promise<void> {
    const generation = ++this.generation;
    this.error = null;
    this.refused = false;
    this.loading = !this.loaded;
    try {
      const first = await this.fetchPage(1);
      if (generation === this.generation) runInAction(() => this.accept(first, true));
    } catch (e) {
      if (generation !== this.generation) return;
      const shown = this.loaded;
      runInAction(() => {
        this.loading = false;
        if (!shown) {
          this.error = errorMessage(e);
          this.refused = isRefusal(e);
        }
      });
      if (shown) throw e;
    }
  }

  /** The next page, for List's onLoad; nothing before the first page or after the last. */
  async loadMore(): Promise<void> {
    if (!this.loaded || this.finished) return;
    const generation = this.generation;
    const next = await this.fetchPage(this.page + 1);
    if (generation === this.generation) runInAction(() => this.accept(next, false));
  }

  private accept(p: PageData<T>, first: boolean): void {
    this.items = first ? p.data : [...this.items, ...p.data];
    this.total = p.total;
    this.page = p.current_page;
    this.lastPage = p.last_page;
    this.loading = false;
  }
}
