import { generateKeyPairSync } from 'node:crypto';
import type { Db } from '../../../../db';

/** Two RSA-2048 key pairs: the merchant app's (signs requests) and the sandbox's own (signs answers and notifications). */
export interface SandboxKeys {
  appPrivateKey: string;
  appPublicKey: string;
  alipayPrivateKey: string;
  alipayPublicKey: string;
}

export const SANDBOX_APP_ID = '9021000100000001';
const META_KEY = 'alipay_sandbox_keys';

function pair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

const cache = new WeakMap<Db, Promise<SandboxKeys>>();

/**
 * Made on first start and kept in the database, so every API instance (and a restart) signs and checks
 * with the same keys. Two instances starting at once: the first insert wins and both read it back.
 */
export function sandboxKeys(db: Db): Promise<SandboxKeys> {
  let keys = cache.get(db);
  if (keys) return keys;
  const stored = async () => (await db.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [META_KEY]))[0]?.value;
  keys = (async () => {
    // Made only when missing: two RSA-2048 pairs take a few hundred ms of CPU, on every instance's start.
    const found = await stored();
    if (found) return JSON.parse(found) as SandboxKeys;
    const app = pair();
    const alipay = pair();
    const fresh: SandboxKeys = {
      appPrivateKey: app.privateKey,
      appPublicKey: app.publicKey,
      alipayPrivateKey: alipay.privateKey,
      alipayPublicKey: alipay.publicKey,
    };
    await db.query('INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [META_KEY, JSON.stringify(fresh)]);
    return JSON.parse((await stored())!) as SandboxKeys;
  })().catch((error) => {
    cache.delete(db);
    throw error;
  });
  cache.set(db, keys);
  return keys;
}
