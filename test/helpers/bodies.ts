/** A valid chat request whose UTF-8 JSON is exactly `bytes` long (two-byte characters keep it under the history cap). */
export function validBodyOfBytes(bytes: number): string {
  const shell = JSON.stringify({ message: 'hi', history: [{ role: 'assistant', content: '' }] });
  const room = bytes - Buffer.byteLength(shell);
  const twoByte = Math.min(8000, Math.floor(room / 2));
  const body = JSON.stringify({ message: 'hi', history: [{ role: 'assistant', content: 'é'.repeat(twoByte) + 'a'.repeat(room - twoByte * 2) }] });
  if (Buffer.byteLength(body) !== bytes) throw new Error('size mismatch');
  return body;
}
