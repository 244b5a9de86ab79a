import { useEffect, useMemo } from 'react';
import { Loadable } from '@conf/shared';
import { getTextPage, type TextPage, type TextPageKind } from '../api/textPages';

/** One of the server-kept texts (agreement, privacy policy, platform introduction), loaded once `enabled` (a sheet: when opened). */
export function useTextPage(kind: TextPageKind, enabled = true): Loadable<TextPage> {
  const page = useMemo(() => new Loadable(() => getTextPage(kind)), [kind]);
  useEffect(() => {
    if (enabled && page.data === undefined && !page.loading) void page.load();
  }, [enabled, page]);
  return page;
}
