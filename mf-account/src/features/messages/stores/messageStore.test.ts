import { unreadStore } from '@conf/shared';
import { MessageStore } from './messageStore';
import { getMessages, readAllMessages, readMessage, type Message } from '../api/messages';

jest.mock('../api/messages', () => ({ getMessages: jest.fn(), readMessage: jest.fn(), readAllMessages: jest.fn() }));
const list = getMessages as jest.MockedFunction<typeof getMessages>;
const read = readMessage as jest.MockedFunction<typeof readMessage>;
const readAll = readAllMessages as jest.MockedFunction<typeof readAllMessages>;

const msg = (id: number, isRead: boolean): Message => ({
  id,
  title: `消息${id}`,
  content: '内容',
  kind: 'system',
  link: '',
  created_at: '2025-06-01T02:00:00Z',
  is_read: isRead,
});

beforeEach(() => {
  jest.resetAllMocks();
  unreadStore.set(0);
  list.mockResolvedValue({
    data: [msg(1, false), msg(2, true), msg(3, false)],
    total: 3,
    per_page: 10,
    current_page: 1,
    last_page: 1,
    unread: 2,
  });
});

it('takes the unread count for the badge from the list', async () => {
  const store = new MessageStore();
  await store.list.reload();
  expect(list).toHaveBeenCalledWith(1);
  expect(unreadStore.count).toBe(2);
});

it('opening an unread message reads it on the server and lowers the badge', async () => {
  read.mockResolvedValue({ unread: 1 });
  const store = new MessageStore();
  await store.list.reload();
  const first = store.list.items[0];
  await store.show(first);
  expect(store.open).toBe(first);
  expect(read).toHaveBeenCalledWith(1);
  expect(first.is_read).toBe(true);
  expect(unreadStore.count).toBe(1);
});

it('opening a read message makes no call', async () => {
  const store = new MessageStore();
  await store.list.reload();
  await store.show(store.list.items[1]);
  expect(read).not.toHaveBeenCalled();
  store.close();
  expect(store.open).toBeNull();
});

it('a failed read leaves the message unread', async () => {
  read.mockRejectedValue(new Error('网络异常'));
  const store = new MessageStore();
  await store.list.reload();
  await expect(store.show(store.list.items[0])).rejects.toThrow('网络异常');
  expect(store.list.items[0].is_read).toBe(false);
  expect(unreadStore.count).toBe(2);
});

it('reads all', async () => {
  readAll.mockResolvedValue({ unread: 0 });
  const store = new MessageStore();
  await store.list.reload();
  await store.readAll();
  expect(store.list.items.every((m) => m.is_read)).toBe(true);
  expect(unreadStore.count).toBe(0);
});
