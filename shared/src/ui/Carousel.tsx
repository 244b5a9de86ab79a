import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './Carousel.module.css';

interface CarouselProps<T> {
  items: T[];
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T) => string | number;
  onItemClick?: (item: T, index: number) => void;
  /** Milliseconds between slides; none or 0 leaves sliding to the finger. From the last slide it returns to the first. */
  autoplay?: number;
  /** What marks the current slide (default: dots). */
  indicator?: (total: number, current: number) => ReactNode;
  className?: string;
  /** What the slides are, for screen readers (default 轮播图). */
  label?: string;
}

/**
 * Slides swiped by the browser's own scrolling (CSS scroll snap): smooth on any phone, nothing to download.
 * Replaces react-vant's Swiper, which brings 24 KiB of gesture and spring libraries to the first page.
 */
export function Carousel<T>({
  items,
  renderItem,
  itemKey,
  onItemClick,
  autoplay,
  indicator,
  className,
  label = '轮播图',
}: CarouselProps<T>) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [touching, setTouching] = useState(false);

  useEffect(() => {
    if (!autoplay || touching || items.length < 2) return;
    const timer = window.setInterval(() => {
      const el = track.current;
      if (!el || document.hidden) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % items.length;
      el.scrollTo({ left: next * el.clientWidth });
    }, autoplay);
    return () => window.clearInterval(timer);
  }, [autoplay, touching, items.length]);

  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth) setCurrent(Math.min(items.length - 1, Math.round(el.scrollLeft / el.clientWidth)));
  };

  return (
    <div className={`${styles.carousel} ${className ?? ''}`}>
      {/* A scrolling region the keyboard reaches too (its arrow keys scroll it), named as the carousel it is. */}
      <div
        ref={track}
        className={styles.track}
        tabIndex={0}
        role="region"
        aria-roledescription="carousel"
        aria-label={label}
        onScroll={onScroll}
        onTouchStart={() => setTouching(true)}
        onTouchEnd={() => setTouching(false)}
      >
        {items.map((item, i) => (
          <div
            key={itemKey(item)}
            className={styles.slide}
            onClick={onItemClick && (() => onItemClick(item, i))}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${items.length}`}
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      {items.length > 1 &&
        (indicator ? (
          indicator(items.length, current)
        ) : (
          <div className={styles.dots} aria-hidden>
            {items.map((item, i) => (
              <span key={itemKey(item)} className={`${styles.dot} ${i === current ? styles.active : ''}`} />
            ))}
          </div>
        ))}
    </div>
  );
}
