import type { Feature } from '../types';
import { platformRoutes } from './routes';
import { seedPlatform } from './seed';
import { platformCommands } from './commands';

export const platform: Feature = { name: 'platform', routes: platformRoutes, seed: seedPlatform, commands: platformCommands };
