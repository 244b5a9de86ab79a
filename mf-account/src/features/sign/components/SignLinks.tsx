import { Link, useLocation } from '@conf/shared';
import { withRedirect } from '../../../common/redirect';
import styles from './SignLinks.module.css';

/** Links to the other sign pages, carrying the page to return to. */
export function SignLinks({ links }: { links: { to: string; label: string }[] }) {
  const { search } = useLocation();
  return (
    <nav className={styles.links}>
      {links.map((l) => (
        <Link key={l.to} to={withRedirect(l.to, search)} replace className={styles.link}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
