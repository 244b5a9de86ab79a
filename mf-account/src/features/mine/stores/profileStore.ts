import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage, sessionStore } from '@conf/shared';
import { getProfile, saveProfile, type Profile, type ProfileInput } from '../api/profile';
import { MAX_IMAGE_BYTES, uploadImage } from '../api/upload';

/** The profile form: loaded once per visit; the avatar is uploaded first, saved with the form. */
export class ProfileStore {
  profile: Profile | null = null;
  error: string | null = null;
  /** The avatar to save: the uploaded picture's URL, or the current one. */
  avatar = '';
  saving = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async load(): Promise<void> {
    this.error = null;
    try {
      const profile = await getProfile();
      runInAction(() => {
        this.profile = profile;
        this.avatar = profile.avatar;
      });
    } catch (e) {
      runInAction(() => {
        this.error = errorMessage(e);
      });
    }
  }

  /** Checks the picture here too (the server checks again), then uploads it. Rejects with a message. */
  async uploadAvatar(file: File): Promise<void> {
    if (!file.type.startsWith('image/')) throw new Error('请选择图片文件');
    if (file.size > MAX_IMAGE_BYTES) throw new Error('图片不能超过5MB');
    const { url } = await uploadImage(file);
    runInAction(() => {
      this.avatar = url;
    });
  }

  async save(values: Omit<ProfileInput, 'avatar'>): Promise<void> {
    this.saving = true;
    try {
      const profile = await saveProfile({ ...values, avatar: this.avatar });
      runInAction(() => {
        this.profile = profile;
      });
      // The header of /mine reads the session's user.
      await sessionStore.refresh();
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
