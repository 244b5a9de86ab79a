import { Loadable } from './loadable';
import { ApiError } from '../http/errors';

it('loads the data, with loading set meanwhile', async () => {
  const thing = new Loadable(() => Promise.resolve({ name: '君逸花园酒店' }));
  expect(thing).toMatchObject({ data: undefined, loading: false, error: null });
  const done = thing.load();
  expect(thing.loading).toBe(true);
  await done;
  expect(thing).toMatchObject({ data: { name: '君逸花园酒店' }, loading: false, error: null });
});

it('keeps the message of a failure, and a new load clears it', async () => {
  const fetch = jest.fn().mockRejectedValueOnce(new Error('酒店不存在')).mockResolvedValueOnce(1);
  const thing = new Loadable<number>(fetch);
  await thing.load();
  expect(thing).toMatchObject({ error: '酒店不存在', loading: false, data: undefined });
  await thing.load();
  expect(thing).toMatchObject({ error: null, data: 1 });
});

it('ignores an answer overtaken by a newer load', async () => {
  let first!: (v: string) => void;
  const fetch = jest
    .fn()
    .mockReturnValueOnce(new Promise<string>((r) => (first = r)))
    .mockResolvedValueOnce('新');
  const thing = new Loadable<string>(fetch);
  const old = thing.load();
  await thing.load();
  first('旧');
  await old;
  expect(thing).toMatchObject({ data: '新', loading: false });
});

it("marks the server's refusal (会议不存在) as such, and a failure to reach it as not", async () => {
  const fetch = jest
    .fn()
    .mockRejectedValueOnce(new ApiError('会议不存在或已下线', 200, 0))
    .mockRejectedValueOnce(new ApiError('请求失败', 502))
    .mockResolvedValueOnce('ok');
  const thing = new Loadable<string>(fetch);
  await thing.load();
  expect(thing).toMatchObject({ error: '会议不存在或已下线', refused: true });
  await thing.load();
  expect(thing).toMatchObject({ error: '请求失败', refused: false });
  await thing.load();
  expect(thing).toMatchObject({ error: null, refused: false, data: 'ok' });
});
