import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

// Query parameters that carry personal data (the public enquiry's passport and date of birth) or
// credentials (signed file URLs) are never written to the log.
const SECRET_QUERY = /([?&](?:search\d*|sig|token)=)[^&]*/gi;
// Nor a printout's token, which is the path's last segment (the page's and the API's, and its QR
// code's): whoever holds it reads the applicant's masked record on the verification page.
const SECRET_SEGMENT = /(\/verify\/)[^/?#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

export type LogDestination = { write(line: string): unknown; isTTY?: boolean };

/**
 * Pino options: request ids, and no passwords, tokens, cookies or personal query values. A terminal
 * gets readable lines; anything else (a file, a pipe, a log collector) gets pino's JSON.
 */
export function loggerOptions(level: string, destination: LogDestination = process.stdout) {
  return {
    level,
    stream: destination.isTTY ? readableLines(destination) : destination,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.refreshToken',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * One log line per request, written when it is answered, with the method and path (Fastify's own
 * logs two: the start, and the end without the method and path).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
// Fields every line has, or that the readable form already shows.
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

/** Turns one pino JSON line (already redacted) into `12:01:02 GET /api/x 200 3 ms` and the like. */
export function formatLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = new Date(Number(entry.time)).toTimeString().slice(0, 8);
  const req = entry.req as { method?: string; url?: string } | undefined;
  const res = entry.res as { statusCode?: number } | undefined;
  const err = entry.err as { stack?: string; message?: string } | undefined;
  if (req && res && entry.responseTime !== undefined) {
    const line = `${time} ${req.method} ${req.url} ${res.statusCode} ${Math.round(Number(entry.responseTime))} ms`;
    return err ? `${line} ${err.message}\n` : `${line}\n`;
  }
  const level = LEVELS[Number(entry.level)] ?? String(entry.level);
  const extra = Object.fromEntries(Object.entries(entry).filter(([key]) => !SHOWN.has(key)));
  let line = `${time} ${level} ${entry.msg ?? ''}`;
  if (Object.keys(extra).length > 0) line += ` ${JSON.stringify(extra)}`;
  if (err) line += `\n${err.stack ?? err.message}`;
  return `${line}\n`;
}

function readableLines(out: LogDestination): LogDestination {
  return { write: (line: string) => out.write(formatLogLine(line)) };
}
