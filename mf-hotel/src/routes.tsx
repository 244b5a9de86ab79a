import { BuildBadge, NotFoundPage, Route, Routes } from '@conf/shared';
import { HotelDetailPage, HotelListPage, ReservePage } from './features/hotels';

/** Pages of mf-hotel, with the absolute paths the shell routes to this remote. */
export default function HotelRoutes() {
  return (
    <>
      <Routes>
        <Route path="/hotel/list/:meetingId" element={<HotelListPage />} />
        <Route path="/hotel/detail/:id" element={<HotelDetailPage />} />
        <Route path="/hotel/reserve/:id" element={<ReservePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <BuildBadge name="mf-hotel" label={__BUILD_LABEL__} />
    </>
  );
}
