// @ts-check
// Files the page hands to the user: exported tables (CSV, JSON) and charts (PNG). The browser's
// own download, through a temporary link; nothing leaves the machine.

/** @param {string} name @param {Blob} blob */
function save(name, blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** @param {string} name @param {string} text @param {string} type */
export function downloadText(name, text, type) {
  save(name, new Blob([text], { type }));
}

// A chart as drawn, on an opaque background (a transparent PNG is unreadable in dark viewers).
/** @param {string} name @param {HTMLCanvasElement} canvas */
export function downloadCanvas(name, canvas) {
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const context = /** @type {CanvasRenderingContext2D} */ (copy.getContext('2d'));
  context.fillStyle = getComputedStyle(canvas).getPropertyValue('--card').trim() || '#ffffff';
  context.fillRect(0, 0, copy.width, copy.height);
  context.drawImage(canvas, 0, 0);
  copy.toBlob((blob) => blob && save(name, blob), 'image/png');
}

// "Copy as Markdown": the clipboard where the browser allows it; false when it refuses.
/** @param {string} text */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
