import { useSyncExternalStore } from 'react';
import type { AnyValues, FormInstance, FormStore } from './formStore';
import type { NamePath } from './namePath';

/** A field's value, drawn again when it changes. */
export function useWatch<T = AnyValues>(name: NamePath, form: Pick<FormInstance, 'getFieldValue'>): T | undefined {
  const store = form as unknown as FormStore;
  return useSyncExternalStore(store.subscribe, () => store.getFieldValue(name)) as T | undefined;
}
