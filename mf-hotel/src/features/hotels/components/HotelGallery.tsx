import { ImagePreview } from 'react-vant/es/image-preview';
import { Swiper } from 'react-vant/es/swiper';
import styles from './HotelGallery.module.css';

/** The hotel's pictures to swipe through; a tap opens them full screen. */
export function HotelGallery({ images, name }: { images: string[]; name: string }) {
  const preview = (startPosition: number) => ImagePreview.open({ images, startPosition });
  return (
    <Swiper className={styles.swiper} indicator={(total, current) => <span className={styles.index}>{`${current + 1}/${total}`}</span>}>
      {images.map((src, i) => (
        <Swiper.Item key={src} onClick={() => preview(i)}>
          <img className={styles.image} src={src} alt={`${name} 图${i + 1}`} loading="lazy" />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
