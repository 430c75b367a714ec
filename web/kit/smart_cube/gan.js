// @ts-check
// GAN smart cubes (Gen2, Gen3 and Gen4 protocols) through `gan-web-bluetooth`, which finds the
// cube, decrypts and decodes its packets, recovers missed moves, and gives events; this driver
// only renames them into the link's stream (stream.js). The library is loaded when first used.

/** Whether this browser can reach Bluetooth devices at all. */
export const hasWebBluetooth = () => typeof navigator !== 'undefined' && 'bluetooth' in navigator;

export const NO_BLUETOOTH = 'This browser has no Web Bluetooth: use Chrome or Edge on desktop or Android';

/**
 * A MAC address as the user typed it (`AB:12:CD:34:EF:56`, dashes or spaces also), in the form the
 * library reads; a typing mistake would key the decryption wrongly and give garbage, so it is
 * refused here with what was expected.
 * @param {string} text
 */
export function readMacAddress(text) {
  const pairs = text.trim().split(/[:\-\s]+/);
  if (pairs.length !== 6 || !pairs.every((p) => /^[0-9a-f]{2}$/i.test(p)))
    throw new Error(`'${text.trim()}' is not a MAC address: six pairs of hex digits, as AB:12:CD:34:EF:56`);
  return pairs.join(':').toUpperCase();
}

/**
 * One event of gan-web-bluetooth in the link's terms, or null for those the link does not carry
 * (gyroscope, hardware).
 * @param {import('gan-web-bluetooth').GanCubeEvent} event
 * @returns {import('./stream.js').SmartCubeEvent | null}
 */
export function fromGanEvent(event) {
  switch (event.type) {
    case 'MOVE':
      return {
        type: 'move',
        move: event.move,
        cubeTimestamp: event.cubeTimestamp,
        localTimestamp: event.localTimestamp,
      };
    case 'FACELETS':
      return { type: 'facelets', facelets: event.facelets };
    case 'BATTERY':
      return { type: 'battery', level: event.batteryLevel };
    case 'DISCONNECT':
      return { type: 'disconnect' };
    default:
      return null;
  }
}

/**
 * Opens a GAN cube: the browser's chooser, then the cube's state and battery asked for at once.
 * `macAddress` answers the cube's MAC address (its packets are encrypted with it) when the browser
 * cannot read it from the cube's advertisements; gan-web-bluetooth calls it last with
 * `isFallback` true, when it must answer.
 * `library` loads gan-web-bluetooth (Node's tests load its CommonJS build: its ES build names an
 * export of aes-js that Node does not find, which bundlers do).
 * @param {{macAddress?: import('gan-web-bluetooth').MacAddressProvider,
 *   library?: () => Promise<typeof import('gan-web-bluetooth')>}} [options]
 * @returns {import('./stream.js').OpenDriver}
 */
export function ganDriver({ macAddress, library = () => import('gan-web-bluetooth') } = {}) {
  return async (emit) => {
    if (!hasWebBluetooth()) throw new Error(NO_BLUETOOTH);
    const { connectGanCube } = await library();
    const connection = await connectGanCube(macAddress);
    connection.events$.subscribe((event) => {
      const out = fromGanEvent(event);
      if (out) emit(out);
    });
    await connection.sendCubeCommand({ type: 'REQUEST_FACELETS' });
    await connection.sendCubeCommand({ type: 'REQUEST_BATTERY' });
    return {
      name: connection.deviceName,
      markSolved: () => connection.sendCubeCommand({ type: 'REQUEST_RESET' }),
      disconnect: () => connection.disconnect(),
    };
  };
}
