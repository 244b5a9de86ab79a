import type { ComponentType } from 'react';
import Aim from '@react-vant/icons/es/Aim';
import AppsO from '@react-vant/icons/es/AppsO';
import BillO from '@react-vant/icons/es/BillO';
import CalendarO from '@react-vant/icons/es/CalendarO';
import CouponO from '@react-vant/icons/es/CouponO';
import DesktopO from '@react-vant/icons/es/DesktopO';
import FriendsO from '@react-vant/icons/es/FriendsO';
import GiftO from '@react-vant/icons/es/GiftO';
import GuideO from '@react-vant/icons/es/GuideO';
import HotelO from '@react-vant/icons/es/HotelO';
import Idcard from '@react-vant/icons/es/Idcard';
import InfoO from '@react-vant/icons/es/InfoO';
import NewspaperO from '@react-vant/icons/es/NewspaperO';
import NotesO from '@react-vant/icons/es/NotesO';
import PhoneO from '@react-vant/icons/es/PhoneO';
import Scan from '@react-vant/icons/es/Scan';
import Search from '@react-vant/icons/es/Search';
import ShopO from '@react-vant/icons/es/ShopO';
import Sign from '@react-vant/icons/es/Sign';
import VideoO from '@react-vant/icons/es/VideoO';
import Wechat from '@react-vant/icons/es/Wechat';
import { fixedKind, type LinkEntry } from '../../../common/link/resolveLinkEntry';

type Icon = ComponentType<{ className?: string }>;

/** Fixed_type_1..9: introduction, experts, schedule, downloads, exhibitors, articles, apply, apply (tickets), hotels. */
const FIXED: Icon[] = [InfoO, FriendsO, CalendarO, NotesO, ShopO, NewspaperO, Sign, CouponO, HotelO];

/** Icons an organiser can name in an entry's `icon`. */
const NAMED: Record<string, Icon> = {
  calendar: CalendarO,
  invoice: BillO,
  news: NewspaperO,
  guide: GuideO,
  live: VideoO,
  web: DesktopO,
  phone: PhoneO,
  shop: ShopO,
  search: Search,
  checkin: Scan,
  badge: Idcard,
  gift: GiftO,
  wifi: Aim,
  hotel: HotelO,
  info: InfoO,
};

const BY_TYPE: Record<string, Icon> = { Editor: NotesO, WXMp: Wechat, Outside: DesktopO, Phone: PhoneO };

export function entryIcon(entry: LinkEntry): Icon {
  const kind = entry.type === 'Fixed' ? fixedKind(entry.Fixed_type) : 0;
  if (kind) return FIXED[kind - 1];
  return (entry.icon && NAMED[entry.icon]) || BY_TYPE[entry.type] || AppsO;
}

/** An `icon` that is a picture address rather than a name. */
export const iconImage = (entry: LinkEntry) => (entry.icon && /^(https?:)?\//.test(entry.icon) ? entry.icon : '');
