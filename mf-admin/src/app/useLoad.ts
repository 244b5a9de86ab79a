import { useCallback, useEffect, useState } from 'react';

export interface Load<T> {
  /** The latest answer; kept while the next one loads, so a refresh does not blank the page. */
  data?: T;
  error?: Error;
  loading: boolean;
  reload: () => void;
}

/** One call's answer for a page: loads on mount and whenever `key` changes; `reload` asks again. */
export function useLoad<T>(fetch: () => Promise<T>, key: string): Load<T> {
  const [round, setRound] = useState(0);
  const asked = `${key}#${round}`;
  const [result, setResult] = useState<{ asked: string; data?: T; error?: Error }>();
  useEffect(() => {
    let live = true;
    fetch().then(
      (data) => live && setResult({ asked, data }),
      (error: Error) => live && setResult({ asked, error }),
    );
    return () => {
      live = false;
    };
    // `fetch` is a new closure each render; `asked` names what it asks for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const loading = result?.asked !== asked;
  return { data: result?.data, error: loading ? undefined : result?.error, loading, reload };
}
