import type { ToastOptions } from 'react-vant/es/toast';

/** What a toast says: its text, or react-vant's options (position, duration…). */
export type ToastMessage = string | ToastOptions;

type Kind = 'info' | 'success' | 'fail';

function show(kind: Kind, message: ToastMessage): Promise<void> {
  return import('react-vant/es/toast').then(({ Toast }) => {
    Toast[kind](message);
  });
}

/**
 * react-vant's Toast, fetched when the first toast is shown. Every app shows its toasts through this one: a
 * page that imported Toast itself waited for it, with its Popup, Overlay and transition code (about 11 KiB
 * gzip, the login page's included), before it could render, though most visits never see a toast.
 * The promise settles once the toast is up; callers rarely need to wait for it.
 */
export const toast = {
  info: (message: ToastMessage) => show('info', message),
  success: (message: ToastMessage) => show('success', message),
  fail: (message: ToastMessage) => show('fail', message),
};
