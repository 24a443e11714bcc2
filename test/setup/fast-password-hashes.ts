// Integration tests make hundreds of accounts: their password hashes use a low scrypt cost (the
// production cost, SCRYPT_COST, is what the browser tests and benchmarks run, and passwords.test.ts
// checks it). Like Django's test settings swapping in a fast hasher.
import { setScryptCost } from '../../src/platform/passwords/passwords';

setScryptCost({ N: 1024, r: 8, p: 1 });
