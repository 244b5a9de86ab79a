import { useMemo } from 'react';
import { withAssetUrls } from '../serverHtml';
import styles from './RichText.module.css';

/**
 * Rich text on screen. `html` must be what the server answered: it is sanitised there (our rows on
 * the way in and out, other HTML through api/common/rich_text), so no page shows HTML it has not cleaned.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const ready = useMemo(() => withAssetUrls(html), [html]);
  return <div className={`${styles.rich} ${className ?? ''}`} data-testid="rich-text" dangerouslySetInnerHTML={{ __html: ready }} />;
}
