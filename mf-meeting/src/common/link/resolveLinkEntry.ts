/** A configurable link on a meeting page (spec: "Meeting page link entries"). */
export interface LinkEntry {
  type: 'Fixed' | 'Inlay' | 'Custom' | 'Editor' | 'WXMp' | 'Outside' | 'Phone' | string;
  Fixed_type?: string;
  path?: string;
  name?: string;
  content?: string;
  appid?: string;
  url?: string;
  phone?: string;
  /** 1-3 internal navigation, 5-7 mini-program only, 8 copy to clipboard. */
  link_mode?: number;
  icon?: string;
}

export type LinkAction =
  | { kind: 'navigate'; to: string; requiresLogin: boolean }
  | { kind: 'external'; url: string }
  | { kind: 'tel'; phone: string }
  | { kind: 'copy'; text: string }
  | { kind: 'toast'; message: string }
  | { kind: 'none' };

export const MINI_PROGRAM_ONLY = '请在小程序中打开';
export const RICH_TEXT_PATH = '/meeting/information/detail';

/** Fixed_type_1..9 in order; 7 and 8 both sign up, 9 books hotels. */
const FIXED: Array<(id: string) => string> = [
  (id) => `/meeting/information/introduction?id=${id}`,
  (id) => `/meeting/expert/home?id=${id}`,
  (id) => `/meeting/schedule/home?id=${id}`,
  (id) => `/meeting/information/download?id=${id}`,
  (id) => `/meeting/exhibitor/home?id=${id}`,
  (id) => `/meeting/article/home/${id}`,
  (id) => `/meeting/apply/${id}`,
  (id) => `/meeting/apply/${id}`,
  (id) => `/hotel/list/${id}`,
];
const LOGIN_REQUIRED_KINDS = [7, 8, 9];

export function fixedKind(fixedType: string | undefined): number {
  const m = /^Fixed_type_([1-9])$/.exec(fixedType ?? '');
  return m ? Number(m[1]) : 0;
}

/**
 * A mini-program page path as a path of this site: the pages/ or subPackages/ prefix is stripped,
 * a trailing /index becomes /home, the mini-program's home (index/index) is /, the invoice page is /invoice,
 * and the meeting id is appended as `id`.
 */
export function webPathFromMiniProgram(path: string, meetingId: string): string {
  const [rawPath, rawQuery = ''] = path.split('?');
  let p = `/${rawPath.replace(/^\/+/, '')}`.replace(/^\/(pages|subPackages)(?=\/)/, '');
  p = p.replace(/\/index$/, '/home');
  if (/^\/invoice(\/home)?$/.test(p)) p = '/invoice';
  if (p === '/index/home') p = '/';
  const query = new URLSearchParams(rawQuery);
  if (meetingId && !query.has('id')) query.set('id', meetingId);
  const qs = query.toString();
  return qs ? `${p}?${qs}` : p;
}

/**
 * The mini-program's own page of an entry that only a mini-program opens (WXMp, link modes 5-7), from its
 * root as wx.miniProgram.navigateTo takes it; undefined for every other entry.
 */
export function miniProgramPage(entry: LinkEntry): string | undefined {
  const mode = entry.link_mode ?? 0;
  if (entry.type !== 'WXMp' && !(mode >= 5 && mode <= 7)) return undefined;
  return entry.path ? `/${entry.path.replace(/^\/+/, '')}` : '';
}

function byLinkMode(entry: LinkEntry, meetingId: string): LinkAction | null {
  const mode = entry.link_mode;
  if (!mode) return null;
  // Internal navigation goes to the entry's path; a Fixed entry (or one without a path) opens what its type
  // says, so a Fixed apply or hotel entry keeps its page and its login check.
  if (mode >= 1 && mode <= 3) {
    return entry.type === 'Fixed' || !entry.path
      ? null
      : { kind: 'navigate', to: webPathFromMiniProgram(entry.path, meetingId), requiresLogin: false };
  }
  if (mode >= 5 && mode <= 7) return { kind: 'toast', message: MINI_PROGRAM_ONLY };
  if (mode === 8) return { kind: 'copy', text: entry.content || entry.url || entry.path || '' };
  return null;
}

/** What tapping an entry does, decided without side effects. */
export function resolveLinkEntry(entry: LinkEntry, meetingId: string | number): LinkAction {
  const id = String(meetingId ?? '');
  const moded = byLinkMode(entry, id);
  if (moded) return moded;
  switch (entry.type) {
    case 'Fixed': {
      const kind = fixedKind(entry.Fixed_type);
      if (!kind) return { kind: 'none' };
      return { kind: 'navigate', to: FIXED[kind - 1](id), requiresLogin: LOGIN_REQUIRED_KINDS.includes(kind) };
    }
    case 'Inlay':
    case 'Custom':
      return entry.path ? { kind: 'navigate', to: webPathFromMiniProgram(entry.path, id), requiresLogin: false } : { kind: 'none' };
    case 'Editor': {
      const q = new URLSearchParams({ name: entry.name ?? '', content: entry.content ?? '' });
      return { kind: 'navigate', to: `${RICH_TEXT_PATH}?${q}`, requiresLogin: false };
    }
    case 'WXMp':
      return { kind: 'toast', message: MINI_PROGRAM_ONLY };
    case 'Outside':
      return entry.url ? { kind: 'external', url: entry.url } : { kind: 'none' };
    case 'Phone':
      return entry.phone ? { kind: 'tel', phone: entry.phone } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}
