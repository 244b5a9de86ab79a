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
  // texts are the whole of their pages (mf-account's TextPage).
  firstCalls: [
    { path: /^/, calls: () => ['api/wyms/config/config'] },
    {
      path: /^\/setting\/(agreement|privacy|introduce)$/,
      calls: ([, page]) => [`api/wyms/config/${page === 'introduce' ? 'platform_introduction' : page}`],
    },
  ],
};
