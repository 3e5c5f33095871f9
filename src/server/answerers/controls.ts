// One definition of "control text" for everything that enters or leaves the model:
// portfolio text fenced into the prompt (prompt.ts `defang`) and model replies (the output guard).

// ESC-introduced sequences first (so their parameters go with them), then any
// lone C0/C1 control other than newline and tab. 8-bit CSI (0x9b) is C1 too.
const ESCAPES = [
  /\u001b\][\s\S]*?(?:\u0007|\u001b\\|$)/g, // OSC … BEL/ST (titles, hyperlinks, clipboard)
  /\u001b[PX^_][\s\S]*?(?:\u001b\\|$)/g, // DCS, SOS, PM, APC … ST
  /\u001b\[[0-?]*[ -/]*[@-~]?/g, // CSI (colours, cursor moves, erase)
  /\u009b[0-?]*[ -/]*[@-~]?/g, // 8-bit CSI
  /\u001b[ -/]*[0-~]?/g, // other two-byte escapes
];

/**
 * Removes terminal escape sequences, control characters other than newline
 * and tab, and bidi overrides (which disguise text in terminals and browsers
 * alike); CRLF and CR become LF.
 */
export function stripControls(text: string): string {
  let out = text.replace(/\r\n?/g, '\n');
  for (const pattern of ESCAPES) out = out.replace(pattern, '');
  return out.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '');
}
