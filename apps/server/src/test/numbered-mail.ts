/**
 * Status mail number `n` for the outbox: to person<n>@example.test, subject "Mail <n>", and a body
 * the outbox's list must never show.
 */
export const numberedMail = (n: number) => ({
  recipient: `person${n}@example.test`,
  fromName: 'VisaDesk',
  subject: `Mail ${n}`,
  textBody: `the secret body ${n}`,
  kind: 'status' as const,
});
