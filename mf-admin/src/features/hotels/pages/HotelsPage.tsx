import { useState } from 'react';
import { Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useParams } from '@conf/shared';
import { LoadState } from '../../../app/LoadState';
import { useLoad } from '../../../app/useLoad';
import { useMe } from '../../access';
import { fetchHotels, type ConsoleHotel } from '../api/fetchHotels';
import { HotelDialog } from '../components/HotelDialog';
import { NightGrid } from '../components/NightGrid';
import { RoomDialog } from '../components/RoomDialog';

type Dialog = { kind: 'hotel'; hotel?: ConsoleHotel } | { kind: 'room'; hotel: ConsoleHotel } | null;

/** /admin/meetings/{id}/hotels: the meeting's hotels, their room types, and each room type's nights (allotment, price, held, sold). */
export function HotelsPage() {
  const meetingId = Number(useParams().id);
  const hotels = useLoad(() => fetchHotels(meetingId), `hotels-${meetingId}`);
  const canWrite = useMe().may('hotels.write', meetingId);
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <>
      <Space style={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography.Title level={3}>酒店房源</Typography.Title>
        {canWrite && (
          <Button type="primary" onClick={() => setDialog({ kind: 'hotel' })}>
            添加酒店
          </Button>
        )}
      </Space>
      <LoadState load={hotels} empty={(d) => !d.list.length}>
        {({ list }) =>
          list.map((h) => (
            <Card
              key={h.id}
              style={{ marginBottom: 16 }}
              title={
                <Space>
                  {h.name}
                  {!h.published && <Tag>未上架</Tag>}
                  {h.ticket_required && <Tag color="blue">须先购票</Tag>}
                </Space>
              }
              extra={
                canWrite && (
                  <Space>
                    <Button onClick={() => setDialog({ kind: 'hotel', hotel: h })}>修改酒店</Button>
                    <Button onClick={() => setDialog({ kind: 'room', hotel: h })}>添加房型</Button>
                  </Space>
                )
              }
            >
              <Descriptions
                size="small"
                column={3}
                items={[
                  { key: 'star', label: '星级', children: h.star ? `${h.star}星` : '—' },
                  { key: 'address', label: '地址', children: h.address || '—' },
                  { key: 'phone', label: '电话', children: h.phone || '—' },
                ]}
              />
              {h.rooms.length ? (
                h.rooms.map((r) => (
                  <section key={r.id} aria-label={`${h.name} ${r.name}`} style={{ marginTop: 16 }}>
                    <Typography.Title level={5}>
                      {r.name}
                      {r.bed_type && ` · ${r.bed_type}`}
                    </Typography.Title>
                    {r.block ? (
                      <NightGrid
                        key={r.block.id}
                        meetingId={meetingId}
                        room={r}
                        block={r.block}
                        canWrite={canWrite}
                        onSaved={hotels.reload}
                      />
                    ) : (
                      <Typography.Text type="secondary">该房型暂无房源</Typography.Text>
                    )}
                  </section>
                ))
              ) : (
                <Typography.Text type="secondary">暂无房型</Typography.Text>
              )}
            </Card>
          ))
        }
      </LoadState>
      {dialog?.kind === 'hotel' && (
        <HotelDialog meetingId={meetingId} hotel={dialog.hotel} onClose={() => setDialog(null)} onSaved={hotels.reload} />
      )}
      {dialog?.kind === 'room' && (
        <RoomDialog
          meetingId={meetingId}
          hotelId={dialog.hotel.id}
          hotelName={dialog.hotel.name}
          onClose={() => setDialog(null)}
          onSaved={hotels.reload}
        />
      )}
    </>
  );
}
