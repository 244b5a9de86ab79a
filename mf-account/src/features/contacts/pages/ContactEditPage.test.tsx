import { act, fireEvent, screen } from '@testing-library/react';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import ContactEditPage from './ContactEditPage';
import { contactStore } from '../stores/contactStore';
import { getContacts, saveContact } from '../api/contacts';

jest.mock('../api/contacts', () => ({ getContacts: jest.fn(), saveContact: jest.fn(), deleteContact: jest.fn() }));
const save = saveContact as jest.MockedFunction<typeof saveContact>;
const list = getContacts as jest.MockedFunction<typeof getContacts>;

const WANG = { id: 7, name: '王建国', mobile: '13912345678', company: '协和', position: '主任', id_number: '' };

beforeEach(() => {
  save.mockReset();
  list.mockReset();
  contactStore.clear();
  logInForTest();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const renderAt = (url: string) =>
  renderRoutes(['/contact/person', url], { '/contact/person': <p>参会人列表</p>, '/contact/edit': <ContactEditPage /> });

const type = (placeholder: string, value: string) => fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const clickSave = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));

it("validates with the spec's texts, then saves the trimmed contact and goes back", async () => {
  save.mockImplementation(async (input) => ({ ...input, id: 9 }) as never);
  renderAt('/contact/edit');
  await clickSave();
  expect(await screen.findByText('请填写姓名')).toBeInTheDocument();
  type('请填写姓名', ' 周会务 ');
  type('请填写手机号', '1361234');
  await clickSave();
  expect(await screen.findByText('请填写正确的手机号')).toBeInTheDocument();
  type('请填写手机号', '13612345678');
  type('选填，用于会议入场核验', '110105198503121235');
  await clickSave();
  expect(await screen.findByText('请填写正确的身份证号')).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();
  type('选填，用于会议入场核验', '110105198503121234');
  await clickSave();
  expect(save).toHaveBeenCalledWith({
    name: '周会务',
    mobile: '13612345678',
    company: '',
    position: '',
    id_number: '110105198503121234',
    id: undefined,
  });
  expect(await screen.findByText('参会人列表')).toBeInTheDocument();
  expect(contactStore.list.map((c) => c.name)).toEqual(['周会务']);
});

it('opened directly with an id, loads the list, edits that contact and goes to the list inside the site', async () => {
  list.mockResolvedValue({ list: [WANG], total: 1 });
  save.mockImplementation(async (input) => ({ ...WANG, ...input }) as never);
  // Nothing of this site before it (a shared link, a refresh): saving must not go back off the site.
  renderRoutes('/contact/edit?id=7', { '/contact/person': <p>参会人列表</p>, '/contact/edit': <ContactEditPage /> });
  expect(await screen.findByDisplayValue('王建国')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '删除参会人' })).toBeInTheDocument();
  await clickSave();
  expect(save).toHaveBeenCalledWith(expect.objectContaining({ id: 7, name: '王建国', mobile: '13912345678' }));
  expect(await screen.findByText('参会人列表')).toBeInTheDocument();
});

it("says so when the contact is not the user's (or gone)", async () => {
  list.mockResolvedValue({ list: [WANG], total: 1 });
  renderAt('/contact/edit?id=99');
  expect(await screen.findByText('参会人不存在或已删除')).toBeInTheDocument();
});
