import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HashQueue } from './hash-queue';

const KEY_LENGTH = 32;
const R = 8;
const P = 1;

/**
 * Node runs scrypt on its 4 libuv threads; 32 waiting is about 3 s of work at production cost.
 * Exported so a test can hold a check at its hash.
 */
export const hashing = new HashQueue(4, 32);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** scrypt needs 128 × N × r bytes; allow twice that. */
function optionsFor(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  return { N, r, p, maxmem: 256 * N * r };
}

/** `scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64>`: the cost travels with the hash. */
async function hashNow(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, optionsFor(logN, R, P));
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export function hashPassword(password: string, logN: number): Promise<string> {
  return hashing.run(() => hashNow(password, logN));
}

export function hashCost(stored: string): number | undefined {
  const [kind, logN] = stored.split('$');
  return kind === 'scrypt' ? Number(logN) : undefined;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, logN, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await hashing.run(() =>
    derive(password, Buffer.from(salt, 'base64'), optionsFor(Number(logN), Number(r), Number(p))),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Built once per cost: verified against when the e-mail is unknown, so a wrong address takes as
 * long as a wrong password and login timing does not reveal which accounts exist.
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(logN: number): Promise<string> {
  let decoy = decoys.get(logN);
  if (!decoy) {
    // Outside the queue: a refusal here would be remembered for the life of the process.
    decoy = hashNow(randomBytes(12).toString('hex'), logN);
    decoys.set(logN, decoy);
  }
  return decoy;
}
