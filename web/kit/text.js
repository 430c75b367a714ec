// @ts-check
// Small helpers for showing text safely and marking the column an error is about.

export function escapeHtml(/** @type {unknown} */ text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Control characters drawn as their visible pictures (U+0000 as ␀, U+007F as ␡): in HTML a NUL is
// dropped and the others are invisible, so "unexpected '' at column 2" told the user nothing.
export function visible(/** @type {unknown} */ text) {
  return String(text).replace(/[\u0000-\u001f\u007f]/g, (c) =>
    String.fromCharCode(c === '\u007f' ? 0x2421 : 0x2400 + c.charCodeAt(0)),
  );
}

// "message" plus the input with the character at 1-based `column` marked (columns count
// characters, as the core's parser does).
/** @param {string} message @param {string} input @param {number | undefined} column */
export function errorWithColumn(message, input, column) {
  const chars = [...input];
  const shown = (/** @type {string} */ t) => escapeHtml(visible(t));
  if (!column || column < 1 || column > chars.length + 1) return shown(message);
  const before = shown(chars.slice(0, column - 1).join(''));
  const at = shown(chars[column - 1] ?? ' ');
  const after = shown(chars.slice(column).join(''));
  return `${shown(message)}<br /><code>${before}<mark>${at}</mark>${after}</code>`;
}

/**
 * Shows `error` under its field `box` in `out`: the message, and where the core names a column,
 * its line and column with the character marked; the box is marked invalid and the column
 * selected in it, so the user can type over it.
 * @param {HTMLTextAreaElement | HTMLInputElement} box @param {HTMLElement} out
 * @param {{error: string, column?: number}} error
 */
export function showFieldError(box, out, error) {
  box.setAttribute('aria-invalid', 'true');
  if (!error.column) {
    out.textContent = error.error;
    return;
  }
  const place = placeOfColumn(box.value, error.column);
  const chars = [...place.lineText];
  const at = place.column - 1;
  const line = `${escapeHtml(chars.slice(0, at).join(''))}<mark>${escapeHtml(chars[at] ?? ' ')}</mark>${escapeHtml(chars.slice(at + 1).join(''))}`;
  out.innerHTML = `${escapeHtml(error.error)} (line ${place.line}, column ${place.column})<br /><code>${line}</code>`;
  out.dataset.column = String(error.column);
  box.focus();
  box.setSelectionRange(place.start, Math.max(place.end, place.start + 1));
}

/** A count as people read it: 1,234,567 (up to `digits` decimals). */
export const number = (/** @type {number} */ x, digits = 0) =>
  x.toLocaleString('en-US', { maximumFractionDigits: digits });

/**
 * A whole number typed into `input`, in [min, max], or an error naming the field.
 * @param {HTMLInputElement} input @param {string} name @param {number} min @param {number} max
 * @returns {{value: number, error?: undefined} | {error: string, value?: undefined}}
 */
export function readInteger(input, name, min, max) {
  const text = input.value.trim();
  const value = Number(text);
  if (text === '' || !Number.isInteger(value) || value < min || value > max)
    return { error: `${name} must be a whole number from ${number(min)} to ${number(max)}.` };
  return { value };
}

/**
 * Where a text's 1-based character column falls: its line (1-based), the column in that line, the
 * line's text, and the UTF-16 offsets a text box selects with.
 * @param {string} text @param {number} column
 */
export function placeOfColumn(text, column) {
  const chars = [...text];
  const index = Math.max(0, Math.min(column - 1, chars.length));
  const before = chars.slice(0, index).join('');
  const lines = before.split('\n');
  const line = lines.length;
  const lineStart = before.length - lines[lines.length - 1].length;
  const lineEnd = text.indexOf('\n', lineStart);
  const offset = before.length;
  const width = chars[index]?.length ?? 0;
  return {
    line,
    column: [...lines[lines.length - 1]].length + 1,
    lineText: text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd),
    start: offset,
    end: offset + width,
  };
}
