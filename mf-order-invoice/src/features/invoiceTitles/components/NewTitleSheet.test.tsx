import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import NewTitleSheet from './NewTitleSheet';
import { searchCompanies, submitInvoiceTitle } from '../api/invoiceTitles';
import { company } from '../testData';

jest.mock('../api/invoiceTitles', () => ({
  ...jest.requireActual('../api/invoiceTitles'),
  submitInvoiceTitle: jest.fn(),
  searchCompanies: jest.fn(),
}));

afterEach(() => {
  document.body.innerHTML = '';
});

it('saves the new title as the title page does and hands it back', async () => {
  jest.mocked(searchCompanies).mockResolvedValue([]);
  jest.mocked(submitInvoiceTitle).mockResolvedValue(company());
  const onSaved = jest.fn();
  render(<NewTitleSheet visible onClose={() => undefined} onSaved={onSaved} />);
  const sheet = await screen.findByTestId('new-title-sheet');
  expect(sheet).toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
  expect(await screen.findByText('请填写抬头名称')).toBeInTheDocument();
  fireEvent.change(screen.getByPlaceholderText('请填写单位全称'), { target: { value: '上海会通信息技术有限公司' } });
  fireEvent.change(screen.getByPlaceholderText('纳税人识别号'), { target: { value: '91310115MA1K4AB146' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(company()));
  expect(jest.mocked(submitInvoiceTitle).mock.calls[0][0]).toMatchObject({
    type: 1,
    title: '上海会通信息技术有限公司',
    tax_number: '91310115MA1K4AB146',
  });
}, 30_000);
