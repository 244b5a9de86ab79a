export const ROOT_FONT_CAP_PX = 75;
export const BODY_FONT_CAP_PX = 70;

/** Root font size is a tenth of the viewport width, capped at 75px. */
export const rootFontSize = (viewportWidth: number) => Math.min(viewportWidth / 10, ROOT_FONT_CAP_PX);
/** Body font size is 12 times the pixel ratio, capped at 70px. */
export const bodyFontSize = (pixelRatio: number) => Math.min(12 * (pixelRatio || 1), BODY_FONT_CAP_PX);

function apply(): void {
  document.documentElement.style.fontSize = `${rootFontSize(document.documentElement.clientWidth || window.innerWidth)}px`;
  if (document.body) document.body.style.fontSize = `${bodyFontSize(window.devicePixelRatio)}px`;
}

/** Sizes now and on every resize or rotation; returns the cleanup. */
export function installLayoutSizing(): () => void {
  apply();
  window.addEventListener('resize', apply);
  window.addEventListener('orientationchange', apply);
  return () => {
    window.removeEventListener('resize', apply);
    window.removeEventListener('orientationchange', apply);
  };
}
