import { useRef, type ChangeEvent } from 'react';
import { Cell } from 'react-vant/es/cell';
import { errorMessage, toast } from '@conf/shared';
import { UserAvatar } from '../../../components/UserAvatar';
import styles from './AvatarPicker.module.css';

interface AvatarPickerProps {
  src: string;
  name: string;
  onPick: (file: File) => Promise<void>;
}

/** The 头像 row: tapping it opens the phone's photo picker (or camera); the picture is uploaded at once. */
export function AvatarPicker({ src, name, onPick }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const picked = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    try {
      await onPick(file);
      toast.success('头像已上传，保存后生效');
    } catch (err) {
      toast.fail(errorMessage(err));
    }
  };
  return (
    <>
      <Cell
        title="头像"
        center
        isLink
        className={styles.cell}
        onClick={() => input.current?.click()}
        value={<UserAvatar src={src} name={name} size={52} />}
      />
      <input ref={input} type="file" accept="image/*" hidden onChange={picked} data-testid="avatar-input" />
    </>
  );
}
