// npm run license:issue -- --licensee "ООО Ромашка" --users 50 --expires 2027-12-31
//
// Signs a licence with a fresh ES256 key pair and prints the two environment lines to paste into
// the server's environment. The private key is not kept: each licence carries its own public key,
// so nobody holding an old licence can mint a new one.
import { parseArgs } from 'node:util';
import { generateLicenseKeys, loadLicense, signLicense } from '../collab-server/auth/license';

const USAGE = 'usage: npm run license:issue -- --licensee NAME --users N --expires YYYY-MM-DD';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function readOptions(): { licensee: string; maxUsers: number; expiresAt: Date } {
  let values: { licensee?: string; users?: string; expires?: string };
  try {
    ({ values } = parseArgs({
      options: { licensee: { type: 'string' }, users: { type: 'string' }, expires: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  const licensee = values.licensee?.trim();
  if (!licensee) fail('--licensee is required');
  const maxUsers = Number(values.users);
  if (!Number.isInteger(maxUsers) || maxUsers < 1) fail('--users must be a whole number of at least 1');
  const expires = values.expires ?? '';
  // the licence is valid through the whole of its last day (UTC)
  const expiresAt = new Date(`${expires}T23:59:59Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expires) || Number.isNaN(expiresAt.getTime()) || expiresAt.toISOString().slice(0, 10) !== expires) {
    fail('--expires must be a date as YYYY-MM-DD');
  }
  if (expiresAt.getTime() <= Date.now()) fail('--expires must be in the future');
  return { licensee, maxUsers, expiresAt };
}

const options = readOptions();
const { privateKey, publicKeyPem } = await generateLicenseKeys();
const license = await signLicense(privateKey, options);
// one line per variable: the server turns the literal \n back into line breaks
const publicKeyLine = publicKeyPem.trim().replace(/\n/g, '\\n');
// the same check the server makes at start, so a broken licence is never handed out
await loadLicense({ license, licensePublicKey: publicKeyLine });

process.stdout.write(`LICENSE=${license}\nLICENSE_PUBLIC_KEY=${publicKeyLine}\n`);
process.stderr.write(`Licence for "${options.licensee}": ${options.maxUsers} users until ${options.expiresAt.toISOString().slice(0, 10)}\n`);
