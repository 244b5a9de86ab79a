import { makeAutoObservable } from 'mobx';
import { Loadable, PagedList } from '@conf/shared';
import { getArticleCategories, getArticles, type ArticleSummary } from '../api/articles';

/** The news page: categories as tabs (0 is 全部), each tab's list made when first shown. */
export class NewsStore {
  readonly categories = new Loadable(getArticleCategories);
  active = 0;
  private readonly lists = new Map<number, PagedList<ArticleSummary>>();

  constructor() {
    makeAutoObservable<this, 'lists'>(this, { categories: false, lists: false }, { autoBind: true });
  }

  setActive(catId: number): void {
    this.active = catId;
  }

  list(catId: number): PagedList<ArticleSummary> {
    let list = this.lists.get(catId);
    if (!list) {
      list = new PagedList((page) => getArticles({ page, cat_id: catId || undefined }));
      this.lists.set(catId, list);
    }
    return list;
  }
}
