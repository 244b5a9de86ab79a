import type { ReactNode } from 'react';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { fetchMe } from '../api/fetchMe';
import { MeContext } from '../hooks/useMe';
import { NoAccess } from './NoAccess';

/**
 * The console opens only for someone with a console role: anonymous callers are sent to the password login
 * by the call helper (a 401) and come back; a user without a role (403) is told so.
 */
export function ConsoleGate({ children }: { children: ReactNode }) {
  const me = useLoad(fetchMe, 'me');
  if ((me.error as { status?: number } | undefined)?.status === 403) return <NoAccess />;
  return (
    <LoadState load={me}>{(data) => <MeContext.Provider value={{ ...data, reload: me.reload }}>{children}</MeContext.Provider>}</LoadState>
  );
}
