import { useEffect, useState } from 'react';
import { searchCompanies, type Company } from '../api/invoiceTitles';
import styles from './CompanySuggestions.module.css';

const DEBOUNCE_MS = 300;

/** Companies whose names contain what was typed (from 2 characters), to fill the title from one tap. */
export function CompanySuggestions({ keyword, onPick }: { keyword: string; onPick: (c: Company) => void }) {
  const [found, setFound] = useState<Company[]>([]);
  const text = keyword.trim();
  useEffect(() => {
    if (text.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      // Suggestions are a convenience: a failed search just shows none.
      searchCompanies(text).then(
        (list) => live && setFound(list),
        () => live && setFound([]),
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
  // The one already picked (or typed in full) is not suggested again.
  const shown = found.filter((c) => c.name !== text);
  if (text.length < 2 || !shown.length) return null;
  return (
    <ul className={styles.list} aria-label="企业名称联想">
      {shown.map((c) => (
        <li key={c.tax_no}>
          <button type="button" className={styles.item} onClick={() => onPick(c)}>
            <span className={styles.name}>{c.name}</span>
            <span className={styles.code}>{c.tax_no}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
