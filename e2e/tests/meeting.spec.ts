import { test, expect, waitForApp, logIn, DEMO_MEETING } from './fixtures';

const DEMO = '第十届中国智慧医疗创新大会';

test('a visitor goes home → meeting → experts → expert → schedule → article', async ({ page, pageErrors }) => {
  await page.goto('/');
  await waitForApp(page);
  await expect(page.getByRole('region', { name: '近期会议' }).locator('img').first()).toBeVisible();
  await page.getByRole('region', { name: '近期会议' }).getByText(DEMO).click();

  await expect(page).toHaveURL(/\/meeting\/home\/\d+$/);
  const meetingId = page.url().split('/').pop();
  await expect(page.getByRole('heading', { name: DEMO })).toBeVisible();
  await expect(page.getByText('上海市浦东新区滨江大道 2727 号')).toBeVisible();

  await page.getByRole('button', { name: '专家嘉宾' }).click();
  await expect(page).toHaveURL(`/meeting/expert/home?id=${meetingId}`);
  await page.getByTestId('expert-card').filter({ hasText: '陈立民' }).click();
  await expect(page).toHaveURL(new RegExp(`/meeting/expert/detail\\?id=\\d+&meeting_id=${meetingId}$`));
  await expect(page.getByRole('heading', { name: '陈立民' })).toBeVisible();
  await expect(page.getByText('华东医科大学附属中心医院')).toBeVisible();

  await page.getByRole('link', { name: /开幕式/ }).click();
  await expect(page).toHaveURL(/\/meeting\/schedule\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: '开幕式' })).toBeVisible();
  await expect(page.getByText('主持人：刘建华')).toBeVisible();

  await page.getByRole('link', { name: DEMO }).click();
  await expect(page).toHaveURL(`/meeting/home/${meetingId}`);
  await page.getByRole('button', { name: '会议日程' }).click();
  await expect(page).toHaveURL(`/meeting/schedule/home?id=${meetingId}`);
  await expect(page.getByTestId('schedule-card').first()).toBeVisible();
  await expect(page.getByRole('tablist').locator('.rv-tab')).toHaveCount(3);

  await page.goBack();
  await page.getByRole('button', { name: '会议资讯' }).click();
  await expect(page).toHaveURL(`/meeting/article/home/${meetingId}`);
  await page.getByTestId('article-card').filter({ hasText: '今日开幕' }).click();
  await expect(page).toHaveURL(/\/meeting\/article\/detail\/\d+$/);
  await expect(page.getByRole('heading', { name: '第十届中国智慧医疗创新大会今日开幕' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('meeting search keeps its history: newest first, no repeats, kept across visits, clearable', async ({ page }) => {
  await page.goto('/meetingList');
  await waitForApp(page);
  await page.getByLabel('搜索会议').click();
  await expect(page).toHaveURL('/meeting/search');
  const box = page.getByPlaceholder('搜索会议名称、城市或场馆');
  const search = async (term: string) => {
    await box.fill(term);
    await box.press('Enter');
    await expect(page).toHaveURL(`/meeting/search/result?keyword=${encodeURIComponent(term)}`);
  };
  await search('杭州');
  // Console specs may publish meetings of their own in 杭州 meanwhile: the demo ones are what is known here.
  await expect(page.getByTestId('meeting-card').filter({ hasText: '第八届长三角数字经济峰会' })).toHaveCount(1);
  await expect(page.getByTestId('meeting-card').filter({ hasText: DEMO })).toHaveCount(0);
  await page.goBack();
  await search('医疗');
  await page.goBack();
  await search('杭州');
  await page.goBack();
  await search('无此会议');
  await expect(page.getByText('没有找到与“无此会议”相关的会议')).toBeVisible();

  await page.goto('/meeting/search');
  const history = page.getByRole('region', { name: '搜索历史' });
  await expect(history.getByRole('listitem')).toHaveText(['无此会议', '杭州', '医疗']);
  await history.getByRole('button', { name: '医疗' }).click();
  await expect(page).toHaveURL(`/meeting/search/result?keyword=${encodeURIComponent('医疗')}`);
  await page.goBack();
  await expect(history.getByRole('listitem')).toHaveText(['医疗', '无此会议', '杭州']);
  await page.getByLabel('清空搜索历史').click();
  await page.locator('.rv-dialog').getByRole('button', { name: '清空', exact: true }).click();
  await expect(history.getByText('暂无搜索历史')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: '搜索历史' }).getByText('暂无搜索历史')).toBeVisible();
});

test('expert and exhibitor searches keep their own histories', async ({ page }) => {
  const id = DEMO_MEETING;
  await page.goto(`/meeting/expert/home?id=${id}`);
  await waitForApp(page);
  await page.getByRole('button', { name: '搜索专家姓名、单位或职称' }).click();
  await page.getByPlaceholder('搜索专家姓名、单位或职称').fill('江南省');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(`/meeting/expert/result?id=${id}&keyword=${encodeURIComponent('江南省')}`);
  await expect(page.getByTestId('expert-card')).toHaveCount(2);

  await page.goto(`/meeting/exhibitor/search?id=${id}`);
  await expect(page.getByRole('region', { name: '搜索历史' }).getByText('暂无搜索历史')).toBeVisible();
  await page.getByPlaceholder('搜索展商名称、展位号或类别').fill('影像');
  await page.getByPlaceholder('搜索展商名称、展位号或类别').press('Enter');
  await page.getByTestId('exhibitor-card').click();
  await expect(page.getByText('CT、MR 影像设备与影像 AI 辅助诊断。')).toBeVisible();

  await page.goto(`/meeting/expert/search?id=${id}`);
  await expect(page.getByRole('region', { name: '搜索历史' }).getByRole('listitem')).toHaveText(['江南省']);
});

test('the meeting list has status tabs and loads more as it scrolls', async ({ page }) => {
  await page.goto('/meetingList');
  await waitForApp(page);
  const cards = page.getByTestId('meeting-card').filter({ visible: true });
  for (const title of [DEMO, '第八届长三角数字经济峰会', '第五届全国酒店业高质量发展论坛', '第六届粤港澳大湾区新能源产业博览会']) {
    await expect(cards.filter({ hasText: title })).toHaveCount(1);
  }
  await page.getByRole('tablist').getByText('已结束', { exact: true }).click();
  await expect(cards.filter({ hasText: '第六届粤港澳大湾区新能源产业博览会' })).toHaveCount(1);
  await expect(cards.filter({ hasText: DEMO })).toHaveCount(0);

  // 20 exhibitors come 10 a page: the page's HTML carries the first two (the first does not fill the screen),
  // so the list asks the server for none of them, and says there is no more at its end.
  const pages: string[] = [];
  page.on('request', (r) => r.url().includes('meeting_exhibitor/index') && pages.push(new URL(r.url()).searchParams.get('page') ?? ''));
  await page.goto(`/meeting/exhibitor/home?id=${DEMO_MEETING}`);
  await page.mouse.wheel(0, 3000);
  await expect(page.getByTestId('exhibitor-card')).toHaveCount(20);
  await page.mouse.wheel(0, 3000);
  await expect(page.getByText('没有更多了')).toBeVisible();
  expect(pages).toEqual([]);

  // 40 news come 10 a page: the two in the HTML, then the list asks for the next as its end nears.
  const news: string[] = [];
  page.on('request', (r) => r.url().includes('api/wyms/article/index') && news.push(new URL(r.url()).searchParams.get('page') ?? ''));
  await page.goto('/article/news');
  const newsCards = page.getByTestId('article-card').filter({ visible: true });
  await expect(newsCards).toHaveCount(20);
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(newsCards).toHaveCount(40, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  expect(news).toEqual(['3', '4']);
});

test('downloads really download, with their names', async ({ page }) => {
  await page.goto(`/meeting/information/download?id=${DEMO_MEETING}`);
  await waitForApp(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: '下载大会手册' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('第十届中国智慧医疗创新大会-大会手册.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 8).toString()).toBe('%PDF-1.4');
});

test('news by category, an article, and its share page without the app bars', async ({ page }) => {
  await page.goto('/article/news');
  await waitForApp(page);
  await page.getByRole('tablist').getByText('政策解读', { exact: true }).click();
  const card = page.getByTestId('article-card').filter({ visible: true }).first();
  await expect(card).toContainText('政策解读');
  const title = (await card.locator('h3').textContent())!;
  await card.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const id = page.url().split('/').pop();
  await page.goto(`/share/article?id=${id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('.rv-nav-bar')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
});

test('the attendee page needs a login, then shows the account and its records', async ({ page }) => {
  await page.goto('/test-attendee');
  await waitForApp(page);
  await expect(page.getByText('登录后才能查看此页面')).toBeVisible();
  await page.getByRole('button', { name: '前往登录' }).click();
  await expect(page).toHaveURL(/\/sign\/byPwd\?redirect=%2Ftest-attendee$/);
  await logIn(page, '13800138000');
  await page.goto('/test-attendee');
  await expect(page.getByRole('region', { name: '当前账号' }).getByText('138****8000')).toBeVisible();
  await expect(page.getByText('暂无参会人记录').or(page.getByTestId('applyer').first())).toBeVisible();
});
