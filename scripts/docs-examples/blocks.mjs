// The marked blocks of a Markdown file: an HTML comment naming how the block is produced, then
// the fenced block it produces.
//
//   <!-- docs:example serve="--knowledge examples/portfolio" port=3000 -->
//   ```console
//   $ curl -s localhost:3000/chat -H 'content-type: application/json' -d '{"message":"Hi"}'
//   {"reply":"…"}
//   ```
//
// The `$ ` lines (and `> ` lines of a transcript) are what was run; everything else in the block
// is what the run printed, and is what docs:examples rewrites.

const MARKER = /^<!-- docs:example(?<options>(?:\s.*?)?)\s*-->$/;
const FENCE = /^(?<fence>`{3,}|~{3,})(?<info>.*)$/;
const OPTION = /([\w-]+)(?:=(?:"((?:[^"\\]|\\.)*)"|(\S+)))?/g;

/**
 * Every marked block of `text`: its options, the line numbers of its fence (0-based, exclusive of
 * the fences), and its current lines. A marker not followed by a fenced block is an error.
 */
export function findBlocks(text, file) {
  const lines = text.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const marker = MARKER.exec(lines[i]);
    if (!marker) {
      if (/^<!--\s*docs:example/.test(lines[i])) throw new Error(`${file}:${i + 1}: not a docs:example marker: ${lines[i]}`);
      continue;
    }
    const open = FENCE.exec(lines[i + 1] ?? '');
    if (!open) throw new Error(`${file}:${i + 1}: a docs:example marker must be followed by a fenced block`);
    const fence = open.groups.fence;
    let end = i + 2;
    while (end < lines.length && lines[end] !== fence) end++;
    if (end >= lines.length) throw new Error(`${file}:${i + 2}: the fenced block after the marker is not closed`);
    blocks.push({ file, line: i + 1, options: parseOptions(marker.groups.options), start: i + 2, end, lines: lines.slice(i + 2, end) });
    i = end;
  }
  return blocks;
}

/** `serve="--knowledge x" port=3000 exit` → `{ serve: '--knowledge x', port: '3000', exit: true }`. */
export function parseOptions(text) {
  const options = {};
  for (const match of text.matchAll(OPTION)) {
    options[match[1]] = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[3] ?? true);
  }
  return options;
}

/** `text` with each block's lines replaced by `replacements[i]` (undefined keeps a block as it is). */
export function rewrite(text, blocks, replacements) {
  const lines = text.split('\n');
  // From the last block up, so earlier line numbers stay right.
  for (let i = blocks.length - 1; i >= 0; i--) {
    if (replacements[i] === undefined) continue;
    lines.splice(blocks[i].start, blocks[i].end - blocks[i].start, ...replacements[i]);
  }
  return lines.join('\n');
}

/**
 * The commands of a shell block, each with the output lines shown under it: a command is a line
 * starting `$ `, continued by lines while it ends with a backslash.
 */
export function commandsOf(lines) {
  const commands = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.startsWith('$ ')) {
      if (commands.length === 0) throw new Error(`output before the first "$ " command: ${JSON.stringify(line)}`);
      commands.at(-1).output.push(line);
      continue;
    }
    const shown = [line];
    while (shown.at(-1).endsWith('\\') && i + 1 < lines.length) shown.push(lines[++i]);
    commands.push({ shown, output: [] });
  }
  return commands;
}

/**
 * `head` first and `tail` last lines of `lines` with one `ellipsis` line between, when there are
 * more (`ellipsis` "none": no line, the rest just left out).
 */
export function elide(lines, { head = 0, tail = 0, ellipsis = '…' } = {}) {
  if (!head && !tail) return lines;
  if (lines.length <= head + tail) return lines;
  return [...lines.slice(0, head), ...(ellipsis === 'none' ? [] : [ellipsis]), ...(tail ? lines.slice(-tail) : [])];
}
