import { loginPath, navigateTo } from '../navigation/navigator';
import { dialog } from './dialog';

/**
 * The 未登录 dialog; confirming goes to the password login. Resolves true when the user chose to log in.
 */
export async function confirmLogin(): Promise<boolean> {
  try {
    await dialog.confirm({
      title: '未登录',
      message: '您尚未登录，是否前往登录？',
      confirmButtonText: '前往登录',
      cancelButtonText: '取消',
    });
  } catch {
    return false;
  }
  navigateTo(loginPath());
  return true;
}
