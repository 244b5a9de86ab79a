import { makeAutoObservable, runInAction } from 'mobx';
import { http } from '../http/request';
import { DEFAULT_THEME_COLOR, hexToRgb } from './color';

export interface SiteConfig {
  theme_colors?: string;
  site_name?: string;
  [key: string]: unknown;
}

/** System configuration from api/wyms/config/config; the theme colour falls back to #675643. */
export class ConfigStore {
  config: SiteConfig = {};
  loaded = false;

  constructor() {
    makeAutoObservable(this);
  }

  get themeColor(): string {
    const c = typeof this.config.theme_colors === 'string' ? this.config.theme_colors : '';
    return c && hexToRgb(c) ? (c.startsWith('#') ? c : `#${c}`) : DEFAULT_THEME_COLOR;
  }

  get themeRgb(): string {
    return (hexToRgb(this.themeColor) ?? hexToRgb(DEFAULT_THEME_COLOR)!).join(', ');
  }

  async load(): Promise<void> {
    try {
      const config = await http.get<SiteConfig>('api/wyms/config/config', {}, { auth: false });
      runInAction(() => {
        this.config = config ?? {};
      });
    } catch {
      // The default theme stands in; the page still works.
    } finally {
      runInAction(() => {
        this.loaded = true;
      });
    }
  }
}

export const configStore = new ConfigStore();
