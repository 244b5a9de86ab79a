import { Uploader, type UploaderValueItem } from 'react-vant/es/uploader';
import { toast } from '@conf/shared';
import { uploadFormImage } from '../../api/reference';
import type { ControlProps } from './controlProps';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** One picture, uploaded as soon as it is picked. */
export default function ImageControl({ value, onChange }: ControlProps) {
  return (
    <Uploader
      value={(value as UploaderValueItem[] | undefined) ?? []}
      onChange={(files: UploaderValueItem[]) => onChange?.(files)}
      upload={async (file: File) => ({ url: (await uploadFormImage(file)).url })}
      accept="image/*"
      maxCount={1}
      maxSize={MAX_IMAGE_BYTES}
      onOversize={() => toast.fail('图片不能超过5MB')}
    />
  );
}
