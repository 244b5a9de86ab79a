import type { Feature } from '../types';
import { platformRoutes } from './routes';
import { seedPlatform } from './seed';
import { platformCommands } from './commands';

export { insertDemoUsers } from './seed';
export { readSettings, consoleSettings, saveSettings } from './settings';

export const platform: Feature = {
  name: 'platform',
  tag: { name: '平台', description: '健康检查、会话、站点配置与文本、接口文档' },
  routes: platformRoutes,
  demo: [{ key: 'platform', run: seedPlatform }],
  commands: platformCommands,
  // The shell's configuration store asks for it on every page (the theme colour, the site's name); the site's
  // texts are the whole of their pages (mf-account's TextPage). A text that travels in a page's address (an
  // Editor entry's, /meeting/information/detail?content=) is shown as this server sanitised it (a POST).
  firstCalls: [
    { path: /^/, calls: () => ['api/wyms/config/config'] },
    {
      path: /^\/setting\/(agreement|privacy|introduce)$/,
      calls: ([, page]) => [`api/wyms/config/${page === 'introduce' ? 'platform_introduction' : page}`],
    },
    {
      path: /^\/meeting\/information\/detail$/,
      calls: (_, q) => {
        const content = q.get('content') ?? '';
        return content.trim() ? [`POST api/common/rich_text?${new URLSearchParams({ content })}`] : [];
      },
    },
  ],
};
