import type { Queryable } from '../../db';
import { addDays, createBlock, type BlockInput } from './blocks';
import { FACADE_COUNT, imageUrl, type RoomKind } from './images';

interface RoomPlan {
  kind: RoomKind;
  name: string;
  bed: string;
  area: number;
  breakfast: string;
  price: number;
  rooms: number;
}

interface HotelPlan {
  name: (city: string) => string;
  star: number;
  distance: number;
  road: string;
  intro: string;
  facilities: string[];
  rooms: RoomPlan[];
}

const FACILITIES = ['免费WiFi', '停车场', '餐厅', '健身房', '会议室', '行李寄存', '24小时前台', '接送班车', '游泳池', '洗衣服务'];
const pick = (...idx: number[]) => idx.map((i) => FACILITIES[i]);

// Prices are fen per night.
const HOTELS: HotelPlan[] = [
  {
    name: (c) => `${c}国际会议中心大酒店`,
    star: 5,
    distance: 350,
    road: '会展大道',
    intro: '酒店与会议中心由连廊相通，步行约五分钟即可抵达主会场。客房宽敞安静，设有中西餐厅、行政酒廊与室内恒温泳池，是参会嘉宾的首选。',
    facilities: pick(0, 1, 2, 3, 4, 6, 8, 9),
    rooms: [
      { kind: 'king', name: '豪华大床房', bed: '1.8米大床', area: 42, breakfast: '含双早', price: 68800, rooms: 30 },
      { kind: 'twin', name: '豪华双床房', bed: '1.2米双床', area: 45, breakfast: '含双早', price: 68800, rooms: 24 },
      { kind: 'suite', name: '行政套房', bed: '2米特大床', area: 86, breakfast: '含双早，可用行政酒廊', price: 138800, rooms: 6 },
      { kind: 'king', name: '无障碍大床房', bed: '1.8米大床', area: 48, breakfast: '含双早', price: 68800, rooms: 4 },
    ],
  },
  {
    name: (c) => `${c}君逸花园酒店`,
    star: 4,
    distance: 1200,
    road: '滨江路',
    intro: '园林式商务酒店，闹中取静。会议期间每日早晚提供往返会场的免费班车。',
    facilities: pick(0, 1, 2, 4, 6, 7),
    rooms: [
      { kind: 'king', name: '高级大床房', bed: '1.8米大床', area: 35, breakfast: '含双早', price: 45800, rooms: 20 },
      { kind: 'twin', name: '高级双床房', bed: '1.2米双床', area: 36, breakfast: '含双早', price: 42800, rooms: 20 },
    ],
  },
  {
    name: (c) => `${c}悦湖商务酒店`,
    star: 4,
    distance: 2600,
    road: '湖畔路',
    intro: '临湖而建，部分客房可观湖景。酒店餐厅提供本地特色早餐，周边餐饮购物便利。',
    facilities: pick(0, 1, 2, 3, 5, 6),
    rooms: [
      { kind: 'king', name: '湖景大床房', bed: '1.8米大床', area: 38, breakfast: '含双早', price: 52800, rooms: 12 },
      { kind: 'twin', name: '高级双床房', bed: '1.2米双床', area: 34, breakfast: '含双早', price: 39800, rooms: 16 },
      { kind: 'suite', name: '商务套房', bed: '1.8米大床', area: 62, breakfast: '含双早', price: 79800, rooms: 4 },
    ],
  },
  {
    name: (c) => `${c}青禾精品酒店`,
    star: 3,
    distance: 800,
    road: '解放东路',
    intro: '简约舒适的精品酒店，距会场步行约十分钟，性价比高，适合团队入住。',
    facilities: pick(0, 2, 5, 6),
    rooms: [
      { kind: 'king', name: '标准大床房', bed: '1.5米大床', area: 25, breakfast: '含单早', price: 29800, rooms: 18 },
      { kind: 'twin', name: '标准双床房', bed: '1.2米双床', area: 26, breakfast: '含双早', price: 31800, rooms: 18 },
    ],
  },
  {
    name: (c) => `${c}云栖度假酒店`,
    star: 5,
    distance: 4800,
    road: '云栖路',
    intro: '坐落于山间茶园旁的度假酒店，环境清幽。会议期间提供专车接送，约十五分钟车程。',
    facilities: pick(0, 1, 2, 3, 7, 8, 9),
    rooms: [
      { kind: 'king', name: '园景大床房', bed: '1.8米大床', area: 48, breakfast: '含双早', price: 88800, rooms: 14 },
      { kind: 'suite', name: '山景套房', bed: '2米特大床', area: 95, breakfast: '含双早', price: 168800, rooms: 4 },
    ],
  },
  {
    name: (c) => `${c}会展智选酒店`,
    star: 3,
    distance: 1500,
    road: '科技园南路',
    intro: '连锁品质的快捷酒店，自助入住，早餐丰富，地铁一站即到会场。',
    facilities: pick(0, 2, 5, 6),
    rooms: [
      { kind: 'king', name: '智选大床房', bed: '1.8米大床', area: 24, breakfast: '含双早', price: 26800, rooms: 25 },
      { kind: 'twin', name: '智选双床房', bed: '1.2米双床', area: 24, breakfast: '含双早', price: 26800, rooms: 25 },
    ],
  },
];

