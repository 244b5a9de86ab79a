import CalendarO from '@react-vant/icons/es/CalendarO';
import NewspaperO from '@react-vant/icons/es/NewspaperO';
import BullhornO from '@react-vant/icons/es/BullhornO';
import WapHomeO from '@react-vant/icons/es/WapHomeO';
import { Link } from '@conf/shared';
import styles from './blocks.module.css';

const LINKS = [
  { to: '/meetingList', label: '全部会议', Icon: CalendarO },
  { to: '/article/news', label: '行业资讯', Icon: NewspaperO },
  { to: '/article/meeting', label: '会议资讯', Icon: BullhornO },
  { to: '/diy/home', label: '大会专区', Icon: WapHomeO },
];

/** The home page's shortcuts to the main lists. */
export function QuickNavBlock() {
  return (
    <nav className={styles.quickNav} aria-label="快捷入口">
      {LINKS.map(({ to, label, Icon }) => (
        <Link key={to} to={to} className={styles.quickItem}>
          <span className={styles.quickIcon}>
            <Icon />
          </span>
          {label}
        </Link>
      ))}
    </nav>
  );
}
