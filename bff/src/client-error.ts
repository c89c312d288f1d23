import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CODES, ERROR_MESSAGE_KEYS, type ErrorEnvelope } from '@hfl/contracts';
import { translate } from '@hfl/kit';

/**
 * Requests Node refuses before Express sees them (a request line or headers over its 16 KB limit, e.g. a 200 KB id;
 * a malformed request) answer the error envelope too, not Node's bare status line. No request was read, so no locale:
 * English, the fallback.
 */
export function answerClientErrorsWithEnvelope(server: http.Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return void socket.destroy();
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
    const envelope: ErrorEnvelope = {
      error: { code: ERROR_CODES.INPUT, message: translate(ERROR_MESSAGE_KEYS.input_invalid, 'en') },
    };
    const body = JSON.stringify(envelope);
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
