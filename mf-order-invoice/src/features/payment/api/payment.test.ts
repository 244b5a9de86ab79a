import { http } from '@conf/shared';
import { uploadVoucherImage } from './payment';

const upload = jest.spyOn(http, 'upload');

afterEach(() => upload.mockReset());

it('uploads a voucher as private (purpose voucher) and answers the address the server gives for it', async () => {
  const url = '/api/common/file/0123456789abcdef01234567?exp=1800000000&sig=abc';
  upload.mockResolvedValueOnce({ url });
  const file = new Blob(['png'], { type: 'image/png' });
  expect(await uploadVoucherImage(file)).toEqual({ url });
  expect(upload).toHaveBeenCalledWith(file, { purpose: 'voucher' });
});
