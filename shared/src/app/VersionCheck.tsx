import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { isUpdatePending, scheduleVersionCheck } from './versionCheck';

/** Checks once whether a newer build is deployed; when one is, the next navigation loads the page afresh. */
export function VersionCheck(): null {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => scheduleVersionCheck(), []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (isUpdatePending()) window.location.reload();
  }, [pathname]);

  return null;
}
