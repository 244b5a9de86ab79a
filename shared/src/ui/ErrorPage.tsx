import { Button } from 'react-vant/es/button';
import { navigateTo } from '../navigation/navigator';
import { EmptyImage } from './EmptyImage';
import { useDocumentTitle } from './useDocumentTitle';
import styles from './ErrorPage.module.css';

export interface ErrorPageProps {
  status?: number;
  title?: string;
  message?: string;
  onRetry?: () => void;
}

/** The error page: a not-found variant for 404, a generic one otherwise. */
export function ErrorPage({ status = 500, title, message, onRetry }: ErrorPageProps) {
  const notFound = status === 404;
  const summary = notFound ? '页面不存在' : '页面出错了';
  useDocumentTitle(title ?? summary);
  return (
    <div className={styles.page} role="alert" data-testid="error-page">
      <div className={styles.image}>
        <EmptyImage kind={notFound ? 'search' : 'error'} />
      </div>
      <div className={styles.status}>{status}</div>
      {title === undefined ? (
        <>
          {/* The default titles are the spec's English ones: a Chinese reader gets the Chinese line first. */}
          <p className={styles.summary}>{summary}</p>
          <h1 className={styles.title}>{notFound ? 'Page Not Found' : 'Internal Server Error'}</h1>
        </>
      ) : (
        <h1 className={styles.summary}>{title}</h1>
      )}
      {message && <p className={styles.message}>{message}</p>}
      <div className={styles.actions}>
        {onRetry && (
          <Button type="primary" round onClick={onRetry} className={styles.button}>
            重试
          </Button>
        )}
        <Button type={onRetry ? 'default' : 'primary'} round onClick={() => navigateTo('/')} className={styles.button}>
          返回首页
        </Button>
      </div>
    </div>
  );
}

/** Unknown paths: 404 with 'Page not found: {path}'. */
export function NotFoundPage({ path = window.location.pathname }: { path?: string }) {
  return <ErrorPage status={404} message={`Page not found: ${path}`} />;
}
