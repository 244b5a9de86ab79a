import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingSkeleton, safeTarget, sessionStore } from '@conf/shared';

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
