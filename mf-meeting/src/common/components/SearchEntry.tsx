import SearchIcon from '@react-vant/icons/es/Search';
import { useNavigate } from '@conf/shared';
import styles from './SearchEntry.module.css';

/** A search bar that opens the search page (with its history) rather than searching in place. */
export function SearchEntry({ to, placeholder, value }: { to: string; placeholder: string; value?: string }) {
  const navigate = useNavigate();
  return (
    <div className={styles.wrap}>
      {/* Named by what it shows, the search it opens first when a term is shown (「搜索会议：医疗」). */}
      <button type="button" className={styles.bar} onClick={() => navigate(to)}>
        <SearchIcon className={styles.icon} aria-hidden="true" />
        {value && <span className="visually-hidden">{placeholder}：</span>}
        <span className={value ? styles.value : styles.placeholder}>{value || placeholder}</span>
      </button>
    </div>
  );
}
