import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, sessionStore, useLocation } from '@conf/shared';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import InvoiceTitleListPage from './InvoiceTitleListPage';
import { deleteInvoiceTitle, getInvoiceTitles, setDefaultInvoiceTitle } from '../api/invoiceTitles';
import { company, pageOf, person } from '../testData';

jest.mock('../api/invoiceTitles');
const getList = jest.mocked(getInvoiceTitles);
const setDefault = jest.mocked(setDefaultInvoiceTitle);
const del = jest.mocked(deleteInvoiceTitle);

function Where() {
  const l = useLocation();
  return <p>{`到了${l.pathname}${l.search}`}</p>;
}

const renderPage = () => renderRoutes('/invoice/title', { '/invoice/title': <InvoiceTitleListPage />, '*': <Where /> });

// The newest react-vant dialog (closed ones stay in the DOM: jsdom runs no transitions).
const dialog = () => within([...document.querySelectorAll<HTMLElement>('.rv-dialog')].pop()!);

beforeEach(() => {
  jest.resetAllMocks();
  logInForTest();
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('lists the titles: type, name, tax number, which is the default', async () => {
  getList.mockResolvedValue(pageOf([company(), person()]));
  renderPage();
  expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
  const [first, second] = await screen.findAllByTestId('invoice-title');
  expect(first).toHaveTextContent('企业');
  expect(first).toHaveTextContent('杭州云会科技有限公司');
  expect(first).toHaveTextContent('税号：91330106MA2GL8K25T');
  expect(within(first).getByRole('button', { name: '默认抬头' })).toHaveAttribute('aria-pressed', 'true');
  expect(second).toHaveTextContent('个人');
  expect(second).not.toHaveTextContent('税号');
  expect(within(second).getByRole('button', { name: '设为默认' })).toBeInTheDocument();
  expect(getList).toHaveBeenCalledWith(1);
});

it('sets a title as the default and shows the list again', async () => {
  getList
    .mockResolvedValueOnce(pageOf([company(), person()]))
    .mockResolvedValueOnce(pageOf([person({ is_default: true }), company({ is_default: false })]));
  setDefault.mockResolvedValue(null);
  renderPage();
  const second = (await screen.findAllByTestId('invoice-title'))[1];
  fireEvent.click(within(second).getByRole('button', { name: '设为默认' }));
  await waitFor(() => expect(screen.getAllByTestId('invoice-title')[0]).toHaveTextContent('张会务'));
  expect(setDefault).toHaveBeenCalledWith(2);
  expect(await screen.findByText('已设为默认抬头')).toBeInTheDocument();
});

it('deletes a title after confirming, and not when cancelled', async () => {
  getList.mockResolvedValueOnce(pageOf([company(), person()])).mockResolvedValueOnce(pageOf([company()]));
  del.mockResolvedValue(null);
  renderPage();
  const second = (await screen.findAllByTestId('invoice-title'))[1];

  fireEvent.click(within(second).getByRole('button', { name: '删除' }));
  expect(await screen.findByText('确定删除「张会务」吗？')).toBeInTheDocument();
  await act(async () => fireEvent.click(dialog().getByRole('button', { name: '取消' })));
  expect(del).not.toHaveBeenCalled();

  fireEvent.click(within(second).getByRole('button', { name: '删除' }));
  // The second dialog is up beside the first, closed one.
  await waitFor(() => expect(screen.getAllByText('确定删除「张会务」吗？')).toHaveLength(2));
  await act(async () => fireEvent.click(dialog().getByRole('button', { name: '删除' })));
  expect(del).toHaveBeenCalledWith(2);
  await waitFor(() => expect(screen.getAllByTestId('invoice-title')).toHaveLength(1));
});

it("tells the server's message when an action fails", async () => {
  getList.mockResolvedValue(pageOf([company(), person()]));
  setDefault.mockRejectedValue(new ApiError('发票抬头不存在', 200, 0));
  renderPage();
  fireEvent.click(within((await screen.findAllByTestId('invoice-title'))[1]).getByRole('button', { name: '设为默认' }));
  expect(await screen.findByText('发票抬头不存在')).toBeInTheDocument();
});

it('opens a title for editing, and the add page', async () => {
  getList.mockResolvedValue(pageOf([company()]));
  renderPage();
  fireEvent.click(within(await screen.findByTestId('invoice-title')).getByRole('button', { name: '编辑' }));
  expect(screen.getByText('到了/invoice/titleAdd?id=1')).toBeInTheDocument();
});

it('offers to add the first title when there is none', async () => {
  getList.mockResolvedValue(pageOf([]));
  renderPage();
  expect(await screen.findByText('还没有发票抬头，添加后开票更方便')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '新增发票抬头' }));
  expect(screen.getByText('到了/invoice/titleAdd')).toBeInTheDocument();
});

it('shows a failed load with retry', async () => {
  getList.mockRejectedValueOnce(new ApiError('服务器繁忙，请稍后重试', 500)).mockResolvedValueOnce(pageOf([company()]));
  renderPage();
  expect(await screen.findByText('服务器繁忙，请稍后重试')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
  expect(await screen.findByTestId('invoice-title')).toBeInTheDocument();
});

it('asks a visitor to log in', async () => {
  act(() => sessionStore.dropToken());
  renderPage();
  expect(await screen.findByText('登录后才能查看此页面')).toBeInTheDocument();
  expect(document.querySelector('.rv-dialog')).toBeNull();
  expect(getList).not.toHaveBeenCalled();
});
