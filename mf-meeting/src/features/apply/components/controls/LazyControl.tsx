import { Suspense } from 'react';
import { lazyPage } from '@conf/shared';
import type { ControlProps } from './controlProps';
import { LOAD_CONTROL, type LazyType } from './loadControls';
import styles from '../controls.module.css';

const TextAreaControl = lazyPage(LOAD_CONTROL.textarea);
const RadioControl = lazyPage(LOAD_CONTROL.radio);
const CheckboxControl = lazyPage(LOAD_CONTROL.checkbox);
const ImageControl = lazyPage(LOAD_CONTROL.image);
const SelectControl = lazyPage(LOAD_CONTROL.select);
const DateControl = lazyPage(LOAD_CONTROL.date);
const TwoLevelControl = lazyPage(LOAD_CONTROL.area);

/** The control of a question fetched on demand; usually already here (ApplyRoute preloads a form's controls). */
export function LazyControl(props: ControlProps & { field: { type: LazyType } }) {
  const type: LazyType = props.field.type;
  return (
    <Suspense
      fallback={
        <span className={styles.placeholder} role="status">
          加载中…
        </span>
      }
    >
      {type === 'textarea' && <TextAreaControl {...props} />}
      {type === 'radio' && <RadioControl {...props} />}
      {type === 'checkbox' && <CheckboxControl {...props} />}
      {type === 'image' && <ImageControl {...props} />}
      {type === 'select' && <SelectControl {...props} />}
      {type === 'date' && <DateControl {...props} />}
      {(type === 'area' || type === 'sector') && <TwoLevelControl {...props} />}
    </Suspense>
  );
}
