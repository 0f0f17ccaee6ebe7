// A runnable curl call per route, from its declaration and example: the docs page shows it, the document carries it.
import type { ApiRoute } from '../api-route';

/** Single-quoted for a POSIX shell. */
function quoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The example call's address at the site's own (`baseUrl`: PUBLIC_URL). */
export function exampleUrl(route: ApiRoute, baseUrl: string): string {
  const { params, textParams, query } = route.example;
  const path = route.path.replace(/:(\w+)/g, (_match, name: string) => (textParams?.[name] !== undefined ? encodeURIComponent(textParams[name]) : String(params?.[name] ?? `{${name}}`)));
  const search = new URLSearchParams(Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return `${baseUrl.replace(/\/+$/, '')}/api${path}${search ? `?${search}` : ''}`;
}

export function curlSample(route: ApiRoute, baseUrl: string): string {
  const lines = [`curl${route.method === 'get' ? '' : ` -X ${route.method.toUpperCase()}`} ${quoted(exampleUrl(route, baseUrl))}`];
  if (route.auth === 'staff') lines.push(`-H "Authorization: Bearer $TOKEN"`);
  if (route.multipart) lines.push(`-F ${route.multipart.field}=@photo.jpg`);
  if (route.textBody) lines.push(`-H 'Content-Type: ${route.textBody.mediaType}'`, `--data-binary @file.csv`);
  if (route.body && route.example.body !== undefined) {
    lines.push(`-H 'Content-Type: application/json'`, `-d ${quoted(JSON.stringify(route.example.body))}`);
  }
  return lines.join(' \\\n  ');
}
