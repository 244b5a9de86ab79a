import Description from '@react-vant/icons/es/Description';
import Search from '@react-vant/icons/es/Search';
import WarningO from '@react-vant/icons/es/WarningO';
import Failure from '@react-vant/icons/es/Failure';
import type { EmptyKind } from './EmptyImage';

/** The glyph of each empty or error picture (EmptyImage). */
export const EMPTY_ICONS = { default: Description, search: Search, error: WarningO, network: Failure } satisfies Record<EmptyKind, unknown>;
