import { loginPath, navigateTo } from '../navigation/navigator';

/**
 * The 未登录 dialog; confirming goes to the password login. Resolves true when the user chose to log in.
 * The dialog is fetched when first asked for: most visits never show it, and every first page would pay for it.
 */
export async function confirmLogin(): Promise<boolean> {
  const { Dialog } = await import('react-vant/es/dialog');
  try {
    await Dialog.confirm({
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
