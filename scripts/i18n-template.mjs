/**
 * `npm run -s i18n:template > packages/contract/src/i18n/catalogues/<code>.json`: English's words as
 * a catalogue file, marked as a draft, for a translator to start a new language from.
 */
import { EN } from '../packages/contract/src/i18n/en.ts';

process.stdout.write(`${JSON.stringify({ $draft: true, ...EN }, null, 2)}\n`);
