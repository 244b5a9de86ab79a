import { observer } from 'mobx-react-lite';
import { Cell } from 'react-vant/es/cell';
import { Popup } from 'react-vant/es/popup';
import { AsyncContent, formatMoney, type Loadable } from '@conf/shared';
import type { RoomDetail } from '../api/hotels';
import { nightLabel, roomFeatures } from '../format';
import styles from './RoomSheet.module.css';

/** A room type in a bottom sheet: its description and its price and rooms left night by night. */
interface Props {
  room: Loadable<RoomDetail> | null;
  visible: boolean;
  onClose: () => void;
}

export default observer(function RoomSheet({ room, visible, onClose }: Props) {
  const data = room?.data;
  return (
    <Popup visible={visible} position="bottom" round closeable onClose={onClose} className={styles.sheet} title={data?.name ?? '房型详情'}>
      <div className={styles.content} data-testid="room-sheet">
        {room && (
          <AsyncContent loading={!data} error={room.error} refused={room.refused} onRetry={room.load} skeletonRows={2}>
            {data && (
              <>
                <img className={styles.cover} src={data.cover} alt={data.name} loading="lazy" />
                <div className={styles.head}>
                  <p className={styles.features}>
                    {roomFeatures(data)} · 可住{data.max_guests}人
                  </p>
                </div>
                {data.description && <p className={styles.description}>{data.description}</p>}
                <h3 className={styles.heading}>每晚房价与房量</h3>
                <Cell.Group inset className={styles.nights}>
                  {data.nights.map((n) => (
                    <Cell
                      key={n.night}
                      title={nightLabel(n.night)}
                      label={formatMoney(n.price)}
                      value={n.left > 0 ? `剩余${n.left}间` : '满房'}
                      valueClass={n.left > 0 ? styles.left : styles.full}
                    />
                  ))}
                </Cell.Group>
                <p className={styles.note}>
                  {data.check_in_time}后入住，次日{data.check_out_time}前退房；最多连住{data.block.max_nights}晚，每单最多
                  {data.block.max_rooms}间。
                </p>
              </>
            )}
          </AsyncContent>
        )}
      </div>
    </Popup>
  );
});
