import type { ReactNode } from 'react';
import { Badge } from 'react-vant/es/badge';
import styles from './IconGrid.module.css';

export interface IconGridItem {
  key: string;
  icon: ReactNode;
  text: string;
  /** Shown on the icon's corner when above 0. */
  count?: number;
  /** What a screen reader hears after the text when there is a count, e.g. 2 笔 (待支付，2 笔). */
  countLabel?: (count: number) => string;
  onClick: () => void;
}

/**
 * /mine's rows of icon buttons (我的服务, the order tabs): real buttons in a CSS grid. react-vant's Grid drew them
 * as clickable divs and cost the page 1.9 KiB gzip of its first load for three columns. A count is a badge on
 * the icon for the eye and words after the text for a screen reader, so the button's name begins with what it
 * shows.
 */
export function IconGrid({ items }: { items: IconGridItem[] }) {
  return (
    <ul className={styles.grid}>
      {items.map((item) => {
        const count = item.count && item.count > 0 ? item.count : 0;
        return (
          <li key={item.key}>
            <button type="button" className={styles.item} onClick={item.onClick}>
              <span className={styles.icon} aria-hidden="true">
                <Badge content={count || undefined} max={99}>
                  {item.icon}
                </Badge>
              </span>
              <span className={styles.text}>{item.text}</span>
              {count > 0 && <span className="visually-hidden">，{item.countLabel ? item.countLabel(count) : count}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
