import { fetchedPart, useFetchedPart } from './onDemand';

export type EmptyKind = 'default' | 'search' | 'error' | 'network';

/**
 * The glyphs, fetched with the first empty or error state, which most visits never show: they stayed out of every
 * first load (1.3 KiB gzip). Until they come, and should the fetch fail (a network that is failing is often why the
 * state shows), the picture is its tinted disc.
 */
const glyphs = fetchedPart(() => import('./emptyIcons').then((m) => m.EMPTY_ICONS));

/**
 * The picture of an empty or error state, drawn locally in the theme colour
 * (react-vant's named images are fetched from a CDN, which an offline or intranet phone cannot reach).
 */
export function EmptyImage({ kind = 'default' }: { kind?: EmptyKind }) {
  const Icon = useFetchedPart(glyphs).part?.[kind];
  return (
    <div
      aria-hidden
      style={{
        width: '100%',
        height: '100%',
        borderRadius: '50%',
        background: 'rgba(var(--app-theme-rgb, 103, 86, 67), 0.08)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'rgba(var(--app-theme-rgb, 103, 86, 67), 0.55)',
        fontSize: 64,
      }}
    >
      {Icon && <Icon />}
    </div>
  );
}
