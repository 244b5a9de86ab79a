import { useMemo } from 'react';
import { sanitizeHtml } from '../sanitize';
import styles from './RichText.module.css';

/**
 * Rich text on screen. Server texts are sanitised there already; this allow-list pass also covers
 * text from elsewhere (an Editor entry's URL) and points relative image addresses at the API.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`${styles.rich} ${className ?? ''}`} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: safe }} />;
}
