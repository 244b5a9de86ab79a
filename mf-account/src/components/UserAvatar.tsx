import UserO from '@react-vant/icons/es/UserO';
import styles from './UserAvatar.module.css';

interface UserAvatarProps {
  src?: string;
  name?: string;
  size?: number;
}

/** A round avatar; without a picture, the first character of the name (or a person icon) on the theme colour. */
export function UserAvatar({ src, name = '', size = 56 }: UserAvatarProps) {
  const box = { width: size, height: size, fontSize: size * 0.42 };
  if (src) return <img className={styles.avatar} style={box} src={src} alt="头像" loading="lazy" />;
  return (
    <span className={`${styles.avatar} ${styles.initial}`} style={box} aria-label="头像">
      {name.trim().charAt(0) || <UserO />}
    </span>
  );
}
