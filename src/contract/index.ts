export type { ChatRequest, ChatResponse, HistoryItem, Role } from './schemas.js';
export type { Language } from './languages.js';
export type { Validation } from './validate.js';
export { LIMITS, INTERFACE_VERSION, CHAT_PATH, CHAT_METHOD, OPERATION_ID, ROLES } from './limits.js';
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, languageFromHeader, describeLanguages } from './languages.js';
export { codePointLength, fitsCodePoints, isNonBlank, isWellFormed, utf8ByteLength } from './length.js';
export {
  messageSchema,
  historyItemSchema,
  historySchema,
  chatRequestSchema,
  chatResponseSchema,
} from './schemas.js';
export { messageProblem, isRole, historyContentProblem, historyTotalsProblem } from './rules.js';
export type { HistoryLimits } from './rules.js';
export { JSON_MEDIA_TYPE, mediaType, charsetOf } from './media-type.js';
export { parseRetryAfter, backoffDelay } from './retry-after.js';
export type { BackoffOptions } from './retry-after.js';
export { validateChatRequest, describeIssue, formatPath } from './validate.js';
export { validateChatResponse, parseChatResponse } from './response.js';
export { parseBaseUrl, droppedChatPathNotice, BaseUrlError } from './base-url.js';
export type { BaseUrl } from './base-url.js';
