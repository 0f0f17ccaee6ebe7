// Reading the test server's output: its log is one JSON object per line (server/logging/); anything else it
// prints (the first-start banner, Node's own warnings) is not a log line.
export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

/** pino's "error": this level and above (fatal) is a failure on the server's side. */
export const ERROR_LEVEL = 50;

export function logLines(output: string): LogLine[] {
  const lines: LogLine[] = [];
  for (const text of output.split('\n')) {
    if (!text.startsWith('{')) continue;
    try {
      const parsed = JSON.parse(text) as LogLine;
      if (typeof parsed.level === 'number') lines.push(parsed);
    } catch {
      // a line that only looks like JSON
    }
  }
  return lines;
}

/** The lines that report a server-side failure: an error logged by a handler, or a request answered with a 5xx. */
export function serverFailures(output: string): LogLine[] {
  return logLines(output).filter((line) => line.level >= ERROR_LEVEL);
}
