import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { createApp } from '../../src/server/app.js';
import { parseCorsOrigin, parseCorsOriginList } from '../../src/server/cors.js';
import { recordingAnswerer } from '../helpers/answerers.js';
import { hasDuplicateName, isJsonContentType, nestingDepth } from '../../src/server/body.js';

describe('createApp options', () => {
  const answerer = recordingAnswerer();
  it.each([
    [{ answerer: undefined }, 'createApp needs an answerer with an answer() method'],
    [{ answerer, corsOrigins: ['*'] }, /CORS origin must be a bare origin .*, got "\*"$/],
    [{ answerer, corsOrigins: ['null'] }, /CORS origin must be a bare origin .*, got "null"$/],
    [{ answerer, corsOrigins: ['https://a.example/path'] }, /must be a bare origin/],
    [{ answerer, rateLimit: { limit: 0, windowMs: 1000 } }, 'rate limit must have a positive whole limit and window'],
    [{ answerer, trustProxy: -1 }, 'trust proxy must be a whole number from 0 to 100, got -1'],
    // Regression (issue 12): the library took any hop count while the CLI stopped at 100.
    [{ answerer, trustProxy: 101 }, 'trust proxy must be a whole number from 0 to 100, got 101'],
    [{ answerer, maxConcurrency: 0 }, 'max concurrency must be a whole number from 1 to 100000, got 0'],
    [{ answerer, defaultLanguage: 'de' }, 'default language must be "en" or "sr-Latn"'],
  ])('refuses %o with a ConfigError', (options, message) => {
    expect(() => createApp(options as never)).toThrow(ConfigError);
    expect(() => createApp(options as never)).toThrow(message);
  });
});

describe('CORS origins', () => {
  it.each(['https://example.com', 'http://localhost:8080', 'https://sub.example.co.uk', 'http://127.0.0.1:3001'])('accepts %s', (origin) => {
    expect(parseCorsOrigin(origin)).toBe(origin);
  });
  it.each(['*', 'null', 'example.com', 'https://example.com/', 'https://Example.com', 'ftp://example.com', 'https://example.com:443', 'https://*.example.com'])(
    'refuses %s',
    (origin) => {
      expect(() => parseCorsOrigin(origin)).toThrow(ConfigError);
    },
  );
  it('splits a comma-separated list', () => {
    expect(parseCorsOriginList('https://a.example, https://b.example,,')).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('body helpers', () => {
  it('recognizes application/json with parameters in any case only', () => {
    expect(['application/json', 'application/json;charset=utf-8', 'APPLICATION/JSON ; x=y'].map(isJsonContentType)).toEqual([true, true, true]);
    expect([null, '', 'application/jsonp', 'text/json', 'application/ld+json'].map(isJsonContentType)).toEqual([false, false, false, false, false]);
  });
  it('measures nesting outside strings', () => {
    expect(nestingDepth('{"message":"[[[[{{{{","history":[{"role":"user"}]}')).toBe(3);
    expect(nestingDepth('{"a":"\\"[[["}')).toBe(1);
    expect(nestingDepth('[[[[[', 3)).toBe(4);
  });
  it('finds a member name repeated within one object only', () => {
    expect(['{"a":1,"a":2}', '{"a":{"b":1 , "b":2}}', '[{"a":1,"\\u0061":1}]'].map(hasDuplicateName)).toEqual([true, true, true]);
    expect(['{"a":{"a":1}}', '{"a":[{"a":1},{"a":1}]}', '{"a":"b","b":"a"}', '{"\\"a":1,"a":2}'].map(hasDuplicateName)).toEqual([false, false, false, false]);
  });
});
