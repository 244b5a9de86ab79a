// Applied to react-vant's ES modules (es/<component>/*.js), which the apps share one component at a time.
// - Its icons come from the icon package's index, which re-exports all 242 of them. Each such import becomes
//   one import per icon, the form the apps use, so a component's chunk carries only the icons it draws.
// - Its ConfigProvider takes its Chinese texts from the locale folder's index, which holds the texts of all six
//   languages the kit ships (2.5 KiB gzip in every first load). The site is Chinese only: it takes the zh-CN
//   file itself, and nothing imports the index.
// - Its Field imports Dialog for one rarely used prop (`tooltip`, a ? that opens a dialog), so every form page
//   waited for Dialog with its Popup, Overlay and transitions (about 10 KiB gzip). The dialog is fetched when
//   that ? is tapped instead.
// - Its Uploader imports ImagePreview for the full picture shown when a preview is tapped (4.5 KiB gzip), and
//   with it the Swiper and its @react-spring and @use-gesture (24 KiB), which every page with an upload field
//   downloaded before its first screen. The preview is fetched at that tap instead. (The meeting's sign-up form
//   still gets the Swiper from Cascader's Tabs, whose TabsContent imports it.)
// - Its Empty draws one of its pictures, 'network', as a 4 KiB SVG in its code (1 KiB gzip in every first load)
//   and fetches the others from a CDN that a phone on a venue's intranet may not reach. The site passes its own
//   (@conf/shared's EmptyImage; the lint refuses an Empty without one), so the SVG is left out.
// - Its NavBar and Tabbar measure their own height once mounted, for the placeholder they keep under a fixed
//   bar, and that measuring forced a layout inside React's commit of every page (about 7 ms on this machine,
//   28 ms at Lighthouse's 4x). The site keeps that room in CSS and asks for no placeholder, so they measure
//   only when one is asked for.
// - Its Cell draws a link's arrow with one of four icons, one per direction, and brought all four with every cell
//   (1.1 KiB gzip more than the one it draws, on most pages). It draws the right arrow for each, turned by a class
//   of ours for the other directions (shared/src/app/base.css).
// - Its Input's index attaches TextArea as Input.TextArea, so every page with a text field loaded TextArea too
//   (2 KiB gzip). Input comes alone; Field, which draws a textarea as Input.TextArea, imports TextArea from its own
//   folder, as the pages do (the lint refuses Input.TextArea).
// - Each component imports its own stylesheet. The kit's CSS is loaded once, whole, before the app's own
//   (shared/src/index.ts), so the cascade does not depend on which component a page happened to load first.
const ICON_INDEX_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@react-vant\/icons['"];?/g;
const LOCALE_INDEX_IMPORT = /import\s*\{\s*zhCN as (\w+)\s*\}\s*from\s*['"]\.\.\/locale['"];?/;
const FIELD_DIALOG_IMPORT = /^import Dialog from '\.\.\/dialog';[ \t]*\n/m;
const FIELD_DIALOG_SHOW = /\bDialog\.show\(dialogProps\)/;
const UPLOADER_PREVIEW_IMPORT = /^import ImagePreview from '\.\.\/image-preview';[ \t]*\n/m;
const UPLOADER_PREVIEW_OPEN = /\bimagePreview\.current = ImagePreview\.open\(([^;]*)\);/;
const EMPTY_NETWORK_IMPORT = /^import \{ Network \} from '\.\/Network';[ \t]*\n/m;
const EMPTY_NETWORK_USE = /\breturn Network;/;
const HEIGHT_MEASURE = /\buseHeight\((\w+)\)/;
const PLACEHOLDER_ASKED = 'props.fixed && props.placeholder';
const CELL_ARROWS_IMPORT = /import\s*\{\s*Arrow,\s*ArrowDown,\s*ArrowLeft,\s*ArrowUp\s*\}\s*from\s*'@react-vant\/icons';/;
const CELL_TURNED_ARROWS =
  /(\s*)if \(props\.arrowDirection === 'left'\) return _jsx\(ArrowLeft, \{\s*className: className\s*\}\);\s*if \(props\.arrowDirection === 'up'\) return _jsx\(ArrowUp, \{\s*className: className\s*\}\);\s*if \(props\.arrowDirection === 'down'\) return _jsx\(ArrowDown, \{\s*className: className\s*\}\);\s*return _jsx\(Arrow, \{\s*className: className\s*\}\);/;
const INPUT_TEXTAREA_IMPORT = /^import TextArea from '\.\.\/text-area';[ \t]*\n/m;
const INPUT_TEXTAREA_ATTACHED = /Object\.assign\(_Input, \{\s*TextArea\s*\}\)/;
const FIELD_INPUT_IMPORT = /^import Input from '\.\.\/input';[ \t]*\n/m;
const FIELD_TEXTAREA_USE = /\bInput\.TextArea\b/g;
const OWN_STYLESHEET = /^import\s*['"]\.\/style\/index\.(css|less)['"];?[ \t]*\n?/gm;

const perIcon = (names) =>
  names
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .map((n) => {
      const [icon, local = icon] = n.split(/\s+as\s+/);
      return `import ${local} from '@react-vant/icons/es/${icon}';`;
    })
    .join('\n');

/** Field's Dialog import made a fetch at the tap (only where both the import and the one call are found). */
function dialogOnTap(source) {
  if (!FIELD_DIALOG_IMPORT.test(source) || !FIELD_DIALOG_SHOW.test(source)) return source;
  return source
    .replace(FIELD_DIALOG_IMPORT, '')
    .replace(FIELD_DIALOG_SHOW, "import('../dialog').then(({ default: Dialog }) => Dialog.show(dialogProps))");
}

/** Uploader's ImagePreview import made a fetch at the tap on a preview (only where both are found as expected). */
function previewOnTap(source) {
  if (!UPLOADER_PREVIEW_IMPORT.test(source) || !UPLOADER_PREVIEW_OPEN.test(source)) return source;
  return source
    .replace(UPLOADER_PREVIEW_IMPORT, '')
    .replace(
      UPLOADER_PREVIEW_OPEN,
      (_, options) =>
        `import('../image-preview').then(({ default: ImagePreview }) => { imagePreview.current = ImagePreview.open(${options}); });`,
    );
}

/** Empty without its built-in 'network' picture (only where both the import and the one use are found). */
function withoutNetworkPicture(source) {
  if (!EMPTY_NETWORK_IMPORT.test(source) || !EMPTY_NETWORK_USE.test(source)) return source;
  return source.replace(EMPTY_NETWORK_IMPORT, '').replace(EMPTY_NETWORK_USE, 'return null;');
}

/** A fixed bar's height measured only when its placeholder is asked for (only where the bar renders one). */
function measuredForPlaceholderOnly(source) {
  if (!source.includes(PLACEHOLDER_ASKED)) return source;
  return source.replace(HEIGHT_MEASURE, (_, ref) => `useHeight(${PLACEHOLDER_ASKED} ? ${ref} : { current: null })`);
}

/** Cell's arrow drawn with the one right-pointing icon, turned by a class (only where the four are found as expected). */
function oneCellArrow(source) {
  if (!CELL_ARROWS_IMPORT.test(source) || !CELL_TURNED_ARROWS.test(source)) return source;
  return source
    .replace(CELL_ARROWS_IMPORT, "import { Arrow } from '@react-vant/icons';")
    .replace(
      CELL_TURNED_ARROWS,
      (_, indent) =>
        `${indent}return _jsx(Arrow, {${indent}  className: clsx(className, props.arrowDirection && \`app-arrow--\${props.arrowDirection}\`)${indent}});`,
    );
}

/**
 * Input's index without TextArea attached (only where both the import and the attachment are found), and Field's
 * Input.TextArea taken from TextArea's own folder.
 */
function inputAlone(source) {
  if (INPUT_TEXTAREA_IMPORT.test(source) && INPUT_TEXTAREA_ATTACHED.test(source)) {
    return source.replace(INPUT_TEXTAREA_IMPORT, '').replace(INPUT_TEXTAREA_ATTACHED, '_Input');
  }
  if (FIELD_INPUT_IMPORT.test(source) && source.includes('Input.TextArea')) {
    return source
      .replace(FIELD_INPUT_IMPORT, (line) => `${line}import TextArea from '../text-area';\n`)
      .replace(FIELD_TEXTAREA_USE, 'TextArea');
  }
  return source;
}

/** @param {string} source an ES module of react-vant */
function reactVantEs(source) {
  return inputAlone(oneCellArrow(measuredForPlaceholderOnly(withoutNetworkPicture(previewOnTap(dialogOnTap(source))))))
    .replace(OWN_STYLESHEET, '')
    .replace(LOCALE_INDEX_IMPORT, (_, local) => `import ${local} from '../locale/lang/zh-CN';`)
    .replace(ICON_INDEX_IMPORT, (_, names) => perIcon(names));
}

module.exports = reactVantEs;