const ROOM_TEXT: Record<RoomKind, string> = {
  king: '舒适大床，配备办公桌、高速网络与独立淋浴，适合商务出行。',
  twin: '两张独立单人床，适合同事同行入住。',
  suite: '独立客厅与卧室，适合接待与小型洽谈。',
};

interface MeetingRow {
  id: number;
  province: string;
  city: string;
  /** The nights people stay for it, YYYY-MM-DD: from the eve of its first day to the eve of its last. */
  nights: string[];
}

/** The organiser's contract: the meeting's nights plus one before and one after, bookable until noon of the last night. */
function blockFor(room: RoomPlan, nights: string[], tight: boolean): BlockInput {
  const window = [addDays(nights[0], -1), ...nights, addDays(nights[nights.length - 1], 1)];
  const last = window[window.length - 1];
  return {
    first_night: window[0],
    last_night: last,
    cutoff_at: `${last}T12:00:00+08:00`,
    max_nights: Math.min(window.length, 7),
    max_rooms: 5,
    nights: window.map((night, d) => {
      const core = d > 0 && d < window.length - 1;
      // The meeting's own nights cost a fifth more and have the full allotment; the extra nights fewer rooms.
      const allotment = tight ? (d === 1 ? 1 : 2) : core ? room.rooms : Math.ceil(room.rooms / 2);
      return { night, allotment, price: core ? Math.round((room.price * 1.2) / 100) * 100 : room.price };
    }),
  };
}

/**
 * Three hotels near every meeting present (none when no meeting has been seeded), with 2-4 room types
 * each and a block per room type over the meeting's nights. The conference hotel asks for a paid
 * ticket first, and its suites are almost gone (one room left on the busiest night).
 */
export async function seedHotels(q: Queryable): Promise<void> {
  const meetings = await q.query<MeetingRow>(
    `SELECT id, province, city,
            ARRAY(SELECT to_char(d, 'YYYY-MM-DD') FROM generate_series(
                    (start_at AT TIME ZONE 'Asia/Shanghai')::date - 1,
                    GREATEST((end_at AT TIME ZONE 'Asia/Shanghai')::date - 1, (start_at AT TIME ZONE 'Asia/Shanghai')::date - 1),
                    interval '1 day') AS d) AS nights
       FROM meetings ORDER BY id`,
  );
  let n = 0;
  for (const m of meetings) {
    const city = m.city.replace(/市$/, '');
    for (let k = 0; k < 3; k += 1, n += 1) {
      const plan = HOTELS[k === 0 ? 0 : 1 + ((n + k) % (HOTELS.length - 1))];
      const look = (n % FACADE_COUNT) + 1;
      const [hotel] = await q.query<{ id: number }>(
        `INSERT INTO hotels (meeting_id, name, star, cover, images, address, distance_m, phone, intro, facilities, sort, ticket_required)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          m.id,
          plan.name(city),
          plan.star,
          imageUrl(`facade-${look}`),
          [imageUrl(`facade-${look}`), imageUrl(`lobby-${look}`), imageUrl(`room-${plan.rooms[0].kind}`)],
          // 上海市上海市 is said once: a municipality is its own province.
          `${m.province === m.city ? '' : m.province}${m.city}${plan.road}${88 + n * 17}号`,
          plan.distance,
          `400-8${String(20 + n).padStart(2, '0')}-${String(1000 + n * 373).slice(-4)}`,
          plan.intro,
          plan.facilities,
          k,
          k === 0,
        ],
      );
      for (const [r, room] of plan.rooms.entries()) {
        const [row] = await q.query<{ id: number }>(
          `INSERT INTO hotel_rooms (hotel_id, name, cover, bed_type, area_m2, breakfast, description, sort)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [hotel.id, room.name, imageUrl(`room-${room.kind}`), room.bed, room.area, room.breakfast, ROOM_TEXT[room.kind], r],
        );
        await createBlock(q, row.id, blockFor(room, m.nights, k === 0 && room.kind === 'suite'));
      }
    }
  }
}
