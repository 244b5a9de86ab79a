import { useEffect, type ReactNode } from 'react';
import { reaction } from 'mobx';
import { useNavigate } from 'react-router-dom';
import { configStore } from '../stores/config';
import { sessionStore } from '../stores/session';
import { warmUpHttpClient } from '../http/request';
import { setNavigator } from '../navigation/navigator';
import { ScrollRestoration } from '../navigation/ScrollRestoration';
import { installLayoutSizing } from './layoutSizing';
import { installKeyboardAccess } from './keyboardAccess';
import { applyTheme } from './theme';
import { PcParamSync } from './PcParamSync';
import { GlobalLoading } from './GlobalLoading';
import { VersionCheck } from './VersionCheck';
import './dates';

/**
 * What every page needs around it: session and config loaded at start, theme, mobile sizing, keyboard access,
 * pc remembered, the loading indicator, scroll positions, the version check and SPA navigation for code
 * outside React.
 * The shell renders it once; a remote's standalone dev page renders it too.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const navigate = useNavigate();

  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);

  useEffect(() => {
    void sessionStore.refresh();
    void configStore.load();
    // After the config call, which takes its answer from the page's HTML at once when it has one: what is left
    // there is for the page itself, which then needs no HTTP client to show.
    warmUpHttpClient();
    const stopTheme = reaction(
      () => [configStore.themeColor, configStore.themeRgb] as const,
      ([color, rgb]) => applyTheme(color, rgb),
      { fireImmediately: true },
    );
    const stopSizing = installLayoutSizing();
    const stopKeyboard = installKeyboardAccess();
    return () => {
      stopTheme();
      stopSizing();
      stopKeyboard();
    };
  }, []);

  return (
    <>
      <ScrollRestoration />
      <VersionCheck />
      <PcParamSync />
      <GlobalLoading />
      {children}
    </>
  );
}
