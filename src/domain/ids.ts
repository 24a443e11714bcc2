// Random public identifiers. Web Crypto works in Node 20 and in browsers, so this stays pure.
import { OID_LENGTH, VIEW_LINK_ID_LENGTH } from './limits';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A uniformly random string over [a-z0-9] (rejection sampling avoids modulo bias). */
export function randomId(length: number): string {
  let id = '';
  const limit = 256 - (256 % ALPHABET.length);
  while (id.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit && id.length < length) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

export const newOid = () => randomId(OID_LENGTH);
export const newViewLinkId = () => randomId(VIEW_LINK_ID_LENGTH);

export const isOid = (value: string) => new RegExp(`^[a-z0-9]{${OID_LENGTH}}$`).test(value);
export const isViewLinkId = (value: string) => /^[a-z0-9]{16,64}$/.test(value);
