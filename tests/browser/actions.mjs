// What several browser tests do the same way (not a test file itself).
import { readFile } from 'node:fs/promises';
import { waitForIdle } from './harness.mjs';

// Opens a view by its navigation link ('Compare', 'Statistics', ...) once the page is idle, and
// waits until the view has loaded. The click's hashchange reaches the router a moment later, so
// the page can still look idle just after the click: wait first for the router to mark the link
// current, which it does in the same step as it counts the view's loading as work
// (web/shell/router.js), and only then for idle.
export async function openView(page, name) {
  await waitForIdle(page);
  // On a narrow screen the views are behind the Views menu (web/shell/screen.js).
  const menu = page.getByRole('button', { name: 'Views', exact: true });
  if (await menu.isVisible()) await menu.click();
  const link = page.getByRole('link', { name, exact: true });
  await link.click();
  // (A menu closes once a view is chosen: its link is then hidden.)
  const chosen = page.getByRole('link', { name, exact: true, includeHidden: true });
  await chosen.and(page.locator('[aria-current=page]')).waitFor({ state: 'attached' });
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

// A touch event of `type` ('touchstart', 'touchend') on the element `selector` (the timers' touch area).
export function touch(page, selector, type) {
  return page
    .locator(selector)
    .evaluate((el, t) => el.dispatchEvent(new TouchEvent(t, { cancelable: true, bubbles: true })), type);
}
