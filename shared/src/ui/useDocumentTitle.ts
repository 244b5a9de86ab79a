import { useEffect } from 'react';

/** The browser tab shows what the page shows: every page sets its title, so moving on replaces it. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
