import { ApiError, isRefusal } from './errors';

describe('isRefusal', () => {
  it("is the server's no: a business failure (code 0) or a 4xx that will not change on a retry", () => {
    expect(isRefusal(new ApiError('会议不存在或已下线', 200, 0))).toBe(true);
    for (const status of [400, 403, 404, 409, 422]) expect(isRefusal(new ApiError('不行', status))).toBe(true);
  });

  it('is not a failure to get an answer: network, timeout, rate limit, server errors', () => {
    expect(isRefusal(new ApiError('请求超时，请稍后重试'))).toBe(false);
    for (const status of [408, 429, 500, 502, 503]) expect(isRefusal(new ApiError('请求失败', status))).toBe(false);
    expect(isRefusal(new TypeError('Failed to fetch'))).toBe(false);
    expect(isRefusal('会议不存在')).toBe(false);
  });
});
