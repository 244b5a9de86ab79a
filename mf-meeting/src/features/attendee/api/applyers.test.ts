import { http } from '@conf/shared';
import { getMyApplyers } from './applyers';

const post = jest.spyOn(http, 'post');

afterEach(() => post.mockReset());

it('asks for one page of the attendees and passes the page on', async () => {
  const reply = { total: 1, per_page: 10, current_page: 2, last_page: 2, data: [] };
  post.mockResolvedValueOnce(reply);
  expect(await getMyApplyers(2)).toBe(reply);
  expect(post).toHaveBeenCalledWith('api/ms.member/get_my_applyer', { page: 2 });
});
