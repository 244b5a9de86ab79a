import type { Dialog } from 'react-vant/es/dialog';

/** react-vant's dialog props (title, message, button texts…). */
export type DialogOptions = Parameters<typeof Dialog.confirm>[0];

/**
 * react-vant's imperative Dialog, fetched when a dialog is first asked for (see toast.ts for why).
 * `confirm` resolves true when confirmed and rejects when cancelled, as react-vant's does.
 */
export const dialog = {
  confirm: async (options: DialogOptions): Promise<boolean> => (await import('react-vant/es/dialog')).Dialog.confirm(options),
  alert: async (options: DialogOptions): Promise<void> => {
    await (await import('react-vant/es/dialog')).Dialog.alert(options);
  },
};
