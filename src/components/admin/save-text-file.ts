// Saves text the server sent as a file on the staff member's device: a Blob behind a temporary <a download>.

/** A byte-order mark, so spreadsheet programs read the file as UTF-8 (accents in names stay right). */
const UTF8_BOM = '\uFEFF';
/** Long enough for the browser to have started the download before the Blob's address is released. */
const REVOKE_AFTER_MS = 10_000;

export function saveTextFile(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // The spreadsheet export carries its own BOM; a second one would show as a stray character in the first heading.
  const url = URL.createObjectURL(new Blob(text.startsWith(UTF8_BOM) ? [text] : [UTF8_BOM, text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
