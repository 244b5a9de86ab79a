import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Carousel, Loadable, navigateTo } from '@conf/shared';
import { LoadableView } from '../../../../common/components/LoadableView';
import { LazyImage } from '../../../../common/components/LazyImage';
import { getBanners, type Banner } from '../../api/home';
import styles from './blocks.module.css';

function open(banner: Banner) {
  if (/^https?:\/\//.test(banner.url)) window.open(banner.url, '_blank', 'noopener');
  else if (banner.url) navigateTo(banner.url);
}

/** The home banners (home_banner), sliding by themselves; a tap opens where each one points. */
export const BannerBlock = observer(function BannerBlock() {
  const banners = useMemo(() => new Loadable(getBanners), []);
  // Until they arrive the banners' box keeps their size, so the blocks below do not jump when they do.
  const arriving = banners.data === undefined && !banners.error;
  return (
    <div className={arriving ? `${styles.banner} ${styles.bannerArriving}` : styles.banner}>
      <LoadableView item={banners} skeletonRows={1}>
        {(list) =>
          list.length > 0 && (
            <Carousel
              items={list}
              itemKey={(b) => b.id}
              autoplay={4000}
              className={styles.swiper}
              onItemClick={open}
              renderItem={(b, i) => <LazyImage src={b.image} alt={b.title} className={styles.bannerImage} priority={i === 0} />}
            />
          )
        }
      </LoadableView>
    </div>
  );
});
