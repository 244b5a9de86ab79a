import { Route, Routes } from 'react-router-dom';
import { BuildBadge, NotFoundPage } from '@conf/shared';

/** Pages of mf-meeting, with the absolute paths the shell routes to this remote. */
export default function MeetingRoutes() {
  return (
    <>
      <Routes>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <BuildBadge name="mf-meeting" label={__BUILD_LABEL__} />
    </>
  );
}
