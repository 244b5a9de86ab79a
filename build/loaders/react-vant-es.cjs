// Applied to react-vant's ES modules (es/<component>/*.js), which the apps share one component at a time.
// - Its icons come from the icon package's index, which re-exports all 242 of them: with icons shared one by
//   one, that index would make every page load every icon. Each such import becomes one import per icon,
//   the form the apps use, so react-vant's icons are the same shared singletons.
// - Each component imports its own stylesheet. The kit's CSS is loaded once, whole, before the app's own
//   (shared/src/index.ts), so the cascade does not depend on which component a page happened to load first.
const INDEX_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@react-vant\/icons['"];?/g;
const OWN_STYLESHEET = /^import\s*['"]\.\/style\/index\.(css|less)['"];?[ \t]*\n?/gm;

/** @param {string} source an ES module of react-vant */
function reactVantEs(source) {
  return source.replace(OWN_STYLESHEET, '').replace(INDEX_IMPORT, (_, names) =>
    names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .map((n) => {
        const [icon, local = icon] = n.split(/\s+as\s+/);
        return `import ${local} from '@react-vant/icons/es/${icon}';`;
      })
      .join('\n'),
  );
}

module.exports = reactVantEs;
