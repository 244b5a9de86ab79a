import { makeAutoObservable } from 'mobx';

export type HistoryKind = 'experts' | 'exhibitors' | 'meetings';
const KEY = 'search_history';
const MAX_TERMS = 10;

type Lists = Record<HistoryKind, string[]>;
const empty = (): Lists => ({ experts: [], exhibitors: [], meetings: [] });

function load(): Lists {
  try {
    return { ...empty(), ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Lists>) };
  } catch {
    return empty();
  }
}

/** Three lists of past search terms, newest first, without repeats, kept in local storage. */
export class SearchHistoryStore {
  lists: Lists = load();

  constructor() {
    makeAutoObservable(this);
  }

  add(kind: HistoryKind, term: string): void {
    const t = term.trim();
    if (!t) return;
    this.lists[kind] = [t, ...this.lists[kind].filter((x) => x !== t)].slice(0, MAX_TERMS);
    this.save();
  }

  clear(kind: HistoryKind): void {
    this.lists[kind] = [];
    this.save();
  }

  private save(): void {
    localStorage.setItem(KEY, JSON.stringify(this.lists));
  }
}

export const searchHistoryStore = new SearchHistoryStore();
