import type { FastifyInstance } from 'fastify';
import type { Feature } from '../types';
import { pageId } from '../../static/firstAnswers';
import { hotelRoutes } from './routes';
import { reserveRoutes } from './reserve';
import { seedHotels } from './seed';
import { hotelOrders } from './orderKind';

export { createBlock, type BlockInput } from './blocks';
export { importHotels, type HotelInput } from './import';
export { consoleHotels, createHotel, updateHotel, createRoom, saveBlock } from './console';

function routes(app: FastifyInstance): void {
  hotelRoutes(app);
  reserveRoutes(app);
}

/** Meeting hotels: list, detail, room blocks with nightly allotments, and reservations (orders of kind hotel). */
export const hotel: Feature = {
  name: 'hotel',
  tag: { name: '酒店', description: '会议酒店、房型房源（逐晚房量与价格）与预订' },
  routes,
  demo: [{ key: 'hotel', run: seedHotels }],
  // A meeting's hotels and the booking form ask a visitor to log in (RequireLogin; the form's code is not even
  // fetched, lazyLoginPage) and call nothing before: a logged-in user's page fetches the HTTP client at once. A
  // hotel's page reads it with a POST (mf-hotel's getHotelDetail, no stay chosen yet), anonymous for a visitor.
  firstCalls: [
    { path: /^\/hotel\/(list|reserve)\/\d+$/, calls: () => [], whole: true },
    { path: /^\/hotel\/detail\/(\d{1,9})$/, calls: ([, id]) => [`POST api/ms.hotel/get_hotel_detail?id=${pageId(id)}`] },
  ],
  // What hotel orders show in lists and details.
  orderKinds: [{ kind: 'hotel', hooks: hotelOrders }],
};
