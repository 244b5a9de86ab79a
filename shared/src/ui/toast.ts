import type { ToastOptions } from 'react-vant/es/toast';

/** What a toast says: its text, or react-vant's options (position, duration…). */
export type ToastMessage = string | ToastOptions;

type Kind = 'info' | 'success' | 'fail';

const PLAIN_TOAST_MS = 2000;

/**
 * The message as a plain element with react-vant's toast classes (their stylesheet is always loaded), for when
 * react-vant's Toast cannot be fetched: on a failing network that is when messages matter most.
 */
let plainShown: HTMLElement | null = null;

function plainToast(message: ToastMessage): void {
  const text = typeof message === 'string' ? message : typeof message.message === 'string' ? message.message : '';
  if (!text) return;
  plainShown?.remove();
  const el = document.createElement('div');
  plainShown = el;
  el.className = 'rv-popup rv-popup--center rv-toast rv-toast--info';
  el.setAttribute('role', 'alert');
  el.style.zIndex = '3000';
  const info = document.createElement('div');
  info.className = 'rv-toast__info';
  info.textContent = text;
  el.appendChild(info);
  document.body.appendChild(el);
  setTimeout(() => el.remove(), PLAIN_TOAST_MS);
}

/** The toast on screen: a newer one takes its place at once, they never pile up. */
let shown: { clear: () => void } | null = null;
let configured = false;

function show(kind: Kind, message: ToastMessage): Promise<void> {
  return import('react-vant/es/toast').then(
    ({ Toast }) => {
      if (!configured) {
        Toast.allowMultiple(false);
        configured = true;
      }
      // react-vant clears the older toast only once the newer one has mounted, and not one shown by another
      // copy of its module: the older is closed here, before the newer is shown.
      shown?.clear();
      shown = Toast[kind](message) as { clear: () => void } | null;
    },
    () => plainToast(message),
  );
}

/**
 * react-vant's Toast, fetched when the first toast is shown. Every app shows its toasts through this one: a
 * page that imported Toast itself waited for it, with its Popup, Overlay and transition code (about 11 KiB
 * gzip, the login page's included), before it could render, though most visits never see a toast.
 * The promise settles once the toast is up (it never rejects); callers rarely need to wait for it.
 */
export const toast = {
  info: (message: ToastMessage) => show('info', message),
  success: (message: ToastMessage) => show('success', message),
  fail: (message: ToastMessage) => show('fail', message),
};
