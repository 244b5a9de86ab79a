import { PagedList, type PageData } from './pagedList';
import { ApiError } from '../http/errors';

const page = (n: number, last: number, data: number[]): PageData<number> => ({
  total: last * 2,
  per_page: 2,
  current_page: n,
  last_page: last,
  data,
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

it('loads the first page, then the next ones, until the last', async () => {
  const fetch = jest.fn((n: number) => Promise.resolve(page(n, 2, [n * 10, n * 10 + 1])));
  const list = new PagedList(fetch);
  expect(list.loaded).toBe(false);
  await list.loadMore(); // nothing before the first page
  expect(fetch).not.toHaveBeenCalled();

  const first = list.reload();
  expect(list.loading).toBe(true);
  await first;
  expect(list).toMatchObject({ items: [10, 11], page: 1, total: 4, loading: false, finished: false, empty: false });
  await list.loadMore();
  expect(list.items).toEqual([10, 11, 20, 21]);
  expect(list.finished).toBe(true);
  await list.loadMore();
  expect(fetch).toHaveBeenCalledTimes(2);
});

it('an empty first page is the empty state', async () => {
  const list = new PagedList(() => Promise.resolve({ total: 0, per_page: 10, current_page: 1, last_page: 1, data: [] }));
  await list.reload();
  expect(list.empty).toBe(true);
  expect(list.finished).toBe(true);
});

it('a failed first page is an error with its message; retry clears it', async () => {
  const fetch = jest
    .fn()
    .mockRejectedValueOnce(new Error('网络不可用'))
    .mockResolvedValueOnce(page(1, 1, [1]));
  const list = new PagedList<number>(fetch);
  await list.reload();
  expect(list).toMatchObject({ error: '网络不可用', loading: false, loaded: false });
  await list.reload();
  expect(list).toMatchObject({ error: null, items: [1] });
});

it('a failed refresh keeps the items shown and rejects; a failed next page rejects for the List to offer retry', async () => {
  const fetch = jest
    .fn()
    .mockResolvedValueOnce(page(1, 3, [1, 2]))
    .mockRejectedValue(new Error('超时'));
  const list = new PagedList<number>(fetch);
  await list.reload();
  await expect(list.reload()).rejects.toThrow('超时');
  expect(list).toMatchObject({ items: [1, 2], error: null, loading: false });
  await expect(list.loadMore()).rejects.toThrow('超时');
  expect(list.items).toEqual([1, 2]);
});

it('ignores a page that answers after a newer reload', async () => {
  const slow = deferred<PageData<number>>();
  const fetch = jest
    .fn()
    .mockResolvedValueOnce(page(1, 3, [1, 2]))
    .mockReturnValueOnce(slow.promise)
    .mockResolvedValueOnce(page(1, 3, [9, 8]));
  const list = new PagedList<number>(fetch);
  await list.reload();
  const more = list.loadMore();
  await list.reload();
  slow.resolve(page(2, 3, [3, 4]));
  await more;
  expect(list.items).toEqual([9, 8]);
  expect(list.page).toBe(1);
});

it('marks a first page the server refused as refused, and clears that on the next load', async () => {
  const fetch = jest
    .fn()
    .mockRejectedValueOnce(new ApiError('会议不存在或已下线', 200, 0))
    .mockRejectedValueOnce(new Error('Network Error'));
  const list = new PagedList<number>(fetch);
  await list.reload();
  expect(list).toMatchObject({ error: '会议不存在或已下线', refused: true });
  await list.reload();
  expect(list).toMatchObject({ error: 'Network Error', refused: false });
});
