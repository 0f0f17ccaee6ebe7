// The environment of a process a test starts (a server, a CLI): what Node, npm and the shell need from the parent,
// plus the settings the test gives, and nothing else. A developer's exported DATABASE_URL, SMTP_URL or PGHOST must
// not point a test server at their own database or mail server.
/** Inherited from the parent: finding programs, a home and a temp folder, the locale. */
export const INHERITED_VARIABLES = ['PATH', 'HOME', 'USER', 'LOGNAME', 'SHELL', 'LANG', 'LC_ALL', 'TMPDIR', 'TEMP', 'TMP', 'SystemRoot', 'ComSpec', 'PATHEXT'] as const;

/** Exactly the inherited variables above and `settings`. */
export function childEnv(settings: Record<string, string> = {}, parent: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of INHERITED_VARIABLES) {
    const value = parent[name];
    if (value !== undefined) env[name] = value;
  }
  return Object.assign(env, settings);
}
