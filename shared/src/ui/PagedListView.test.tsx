import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PagedList } from '../stores/pagedList';
import { MemoryRouter } from 'react-router-dom';
import { PagedListView } from './PagedListView';

const one = (data: string[], last = 1) => ({ total: data.length, per_page: 10, current_page: 1, last_page: last, data });

it('shows a skeleton, then the items, loading the first page itself', async () => {
  const list = new PagedList(() => Promise.resolve(one(['甲', '乙'])));
  render(<PagedListView list={list} renderItem={(s) => <p key={s}>{s}</p>} />, { wrapper: MemoryRouter });
  expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
  expect(await screen.findByText('甲')).toBeInTheDocument();
  expect(screen.getByText('乙')).toBeInTheDocument();
  expect(screen.getByText('没有更多了')).toBeInTheDocument();
});

it('shows the empty state with its action', async () => {
  const list = new PagedList(() => Promise.resolve(one([])));
  render(<PagedListView list={list} renderItem={(s: string) => s} emptyText="还没有内容" emptyAction={<button>去添加</button>} />, {
    wrapper: MemoryRouter,
  });
  expect(await screen.findByText('还没有内容')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '去添加' })).toBeInTheDocument();
});

it('shows the error with a retry that loads again', async () => {
  const fetch = jest
    .fn()
    .mockRejectedValueOnce(new Error('服务器繁忙'))
    .mockResolvedValueOnce(one(['丙']));
  const list = new PagedList<string>(fetch);
  render(<PagedListView list={list} renderItem={(s) => <p key={s}>{s}</p>} />, { wrapper: MemoryRouter });
  expect(await screen.findByText('服务器繁忙')).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '重新加载' })));
  await waitFor(() => expect(screen.getByText('丙')).toBeInTheDocument());
  expect(fetch).toHaveBeenCalledTimes(2);
});
