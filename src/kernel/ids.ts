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

/** A presentation's or user's oid: 12 characters of [a-z0-9]. */
export const OID_PATTERN = `^[a-z0-9]{${OID_LENGTH}}$`;
/** A view link's id: 16 characters today; links made by older versions were up to 64 long. */
export const VIEW_LINK_ID_PATTERN = `^[a-z0-9]{${VIEW_LINK_ID_LENGTH},64}$`;

/** Live sessions' join codes: digits and lower-case letters nobody mixes up reading them off a screen. */
export const JOIN_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const JOIN_CODE_LENGTH = 6;
export const JOIN_CODE_PATTERN = `^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`;

const oidRule = new RegExp(OID_PATTERN);
const viewLinkIdRule = new RegExp(VIEW_LINK_ID_PATTERN);
export const isOid = (value: string) => oidRule.test(value);
export const isViewLinkId = (value: string) => viewLinkIdRule.test(value);
