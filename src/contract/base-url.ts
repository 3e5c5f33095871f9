import { SecretaryError, EXIT } from '../errors.js';
import { CHAT_PATH } from './limits.js';

/** A base URL that cannot be used: not a URL, not http(s), or carrying credentials, a query or a fragment. */
export class BaseUrlError extends SecretaryError {
  override name = 'BaseUrlError';

  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { ...options, code: 'BASE_URL', exitCode: EXIT.usage });
  }
}

// A host name or address, an optional port and path, and no scheme: "localhost:3000", "chat.example.com/api".
const BARE_ADDRESS = /^((?:\[[0-9a-f:.]+\])|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*))(?::\d{1,5})?(?:\/[^\s?#]*)?$/i;
// Addresses served over plain http in practice: this machine, and bare IPv4 addresses on a network.
const LOCAL_HOST = /^(localhost|\[::1\]|0\.0\.0\.0|\d{1,3}(\.\d{1,3}){3})$/i;

/** A parsed base URL of a chat service. */
export interface BaseUrl {
  /** The base URL, always ending in `/` (`https://chat.example/`, `https://example.com/api/`). */
  url: URL;
  /** Where requests go: the base URL followed by `chat`, with no trailing slash. */
  chatUrl: string;
  /** True when the given URL ended in `/chat` (the URL `secretary serve` prints) and that part was dropped. */
  droppedChatPath: boolean;
}

/**
 * Parses the base URL of a chat service, the one rule the client, `check` and the serve
 * configuration share: http or https only; no credentials, query or fragment (they would be
 * silently lost or leaked); a trailing slash normalised; a trailing `/chat` dropped and flagged.
 */
export function parseBaseUrl(value: string | URL): BaseUrl {
  const text = String(value).trim();
  // "localhost:3000" parses as a URL whose scheme is "localhost:", and "example.com" not at all:
  // both are an address without its scheme, and the fix is to add one.
  const bare = BARE_ADDRESS.exec(text);
  if (bare) {
    const scheme = LOCAL_HOST.test(bare[1]!) ? 'http' : 'https';
    throw new BaseUrlError(`"${text}" has no http:// or https://; did you mean ${scheme}://${text}?`);
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch (error) {
    throw new BaseUrlError(`"${text}" is not a URL; give a base URL such as https://chat.example.com`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BaseUrlError(`the base URL must be http or https, not ${url.protocol.replace(/:$/, '')}: "${text}"`);
  }
  // Checked on the URL, not the text, so an empty "?" or "#" counts too; credentials are never echoed.
  if (url.username || url.password) throw new BaseUrlError(`the base URL must not contain credentials (user:password@): ${url.host}`);
  if (url.search || text.includes('?')) throw new BaseUrlError(`the base URL must not have a query (?…): "${text}"`);
  if (url.hash || text.includes('#')) throw new BaseUrlError(`the base URL must not have a fragment (#…): "${text}"`);
  let path = url.pathname.replace(/\/+$/, '');
  const droppedChatPath = path.endsWith(CHAT_PATH);
  if (droppedChatPath) path = path.slice(0, -CHAT_PATH.length);
  url.pathname = `${path}/`;
  return { url, chatUrl: `${url.origin}${path}${CHAT_PATH}`, droppedChatPath };
}

/** The one-line notice the CLIs print once when a trailing `/chat` was dropped. */
export function droppedChatPathNotice(parsed: BaseUrl): string {
  return `using base URL ${parsed.url.href} (dropped the trailing ${CHAT_PATH}: requests go to ${parsed.chatUrl})`;
}
