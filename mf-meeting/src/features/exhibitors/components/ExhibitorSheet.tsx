import { Popup } from 'react-vant/es/popup';
import PhoneO from '@react-vant/icons/es/PhoneO';
import DesktopO from '@react-vant/icons/es/DesktopO';
import { LazyImage } from '../../../common/components/LazyImage';
import { RichText } from '../../../common/components/RichText';
import type { Exhibitor } from '../api/exhibitors';
import styles from './ExhibitorSheet.module.css';

/** An exhibitor's details in a bottom sheet: booth, introduction, phone and website. Fetched when first wanted. */
export default function ExhibitorSheet({ exhibitor, onClose }: { exhibitor: Exhibitor | null; onClose: () => void }) {
  return (
    <Popup visible={exhibitor !== null} position="bottom" round closeable onClose={onClose} title="展商详情" safeAreaInsetBottom>
      {exhibitor && (
        <div className={styles.sheet}>
          <header className={styles.head}>
            {/* The heading beside it names it: the picture is decoration to a screen reader. */}
            <LazyImage src={exhibitor.logo} alt="" className={styles.logo} />
            <div>
              <h3 className={styles.name}>{exhibitor.name}</h3>
              <p className={styles.meta}>
                {exhibitor.booth} {exhibitor.category && `· ${exhibitor.category}`}
              </p>
            </div>
          </header>
          {exhibitor.introduction && <RichText html={exhibitor.introduction} className={styles.intro} />}
          <div className={styles.actions}>
            {exhibitor.phone && (
              <a href={`tel:${exhibitor.phone}`} className={styles.action}>
                <PhoneO /> {exhibitor.phone}
              </a>
            )}
            {exhibitor.website && (
              <a href={exhibitor.website} target="_blank" rel="noopener noreferrer" className={styles.action}>
                <DesktopO /> 访问官网
              </a>
            )}
          </div>
        </div>
      )}
    </Popup>
  );
}
