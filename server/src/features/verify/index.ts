import type { Feature } from '../types';
import { verifyRoutes } from './routes';
import { seedVerifiers } from './seed';
import { verifyCommands } from './commands';

/** Check-in: the verifier's meetings (scanning and verifying come later). */
export const verify: Feature = {
  name: 'verify',
  tag: { name: '核销', description: '核销员的会议与签到' },
  routes: verifyRoutes,
  demo: [{ key: 'verify', run: seedVerifiers }],
  commands: verifyCommands,
};
