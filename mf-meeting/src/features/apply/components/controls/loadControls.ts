import type { CustomField } from '../../api/applyForm';

/**
 * The controls of the less common questions, each with its react-vant parts (the uploader brings Image and Lazyload,
 * some 9 KiB gzip; the option groups their checker), fetched only for a form that asks such a question. Only the
 * loaders here: ApplyRoute, in every page's first script, preloads with them.
 */
export const LOAD_CONTROL = {
  textarea: () => import('./TextAreaControl'),
  radio: () => import('./RadioControl'),
  checkbox: () => import('./CheckboxControl'),
  image: () => import('./ImageControl'),
};
export type LazyType = keyof typeof LOAD_CONTROL;

/** Whether a question's control is one fetched on demand (LazyControl) rather than drawn by FieldControl itself. */
export const isLazyControl = (field: CustomField): field is CustomField & { type: LazyType } =>
  Object.prototype.hasOwnProperty.call(LOAD_CONTROL, field.type);

/** Fetches the controls a form's questions need beside its other code, so they do not come one wave after it. */
export function preloadControls(fields: readonly CustomField[]) {
  for (const field of fields) if (isLazyControl(field)) LOAD_CONTROL[field.type]().catch(() => undefined);
}
