import type { ReactNode } from 'react';
import styles from './FixedBar.module.css';

/**
 * The class that pins a bar to the bottom of the app's column (750 px on a wide window, the screen on a phone),
 * padding and all inside it. For a react-vant bar that pins itself (SubmitBar): pass it as its className.
 */
export const FIXED_BAR_CLASS = 'app-fixed-bar';

interface FixedBarProps {
  children: ReactNode;
  /** The page's own layout of what is inside (a row of buttons, a note beside them). */
  className?: string;
  testId?: string;
}

/** A page's footer of actions, fixed at the bottom of the column: every fixed footer of every app is this one. */
export function FixedBar({ children, className, testId }: FixedBarProps) {
  return (
    <div className={[FIXED_BAR_CLASS, styles.bar, className].filter(Boolean).join(' ')} data-testid={testId}>
      {children}
    </div>
  );
}
