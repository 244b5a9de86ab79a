import { Carousel } from '@conf/shared';
import styles from './HotelGallery.module.css';

// Full-screen preview brings gesture and spring libraries: fetched on the first tap, not with the page.
const preview = (images: string[], startPosition: number) =>
  void import('react-vant/es/image-preview').then(({ ImagePreview }) => ImagePreview.open({ images, startPosition }));

/** The hotel's pictures to swipe through; a tap opens them full screen. */
export function HotelGallery({ images, name }: { images: string[]; name: string }) {
  return (
    <Carousel
      items={images}
      itemKey={(src) => src}
      className={styles.swiper}
      onItemClick={(_src, i) => preview(images, i)}
      indicator={(total, current) => <span className={styles.index}>{`${current + 1}/${total}`}</span>}
      renderItem={(src, i) => <img className={styles.image} src={src} alt={`${name} 图${i + 1}`} loading={i === 0 ? 'eager' : 'lazy'} />}
    />
  );
}
