import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, useLocation } from '@conf/shared';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import PaymentPage from './PaymentPage';
import { getOrderDetail, type OrderDetail } from '../../orders';
import {
  getPayTypes,
  getVoucherDetails,
  payWithAlipay,
  submitPayVoucher,
  uploadVoucherImage,
  type PayTypeOption,
  type Voucher,
  type VoucherDetails,
} from '../api/payment';
import { openCashier } from '../api/cashier';

jest.mock('../../orders', () => ({ ...jest.requireActual('../../orders'), getOrderDetail: jest.fn() }));
jest.mock('../api/payment');
jest.mock('../api/cashier');
const detail = jest.mocked(getOrderDetail);
const vouchers = jest.mocked(getVoucherDetails);

const SN = 'M2026112300000000000004';
const BANK = { account_name: '会议酒店科技有限公司', bank_name: '招商银行杭州分行', account: '5719 0000 1234 567' };
const TYPES: PayTypeOption[] = [
  { type: 'alipay', name: '支付宝支付', description: '推荐使用支付宝，付款后立即确认' },
  { type: 'offline', name: '对公转账', description: '转账后上传凭证，主办方审核后确认', bank: BANK },
];

const order = (over: Partial<OrderDetail> = {}) =>
  ({
    order_sn: SN,
    kind: 'meeting',
    title: '第八届长三角数字经济峰会 · 早鸟票',
    status: 'unpaid',
    status_text: '待支付',
    pay_amount: 68000,
    pay_type: null,
    seconds_left: 1799,
    vouchers: [],
    can_pay: true,
    voucher_pending: false,
    ...over,
  }) as OrderDetail;

const voucher = (over: Partial<Voucher> = {}): Voucher => ({
  id: 1,
  image: '/api/common/file/0123456789abcdef01234567?exp=1800000000&sig=abc',
  payer_name: '张会务',
  remark: '',
  status: 'pending',
  reject_reason: null,
  created_at: '2026-11-23T01:00:00Z',
  ...over,
});
const voucherDetails = (list: Voucher[]): VoucherDetails => ({
  order_sn: SN,
  pay_amount: 68000,
  pay_amount_text: '680.00',
  status: 'unpaid',
  bank: BANK,
  vouchers: list,
});

function Where() {
  const l = useLocation();
  return <p>{`到了${l.pathname}${l.search}`}</p>;
}

const renderPage = () => renderRoutes(`/payment/alipay?order_sn=${SN}`, { '/payment/alipay': <PaymentPage />, '*': <Where /> });

beforeAll(() => {
  // jsdom has no object URLs; the uploader previews a picked file with one.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

beforeEach(() => {
  jest.resetAllMocks();
  logInForTest();
  jest.mocked(getPayTypes).mockResolvedValue(TYPES);
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('shows the amount, the time left and the pay types, and pays with Alipay at the cashier', async () => {
  detail.mockResolvedValue(order());
  jest.mocked(payWithAlipay).mockResolvedValue({
    order_sn: SN,
    pay_type: 'alipay',
    pay_url: 'http://127.0.0.1/_sandbox/alipay/gateway.do?x=1',
    pay_amount: 68000,
    seconds_left: 1500,
  });
  renderPage();
  const summary = await screen.findByTestId('pay-summary');
  expect(summary).toHaveTextContent('¥680.00');
  expect(summary).toHaveTextContent('第八届长三角数字经济峰会 · 早鸟票');
  expect(summary).toHaveTextContent('剩余支付时间29:59');
  expect([...document.querySelectorAll('.rv-cell__title')].map((t) => t.firstChild?.textContent)).toEqual(['支付宝支付', '对公转账']);
  expect(screen.getByRole('radio', { checked: true }).closest('.rv-cell')).toHaveTextContent('支付宝支付');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '支付宝支付 ¥680.00' })));
  expect(openCashier).toHaveBeenCalledWith('http://127.0.0.1/_sandbox/alipay/gateway.do?x=1');
  const [sn, key] = jest.mocked(payWithAlipay).mock.calls[0];
  expect(sn).toBe(SN);
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
});

