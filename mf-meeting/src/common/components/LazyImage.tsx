import { useState } from 'react';
import { assetUrl } from '../assetUrl';
import styles from './LazyImage.module.css';

interface LazyImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
}

/** A picture loaded only when it scrolls near, on a tinted placeholder that also stands in when it fails. */
export function LazyImage({ src, alt, className }: LazyImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={`${styles.box} ${className ?? ''}`}>
      {src && !failed && <img className={styles.img} src={assetUrl(src)} alt={alt} loading="lazy" onError={() => setFailed(true)} />}
    </div>
  );
}
