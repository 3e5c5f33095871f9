import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LIMITS, ROLES } from '../../src/contract/index.js';
import { openApiDocument } from '../../src/contract/openapi.js';
import { runCli } from '../check/_cli.js';

type Doc = Record<string, any>;

describe('secretary openapi', () => {
  it('prints an OpenAPI 3.1 document that a maintained validator accepts', async () => {
    const run = await runCli(['openapi']);
    expect(run.code).toBe(0);
    const doc = JSON.parse(run.stdout) as Doc;
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.0.0');
    expect(doc.paths['/chat'].post.operationId).toBe('askSecretary');
    expect(doc.security).toEqual([]);
    // The validator is not a rubber stamp: a broken document fails it.
    const broken = { ...doc, paths: { '/chat': { post: { ...doc.paths['/chat'].post, responses: 'none' } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('carries the limits of the contract module', () => {
    const doc = openApiDocument() as Doc;
    const { ChatRequest, HistoryItem, ChatResponse } = doc.components.schemas;
    expect(ChatRequest.additionalProperties).toBe(false);
    expect(ChatRequest.properties.message).toMatchObject({ minLength: 1, maxLength: LIMITS.messageChars, pattern: '\\S' });
    expect(ChatRequest.properties.history.maxItems).toBe(LIMITS.historyItems);
    expect(ChatRequest.properties.history.description).toContain('12,000 characters');
    expect(HistoryItem.additionalProperties).toBe(false);
    expect(HistoryItem.properties.role.enum).toEqual([...ROLES]);
    expect(HistoryItem.then.properties.content.maxLength).toBe(LIMITS.userItemChars);
    expect(ChatResponse.properties.reply.minLength).toBe(1);
    const post = doc.paths['/chat'].post;
    expect(post.requestBody.description).toContain('16,384 bytes');
    expect(post.parameters[0]).toMatchObject({ name: 'Accept-Language', in: 'header', schema: { enum: [...LANGUAGES] } });
    expect(post.responses['429'].headers['Retry-After']).toBeDefined();
  });

  it('--server fills in the deployment URL and --format yaml is valid too', async () => {
    const run = await runCli(['openapi', '--server', 'https://chat.example.com/', '--format', 'yaml']);
    expect(run.code).toBe(0);
    const { parse } = await import('yaml');
    const doc = parse(run.stdout) as Doc;
    expect(doc.servers).toEqual([{ url: 'https://chat.example.com' }]);
    expect((await new Validator().validate(doc)).valid).toBe(true);
  });
});
