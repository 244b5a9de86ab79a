import { createContext } from 'react';
import type { FormStore } from './formStore';

export interface FormContextValue {
  store: FormStore<never>;
  layout?: 'vertical' | 'horizontal';
}

export const FormContext = createContext<FormContextValue | null>(null);
