import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingSkeleton, sessionStore } from '@conf/shared';

/**
 * Only paths of this site; anything else goes home. Resolved as the browser would, because it reads
 * '/\\host' and '/<tab>/host' as '//host', another site.
 */
export function safeTarget(raw: string | null): string {
  if (!raw?.startsWith('/')) return '/';
  const site = 'http://this.site';
  const url = new URL(raw, site);
  return url.origin === site ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/** Returns from outside (payment, OAuth): refresh the session, then continue to `to` (or `redirect`). */
export function RedirectPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = safeTarget(params.get('to') ?? params.get('redirect'));
  useEffect(() => {
    void sessionStore.refresh().then(() => navigate(target, { replace: true }));
  }, [navigate, target]);
  return <LoadingSkeleton rows={2} />;
}
