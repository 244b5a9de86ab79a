import type { ReactNode } from 'react';
import { Button } from 'react-vant/es/button';
import { classes } from './classes';

export interface SubmitBarProps {
  /** The total, in fen. */
  price: number;
  label: string;
  buttonText: string;
  buttonType?: 'primary' | 'danger';
  loading?: boolean;
  disabled?: boolean;
  onSubmit: () => void;
  /** A line above the bar. */
  tip?: ReactNode;
  className?: string;
}

/**
 * A form's bottom bar, its total and its submit button, in the markup and classes of react-vant's SubmitBar (whose
 * stylesheet the site loads whole). Drawn here: react-vant's brings the locale table and helpers (2 KiB gzip) for a
 * label and a currency the pages always give.
 */
export function SubmitBar({
  price,
  label,
  buttonText,
  buttonType = 'danger',
  loading,
  disabled,
  onSubmit,
  tip,
  className,
}: SubmitBarProps) {
  const [yuan, fen] = (price / 100).toFixed(2).split('.');
  return (
    <div className={classes(className, 'rv-submit-bar', 'rv-safe-area-bottom')}>
      {tip && (
        <div className="rv-submit-bar__tip">
          <span className="rv-submit-bar__tip-text">{tip}</span>
        </div>
      )}
      <div className="rv-submit-bar__bar">
        <div className="rv-submit-bar__text">
          <span>{label}</span>
          <span className="rv-submit-bar__price">
            ¥<span className="rv-submit-bar__price-integer">{yuan}</span>.{fen}
          </span>
        </div>
        <Button
          round
          type={buttonType}
          text={buttonText}
          className={`rv-submit-bar__button rv-submit-bar__button--${buttonType}`}
          loading={loading}
          disabled={disabled}
          onClick={onSubmit}
        />
      </div>
    </div>
  );
}
