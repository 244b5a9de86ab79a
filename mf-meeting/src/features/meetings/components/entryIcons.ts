import type { ComponentType } from 'react';
import {
  Aim, AppsO, BillO, CalendarO, CouponO, DesktopO, FriendsO, GiftO, GuideO, HotelO, Idcard, InfoO, NewspaperO, NotesO, PhoneO,
  Scan, Search, ShopO, Sign, VideoO, Wechat,
} from '@react-vant/icons';
import { fixedKind, type LinkEntry } from '@conf/shared';

type Icon = ComponentType<{ className?: string }>;

/** Fixed_type_1..9: introduction, experts, schedule, downloads, exhibitors, articles, apply, apply (tickets), hotels. */
const FIXED: Icon[] = [InfoO, FriendsO, CalendarO, NotesO, ShopO, NewspaperO, Sign, CouponO, HotelO];

/** Icons an organiser can name in an entry's `icon`. */
const NAMED: Record<string, Icon> = {
  calendar: CalendarO, invoice: BillO, news: NewspaperO, guide: GuideO, live: VideoO, web: DesktopO, phone: PhoneO,
  shop: ShopO, search: Search, checkin: Scan, badge: Idcard, gift: GiftO, wifi: Aim, hotel: HotelO, info: InfoO,
};

const BY_TYPE: Record<string, Icon> = { Editor: NotesO, WXMp: Wechat, Outside: DesktopO, Phone: PhoneO };

export function entryIcon(entry: LinkEntry): Icon {
  const kind = entry.type === 'Fixed' ? fixedKind(entry.Fixed_type) : 0;
  if (kind) return FIXED[kind - 1];
  return (entry.icon && NAMED[entry.icon]) || BY_TYPE[entry.type] || AppsO;
}

/** An `icon` that is a picture address rather than a name. */
export const iconImage = (entry: LinkEntry) => (entry.icon && /^(https?:)?\//.test(entry.icon) ? entry.icon : '');
