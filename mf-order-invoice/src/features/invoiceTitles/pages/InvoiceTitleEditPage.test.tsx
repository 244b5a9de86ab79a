import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@conf/shared';
import { logInForTest, renderRoutes } from '@conf/shared/src/testing/pages';
import InvoiceTitleEditPage from './InvoiceTitleEditPage';
import { getInvoiceTitle, searchCompanies, submitInvoiceTitle } from '../api/invoiceTitles';
import { company, person } from '../testData';

jest.mock('../api/invoiceTitles', () => ({
  ...jest.requireActual('../api/invoiceTitles'),
  getInvoiceTitle: jest.fn(),
  submitInvoiceTitle: jest.fn(),
  searchCompanies: jest.fn(),
}));
const getOne = jest.mocked(getInvoiceTitle);
const search = jest.mocked(searchCompanies);
const submit = jest.mocked(submitInvoiceTitle);

// Opened from the list, as users do: saving goes back to it.
const renderAt = (path: string) =>
  renderRoutes(['/invoice/title', path], { '/invoice/titleAdd': <InvoiceTitleEditPage />, '/invoice/title': <p>抬头列表</p> });

const field = (placeholder: string) => screen.getByPlaceholderText(placeholder);
const type = (placeholder: string, value: string) => fireEvent.change(field(placeholder), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));

beforeEach(() => {
  jest.resetAllMocks();
  search.mockResolvedValue([]);
  logInForTest();
});
afterEach(() => {
  document.body.innerHTML = '';
});

it('adds a company title: name and tax number required, the tax number upper-cased', async () => {
  submit.mockResolvedValue(company());
  renderAt('/invoice/titleAdd');
  expect(screen.getByText('新增发票抬头')).toBeInTheDocument();
  await save();
  expect(await screen.findByText('请填写抬头名称')).toBeInTheDocument();
  expect(screen.getByText('请填写税号')).toBeInTheDocument();

  type('请填写单位全称', '上海会通信息技术有限公司');
  type('纳税人识别号', '12345');
  await save();
  expect(await screen.findByText('统一社会信用代码应为18位')).toBeInTheDocument();
  type('纳税人识别号', '91310115ma1k4ab146');
  expect(field('纳税人识别号')).toHaveValue('91310115MA1K4AB146');
  type('选填，用于接收电子发票', 'not-mail');
  await save();
  expect(await screen.findByText('请填写正确的邮箱地址')).toBeInTheDocument();
  expect(submit).not.toHaveBeenCalled();

  type('选填，用于接收电子发票', 'fp@huitong.cn');
  await save();
  await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  expect(submit.mock.calls[0][0]).toMatchObject({
    type: 1,
    title: '上海会通信息技术有限公司',
    tax_number: '91310115MA1K4AB146',
    email: 'fp@huitong.cn',
    is_default: false,
  });
  expect(await screen.findByText('抬头列表')).toBeInTheDocument();
});

it("a person's title needs only a name and sends no company fields", async () => {
  submit.mockResolvedValue(person());
  renderAt('/invoice/titleAdd');
  fireEvent.click(screen.getByText('个人/非企业'));
  expect(await screen.findByPlaceholderText('请填写个人姓名')).toBeInTheDocument();
  expect(screen.queryByPlaceholderText('纳税人识别号')).toBeNull();
  type('请填写个人姓名', '李核销');
  await save();
  await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  const sent = submit.mock.calls[0][0];
  expect(sent).toMatchObject({ type: 2, title: '李核销' });
  expect(sent).not.toHaveProperty('tax_number');
  expect(sent).not.toHaveProperty('bank');
});

it('edits a stored title: loads it, then saves it with its id', async () => {
  getOne.mockResolvedValue(company());
  submit.mockResolvedValue(company({ title: '杭州云会科技股份有限公司' }));
  renderAt('/invoice/titleAdd?id=1');
  expect(screen.getByText('编辑发票抬头')).toBeInTheDocument();
  expect(screen.getByTestId('loading-skeleton')).toBeInTheDocument();
  expect(await screen.findByDisplayValue('杭州云会科技有限公司')).toBeInTheDocument();
  expect(getOne).toHaveBeenCalledWith(1);
  expect(field('纳税人识别号')).toHaveValue('91330106MA2GL8K25T');
  type('请填写单位全称', '杭州云会科技股份有限公司');
  await save();
  await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  expect(submit.mock.calls[0][0]).toMatchObject({
    id: 1,
    title: '杭州云会科技股份有限公司',
    is_default: true,
    bank: '招商银行杭州高新支行',
  });
});

it("keeps the form and shows the server's message when saving fails", async () => {
  submit.mockRejectedValue(new ApiError('最多可保存20个发票抬头', 200, 0));
  renderAt('/invoice/titleAdd');
  fireEvent.click(screen.getByText('个人/非企业'));
  type('请填写个人姓名', '王五');
  await save();
  expect(await screen.findByText('最多可保存20个发票抬头')).toBeInTheDocument();
  expect(screen.getByDisplayValue('王五')).toBeInTheDocument();
});

it('shows why a title could not be loaded, with retry', async () => {
  getOne.mockRejectedValueOnce(new ApiError('发票抬头不存在', 200, 0)).mockResolvedValueOnce(person());
  renderAt('/invoice/titleAdd?id=7');
  expect(await screen.findByText('发票抬头不存在')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
  expect(await screen.findByDisplayValue('张会务')).toBeInTheDocument();
});

it('an id that is not a number is not a page', () => {
  renderAt('/invoice/titleAdd?id=x');
  expect(screen.getByText('Page not found: /invoice/titleAdd')).toBeInTheDocument();
});

it('suggests companies by name and fills the title from the one picked', async () => {
  search.mockResolvedValue([
    {
      name: '阿里巴巴（中国）有限公司',
      tax_no: '91330100799655058B',
      address: '浙江省杭州市滨江区网商路699号',
      phone: '',
      bank: '',
      account: '',
    },
  ]);
  submit.mockResolvedValue(company());
  renderAt('/invoice/titleAdd');
  type('请填写单位全称', '阿里巴巴');
  fireEvent.click(await screen.findByRole('button', { name: /阿里巴巴（中国）有限公司/ }));
  expect(search).toHaveBeenCalledWith('阿里巴巴');
  expect(field('请填写单位全称')).toHaveValue('阿里巴巴（中国）有限公司');
  expect(field('纳税人识别号')).toHaveValue('91330100799655058B');
  await waitFor(() => expect(screen.queryByRole('list', { name: '企业名称联想' })).toBeNull());
  await save();
  expect(submit.mock.calls[0][0]).toMatchObject({
    title: '阿里巴巴（中国）有限公司',
    tax_number: '91330100799655058B',
    address: '浙江省杭州市滨江区网商路699号',
  });
});
