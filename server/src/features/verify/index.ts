import type { Feature } from '../types';
import { verifyRoutes } from './routes';
import { seedVerifiers } from './seed';
import { verifyCommands } from './commands';

/** Check-in: the verifier's meetings (scanning and verifying come later). */
export const verify: Feature = { name: 'verify', routes: verifyRoutes, seed: seedVerifiers, commands: verifyCommands };
