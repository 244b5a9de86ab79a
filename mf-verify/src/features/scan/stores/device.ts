const DEVICE_KEY = 'verify-device';

/** A name for this scanner, shown beside each check-in it made (kept for the browser's lifetime). */
export function deviceName(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = Math.random().toString(36).slice(2, 6).toUpperCase();
    localStorage.setItem(DEVICE_KEY, id);
  }
  const ua = navigator.userAgent;
  const kind = /iPhone|iPad/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS/.test(ua)
          ? 'Mac'
          : 'Web';
  return `${kind} 扫码设备 ${id}`;
}

/** A client id for one scan: its resends (flaky network, offline queue) get the first answer. */
export function newScanId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
