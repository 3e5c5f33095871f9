/**
 * The numeric limits of the chat contract (docs/spec.md, "Limits"), written once.
 * Lengths are counted in Unicode code points, not UTF-16 code units, so an
 * emoji counts as one character; body size is counted in UTF-8 bytes.
 */
export const LIMITS = {
  /** The complete UTF-8 JSON request body, in bytes (16 KiB). */
  bodyBytes: 16_384,
  /** `message`, in code points. */
  messageChars: 2000,
  /** Each `history` item with role `user`, in code points. */
  userItemChars: 2000,
  /** Items in `history`. */
  historyItems: 40,
  /** All `history` content together, in code points. */
  historyChars: 12_000,
  /** How long the reference client waits for a reply, in milliseconds. */
  clientWaitMs: 30_000,
} as const;

/** The interface version label of the contract this package implements. */
export const INTERFACE_VERSION = '1.0.0';

/** The one path of the service. */
export const CHAT_PATH = '/chat';

/** The one method of the service. */
export const CHAT_METHOD = 'POST';

/** The operation name given in docs/spec.md. */
export const OPERATION_ID = 'askSecretary';

/** The roles a history item may have. */
export const ROLES = ['user', 'assistant'] as const;
