import Description from '@react-vant/icons/es/Description';
import Search from '@react-vant/icons/es/Search';
import WarningO from '@react-vant/icons/es/WarningO';
import Failure from '@react-vant/icons/es/Failure';

export type EmptyKind = 'default' | 'search' | 'error' | 'network';

const ICONS = { default: Description, search: Search, error: WarningO, network: Failure };

/**
 * The picture of an empty or error state, drawn locally in the theme colour
 * (react-vant's named images are fetched from a CDN, which an offline or intranet phone cannot reach).
 */
export function EmptyImage({ kind = 'default' }: { kind?: EmptyKind }) {
  const Icon = ICONS[kind];
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
      <Icon />
    </div>
  );
}
