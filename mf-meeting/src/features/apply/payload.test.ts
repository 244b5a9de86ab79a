import type { CustomField } from './api/applyForm';
import { duplicateMobile, toApplyers } from './payload';

const field = (name: string, type: CustomField['type']): CustomField => ({
  id: name.length,
  name,
  label: name,
  type,
  options: [],
  required: false,
  placeholder: '',
  ticket_type_ids: [],
});
const FORM = [
  field('company', 'text'),
  field('id_number', 'id_number'),
  field('forum', 'checkbox'),
  field('photo', 'image'),
  field('area', 'area'),
  field('note', 'text'),
];
const contact = { id: 3, name: '王建国', mobile: '13912345678', company: '北京协和医院', position: '心内科主任', id_number: '' };

it('puts standard answers on the attendee, the rest under fields, and lets a contact fill what the form does not ask', () => {
  const values = {
    p1: {
      name: ' 王建国 ',
      mobile: '13912345678',
      company: '协和医院',
      id_number: '11010519491231002x',
      forum: ['智慧医院建设'],
      photo: [{ url: 'https://x/u/1.png' }],
      area: '北京市/北京市',
      note: '  ',
    },
    p2: { name: '赵一鸣', mobile: '13600001111', forum: [], photo: [] },
  };
  const [a, b] = toApplyers(
    values,
    [
      { key: 1, contact },
      { key: 2, contact: null },
    ],
    FORM,
  );
  expect(a).toEqual({
    name: '王建国',
    mobile: '13912345678',
    company: '协和医院',
    position: '心内科主任',
    email: '',
    id_number: '11010519491231002X',
    contact_id: 3,
    fields: { forum: ['智慧医院建设'], photo: 'https://x/u/1.png', area: '北京市/北京市' },
  });
  expect(b).toEqual({
    name: '赵一鸣',
    mobile: '13600001111',
    company: '',
    position: '',
    email: '',
    id_number: '',
    contact_id: null,
    fields: {},
  });
  expect(duplicateMobile([a, b])).toBeNull();
  expect(duplicateMobile([a, { ...b, mobile: a.mobile }])).toBe('参会人手机号重复，每位参会人需使用不同的手机号');
});
