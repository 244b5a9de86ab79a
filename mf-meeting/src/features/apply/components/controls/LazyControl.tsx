import { Suspense } from 'react';
import { lazyPage } from '@conf/shared';
import type { CustomField } from '../../api/applyForm';
import type { ControlProps } from './controlProps';
import styles from '../controls.module.css';

/**
 * The controls of the less common questions, each with its react-vant parts (the uploader brings Image and Lazyload,
 * some 9 KiB gzip; the option groups their checker), fetched only for a form that asks such a question.
 */
const LOAD = {
  textarea: () => import('./TextAreaControl'),
  radio: () => import('./RadioControl'),
  checkbox: () => import('./CheckboxControl'),
  image: () => import('./ImageControl'),
};
type LazyType = keyof typeof LOAD;

const TextAreaControl = lazyPage(LOAD.textarea);
const RadioControl = lazyPage(LOAD.radio);
const CheckboxControl = lazyPage(LOAD.checkbox);
const ImageControl = lazyPage(LOAD.image);

/** Whether a question's control is one fetched on demand (LazyControl) rather than drawn by FieldControl itself. */
export const isLazyControl = (field: CustomField): field is CustomField & { type: LazyType } => field.type in LOAD;

/** Fetches the controls a form's questions need beside its other code, so they do not come one wave after it. */
export function preloadControls(fields: readonly CustomField[]) {
  for (const type of new Set(fields.map((f) => f.type))) if (type in LOAD) LOAD[type as LazyType]().catch(() => undefined);
}

/** The control of a question fetched on demand; usually already here (ApplyRoute preloads a form's controls). */
export function LazyControl(props: ControlProps & { field: { type: LazyType } }) {
  const type: LazyType = props.field.type;
  return (
    <Suspense fallback={<span className={styles.placeholder}>加载中…</span>}>
      {type === 'textarea' && <TextAreaControl {...props} />}
      {type === 'radio' && <RadioControl {...props} />}
      {type === 'checkbox' && <CheckboxControl {...props} />}
      {type === 'image' && <ImageControl {...props} />}
    </Suspense>
  );
}
