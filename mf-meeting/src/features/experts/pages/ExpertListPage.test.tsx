import { fireEvent, screen } from '@testing-library/react';
import ExpertListPage from './ExpertListPage';
import { getMeetingExperts } from '../api/experts';
import { expert, page } from '../../../testing/data';
import { renderAt } from '../../../testing/renderAt';

jest.mock('../api/experts');
const list = jest.mocked(getMeetingExperts);

beforeEach(() => list.mockReset());
afterEach(() => {
  document.body.innerHTML = '';
});

it("lists the meeting's experts with their part, and opens one", async () => {
  list.mockResolvedValue(
    page([expert(), expert({ id: 4, name: '刘建华', role: '', title: '院长', organization: '江南省人民医院' })], 1, 2),
  );
  renderAt('/meeting/expert/home', <ExpertListPage />, '/meeting/expert/home?id=1');
  const cards = await screen.findAllByTestId('expert-card');
  expect(list).toHaveBeenCalledWith(1, 1, '');
  expect(cards[0]).toHaveTextContent('陈立民大会主席');
  expect(cards[1]).toHaveTextContent('院长 · 江南省人民医院');
  // More pages to come: no "no more" yet.
  expect(screen.queryByText('没有更多了')).toBeNull();
  fireEvent.click(cards[1]);
  expect(await screen.findByTestId('location')).toHaveTextContent('/meeting/expert/detail?id=4&meeting_id=1');
});

it('opens the search with its history from the search bar', async () => {
  list.mockResolvedValue(page([expert()]));
  renderAt('/meeting/expert/home', <ExpertListPage />, '/meeting/expert/home?id=1');
  fireEvent.click(screen.getByRole('button', { name: '搜索专家姓名、单位或职称' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/meeting/expert/search?id=1');
});

it("shows a search's results, and says when none matched", async () => {
  list.mockResolvedValue(page([]));
  renderAt('/meeting/expert/result', <ExpertListPage results />, '/meeting/expert/result?id=1&keyword=%E7%8E%8B');
  expect(await screen.findByText('没有找到与“王”相关的专家')).toBeInTheDocument();
  expect(list).toHaveBeenCalledWith(1, 1, '王');
  expect(screen.getByRole('button', { name: /^搜索专家姓名、单位或职称：\s*王$/ })).toHaveTextContent('王');
});
