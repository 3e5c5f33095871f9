import type { Readable } from 'node:stream';

// Far more than any valid question; stops a mistaken `secretary chat < big.iso` from filling memory.
const MAX_STDIN_BYTES = 1024 * 1024;

/**
 * Reads the question from a non-terminal stdin: everything up to end of input,
 * without the one trailing newline that `echo` and here-documents add.
 */
export async function readQuestion(input: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    chunks.push(buffer);
    size += buffer.byteLength;
    if (size > MAX_STDIN_BYTES) break;
  }
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}
