// @ts-check
// The page on every screen (issue 34): on a phone the views are a menu behind the "Views" button
// (web/styles.css shows the button and hides the list below 701 px); the theme is a setting,
// "system" following prefers-color-scheme, set on <html> for web/styles.css.
import { THEMES } from '../kit/settings.js';

/** @param {string} theme */
export function applyTheme(theme) {
  const root = document.documentElement;
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
  else delete root.dataset.theme;
}

/**
 * The Theme select, kept in the settings.
 * @param {HTMLSelectElement} select @param {{theme: string}} settings @param {() => void} save
 */
export function bindTheme(select, settings, save) {
  select.value = settings.theme;
  applyTheme(settings.theme);
  select.addEventListener('change', () => {
    if (!THEMES.includes(select.value)) return;
    settings.theme = select.value;
    applyTheme(settings.theme);
    save();
  });
}

/**
 * The views menu: the button opens and closes it; choosing a view or Escape closes it.
 * @param {HTMLButtonElement} toggle @param {HTMLElement} nav
 */
export function bindNavMenu(toggle, nav) {
  const open = (/** @type {boolean} */ on) => toggle.setAttribute('aria-expanded', String(on));
  toggle.addEventListener('click', () => {
    const on = toggle.getAttribute('aria-expanded') !== 'true';
    open(on);
    if (on) /** @type {HTMLElement | null} */ (nav.querySelector('a[aria-current="page"], a'))?.focus();
  });
  nav.addEventListener('click', (event) => {
    if (/** @type {HTMLElement} */ (event.target).closest('a')) open(false);
  });
  nav.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || toggle.getAttribute('aria-expanded') !== 'true') return;
    open(false);
    toggle.focus();
  });
}
