import { useState } from 'react';
import { App } from 'antd';
import { newerRecordOf } from '../../../app/newerRecord';

/**
 * A list saved as a whole against the meeting's version (the apply form, the link entries): what is being
 * edited, saving it, and, when someone else saved first, their newer version of the meeting for StaleAlert.
 */
export function useVersionedList<T>(
  initial: { items: T[]; version: number },
  save: (items: T[], version: number) => Promise<{ items: T[]; version: number }>,
) {
  const [items, setItems] = useState(initial.items);
  const [version, setVersion] = useState(initial.version);
  const [stale, setStale] = useState<{ version: number }>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const saveAt = async (at: number) => {
    setSaving(true);
    try {
      const saved = await save(items, at);
      setItems(saved.items);
      setVersion(saved.version);
      setStale(undefined);
      void message.success('已保存');
    } catch (error) {
      const current = newerRecordOf(error);
      if (current) setStale(current);
      else void message.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return {
    items,
    setItems,
    version,
    stale,
    saving,
    save: () => saveAt(version),
    reapply: () => saveAt(stale!.version),
    dismiss: () => setStale(undefined),
  };
}
