import { useMemo } from 'react';
import { lazyPage } from '@conf/shared';
import { useQueryId } from '../../../common/hooks/useQueryId';
import { askApplyFormEarly } from '../api/earlyApplyForm';

const ApplyPage = lazyPage(() => import('../pages/ApplyPage'));

/**
 * /meeting/apply/{id}: the page's code is fetched when first shown, and its form asked for at the same time, in
 * render, as an effect would wait for the code (the page suspends until it has come).
 */
export function ApplyRoute() {
  const meetingId = useQueryId('id');
  useMemo(() => meetingId && askApplyFormEarly(meetingId), [meetingId]);
  return <ApplyPage />;
}
