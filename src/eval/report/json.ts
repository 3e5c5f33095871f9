import { formatJson } from '../../report/index.js';
import type { EvalReport } from '../types.js';

/** The report as pretty JSON: the summary and every entry with its reply. */
export function formatEvalJson(report: EvalReport): string {
  return formatJson(report);
}
