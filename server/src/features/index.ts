import type { Feature } from './types';
import { platform } from './platform';

/** Every slice of the API, in seeding order (later slices may use earlier slices' demo rows). */
export const features: Feature[] = [platform];
