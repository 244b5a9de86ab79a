import type { Feature } from '../types';
import { hotelRoutes } from './routes';
import { seedHotels } from './seed';

/** Meeting hotels: list, detail, room types and their nightly stock (booking comes later). */
export const hotel: Feature = { name: 'hotel', routes: hotelRoutes, seed: seedHotels };
