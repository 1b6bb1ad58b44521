// `npm run reset-password -- <e-mail> [--stdin]`: sets a user's password from the shell and ends
// their sessions. Prints a generated password, or takes one from standard input with --stdin.
// Uses the same configuration as the server (DATA_DIR, DATABASE_URL).
import { text } from 'node:stream/consumers';
import { MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@visadesk/contract';
import { DataDirInUseError } from '@visadesk/embedded-postgres';
import { databaseTarget } from './app.ts';
import { isBreachedPassword } from './auth/breached-passwords.ts';
import { resetPassword } from './auth/password-reset.ts';
import { generatePassword } from './auth/passwords.ts';
import { openDatabase } from './db/client.ts';
import { commandConfig, fail } from './lib/command-line.ts';

const args = process.argv.slice(2);
const fromStdin = args.includes('--stdin');
const [email, ...unknown] = args.filter((arg) => arg !== '--stdin');
if (!email || unknown.length > 0 || email.startsWith('-')) {
  fail(
    'Usage: npm run reset-password -- <e-mail> [--stdin]\n  --stdin  read the new password from standard input instead of generating one',
  );
}

const config = commandConfig();

const password = fromStdin ? (await text(process.stdin)).replace(/\r?\n$/, '') : generatePassword();
if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) fail(MESSAGES.users.passwordTooShort);
if (await isBreachedPassword(password)) fail(MESSAGES.users.passwordBreached);

const database = await openDatabase(databaseTarget(config), () => {}).catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    fail(
      `The server is running on ${config.dataDir} (process ${error.pid}) and holds the embedded database.\n` +
        'Stop it (Ctrl-C), run this command again, then start the server again.\n' +
        `If no server is running, delete ${error.lockFile}.`,
    );
  }
  throw error;
});
let found: boolean;
try {
  found = await resetPassword(database.db, email, password);
} finally {
  await database.close();
}
if (!found) fail(`No user has the e-mail ${email}.`);
process.stdout.write(`Password reset for ${email.trim().toLowerCase()}; their sessions are ended.\n`);
if (!fromStdin) process.stdout.write(`  new password: ${password}\n`);
