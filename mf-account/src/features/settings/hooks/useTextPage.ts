import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@conf/shared';
import { getTextPage, type TextPage, type TextPageKind } from '../api/textPages';

/** One of the server-kept texts (agreement, privacy policy, platform introduction), with retry. */
export function useTextPage(kind: TextPageKind, enabled = true) {
  const [text, setText] = useState<TextPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    setText(null);
    getTextPage(kind).then(setText, (e: unknown) => setError(errorMessage(e)));
  }, [kind]);

  useEffect(() => {
    if (enabled) load();
  }, [enabled, load]);

  return { text, error, reload: load };
}
