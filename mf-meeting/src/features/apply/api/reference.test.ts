import { http } from '@conf/shared';
import { uploadFormImage } from './reference';

const upload = jest.spyOn(http, 'upload');

afterEach(() => upload.mockReset());

it('uploads a form picture as private (purpose form) and answers the address the server gives for it', async () => {
  const url = '/api/common/file/0123456789abcdef01234567?exp=1800000000&sig=abc';
  upload.mockResolvedValueOnce({ url });
  const file = new Blob(['png'], { type: 'image/png' });
  expect(await uploadFormImage(file)).toEqual({ url });
  expect(upload).toHaveBeenCalledWith(file, { purpose: 'form' }, { showLoading: true });
});
