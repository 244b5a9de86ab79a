/**
 * The page with `before` put in front of the first `marker` and `after` behind it. A function as replacement, so
 * that what is put in (an organiser's meeting title in the answers, a picture's address) is taken as written:
 * a `$&` or `$'` in it is no pattern that pastes the page into itself.
 */
export function insert(html: string, marker: string, before: string, after = ''): string {
  return html.replace(marker, () => `${before}${marker}${after}`);
}
