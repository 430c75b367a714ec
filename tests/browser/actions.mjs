// What several browser tests do the same way (not a test file itself).
import { readFile } from 'node:fs/promises';
import { waitForIdle } from './harness.mjs';

// Opens a view by its navigation link ('Compare', 'Statistics', ...) once the page is idle, and
// waits until the view has loaded.
export async function openView(page, name) {
  await waitForIdle(page);
  await page.getByRole('link', { name, exact: true }).click();
  await waitForIdle(page);
}

// Presses the button named `button` and returns the file it downloads: {name, bytes}.
export async function download(page, button) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}
