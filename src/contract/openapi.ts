import { LANGUAGES } from './languages.js';
import { CHAT_PATH, INTERFACE_VERSION, LIMITS, OPERATION_ID, ROLES } from './limits.js';

// The interface description, built from the same LIMITS, ROLES and LANGUAGES the
// server, client and checker use. JSON Schema counts string length in code points,
// as the contract does, so maxLength carries the per-field limits exactly; the
// aggregate ones (history total, body size) have no keyword and go in descriptions.

const count = (n: number) => n.toLocaleString('en-US');
const bodyKiB = `${LIMITS.bodyBytes / 1024} KiB`;

/** Options of `openApiDocument`. */
export interface OpenApiOptions {
  /** The deployment's base URL; without it the server URL is the template `{base_url}`. */
  serverUrl?: string;
}

/** The OpenAPI 3.1 description of the chat service (operation `askSecretary`), as a plain object. */
export function openApiDocument(options: OpenApiOptions = {}): Record<string, unknown> {
  const server = options.serverUrl
    ? { url: options.serverUrl.replace(/\/+$/, '') }
    : {
        url: '{base_url}',
        description: 'The deployment; all traffic is HTTPS.',
        variables: { base_url: { default: 'https://chat.example.com', description: 'The base address of the service.' } },
      };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portfolio Chat Service',
      version: INTERFACE_VERSION,
      description:
        'One chat operation that answers questions about a portfolio owner\'s public work, projects and experience. ' +
        'Stateless: the client sends the conversation on every request. Replies are AI-generated and can be inaccurate; ' +
        'do not send passwords or other sensitive information. Lengths are counted in Unicode code points.',
    },
    servers: [server],
    // No credentials of any kind: no API key, bearer token, cookie or OAuth flow.
    security: [],
    paths: {
      [CHAT_PATH]: {
        post: {
          operationId: OPERATION_ID,
          summary: 'Ask a question about the portfolio owner\'s work and projects.',
          parameters: [
            {
              name: 'Accept-Language',
              in: 'header',
              required: false,
              description: 'Default reply-language preference. Behaviour for any other value is not specified.',
              schema: { type: 'string', enum: [...LANGUAGES] },
            },
          ],
          requestBody: {
            required: true,
            description: `The complete UTF-8 JSON body must fit in ${count(LIMITS.bodyBytes)} bytes (${bodyKiB}); a larger body is rejected.`,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ChatRequest' } } },
          },
          responses: {
            '200': {
              description: 'Answer generated.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ChatResponse' } } },
            },
            '429': {
              description: 'Rate limited. Wait before retrying, and honour Retry-After when it is present. No body shape is given.',
              headers: {
                'Retry-After': {
                  description: 'When to retry: delta-seconds or an HTTP-date.',
                  required: false,
                  schema: { type: 'string' },
                },
              },
            },
            default: {
              description:
                `Request failed, including rejected requests (an unknown field, a role other than ${ROLES.join(' or ')}, ` +
                `a missing, blank or too long message, exceeded history limits, a body over ${bodyKiB}). No error body shape is guaranteed.`,
            },
          },
        },
      },
    },
    components: { schemas: schemas() },
  };
}

function schemas(): Record<string, unknown> {
  return {
    ChatRequest: {
      type: 'object',
      additionalProperties: false,
      required: ['message'],
      properties: {
        message: {
          type: 'string',
          minLength: 1,
          maxLength: LIMITS.messageChars,
          // At least one character that is not whitespace: the message must be nonblank.
          pattern: '\\S',
          description: 'The current question; nonblank; never repeated inside history.',
        },
        history: {
          type: 'array',
          maxItems: LIMITS.historyItems,
          items: { $ref: '#/components/schemas/HistoryItem' },
          description:
            `Earlier turns, oldest first, supplied by the client and treated as untrusted. ` +
            `The content of all items together is at most ${count(LIMITS.historyChars)} characters.`,
        },
      },
    },
    HistoryItem: {
      type: 'object',
      additionalProperties: false,
      required: ['role', 'content'],
      properties: {
        role: { type: 'string', enum: [...ROLES] },
        content: {
          type: 'string',
          minLength: 1,
          maxLength: LIMITS.historyChars,
          description: `A user item is at most ${count(LIMITS.userItemChars)} characters; an assistant item is limited only by the history total.`,
        },
      },
      if: { properties: { role: { const: 'user' } } },
      then: { properties: { content: { maxLength: LIMITS.userItemChars } } },
    },
    ChatResponse: {
      type: 'object',
      required: ['reply'],
      properties: { reply: { type: 'string', minLength: 1, description: 'AI-generated text; can be inaccurate.' } },
    },
  };
}
