import type { FastifyRequest } from 'fastify';

// Query parameters that carry personal data (the public enquiry's passport and date of birth) or
// credentials (signed file URLs) are never written to the log.
const SECRET_QUERY = /([?&](?:search\d*|sig|token)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** Pino options: request ids, and no passwords, tokens, cookies or personal query values. */
export function loggerOptions(level: string) {
  return {
    level,
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
