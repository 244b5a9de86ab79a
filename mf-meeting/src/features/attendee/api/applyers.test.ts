import { ApiError, http } from '@conf/shared';
import { getMyApplyers } from './applyers';

const post = jest.spyOn(http, 'post');

afterEach(() => post.mockReset());

it('reads the records from a list or a page reply', async () => {
  post.mockResolvedValueOnce([{ id: 1 }]);
  expect(await getMyApplyers()).toEqual([{ id: 1 }]);
  post.mockResolvedValueOnce({ data: [{ id: 2 }] });
  expect(await getMyApplyers()).toEqual([{ id: 2 }]);
  expect(post).toHaveBeenCalledWith('api/ms.member/get_my_applyer');
});

it('treats a call that does not exist yet (404) as no records, and passes other failures on', async () => {
  post.mockRejectedValueOnce(new ApiError('接口不存在', 404, 0));
  expect(await getMyApplyers()).toEqual([]);
  post.mockRejectedValueOnce(new ApiError('服务器繁忙', 500, 0));
  await expect(getMyApplyers()).rejects.toThrow('服务器繁忙');
});
