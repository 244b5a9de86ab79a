import { screen, within } from '@testing-library/react';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import PrintTicketPage from './PrintTicketPage';
import { getPrintTicket } from '../api/orders';
import { SN, eticket } from '../testData';

jest.mock('../api/orders');

beforeEach(() => logInForTest());

it('prints on each ticket the meeting, the attendee, the ticket type, the order number, the QR and its short code', async () => {
  const { qr_svg: svg } = eticket();
  jest.mocked(getPrintTicket).mockResolvedValue({
    order_sn: SN,
    meeting: {
      title: '第十届中国智慧医疗创新大会',
      start_at: '2026-11-22T01:00:00.000Z',
      end_at: '2026-11-23T09:00:00.000Z',
      city: '杭州市',
      venue: '国际博览中心',
      address: '',
      organizer: '',
      phone: '',
    },
    tickets: [
      { attendee_id: 11, name: '张会务', company: '', ticket_name: '标准票', code: 'CT1ABC', short_code: '7KQ2MXR4PD', qr_svg: svg! },
    ],
    notice: '请携带本票至签到处扫码入场',
  });
  renderRoutes(`/order/ticket?order_sn=${SN}`, { '/order/ticket': <PrintTicketPage /> });
  const ticket = await screen.findByTestId('print-ticket');
  expect(within(ticket).getByTestId('eticket-short-code')).toHaveTextContent('7KQ2M XR4PD');
  expect(within(ticket).getByText('票码：7 K Q 2 M，X R 4 P D')).toBeInTheDocument();
  expect(ticket).toHaveTextContent('第十届中国智慧医疗创新大会');
  expect(ticket).toHaveTextContent('张会务');
  expect(ticket).toHaveTextContent('标准票');
  expect(ticket).toHaveTextContent(`订单号 ${SN}`);
  expect(within(ticket).getByRole('img', { name: '张会务的电子票二维码' })).toBeInTheDocument();
});