it("tells the server's refusal when paying", async () => {
  detail.mockResolvedValue(order());
  jest.mocked(payWithAlipay).mockRejectedValue(new ApiError('订单已超时，请重新下单', 200, 0));
  renderPage();
  await screen.findByTestId('pay-summary');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '支付宝支付 ¥680.00' })));
  expect(await screen.findByText('订单已超时，请重新下单')).toBeInTheDocument();
  expect(openCashier).not.toHaveBeenCalled();
});

it('pays by transfer: shows the account, uploads the voucher, and then its review state', async () => {
  detail.mockResolvedValueOnce(order()).mockResolvedValue(order({ pay_type: 'offline', voucher_pending: true, can_pay: false }));
  vouchers.mockResolvedValueOnce(voucherDetails([])).mockResolvedValue(voucherDetails([voucher()]));
  jest.mocked(uploadVoucherImage).mockResolvedValue({ url: voucher().image });
  jest.mocked(submitPayVoucher).mockResolvedValue({ id: voucher().id, status: 'pending', created_at: voucher().created_at });
  renderPage();
  fireEvent.click(await screen.findByRole('radio', { name: /对公转账/ }));
  const bank = await screen.findByTestId('bank-account');
  expect(bank).toHaveTextContent('户名会议酒店科技有限公司');
  expect(bank).toHaveTextContent('账号5719 0000 1234 567');
  expect(bank).toHaveTextContent('转账金额¥680.00');
  expect(screen.queryByRole('button', { name: /^支付宝支付 ¥/ })).toBeNull();

  await act(async () => fireEvent.click(await screen.findByRole('button', { name: '提交转账凭证' })));
  expect(await screen.findByText('请先上传转账凭证图片')).toBeInTheDocument();
  expect(submitPayVoucher).not.toHaveBeenCalled();

  const file = new File(['png'], 'voucher.png', { type: 'image/png' });
  await act(async () => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } }));
  await waitFor(() => expect(uploadVoucherImage).toHaveBeenCalled());
  fireEvent.change(screen.getByPlaceholderText('转账所用账户的户名'), { target: { value: '张会务' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交转账凭证' })));
  await waitFor(() => expect(submitPayVoucher).toHaveBeenCalledWith(SN, { image: voucher().image, payer_name: '张会务', remark: '' }));
  expect(await screen.findByTestId('voucher-status')).toHaveTextContent('转账凭证审核中');
  expect(screen.queryByTestId('voucher-form')).toBeNull();
});

it("opens on a rejected voucher with the organiser's reason, offering to send another", async () => {
  detail.mockResolvedValue(order({ pay_type: 'offline', vouchers: [voucher({ status: 'rejected', reject_reason: '未查询到到账记录' })] }));
  vouchers.mockResolvedValue(voucherDetails([voucher({ status: 'rejected', reject_reason: '未查询到到账记录' })]));
  renderPage();
  const status = await screen.findByTestId('voucher-status');
  expect(status).toHaveTextContent('未通过');
  expect(status).toHaveTextContent('原因：未查询到到账记录');
  expect(screen.getByTestId('voucher-form')).toBeInTheDocument();
});

it('says a paid order needs no payment and leads to it', async () => {
  detail.mockResolvedValue(order({ status: 'paid', status_text: '已支付' }));
  renderPage();
  expect(await screen.findByText('订单已支付，无需支付')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '查看订单' }));
  expect(screen.getByText(`到了/order/detail?order_sn=${SN}`)).toBeInTheDocument();
});

it('shows a failed load with retry', async () => {
  detail.mockRejectedValueOnce(new ApiError('网络异常', 502)).mockResolvedValueOnce(order());
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
  expect(await screen.findByTestId('pay-summary')).toBeInTheDocument();
});
