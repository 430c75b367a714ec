// @ts-check
// A table of rows as text: CSV (RFC 4180) for files, Markdown for pasting (the Statistics and
// Compare views' exports, the route matrix's CSV).

// RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled.
const csvField = (/** @type {unknown} */ v) => {
  const text = v === null || v === undefined ? '' : String(v);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * @param {Record<string, unknown>[]} rows
 * @param {readonly string[]} columns
 */
export function toCsv(rows, columns) {
  return (
    [columns.map(csvField).join(','), ...rows.map((r) => columns.map((c) => csvField(r[c])).join(','))].join(
      '\r\n',
    ) + '\r\n'
  );
}

/**
 * A Markdown table (GitHub's), numbers as given; `|` in text escaped.
 * @param {Record<string, unknown>[]} rows
 * @param {readonly string[]} columns
 */
export function toMarkdown(rows, columns) {
  const cell = (/** @type {unknown} */ v) =>
    v === null || v === undefined ? '' : String(v).replaceAll('|', '\\|');
  return [
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${columns.map((c) => cell(r[c])).join(' | ')} |`),
  ].join('\n');
}
