/** A report as pretty JSON with a closing newline: the `json` reporter of `check` and `eval`. */
export function formatJson(report: unknown): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
