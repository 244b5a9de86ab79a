import type { CustomField } from '../../api/applyForm';

const loadTwoLevel = () => import('./TwoLevelControl');

/**
 * The controls of the less common questions, each with its parts (the uploader brings Image and Lazyload, some
 * 9 KiB gzip; a wheel or a cascader the button that opens it and, for the two-level ones, their list's calls),
 * fetched only for a form that asks such a question. Only the loaders here: ApplyRoute, in every page's first
 * script, preloads with them.
 */
export const LOAD_CONTROL = {
  textarea: () => import('./TextAreaControl'),
  radio: () => import('./RadioControl'),
  checkbox: () => import('./CheckboxControl'),
  image: () => import('./ImageControl'),
  select: () => import('./SelectControl'),
  date: () => import('./DateControl'),
  area: loadTwoLevel,
  sector: loadTwoLevel,
};
export type LazyType = keyof typeof LOAD_CONTROL;

/** Whether a question's control is one fetched on demand (LazyControl) rather than drawn by FieldControl itself. */
export const isLazyControl = (field: CustomField): field is CustomField & { type: LazyType } =>
  Object.prototype.hasOwnProperty.call(LOAD_CONTROL, field.type);

/** Fetches the controls a form's questions need beside its other code, so they do not come one wave after it. */
export function preloadControls(fields: readonly CustomField[]) {
  for (const field of fields) if (isLazyControl(field)) LOAD_CONTROL[field.type]().catch(() => undefined);
}
