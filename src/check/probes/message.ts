import { LIMITS } from '../../contract/index.js';
import { json, textOf } from '../payloads.js';
import type { Probe } from '../types.js';
import { rejection } from './define.js';

/** Rejections of a bad `message` (docs/spec.md: missing, blank, or over the length limit is rejected). */
export const messageProbes: Probe[] = [
  rejection(
    { id: 'message.missing', category: 'message', description: 'a body without `message` is rejected' },
    () => json({ history: [] }),
  ),
  rejection(
    { id: 'message.empty', category: 'message', description: 'an empty `message` is rejected' },
    () => json({ message: '' }),
  ),
  rejection(
    { id: 'message.blank', category: 'message', description: 'a whitespace-only `message` is rejected' },
    () => json({ message: ' \t\n  ' }),
  ),
  rejection(
    { id: 'message.not-string', category: 'message', description: 'a `message` that is a number is rejected' },
    () => json({ message: 42 }),
  ),
  rejection(
    {
      id: 'message.too-long',
      category: 'message',
      description: `a \`message\` of ${LIMITS.messageChars + 1} characters is rejected`,
    },
    () => json({ message: textOf(LIMITS.messageChars + 1) }),
  ),
];
