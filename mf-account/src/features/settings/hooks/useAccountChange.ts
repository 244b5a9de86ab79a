import { errorMessage, sessionStore, useNavigate, toast } from '@conf/shared';

/**
 * The submit of a page that changes the account's mobile or email: on success the session's user is read
 * again (other pages show it), then back to where the user came from; a failure shows the server's message.
 */
export function useAccountChange<V>(change: (values: V) => Promise<unknown>, doneText: string) {
  const navigate = useNavigate();
  return async (values: V) => {
    try {
      await change(values);
      await sessionStore.refresh();
      toast.success(doneText);
      navigate(-1);
    } catch (e) {
      toast.fail(errorMessage(e));
    }
  };
}
