/**
 * `@visadesk/test-harness`: the server as a program, for the code that runs it from outside.
 *
 * Who: the server's tests, the web's component tests, the e2e journeys and the bench. Why: they
 * measure or check what ships, so they start the server as a process (its built bundle, or its
 * sources) and talk to it over HTTP, with the parts a deployment has around it (an S3-compatible
 * server, several nodes behind nginx); sharing one launcher keeps their environments the same. The
 * server's API tests take its fixtures too. A workspace of its own, test-only: the server package
 * ships none of it, and the product's code never imports it (scripts/import-rules.test.mjs).
 */

// The environment every server process starts with (glibc reads it before any JavaScript runs).
export { withLaunchEnv } from '@visadesk/server/launch-env';
// Valid applicant fields, real images and a multipart body: what an upload form sends.
export { applicantFields, jpeg, multipartForm, png } from './application-fixtures.ts';
// Several nodes of the server behind nginx, on PostgreSQL, S3 and Redis.
export { clientAddress, fetchFrom, hasClusterParts, type Node, startCluster } from './cluster.ts';
// `npm run backup` and `npm run restore`, as an operator runs them.
export { runOperatorCommand } from './operator-commands.ts';
// Synthetic phone photos of passport data pages with valid zones (ICAO Doc 9303 TD3), from a seed.
export { randomHolder, seededRandom } from './passport-holders.ts';
export { checkDigit, mrzLines, type PassportHolder } from './passport-mrz.ts';
export { CLEAR_PHOTO, type PassportPhoto, type PhotoChoices, passportPhoto } from './passport-photos.ts';
export { type PhotoConditions, randomConditions } from './phone-photo.ts';
// An S3-compatible store (s3rver) on loopback.
export { S3_TEST_BUCKET, startS3Server } from './s3-server.ts';
// The server built as `npm run build` builds it, and started as `npm start` starts it.
export { buildServer, SERVER_BUNDLE } from './server-build.ts';
export { type ServerProcess, startServer } from './server-process.ts';
// A real SMTP server in the calling process that keeps what it receives (mail tests, e2e journeys).
export {
  eventually,
  freePort,
  type ReceivedMail,
  type SmtpCapture,
  startSmtpCapture,
} from './smtp-capture.ts';
