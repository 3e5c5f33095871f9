import { SecretaryError, EXIT } from '../../errors.js';

/** The server answered with a status other than 200 or 429. */
export class HttpError extends SecretaryError {
  override name = 'HttpError';
  /** The HTTP status the server sent. */
  readonly status: number;
  /** The server's short `error` message, when its body was JSON `{"error": string}`. */
  readonly serverMessage: string | undefined;

  constructor(target: string, status: number, serverMessage?: string) {
    super(`${target} failed with status ${status}${serverMessage ? `: ${serverMessage}` : ''}`, {
      code: 'HTTP_ERROR',
      exitCode: EXIT.http,
    });
    this.status = status;
    this.serverMessage = serverMessage;
  }
}
