import { Route, Routes } from 'react-router-dom';
import { BuildBadge, NotFoundPage } from '@conf/shared';

/** Pages of mf-hotel, with the absolute paths the shell routes to this remote. */
export default function HotelRoutes() {
  return (
    <>
      <Routes>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <BuildBadge name="mf-hotel" label={__BUILD_LABEL__} />
    </>
  );
}
