import { useMemo } from 'react';
import { lazyLoginPage } from '@conf/shared';
import { useQueryId } from '../../../common/hooks/useQueryId';
import { askApplyFormEarly } from '../api/earlyApplyForm';
import { loadApplyFormView } from './loadApplyFormView';
import { preloadControls } from './controls/loadControls';
import { APPLY_TITLE } from '../titles';

const ApplyPage = lazyLoginPage(APPLY_TITLE, () => import('../pages/ApplyPage'));

/**
 * /meeting/apply/{id}: the page's code is fetched when first shown, and its form asked for at the same time, in
 * render, as an effect would wait for the code (the page suspends until it has come); the open form's fields, and the
 * controls its questions need, as soon as that answer says the meeting takes sign-ups (at once when the page's HTML carried it).
 */
export function ApplyRoute() {
  const meetingId = useQueryId('id');
  useMemo(() => {
    const early = meetingId ? askApplyFormEarly(meetingId) : undefined;
    early?.then(
      (form) => {
        // A failed fetch is tried again, and reported, when the page draws the form (lazyPage).
        if (form.apply_status !== 'open') return;
        loadApplyFormView().catch(() => undefined);
        preloadControls(form.fields);
      },
      () => undefined,
    );
  }, [meetingId]);
  return <ApplyPage />;
}
