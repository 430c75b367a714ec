// @ts-check
// Small helpers for showing text safely and marking the column an error is about.

export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// "message" plus the input with the character at 1-based `column` marked (columns count
// characters, as the core's parser does).
export function errorWithColumn(message, input, column) {
  const chars = [...input];
  if (!column || column < 1 || column > chars.length + 1) return escapeHtml(message);
  const before = escapeHtml(chars.slice(0, column - 1).join(''));
  const at = escapeHtml(chars[column - 1] ?? ' ');
  const after = escapeHtml(chars.slice(column).join(''));
  return `${escapeHtml(message)}<br /><code>${before}<mark>${at}</mark>${after}</code>`;
}
