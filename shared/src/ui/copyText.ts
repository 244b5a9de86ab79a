import { toast } from './toast';

export const COPIED_FLAG_MS = 1500;

/** Copies to the clipboard; 复制失败 where the browser cannot. Resolves to whether it copied. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('clipboard unsupported');
    await navigator.clipboard.writeText(text);
    void toast.success('复制成功');
    return true;
  } catch {
    void toast.fail('复制失败');
    return false;
  }
}
