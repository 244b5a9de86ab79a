/** After this long the first screen gives way even if the page never showed the picture (it failed, or has none now). */
export const GIVE_UP_MS = 8000;

/**
 * The mark of the element that shows a page's lead picture: `data-lead` holding the picture's address, on an
 * <img> or on an element whose background it is. Set by the remotes' pages (mf-meeting's home carousel and
 * meeting hero), read here.
 */
const LEAD = '[data-lead]';

/**
 * Takes the server's first screen (#first-screen: the lead picture where the page will show it) away once the
 * page shows the same picture itself. Until then it covers that spot, so the picture stays put from the first
 * paint on; taken away earlier, the page's skeleton would flash in its place. It gives way anyway after
 * GIVE_UP_MS. Returns the release, for the caller to give way at once (when the user goes to another path).
 */
export function releaseFirstScreen(root: HTMLElement): () => void {
  const screen = document.getElementById('first-screen');
  if (!(screen instanceof HTMLImageElement)) return () => {};
  const showsScreen = (el: HTMLElement) => new URL(el.dataset.lead ?? '', document.baseURI).href === screen.src;

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    observer.disconnect();
    clearTimeout(timer);
    screen.remove();
  };
  const check = () => {
    const lead = Array.from(root.querySelectorAll<HTMLElement>(LEAD)).find(showsScreen);
    if (!lead) return;
    observer.disconnect();
    // The page's own pixels decoded first, so what shows when the screen goes is the picture, not a blank box.
    const pixels = lead instanceof HTMLImageElement ? lead : Object.assign(new Image(), { src: screen.src });
    pixels.decode().then(release, release);
  };

  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true });
  const timer = setTimeout(release, GIVE_UP_MS);
  check();
  return release;
}
