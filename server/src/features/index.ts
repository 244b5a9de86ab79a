import type { Feature } from './types';
import { platform } from './platform';
import { meeting } from './meeting';
import { content } from './content';
import { account } from './account';
import { hotel } from './hotel';
import { invoice } from './invoice';
import { verify } from './verify';
import { orders } from './orders';
import { signup } from './signup';
import { admin } from './admin';
import { useOrderKinds } from './orders';

/** Every slice of the API, in seeding order (later slices may use earlier slices' demo rows). */
export const features: Feature[] = [platform, meeting, content, account, hotel, invoice, verify, orders, signup, admin];

// The orders feature learns each feature's kinds of order from the list, not from what happened to be imported.
useOrderKinds(features.flatMap((f) => f.orderKinds ?? []));
