/**
 * `npm run -s i18n:template > packages/contract/src/i18n/catalogues/<code>.json`: English's words (the
 * pages' and the applicant mails') as a catalogue file, marked as a draft, for a translator to start a new language from.
 */
import { SOURCE } from '../packages/contract/src/i18n/catalogues.ts';

process.stdout.write(`${JSON.stringify({ $draft: true, ...SOURCE }, null, 2)}\n`);
