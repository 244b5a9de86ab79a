import type { HotelDetail, HotelListReply, HotelSummary, RoomDetail } from './api/hotels';

/** Replies shaped like the server's, for the pages' tests. */
export const hotel = (over: Partial<HotelSummary> = {}): HotelSummary => ({
  id: 11,
  name: '杭州国际会议中心大酒店',
  star: 5,
  cover: '/files/hotel/facade-1.svg',
  address: '浙江省杭州市会展大道88号',
  distance: 350,
  min_price: 45800,
  ...over,
});

export const listReply = (hotels: HotelSummary[], page = 1, lastPage = 1): HotelListReply => ({
  total: hotels.length,
  per_page: 10,
  current_page: page,
  last_page: lastPage,
  data: hotels,
  meeting: { id: 3, title: '2030数字经济大会', venue: '杭州国际博览中心', start_at: '2030-06-12T01:00:00Z', end_at: '2030-06-14T09:00:00Z' },
});

export const detail = (over: Partial<HotelDetail> = {}): HotelDetail => ({
  ...hotel(),
  meeting_id: 3,
  meeting_title: '2030数字经济大会',
  meeting_venue: '杭州国际博览中心',
  images: ['/files/hotel/facade-1.svg', '/files/hotel/lobby-1.svg'],
  phone: '400-820-1000',
  intro: '酒店与会议中心由连廊相通。',
  facilities: ['免费WiFi', '停车场'],
  check_in_time: '14:00',
  check_out_time: '12:00',
  rooms: [
    { id: 101, name: '豪华大床房', cover: '/files/hotel/room-king.svg', price: 68800, bed_type: '1.8米大床', area: 42, breakfast: '含双早', max_guests: 2, remaining: 12, night_count: 3, sold_out_nights: 0 },
    { id: 102, name: '行政套房', cover: '/files/hotel/room-suite.svg', price: 138800, bed_type: '2米特大床', area: 86, breakfast: '含双早', max_guests: 2, remaining: 0, night_count: 3, sold_out_nights: 1 },
  ],
  ...over,
});

export const roomDetail = (): RoomDetail => ({
  ...detail().rooms[1],
  description: '独立客厅与卧室。',
  hotel_id: 11,
  hotel_name: '杭州国际会议中心大酒店',
  check_in_time: '14:00',
  check_out_time: '12:00',
  nights: [
    { night: '2030-06-11', total: 6, booked: 2, remaining: 4 },
    { night: '2030-06-12', total: 6, booked: 6, remaining: 0 },
  ],
});
