import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import DeleteO from '@react-vant/icons/es/DeleteO';
import { PageLayout, useNavigate, toast, dialog } from '@conf/shared';
import { searchHistoryStore, type HistoryKind } from '../stores/searchHistory';
import { SearchBox } from './SearchBox';
import styles from './SearchPage.module.css';

interface SearchPageProps {
  kind: HistoryKind;
  title: string;
  placeholder: string;
  /** Where a search for `keyword` shows its results. */
  resultPath: (keyword: string) => string;
}

/** A search box with that kind's history (newest first, no repeats, clearable); a search opens the results. */
export const SearchPage = observer(function SearchPage({ kind, title, placeholder, resultPath }: SearchPageProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const history = searchHistoryStore.lists[kind];

  const search = (term: string) => {
    const keyword = term.trim();
    if (!keyword) {
      toast.info('请输入搜索关键词');
      return;
    }
    searchHistoryStore.add(kind, keyword);
    navigate(resultPath(keyword));
  };

  const clear = () =>
    dialog.confirm({ title: '清空搜索历史', message: '确定清空全部搜索历史吗？', confirmButtonText: '清空' }).then(
      () => searchHistoryStore.clear(kind),
      () => undefined,
    );

  return (
    <PageLayout title={title}>
      <SearchBox value={value} onChange={setValue} onSearch={search} placeholder={placeholder} />
      <section className={styles.history} aria-label="搜索历史">
        <header className={styles.header}>
          <span>搜索历史</span>
          {history.length > 0 && (
            <button type="button" className={styles.clear} onClick={clear} aria-label="清空搜索历史">
              <DeleteO />
            </button>
          )}
        </header>
        {history.length === 0 ? (
          <p className={styles.none}>暂无搜索历史</p>
        ) : (
          <ul className={styles.terms}>
            {history.map((term) => (
              <li key={term}>
                <button type="button" className={styles.term} onClick={() => search(term)}>
                  {term}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageLayout>
  );
});
