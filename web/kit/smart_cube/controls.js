// @ts-check
// The smart-cube controls (the Solve view's Cube card, the Timer view): "Connect a smart cube" (a GAN cube over Web Bluetooth, or the
// virtual cube), then the cube's name, battery, "Mark as solved" and Disconnect while connected.
// The page's cube follows the link by itself (web/kit/smart_cube/follow.js, wired in main.js).
import { ganDriver, hasWebBluetooth, NO_BLUETOOTH, readMacAddress } from './gan.js';
import { openVirtualCube } from './virtual.js';

/** The controls' markup; `prefix` starts every id (two views hold their own). */
export const smartMarkup = (prefix = 'smart') => `
    <details id="${prefix}-menu" class="smart-menu">
      <summary>Connect a smart cube</summary>
      <div class="row wrap">
        <button type="button" id="${prefix}-gan">GAN cube (Bluetooth)</button>
        <button type="button" id="${prefix}-virtual">Virtual cube (keys and drags)</button>
      </div>
      <p id="${prefix}-no-bluetooth" class="hint" hidden></p>
    </details>
    <div id="${prefix}-connected" class="row wrap" hidden>
      <span id="${prefix}-name"></span>
      <span id="${prefix}-battery" class="hint"></span>
      <button type="button" id="${prefix}-solved" title="The cube in your hands is solved: start again from solved">Mark as solved</button>
      <button type="button" id="${prefix}-disconnect">Disconnect</button>
    </div>
    <p id="${prefix}-message" class="hint" aria-live="polite"></p>`;

/**
 * @param {{
 *   $: (selector: string) => import('../dom.js').Control,
 *   link: import('./stream.js').SmartCubeLink,
 *   prefix?: string,
 * }} deps
 */
export function createSmartCubeControls({ $: find, link, prefix = 'smart' }) {
  const $ = (/** @type {string} */ selector) => find(selector.replace('#smart-', `#${prefix}-`));
  const bluetooth = hasWebBluetooth();
  $('#smart-gan').disabled = !bluetooth;
  $('#smart-no-bluetooth').hidden = bluetooth;
  $('#smart-no-bluetooth').textContent = bluetooth ? '' : `${NO_BLUETOOTH}.`;

  function show() {
    const driver = link.driver;
    $('#smart-connected').hidden = !driver;
    $('#smart-menu').hidden = Boolean(driver);
    $('#smart-name').textContent = driver ? `Connected: ${driver.name}` : '';
    $('#smart-battery').textContent = link.battery === null ? '' : `battery ${link.battery}%`;
  }

  /** @param {import('./stream.js').OpenDriver} open */
  async function connect(open) {
    $('#smart-message').textContent = 'Connecting…';
    try {
      await link.connect(open);
      $('#smart-message').textContent = link.driver?.turn
        ? 'Turn the cube with the keys or by dragging: each turn comes through the virtual cube.'
        : 'Turn your cube: the cube on screen follows it. If they differ, solve your cube and press Mark as solved.';
    } catch (err) {
      $('#smart-message').textContent = `Not connected: ${err instanceof Error ? err.message : String(err)}`;
    }
    show();
  }

  // The cube's MAC address keys its encryption; where the browser cannot read it from the cube's
  // advertisements (Chrome does with its experimental web platform features on), the user gives it.
  async function askMac(/** @type {unknown} */ _device, /** @type {boolean | undefined} */ isFallback) {
    if (!isFallback) return null;
    const text = prompt(
      'The cube’s MAC address, e.g. AB:12:CD:34:EF:56 (chrome://bluetooth-internals lists it; with “Experimental Web Platform features” on in chrome://flags, Chrome reads it by itself):',
    );
    return text === null ? null : readMacAddress(text);
  }

  $('#smart-gan').addEventListener('click', () => connect(ganDriver({ macAddress: askMac })));
  $('#smart-virtual').addEventListener('click', () => connect(openVirtualCube));
  $('#smart-solved').addEventListener('click', () =>
    link.markSolved().catch((err) => {
      $('#smart-message').textContent =
        `The cube could not be reset: ${err instanceof Error ? err.message : String(err)}`;
    }),
  );
  $('#smart-disconnect').addEventListener('click', () => link.disconnect());
  link.on((event) => {
    if (event.type === 'disconnect') $('#smart-message').textContent = 'The smart cube is disconnected.';
    if (event.type === 'connect' || event.type === 'disconnect' || event.type === 'battery') show();
  });
  show();
}
