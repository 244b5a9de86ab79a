import type { ReactNode } from 'react';
import { NavBar } from 'react-vant/es/nav-bar';
import { useBack } from '../navigation/useBack';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './PageLayout.module.css';

interface PageLayoutProps {
  title: string;
  children: ReactNode;
  /** Hide the back arrow on top-level pages reached from the tab bar. */
  root?: boolean;
  right?: ReactNode;
  /** Where the back arrow leads when this page was opened directly, if the site's table (parentPath) does not know. */
  parent?: string;
}

/**
 * A page with a top bar, its title also set as the document title. The bar's room is reserved in CSS rather
 * than by NavBar's placeholder, which measures the bar after the first paint and so moved the page down by it.
 */
export function PageLayout({ title, children, root = false, right, parent }: PageLayoutProps) {
  const back = useBack(parent);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <NavBar
        title={title}
        {...(root ? { leftArrow: null } : { onClickLeft: back })}
        rightText={right === undefined ? undefined : <span className={styles.right}>{right}</span>}
        fixed
        safeAreaInsetTop
        zIndex={100}
      />
      <main className={styles.body}>{children}</main>
    </div>
  );
}
