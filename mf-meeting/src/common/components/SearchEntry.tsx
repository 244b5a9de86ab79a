import SearchIcon from '@react-vant/icons/es/Search';
import { useNavigate } from '@conf/shared';
import styles from './SearchEntry.module.css';

/** A search bar that opens the search page (with its history) rather than searching in place. */
export function SearchEntry({ to, placeholder, value }: { to: string; placeholder: string; value?: string }) {
  const navigate = useNavigate();
  return (
    <div className={styles.wrap}>
      <button type="button" className={styles.bar} onClick={() => navigate(to)} aria-label={placeholder}>
        <SearchIcon className={styles.icon} />
        <span className={value ? styles.value : styles.placeholder}>{value || placeholder}</span>
      </button>
    </div>
  );
}
