import { SecretaryError, EXIT } from '../../errors.js';

/** The server answered with a status other than 200 or 429. */
export class HttpError extends SecretaryError {
  override name = 'HttpError';
  /** The HTTP status the server sent. */
  readonly status: number;
  /** The server's short `error` message, when its body was JSON `{"error": string}`. */
  readonly serverMessage: string | undefined;
  /** The service's `X-Request-Id` for this request, when it sent a well-formed one: what an owner finds the request by in the log. */
  readonly requestId: string | undefined;

  constructor(target: string, status: number, serverMessage?: string, options: { requestId?: string | undefined } = {}) {
    super(`${target} failed with status ${status}${serverMessage ? `: ${serverMessage}` : ''}`, {
      code: 'HTTP_ERROR',
      exitCode: EXIT.http,
    });
    this.status = status;
    this.serverMessage = serverMessage;
    this.requestId = options.requestId;
  }
}
