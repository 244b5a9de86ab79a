// What the console's editors offer, as plain constants: the pages use them at run time without any schema code.

/** The kinds of question the console's form editor offers . */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'select',
  'radio',
  'checkbox',
  'date',
  'area',
  'image',
  'id_number',
  'mobile',
  'email',
  'sector',
] as const;
export const FORM_FIELD_TYPE_TEXT: Record<(typeof FORM_FIELD_TYPES)[number], string> = {
  text: '单行文字',
  textarea: '多行文字',
  number: '数字',
  select: '下拉选择',
  radio: '单选',
  checkbox: '多选',
  date: '日期',
  area: '地区',
  image: '图片',
  id_number: '身份证号',
  mobile: '手机号',
  email: '邮箱',
  sector: '行业',
};

/** The spec's link entry types and link modes (1-3 navigate inside the site, 5-7 only in the mini-program, 8 copy). */
export const ENTRY_TYPES = ['Fixed', 'Inlay', 'Custom', 'Editor', 'WXMp', 'Outside', 'Phone'] as const;
export const LINK_MODES = [1, 2, 3, 5, 6, 7, 8] as const;
