import type { ReactNode } from 'react';
import { classes } from './classes';
import styles from './Cell.module.css';

export interface CellProps {
  title?: ReactNode;
  value?: ReactNode;
  /** A line under the title. */
  label?: ReactNode;
  /** A row that opens something: a button, with an arrow. */
  isLink?: boolean;
  onClick?: () => void;
  className?: string;
}

const given = (node: ReactNode) => node !== undefined && node !== null;

/**
 * A row of a title and its value, in the markup and classes of react-vant's Cell (whose stylesheet the site loads
 * whole), its arrow drawn in CSS: react-vant's comes as a chunk of its own with its arrow icon and helpers (1.6 KiB
 * gzip). A clickable row is a button, which the site's keyboard access puts in the Tab order.
 */
export function Cell({ title, value, label, isLink, onClick, className }: CellProps) {
  return (
    <div className={classes('rv-cell', isLink && 'rv-cell--clickable', className)} role={isLink ? 'button' : undefined} onClick={onClick}>
      {given(title) && (
        <div className="rv-cell__title">
          {title}
          {given(label) && <div className="rv-cell__label">{label}</div>}
        </div>
      )}
      {given(value) && (
        <div className={classes('rv-cell__value', !given(title) && 'rv-cell__value--alone')}>
          <span>{value}</span>
        </div>
      )}
      {isLink && <i className={classes('rv-cell__right-icon', styles.arrow)} aria-hidden />}
    </div>
  );
}
