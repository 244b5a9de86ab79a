import { ProfileStore } from './profileStore';
import { getProfile, saveProfile, type Profile } from '../api/profile';
import { uploadImage } from '../api/upload';

jest.mock('../api/profile', () => ({ getProfile: jest.fn(), saveProfile: jest.fn() }));
jest.mock('../api/upload', () => ({ MAX_IMAGE_BYTES: 5 * 1024 * 1024, uploadImage: jest.fn() }));
jest.mock('@conf/shared', () => ({ ...jest.requireActual('@conf/shared'), sessionStore: { refresh: jest.fn() } }));

const PROFILE: Profile = {
  id: 1,
  username: 'demo',
  nickname: '张会务',
  mobile: '13800138000',
  email: '',
  avatar: '/uploads/old.png',
  gender: 0,
  bio: '',
  company: '',
  position: '',
};
const upload = uploadImage as jest.MockedFunction<typeof uploadImage>;

beforeEach(() => {
  jest.clearAllMocks();
  (getProfile as jest.Mock).mockResolvedValue(PROFILE);
});

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'a', { type });

it('refuses what is not an image, or over 5 MB, before uploading', async () => {
  const store = new ProfileStore();
  await expect(store.uploadAvatar(file('application/pdf', 10))).rejects.toThrow('请选择图片文件');
  await expect(store.uploadAvatar(file('image/png', 5 * 1024 * 1024 + 1))).rejects.toThrow('图片不能超过5MB');
  expect(upload).not.toHaveBeenCalled();
});

it('uploads the picture and saves its URL with the form', async () => {
  upload.mockResolvedValue({ url: '/uploads/202506/new.png' });
  (saveProfile as jest.Mock).mockImplementation(async (input) => ({ ...PROFILE, ...input }));
  const store = new ProfileStore();
  await store.load();
  expect(store.avatar).toBe('/uploads/old.png');
  await store.uploadAvatar(file('image/png', 100));
  expect(store.avatar).toBe('/uploads/202506/new.png');
  await store.save({ nickname: '新名字', gender: 1, bio: '', company: '', position: '' });
  expect(saveProfile).toHaveBeenCalledWith({
    nickname: '新名字',
    gender: 1,
    bio: '',
    company: '',
    position: '',
    avatar: '/uploads/202506/new.png',
  });
  expect(store.profile?.nickname).toBe('新名字');
  expect(store.saving).toBe(false);
});

it('keeps the error of a failed load for the retry view', async () => {
  (getProfile as jest.Mock).mockRejectedValue(new Error('登录已过期'));
  const store = new ProfileStore();
  await store.load();
  expect(store.error).toBe('登录已过期');
});
