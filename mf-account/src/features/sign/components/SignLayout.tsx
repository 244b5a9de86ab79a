import type { ReactNode } from 'react';
import HotelO from '@react-vant/icons/es/HotelO';
import { PageLayout } from '@conf/shared';
import styles from './SignLayout.module.css';

interface SignLayoutProps {
  title: string;
  heading: string;
  subheading?: ReactNode;
  children: ReactNode;
  /** Under the form: links to the other ways in, the agreement note. */
  footer?: ReactNode;
}

/** The frame of the sign-in, sign-up and reset pages: a greeting over the form. */
export function SignLayout({ title, heading, subheading, children, footer }: SignLayoutProps) {
  return (
    <PageLayout title={title}>
      <div className={styles.wrap}>
        <header className={styles.hero}>
          <span className={styles.logo} aria-hidden>
            <HotelO />
          </span>
          <h1 className={styles.heading}>{heading}</h1>
          {subheading && <p className={styles.sub}>{subheading}</p>}
        </header>
        <section className={styles.form}>{children}</section>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </PageLayout>
  );
}
