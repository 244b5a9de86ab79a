import { confirmLogin, copyText, inMiniProgram, loadJssdk, navigateTo, toast, tokenStorage } from '@conf/shared';
import { MINI_PROGRAM_ONLY, miniProgramPage, resolveLinkEntry, type LinkEntry } from './resolveLinkEntry';

/** Inside a mini-program's web view, its page through the JS-SDK; false when the SDK is out of reach. */
async function openInMiniProgram(page: string): Promise<boolean> {
  const wx = await loadJssdk().catch(() => undefined);
  if (!wx) return false;
  wx.miniProgram.navigateTo({ url: page, fail: () => void toast.info(MINI_PROGRAM_ONLY) });
  return true;
}

/** Carries out what tapping a link entry means: navigation, a new tab, a call, a copy or a toast. */
export async function openLinkEntry(entry: LinkEntry, meetingId: string | number): Promise<void> {
  const page = miniProgramPage(entry);
  if (page && inMiniProgram() && (await openInMiniProgram(page))) return;
  const action = resolveLinkEntry(entry, meetingId);
  switch (action.kind) {
    case 'navigate':
      if (action.requiresLogin && !tokenStorage.get()) {
        await confirmLogin();
        return;
      }
      navigateTo(action.to);
      return;
    case 'external':
      window.open(action.url, '_blank', 'noopener');
      return;
    case 'tel':
      window.location.href = `tel:${action.phone}`;
      return;
    case 'copy':
      await copyText(action.text);
      return;
    case 'toast':
      await toast.info(action.message);
      return;
    case 'none':
      return;
  }
}
