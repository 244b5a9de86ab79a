/** Where API calls go. Same origin by default; a deployment may point elsewhere via window.__APP_CONFIG__. */
export function apiBase(): string {
  return (typeof window !== 'undefined' && window.__APP_CONFIG__?.apiBase) || '/';
}

/** Uploads go to their own host (spec: "sent to a separate upload host"); the API host by default. */
export function uploadBase(): string {
  return (typeof window !== 'undefined' && window.__APP_CONFIG__?.uploadBase) || apiBase();
}
