import '@conf/shared/src/testing/intersectionObserver';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TwoLevelInput } from './TwoLevelInput';
import { getChildren, getParents } from '../api/reference';

jest.mock('../api/reference');

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <TwoLevelInput kind="area" title="所在地区" placeholder="请选择所在地区" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

afterEach(() => {
  jest.resetAllMocks();
  document.body.innerHTML = '';
});

it('loads provinces when opened and a province’s cities when it is chosen, then answers "省/市"', async () => {
  jest.mocked(getParents).mockResolvedValue([
    { id: 1, name: '北京市' },
    { id: 11, name: '浙江省' },
  ]);
  jest.mocked(getChildren).mockResolvedValue([
    { id: 101, name: '杭州市' },
    { id: 102, name: '宁波市' },
  ]);
  render(<Harness />);
  expect(getParents).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: '请选择所在地区' }));
  fireEvent.click(await screen.findByText('浙江省'));
  await waitFor(() => expect(getChildren).toHaveBeenCalledWith('area', 11));
  fireEvent.click(await screen.findByText('杭州市'));
  await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('浙江省/杭州市'));
  expect(screen.getByRole('button', { name: '浙江省/杭州市' })).toBeInTheDocument();
});
