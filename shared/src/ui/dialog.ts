import type { Dialog } from 'react-vant/es/dialog';

/** react-vant's dialog props (title, message, button texts…). */
export type DialogOptions = Parameters<typeof Dialog.confirm>[0];

const load = () => import('react-vant/es/dialog').then((m) => m.Dialog);

/** The question as text, for the browser's own dialog and to know the same question asked twice. */
const textOf = ({ title, message }: DialogOptions) => [title, message].filter((part) => typeof part === 'string').join('\n');

/** The browser's own confirm, when react-vant's Dialog cannot be fetched: the question is still asked. */
function nativeConfirm(options: DialogOptions): Promise<boolean> {
  return window.confirm(textOf(options)) ? Promise.resolve(true) : Promise.reject(new Error('cancelled'));
}

// A confirmation asked again while it is on its way or open (a second tap while the dialog is fetched).
const asked = new Map<string, Promise<boolean>>();

/**
 * react-vant's imperative Dialog, fetched when a dialog is first asked for (see toast.ts for why).
 * `confirm` resolves true when confirmed and rejects when cancelled, as react-vant's does; the same question
 * asked again before it is answered gets the same answer instead of a second dialog.
 */
export const dialog = {
  confirm(options: DialogOptions): Promise<boolean> {
    const key = textOf(options);
    const pending = asked.get(key);
    if (pending) return pending;
    const answer = load().then(
      (d) => d.confirm(options),
      () => nativeConfirm(options),
    );
    asked.set(key, answer);
    const forget = () => asked.delete(key);
    answer.then(forget, forget);
    return answer;
  },
  async alert(options: DialogOptions): Promise<void> {
    const d = await load().catch(() => null);
    if (d) await d.alert(options);
    else window.alert(textOf(options));
  },
};
