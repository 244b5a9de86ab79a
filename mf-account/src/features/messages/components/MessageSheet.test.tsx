import { fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '@conf/shared/src/testing/pages';
import MessageSheet from './MessageSheet';
import type { Message } from '../api/messages';

const SN = 'M2026112300000000000009';
const message = (over: Partial<Message> = {}): Message => ({
  id: 1,
  title: '退款申请已通过',
  content: `您的订单「峰会」（${SN}）的退款申请已通过。`,
  kind: 'order',
  link: `/order/detail?order_sn=${SN}`,
  created_at: '2026-11-23T02:00:00Z',
  is_read: true,
  ...over,
});

afterEach(() => {
  document.body.innerHTML = '';
});

it('links a message about an order to that order, and closes the sheet on the way', async () => {
  const onClose = jest.fn();
  renderRoutes('/message', { '/message': <MessageSheet message={message()} onClose={onClose} />, '/order/detail': <p>订单详情</p> });
  fireEvent.click(await screen.findByRole('link', { name: '查看订单' }));
  expect(await screen.findByText('订单详情')).toBeInTheDocument();
  expect(onClose).toHaveBeenCalled();
});

it('has no link for a message about nothing in the app', async () => {
  renderRoutes('/message', { '/message': <MessageSheet message={message({ link: '', kind: 'system' })} onClose={() => undefined} /> });
  expect(await screen.findByTestId('message-detail')).toBeInTheDocument();
  expect(screen.queryByRole('link')).toBeNull();
});
