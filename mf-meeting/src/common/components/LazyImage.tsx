import { useState } from 'react';
import { assetUrl } from '../assetUrl';
import styles from './LazyImage.module.css';

interface LazyImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
  /** The page's main picture (its largest paint): fetched at once and first, not when scrolled near. */
  priority?: boolean;
}

// Lower case: React 18 passes unknown lower-case attributes through to the element.
const HIGH_PRIORITY = { fetchpriority: 'high' };

/** A picture loaded only when it scrolls near, on a tinted placeholder that also stands in when it fails. */
export function LazyImage({ src, alt, className, priority = false }: LazyImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`${styles.box} ${className ?? ''}`}>
      {src && !failed && <img className={styles.img} src={assetUrl(src)} alt={alt} loading={priority ? 'eager' : 'lazy'} {...(priority && HIGH_PRIORITY)} onError={() => setFailed(true)} />}
    </div>
  );
}
