import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { AsyncContent, NotFoundPage, PageLayout, useLocation, useOnDemand, PageDescription } from '@conf/shared';
import { HotelDetailStore } from '../stores/HotelDetailStore';
import { HotelGallery } from '../components/HotelGallery';
import { HotelInfo } from '../components/HotelInfo';
import { RoomCard } from '../components/RoomCard';
import { StayPicker } from '../components/StayPicker';
import { TicketNotice } from '../components/TicketNotice';
import { needsTicket } from '../format';
import { useIdParam } from '../useIdParam';
import styles from './HotelDetailPage.module.css';
import section from '../components/sectionHeading.module.css';

// A room type's sheet (react-vant's Popup with its Overlay, 5 KiB gzip) is opened by a tap on a room: fetched
// when a finger first touches the rooms, beside the room's data, instead of with the page.
const loadRoomSheet = () => import('../components/RoomSheet');

const HotelDetailView = observer(function HotelDetailView({ id }: { id: number }) {
  const [store] = useState(() => new HotelDetailStore(id));
  const { Component: RoomSheet, preload: preloadSheet, open: fetchSheet } = useOnDemand(loadRoomSheet);
  const openRoom = (roomId: number) => {
    store.openRoom(roomId);
    // A sheet that cannot be fetched says so (网络不给力) and the page stays as it was.
    void fetchSheet().then((ready) => ready || store.closeRoom());
  };
  useEffect(() => void store.hotel.load(), [store]);
  const hotel = store.hotel.data;
  const { shownStay, window } = store;
  return (
    <PageLayout title="酒店详情">
      <AsyncContent loading={!hotel} error={store.hotel.error} refused={store.hotel.refused} onRetry={store.hotel.load} skeletonRows={4}>
        {hotel && (
          <>
            <PageDescription text={`${hotel.name}：${hotel.address}。会议协议价，在线预订，房型、价格与设施。`} />
            <HotelGallery images={hotel.images.length ? hotel.images : [hotel.cover]} name={hotel.name} />
            <HotelInfo hotel={hotel} />
            {needsTicket(hotel) && <TicketNotice meetingId={hotel.meeting_id} />}
            <section className={styles.rooms} onPointerDown={preloadSheet}>
              <h2 className={section.heading}>房型与价格</h2>
              {shownStay && window && (
                <div className={styles.stay}>
                  <StayPicker stay={shownStay} window={window} onChange={store.chooseStay} />
                </div>
              )}
              {hotel.rooms.length === 0 ? (
                <p className={styles.none}>暂无可订房型</p>
              ) : (
                hotel.rooms.map((room) => <RoomCard key={room.id} room={room} onOpen={() => openRoom(room.id)} />)
              )}
            </section>
          </>
        )}
      </AsyncContent>
      {RoomSheet && <RoomSheet room={store.room} visible={store.roomVisible} onClose={store.closeRoom} />}
    </PageLayout>
  );
});

/** /hotel/detail/{id}: a hotel, and its room types with the price and rooms left for the chosen dates. */
export default function HotelDetailPage() {
  const id = useIdParam('id');
  const { pathname } = useLocation();
  if (id === null) return <NotFoundPage path={pathname} />;
  return <HotelDetailView key={id} id={id} />;
}
