import { useEffect } from 'react';

/** The browser tab shows what the page shows: every page sets its title, so moving on replaces it. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The page's summary for search engines and link previews (<meta name="description">), from its data; the
 * site's own (in index.html) comes back when the page goes.
 */
export function usePageDescription(text: string | undefined): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || !text) return;
    const site = meta.content;
    meta.content = text.replace(/\s+/g, ' ').trim().slice(0, 150);
    return () => {
      meta.content = site;
    };
  }, [text]);
}

/** usePageDescription where the data is rendered (inside a loaded view). */
export function PageDescription({ text }: { text: string | undefined }) {
  usePageDescription(text);
  return null;
}
