import { Button, Empty } from 'react-vant';
import { navigateTo } from '../navigation/navigator';
import { EmptyImage } from './EmptyImage';
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
  return (
    <div className={styles.page} role="alert" data-testid="error-page">
      <Empty image={<EmptyImage kind={notFound ? 'search' : 'error'} />} imageSize={120} description={notFound ? '页面不存在' : '页面出错了'} />
      <div className={styles.status}>{status}</div>
      <h1 className={styles.title}>{title ?? (notFound ? 'Page Not Found' : 'Internal Server Error')}</h1>
      {message && <p className={styles.message}>{message}</p>}
      <div className={styles.actions}>
        {onRetry && (
          <Button type="primary" round size="small" onClick={onRetry}>
            重试
          </Button>
        )}
        <Button round size="small" onClick={() => navigateTo('/')}>
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
