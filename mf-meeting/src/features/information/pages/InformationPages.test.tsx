import { screen } from '@testing-library/react';
import RichTextPage from './RichTextPage';
import DownloadPage from './DownloadPage';
import IntroductionPage from './IntroductionPage';
import { getDownloads } from '../api/downloads';
import { sanitizedByServer } from '../api/richText';
import { getMeetingText } from '../../meetings';
import { page } from '../../../testing/data';
import { renderAt } from '../../../testing/renderAt';

jest.mock('../api/downloads');
jest.mock('../api/richText');
jest.mock('../../meetings/api/meetings');
const downloads = jest.mocked(getDownloads);
const text = jest.mocked(getMeetingText);
const sanitized = jest.mocked(sanitizedByServer);

afterEach(() => {
  document.body.innerHTML = '';
});

it("shows an Editor entry's text from the URL as the server sanitised it, titled by its name", async () => {
  const raw = '<h3>地铁</h3><p onclick="x()">2号线</p><script>window.hacked=1</script>';
  sanitized.mockResolvedValue('<h3>地铁</h3><p>2号线</p>');
  renderAt(
    '/meeting/information/detail',
    <RichTextPage />,
    `/meeting/information/detail?name=${encodeURIComponent('交通指南')}&content=${encodeURIComponent(raw)}`,
  );
  expect(screen.getByText('交通指南')).toBeInTheDocument();
  expect(await screen.findByText('2号线')).toBeInTheDocument();
  expect(sanitized).toHaveBeenCalledWith(raw);
  expect(screen.getByTestId('rich-text').innerHTML).toBe('<h3>地铁</h3><p>2号线</p>');
});

it('titles the rich-text page 图文详情 by default and says when it is empty', () => {
  renderAt('/meeting/information/detail', <RichTextPage />, '/meeting/information/detail');
  expect(screen.getByText('图文详情')).toBeInTheDocument();
  expect(screen.getByText('暂无内容')).toBeInTheDocument();
});

it('lists the downloads as real links to the files, with their names', async () => {
  downloads.mockResolvedValue(
    page([
      {
        id: 2,
        title: '大会手册',
        filename: '大会手册.pdf',
        mime: 'application/pdf',
        size: 1536,
        created_at: '2030-06-01T00:00:00Z',
        url: '/api/wyms/meeting/meeting_data_download/file/2',
      },
    ]),
  );
  renderAt('/meeting/information/download', <DownloadPage />, '/meeting/information/download?id=1');
  const link = await screen.findByRole('link', { name: '下载大会手册' });
  expect(link).toHaveAttribute('href', '/api/wyms/meeting/meeting_data_download/file/2');
  expect(link).toHaveAttribute('download', '大会手册.pdf');
  expect(screen.getByTestId('download-item')).toHaveTextContent('PDF大会手册1.5 KB · 2030年6月1日');
  expect(downloads).toHaveBeenCalledWith(1, 1);
});

it('says when a meeting has no downloads', async () => {
  downloads.mockResolvedValue(page([]));
  renderAt('/meeting/information/download', <DownloadPage />, '/meeting/information/download?id=1');
  expect(await screen.findByText('暂无可下载的资料')).toBeInTheDocument();
});

it('shows the meeting introduction, or says there is none', async () => {
  text.mockResolvedValueOnce({ id: 1, title: '大会', content: '<p>介绍正文</p>', brief_introduction: '', pay_information: '' });
  const view = renderAt('/meeting/information/introduction', <IntroductionPage />, '/meeting/information/introduction?id=1');
  expect(await screen.findByText('介绍正文')).toBeInTheDocument();
  expect(text).toHaveBeenCalledWith(1, 'content');
  view.unmount();
  text.mockResolvedValueOnce({ id: 1, title: '大会', content: '', brief_introduction: '', pay_information: '' });
  renderAt('/meeting/information/introduction', <IntroductionPage />, '/meeting/information/introduction?id=1');
  expect(await screen.findByText('暂无会议介绍')).toBeInTheDocument();
});

it('a page without a meeting id is not a page', () => {
  renderAt('/meeting/information/download', <DownloadPage />, '/meeting/information/download');
  expect(screen.getByText('Page not found: /meeting/information/download')).toBeInTheDocument();
});
