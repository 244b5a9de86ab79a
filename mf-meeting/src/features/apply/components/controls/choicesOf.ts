import type { CustomField } from '../../api/applyForm';

/** A question's options, each its own value and label. */
export const choicesOf = (field: CustomField) => field.options.map((o) => ({ value: o, label: o }));
