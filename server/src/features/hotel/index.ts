import type { FastifyInstance } from 'fastify';
import type { Feature } from '../types';
import { hotelFirstCalls } from './firstCalls';
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
  firstCalls: hotelFirstCalls,
  // What hotel orders show in lists and details.
  orderKinds: [{ kind: 'hotel', hooks: hotelOrders }],
};
