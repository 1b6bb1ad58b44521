/**
 * The contract without zod: constants, messages, labels, paths, routes, default settings and every
 * other plain value, for the public pages (whose bundle must not carry zod) and anything else that
 * needs no schema. index.ts re-exports it, so server code keeps importing '@visadesk/contract'.
 * Every module listed here, and everything it imports, must be zod-free (plain.test.ts builds it
 * and fails otherwise); a type-only import of a schema's inferred type is fine. One line a module.
 */
export * from './account-mails.ts';
export * from './application-values.ts';
export * from './audit-words.ts';
export * from './case-office.ts';
export * from './constants.ts';
export * from './countries.ts';
export * from './deadline-mails.ts';
export * from './document-code.ts';
export * from './document-messages.ts';
export * from './export-files.ts';
export * from './i18n/en.ts';
export * from './i18n/locales.ts';
export * from './i18n/messages.ts';
export * from './i18n/words.ts';
export * from './invitation-words.ts';
export * from './labels/index.ts';
export * from './mail-templates.ts';
export * from './messages.ts';
export * from './object-ids.ts';
export * from './page-links.ts';
export * from './passkey-values.ts';
export * from './passport-scan-values.ts';
export * from './paths.ts';
export * from './printout-verification.ts';
export * from './reserved-page-links.ts';
export * from './resources.ts';
export * from './salary-values.ts';
export * from './second-factor-messages.ts';
export * from './settings-values.ts';
export * from './storable-text.ts';
export * from './upload-link-words.ts';
