import { fireEvent, screen } from '@testing-library/react';
import ExhibitorListPage from './ExhibitorListPage';
import { getExhibitors, type Exhibitor } from '../api/exhibitors';
import { page } from '../../../testing/data';
import { renderAt } from '../../../testing/renderAt';

jest.mock('../api/exhibitors');
const list = jest.mocked(getExhibitors);

const exhibitor: Exhibitor = {
  id: 2,
  name: '明视医学影像有限公司',
  logo: '/api/wyms/media/logo.svg?text=a',
  booth: 'A08 展位',
  category: '医学影像',
  introduction: '<p>影像设备与影像 AI。</p>',
  phone: '021-61000000',
  website: 'https://example.com',
};

afterEach(() => {
  document.body.innerHTML = '';
});

it("lists exhibitors and shows one's details, phone and website in a sheet", async () => {
  list.mockResolvedValue(page([exhibitor]));
  renderAt('/meeting/exhibitor/home', <ExhibitorListPage />, '/meeting/exhibitor/home?id=1');
  const card = await screen.findByTestId('exhibitor-card');
  expect(card).toHaveTextContent('明视医学影像有限公司A08 展位医学影像');
  fireEvent.click(card);
  expect(await screen.findByText('影像设备与影像 AI。')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /021-61000000/ })).toHaveAttribute('href', 'tel:021-61000000');
  expect(screen.getByRole('link', { name: /访问官网/ })).toHaveAttribute('target', '_blank');
});

it("shows a search's results and says when none matched", async () => {
  list.mockResolvedValue(page([]));
  renderAt('/meeting/exhibitor/result', <ExhibitorListPage results />, '/meeting/exhibitor/result?id=1&keyword=abc');
  expect(await screen.findByText('没有找到与“abc”相关的展商')).toBeInTheDocument();
  expect(list).toHaveBeenCalledWith(1, 1, 'abc');
});
