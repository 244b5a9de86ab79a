import type { FastifyInstance } from 'fastify';
import type { Feature } from '../types';
import { authRoutes } from './auth/routes';
import { smsRoutes } from './sms/routes';
import { profileRoutes } from './profile/routes';
import { uploadRoutes } from './upload/routes';
import { contactRoutes } from './contacts/routes';
import { messageRoutes } from './messages/routes';
import { couponRoutes } from './coupons/routes';
import { createSmsProvider } from './sms/provider';
import { seedAccount } from './seed';
import { accountCommands } from './commands';

export { sendMessage } from './messages/store';
export { addPersonStat } from './profile/personStats';

function accountRoutes(app: FastifyInstance): void {
  authRoutes(app);
  smsRoutes(app, createSmsProvider(process.env, (message) => app.log.info(message)));
  profileRoutes(app);
  uploadRoutes(app);
  contactRoutes(app);
  messageRoutes(app);
  couponRoutes(app);
}

/** Sign-in and sign-up, SMS codes, profile, upload, contacts, messages and coupons. */
export const account: Feature = { name: 'account', routes: accountRoutes, seed: seedAccount, commands: accountCommands };
