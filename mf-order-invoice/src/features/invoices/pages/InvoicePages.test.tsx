import { fireEvent, screen, waitFor } from '@testing-library/react';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import { ApiError, useLocation } from '@conf/shared';
import InvoicePage from './InvoicePage';
import InvoiceEditPage from './InvoiceEditPage';
import {
  applyInvoice,
  getApplications,
  getInvoiceableOrders,
  getInvoiceDetail,
  issueInvoice,
  type InvoiceDetail,
  type InvoiceableOrder,
} from '../api/invoices';
import { getInvoiceTitles, loadNewTitleSheet, type InvoiceTitle } from '../../invoiceTitles';
import type { InvoiceState } from '@conf/contract';

jest.mock('../api/invoices');
// The titles' calls and sheet mocked; their email rule, which the application's form checks, the real one.
jest.mock('../../invoiceTitles', () => ({
  ...jest.createMockFromModule<object>('../../invoiceTitles'),
  EMAIL_RULE: jest.requireActual<typeof import('../../invoiceTitles')>('../../invoiceTitles').EMAIL_RULE,
}));
const orders = jest.mocked(getInvoiceableOrders);
const applications = jest.mocked(getApplications);
const titles = jest.mocked(getInvoiceTitles);
const apply = jest.mocked(applyInvoice);
const issue = jest.mocked(issueInvoice);
const detail = jest.mocked(getInvoiceDetail);

const pageOf = <T,>(data: T[]) => ({ total: data.length, per_page: 10, current_page: 1, last_page: 1, data });
const title = (over: Partial<InvoiceTitle>): InvoiceTitle => ({
  id: 1,
  type: 1,
  title: '杭州云会科技有限公司',
  tax_number: '91330106MA2GL8K25T',
  bank: '',
  account: '',
  address: '',
  phone: '',
  email: 'finance@yunhui.example.com',
  is_default: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});
const company = () => title({});
const person = () => title({ id: 2, type: 2, title: '张会务', tax_number: '', email: '', is_default: false });

function Where() {
  const l = useLocation();
  return <p>{`到了${l.pathname}${l.search}`}</p>;
}

const order = (sn: string, kind: 'meeting' | 'hotel', pay: number): InvoiceableOrder => ({
  order_sn: sn,
  kind,
  title: kind === 'meeting' ? '标准票' : '大床房 2晚',
  status: 'paid',
  status_text: '已支付',
  pay_amount: pay,
  paid_at: '2026-11-20T02:00:00Z',
  meeting_id: 3,
  meeting_title: '数字会展大会',
});

const issued = (over: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  id: 7,
  status: '已开票',
  status_code: 'issued',
  kind: 'normal',
  kind_text: '普通电子发票',
  title_id: 1,
  buyer_type: 1,
  buyer_name: '杭州云会科技有限公司',
  buyer_tax_no: '91330106MA2GL8K25T',
  buyer_address: '',
  buyer_phone: '',
  buyer_bank: '',
  buyer_account: '',
  email: 'finance@yunhui.example.com',
  amount: 221456,
  fail_reason: '',
  invoice_no: '26000000000000000001',
  pdf_url: '/api/ms.invoice/document/abc.pdf',
  red_invoice_no: null,
  red_pdf_url: null,
  created_at: '2026-11-23T01:00:00Z',
  updated_at: '2026-11-23T02:00:00Z',
  items: [{ order_sn: 'M1', kind: 'meeting', title: '标准票', amount: 98000, meeting_title: '数字会展大会' }],
  documents: [
    {
      color: 'blue',
      number: '26000000000000000001',
      issued_at: '2026-11-23T02:00:00Z',
      amount: 221456,
      tax: 12535,
      pdf_url: '/api/ms.invoice/document/abc.pdf',
    },
  ],
  can_edit: false,
  can_issue: false,
  can_reverse: true,
  ...over,
});

const state = (over: Partial<InvoiceState>): InvoiceState => {
  const { id, status, status_code, invoice_no, pdf_url, red_invoice_no, red_pdf_url, fail_reason } = issued();
  return { id, status, status_code, invoice_no, pdf_url, red_invoice_no, red_pdf_url, fail_reason, ...over };
};

// Each test renders whole pages with react-vant's kit: slow on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  jest.resetAllMocks();
  logInForTest();
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('picks orders on /invoice, filtered to the meeting of ?id=, and goes to apply for them', async () => {
  orders.mockResolvedValue(pageOf([order('M1', 'meeting', 98000), order('H2', 'hotel', 123456)]));
  applications.mockResolvedValue(pageOf([]));
  renderRoutes('/invoice?id=3', { '/invoice': <InvoicePage />, '*': <Where /> });
  const cards = await screen.findAllByTestId('invoiceable-order');
  expect(orders).toHaveBeenCalledWith(3, 1);
  expect(screen.getByRole('button', { name: '申请开票' })).toBeDisabled();
  fireEvent.click(cards[0]);
  fireEvent.click(cards[1]);
  expect(screen.getByText('¥2214.56')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '申请开票' }));
  expect(await screen.findByText('到了/invoice/edit?orders=M1%2CH2')).toBeInTheDocument();
});

