// Text written into markup by hand, the one way for the whole project. React escapes what it renders itself; what
// is assembled as a string (a head tag, an e-mail, the sitemap, the API docs page) goes through these.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text or an attribute value (double- or single-quoted) in HTML or XML: the five characters that can end or open
 * markup become references. `&#39;` rather than `&apos;`, which HTML 4 and old mail clients do not know; both XML
 * and HTML read a numeric reference.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/**
 * JSON inside a `<script>` data block (JSON-LD, the page's query cache). Not an HTML escaper: a script's text is
 * never decoded by the HTML parser, so `&amp;` would reach the JSON reader as is. What can end the block or open a
 * comment there is `<` ("</script>", "<!--"), written as JSON's own `\u003c`, which reads back as the same string.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
