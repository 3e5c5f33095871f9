import { describe, expect, it } from 'vitest';
import { BaseUrlError, parseBaseUrl } from '../../src/contract/base-url.js';

describe('parseBaseUrl, the one base-URL rule of client, check and serve', () => {
  it('normalises the trailing slash and keeps a path prefix', () => {
    expect(parseBaseUrl('https://chat.example')).toMatchObject({ chatUrl: 'https://chat.example/chat', droppedChatPath: false });
    expect(parseBaseUrl('https://chat.example/api//').url.href).toBe('https://chat.example/api/');
    expect(parseBaseUrl('https://chat.example/api').chatUrl).toBe('https://chat.example/api/chat');
  });

  // Issue 13: the URL `serve` prints ends in /chat, and pasting it gave POST …/chat/chat → 404.
  it('drops a trailing /chat and says so', () => {
    const parsed = parseBaseUrl('http://127.0.0.1:3000/chat');
    expect([parsed.url.href, parsed.chatUrl, parsed.droppedChatPath]).toEqual(['http://127.0.0.1:3000/', 'http://127.0.0.1:3000/chat', true]);
    expect(parseBaseUrl('http://127.0.0.1:3000/api/chat/').chatUrl).toBe('http://127.0.0.1:3000/api/chat');
    expect(parseBaseUrl('http://127.0.0.1:3000/chatter').droppedChatPath).toBe(false);
  });

  it('refuses other schemes, credentials, a query and a fragment with a typed usage error', () => {
    for (const bad of ['ftp://x.example', 'not a url', 'https://user:secret@x.example', 'https://x.example/?key=1', 'https://x.example/#top', 'https://x.example/?']) {
      const error = (() => {
        try {
          parseBaseUrl(bad);
        } catch (e) {
          return e;
        }
      })();
      expect(error, bad).toBeInstanceOf(BaseUrlError);
      expect((error as BaseUrlError).exitCode).toBe(2);
    }
    // The password is never echoed back in the message.
    expect(() => parseBaseUrl('https://user:secret@x.example')).toThrow(/^(?!.*secret)/);
  });

  // Issue 22: `chat localhost:48200` said "must be http or https, not localhost:" (the host read as a scheme).
  it('suggests the scheme for an address given without one: http for this machine, https elsewhere', () => {
    const cases = [
      ['localhost:48200', 'http://localhost:48200'],
      ['127.0.0.1:3000/api', 'http://127.0.0.1:3000/api'],
      ['[::1]:3000', 'http://[::1]:3000'],
      ['chat.example.com', 'https://chat.example.com'],
      ['chat.example.com:8443/chat', 'https://chat.example.com:8443/chat'],
    ];
    for (const [given, meant] of cases) {
      expect(() => parseBaseUrl(given!), given).toThrow(new BaseUrlError(`"${given}" has no http:// or https://; did you mean ${meant}?`));
    }
    expect(() => parseBaseUrl('ftp://x.example')).toThrow('the base URL must be http or https, not ftp: "ftp://x.example"');
  });
});
