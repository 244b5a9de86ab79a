/**
 * react-vant's Toast for the shared library's own messages, fetched when first shown: this library is part of
 * every first load, and most visits never see one of these toasts.
 */
export async function showToast(kind: 'info' | 'success' | 'fail', message: string): Promise<void> {
  const { Toast } = await import('react-vant/es/toast');
  Toast[kind](message);
}
