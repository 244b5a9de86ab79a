import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pcExempt, pcParamStore, withPc } from '../stores/pcParam';

/**
 * Appends the remembered pc parameter to every in-app navigation (except /share/article),
 * whichever link or navigate call caused it, by replacing the entry that lacks it.
 */
export function PcParamSync() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const pc = pcParamStore.resolve(location.search);
    if (!pc || pcExempt(location.pathname) || new URLSearchParams(location.search).has('pc')) return;
    navigate(withPc(`${location.pathname}${location.search}${location.hash}`, pc), { replace: true, state: location.state });
  }, [location, navigate]);
  return null;
}
