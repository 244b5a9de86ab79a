import { useEffect } from 'react';
import { BuildBadge, NotFoundPage, Route, Routes } from '@conf/shared';
import { VerifyMeetingsPage } from './features/meetings';
import { AttendeesPage } from './features/attendees';
import { ScanPage } from './features/scan';
import { registerPwa } from './pwa/registerPwa';

/** Pages of mf-verify, with the absolute paths the shell routes to this remote. */
export default function VerifyRoutes() {
  useEffect(registerPwa, []);
  return (
    <>
      <Routes>
        <Route path="/verify" element={<VerifyMeetingsPage />} />
        <Route path="/verify/:meetingId" element={<AttendeesPage />} />
        <Route path="/verify/:meetingId/scan" element={<ScanPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <BuildBadge name="mf-verify" label={__BUILD_LABEL__} />
    </>
  );
}
