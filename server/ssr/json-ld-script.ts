// JSON-LD as HTML: a data block the browser never runs (so the strict CSP needs no hash for it), with every "<"
// escaped so no text in it — a dish named "</script>" — can end the block or open a comment.
import { scriptJson } from '../../shared/rules/markup';

export function jsonLdScript(data: object): string {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}
