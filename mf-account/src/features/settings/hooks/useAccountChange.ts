import { errorMessage, sessionStore, useBack, toast } from '@conf/shared';

/**
 * The submit of a page that changes the account's mobile or email: on success the session's user is read
 * again (other pages show it), then back to where the user came from; a failure shows the server's message.
 */
export function useAccountChange<V>(change: (values: V) => Promise<unknown>, doneText: string) {
  const back = useBack();
  return async (values: V) => {
    try {
      await change(values);
      await sessionStore.refresh();
      toast.success(doneText);
      back();
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };
}
