import type { BlockWindow, HotelDetail, HotelListReply, HotelSummary, RoomDetail, RoomSummary } from './api/hotels';

/** Replies shaped like the server's, for the pages' tests. */
export const hotel = (over: Partial<HotelSummary> = {}): HotelSummary => ({
  id: 11,
  name: '杭州国际会议中心大酒店',
  star: 5,
  cover: '/files/hotel/facade-1.svg',
  address: '浙江省杭州市会展大道88号',
  distance: 350,
  ticket_required: false,
  min_price: 45800,
  rooms_left: 12,
  available: true,
  state: 'available',
  ...over,
});

export const listReply = (hotels: HotelSummary[], page = 1, lastPage = 1): HotelListReply => ({
  total: hotels.length,
  per_page: 10,
  current_page: page,
  last_page: lastPage,
  data: hotels,
  meeting: {
    id: 3,
    title: '2030数字经济大会',
    venue: '杭州国际博览中心',
    start_at: '2030-06-12T01:00:00Z',
    end_at: '2030-06-14T09:00:00Z',
    first_night: '2030-06-11',
    last_night: '2030-06-13',
  },
});

const block: BlockWindow = {
  first_night: '2030-06-10',
  last_night: '2030-06-14',
  cutoff_at: '2030-06-01T16:00:00Z',
  max_nights: 3,
  max_rooms: 5,
};

const room = (over: Partial<RoomSummary>): RoomSummary => ({
  id: 101,
  name: '豪华大床房',
  cover: '/files/hotel/room-king.svg',
  bed_type: '1.8米大床',
  area: 42,
  breakfast: '含双早',
  max_guests: 2,
  description: '',
  check_in: '2030-06-10',
  check_out: '2030-06-13',
  price: 68800,
  stock: 12,
  nights: 3,
  total_price: 68800 * 3,
  state: 'available',
  state_text: '可预订',
  block,
  ...over,
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
  free_cancel_hours: 24,
  has_ticket: null,
  check_in: null,
  check_out: null,
  rooms: [
    room({}),
    room({
      id: 102,
      name: '行政套房',
      cover: '/files/hotel/room-suite.svg',
      price: 138800,
      bed_type: '2米特大床',
      area: 86,
      stock: 0,
      state: 'sold_out',
      state_text: '已订完',
    }),
  ],
  ...over,
});

/** The suite: 3 nights, the meeting's night dearer and the last one full. */
export const roomDetail = (over: Partial<RoomDetail> = {}): RoomDetail => ({
  ...detail().rooms[1],
  description: '独立客厅与卧室。',
  hotel_id: 11,
  hotel_name: '杭州国际会议中心大酒店',
  meeting_id: 3,
  ticket_required: false,
  has_ticket: false,
  check_in_time: '14:00',
  check_out_time: '12:00',
  free_cancel_hours: 24,
  block: { ...block, closed: false, default_stay: { check_in: '2030-06-10', check_out: '2030-06-13' } },
  today: '2030-06-01',
  nights: [
    { night: '2030-06-10', price: 98800, left: 4 },
    { night: '2030-06-11', price: 138800, left: 3 },
    { night: '2030-06-12', price: 138800, left: 6 },
    { night: '2030-06-13', price: 98800, left: 0 },
    { night: '2030-06-14', price: 98800, left: 2 },
  ],
  ...over,
});