it('says so when there is nothing to invoice, and offers a retry when loading fails', async () => {
  orders.mockResolvedValueOnce(pageOf([]));
  renderRoutes('/invoice', { '/invoice': <InvoicePage /> });
  expect(await screen.findByText('暂无可开票的订单（已支付且未开票的订单会显示在这里）')).toBeInTheDocument();
  document.body.innerHTML = '';
  orders.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(pageOf([order('M1', 'meeting', 98000)]));
  renderRoutes('/invoice', { '/invoice': <InvoicePage /> });
  fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
  expect(await screen.findAllByTestId('invoiceable-order')).toHaveLength(1);
});

it('applies with the default title and issues at once, then shows the invoice', async () => {
  titles.mockResolvedValue(pageOf([company(), person()]));
  apply.mockResolvedValue(state({ status: '待开票', status_code: 'pending', invoice_no: null, pdf_url: null }));
  issue.mockResolvedValue(state({}));
  detail.mockResolvedValue(issued());
  renderRoutes('/invoice/edit?orders=M1,H2', { '/invoice/edit': <InvoiceEditPage /> });
  expect(await screen.findByText('已选 2 个订单，将合并开具一张发票')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '提交并开票' }));
  await waitFor(() =>
    expect(apply).toHaveBeenCalledWith(['M1', 'H2'], { title_id: 1, kind: 'normal', email: 'finance@yunhui.example.com' }),
  );
  expect(issue).toHaveBeenCalledWith(7);
  expect(await screen.findByText('发票详情')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '下载 PDF' })).toHaveAttribute('href', '/api/ms.invoice/document/abc.pdf');
  expect(screen.getByRole('button', { name: '红冲发票' })).toBeInTheDocument();
});

it("shows a failed application with its reason and lets the user edit it; an unknown one is the server's answer", async () => {
  titles.mockResolvedValue(pageOf([company()]));
  detail.mockResolvedValue(
    issued({
      status: '开票失败',
      status_code: 'failed',
      fail_reason: '税务服务暂不可用',
      documents: [],
      can_edit: true,
      can_issue: true,
      can_reverse: false,
    }),
  );
  renderRoutes('/invoice/edit?id=7', { '/invoice/edit': <InvoiceEditPage /> });
  expect(await screen.findByText('开票失败原因：税务服务暂不可用')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '保存并开票' })).toBeInTheDocument();
  document.body.innerHTML = '';
  detail.mockRejectedValue(new ApiError('发票申请不存在', 200, 0));
  renderRoutes('/invoice/edit?id=8', { '/invoice/edit': <InvoiceEditPage /> });
  expect(await screen.findByText('发票申请不存在')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
});

it('adds a title from the application in a sheet over it, and comes back with the new title chosen', async () => {
  const added = title({
    id: 5,
    title: '上海会通信息技术有限公司',
    tax_number: '91310115MA1K4AB146',
    email: 'fp@huitong.cn',
    is_default: false,
  });
  // The title form's own sheet (the invoiceTitles feature's): here, one that saves `added` at a tap.
  const Sheet = ({ visible, onSaved }: { visible: boolean; onSaved: (t: InvoiceTitle) => void }) =>
    visible ? (
      <button type="button" onClick={() => onSaved(added)}>
        保存新抬头
      </button>
    ) : null;
  jest.mocked(loadNewTitleSheet).mockResolvedValue({ default: Sheet } as never);
  titles.mockResolvedValueOnce(pageOf([])).mockResolvedValue(pageOf([company(), added]));
  renderRoutes('/invoice/edit?orders=M1', { '/invoice/edit': <InvoiceEditPage />, '/invoice/title': <Where /> });
  expect(await screen.findByText('开票前请先添加发票抬头')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '新增发票抬头' }));
  fireEvent.click(await screen.findByRole('button', { name: '保存新抬头' }));
  // Still the application, not the title list, with the new title chosen and its email filled in.
  await waitFor(() => expect(screen.getByPlaceholderText('发票开具后发送至该邮箱')).toHaveValue('fp@huitong.cn'));
  const radioOf = (name: string) =>
    screen
      .getAllByText(name)
      .map((n) => n.closest('[role="radio"]'))
      .find(Boolean);
  expect(radioOf('上海会通信息技术有限公司')).toHaveAttribute('aria-checked', 'true');
  expect(radioOf('杭州云会科技有限公司')).toHaveAttribute('aria-checked', 'false');
  expect(screen.queryByRole('button', { name: '保存新抬头' })).toBeNull();
  expect(screen.queryByText(/^到了/)).toBeNull();
});
