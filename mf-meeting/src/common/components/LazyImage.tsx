import { useState } from 'react';
import { assetUrl } from '../assetUrl';
import styles from './LazyImage.module.css';

interface LazyImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
  /**
   * The page's main picture (its largest paint): fetched at once and first, not when scrolled near, and marked
   * `data-lead` so the shell takes the server's first screen of it away once this one shows (shell/src/boot).
   */
  priority?: boolean;
}

// Lower case: React 18 passes unknown lower-case attributes through to the element.
const lead = (url: string) => ({ fetchpriority: 'high', 'data-lead': url });

/** A picture loaded only when it scrolls near, on a tinted placeholder that also stands in when it fails. */
export function LazyImage({ src, alt, className, priority = false }: LazyImageProps) {
  const [failed, setFailed] = useState(false);
  const url = assetUrl(src);
  return (
    <div className={`${styles.box} ${className ?? ''}`}>
      {src && !failed && (
        <img
          className={styles.img}
          src={url}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          {...(priority && lead(url))}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
