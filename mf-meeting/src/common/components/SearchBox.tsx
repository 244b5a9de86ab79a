import SearchIcon from '@react-vant/icons/es/Search';
import Clear from '@react-vant/icons/es/Clear';
import styles from './SearchBox.module.css';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  placeholder: string;
}

/**
 * The search pages' box: a native search field in a form, so Enter (or the phone keyboard's 搜索 key) and the
 * 搜索 button both submit. Not react-vant's Search: it is drawn with Field, which brings Cell, Input and
 * TextArea, 11 KiB gzip in each search page's first load for one line of text.
 */
export function SearchBox({ value, onChange, onSearch, placeholder }: SearchBoxProps) {
  return (
    <form
      role="search"
      className={styles.box}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <label className={styles.field}>
        <SearchIcon className={styles.icon} aria-hidden="true" />
        <input
          className={styles.input}
          type="search"
          enterKeyHint="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          // The page exists to type a term: the phone's keyboard opens with it.
          autoFocus
        />
        {value && (
          <button type="button" className={styles.clear} onClick={() => onChange('')} aria-label="清除输入">
            <Clear aria-hidden="true" />
          </button>
        )}
      </label>
      <button type="submit" className={styles.action}>
        搜索
      </button>
    </form>
  );
}
