// The whole contract: the zod schemas and, through plain.ts, every plain value.
export * from './application-export.ts';
export * from './applications.ts';
export * from './audit.ts';
export * from './case-office-schemas.ts';
export * from './case-owner.ts';
export * from './catalogue.ts';
export * from './content.ts';
export * from './errors.ts';
export * from './ids.ts';
export * from './mail.ts';
export * from './plain.ts';
export * from './recently-deleted.ts';
export * from './record-history.ts';
export * from './resource-schemas.ts';
export * from './text.ts';
export * from './text-fields.ts';
export * from './users.ts';
