// @ts-check
// The smart-cube link: one connected cube at a time, whatever its driver, and the one stream of
// events every listener hears (the page's cube, a timer). DOM-free (tests/web run it under Node).
// A driver is opened with `emit` and answers what the link needs to drive it; it turns whatever
// its cube speaks into these events:
//   {type: 'move', move, cubeTimestamp, localTimestamp}  one face turn in WCA notation (`R`, `U'`);
//       cubeTimestamp is the cube's own clock (ms, null when the cube gave none), localTimestamp
//       the page's (performance.now() ms, null for a move recovered after it was missed)
//   {type: 'facelets', facelets}  the whole state, as the cube reports it (URFDLB, 54 letters)
//   {type: 'battery', level}      percent
//   {type: 'disconnect'}          the cube is gone (it was switched off, out of range, or let go)
// Listeners also hear {type: 'connect', name} when a driver is ready.

export const SOLVED = 'UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB';

/**
 * @typedef {{type: 'move', move: string, cubeTimestamp: number | null, localTimestamp: number | null}
 *   | {type: 'facelets', facelets: string} | {type: 'battery', level: number}
 *   | {type: 'disconnect'}} SmartCubeEvent
 * @typedef {SmartCubeEvent | {type: 'connect', name: string}} LinkEvent
 * @typedef {{
 *   name: string,
 *   markSolved: () => Promise<void>,
 *   disconnect: () => Promise<void>,
 *   turn?: (move: string) => void,
 * }} SmartCubeDriver  `turn` only for a driver fed by the page's own turns (the virtual cube)
 * @typedef {(emit: (event: SmartCubeEvent) => void) => Promise<SmartCubeDriver>} OpenDriver
 */

export class SmartCubeLink {
  constructor() {
    /** @type {SmartCubeDriver | null} */
    this.driver = null;
    /** @type {number | null} */
    this.battery = null;
    /** @type {Set<(event: LinkEvent) => void>} */
    this.listeners = new Set();
    this.generation = 0; // events of a driver replaced or let go are dropped
  }

  /** Hears every event of every cube connected from now on; returns the way to stop. */
  on(/** @type {(event: LinkEvent) => void} */ listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get connected() {
    return this.driver !== null;
  }

  /** Connects the cube `open` reaches, after letting go of the one connected. Throws what the
   * driver threw (no Bluetooth, the user closed the chooser, an unknown cube). */
  async connect(/** @type {OpenDriver} */ open) {
    await this.disconnect();
    const generation = ++this.generation;
    const driver = await open((event) => {
      if (generation === this.generation) this.#receive(event);
    });
    if (generation !== this.generation) {
      await driver.disconnect();
      return;
    }
    this.driver = driver;
    this.#send({ type: 'connect', name: driver.name });
  }

  /** Lets go of the cube; listeners hear one 'disconnect'. */
  async disconnect() {
    const driver = this.driver;
    if (!driver) return;
    this.#receive({ type: 'disconnect' });
    await driver.disconnect().catch(() => {});
  }

  /** The cube in the user's hands is solved: the driver resets its idea of the state (a GAN cube
   * keeps one), and every listener hears the solved state. */
  async markSolved() {
    if (!this.driver) return;
    await this.driver.markSolved();
    this.#receive({ type: 'facelets', facelets: SOLVED });
  }

  /** A turn the user made on the page: true when the connected cube takes it (the virtual cube),
   * which then reports it as its own move. */
  takeTurn(/** @type {string} */ move) {
    if (!this.driver?.turn) return false;
    this.driver.turn(move);
    return true;
  }

  /** @param {SmartCubeEvent} event */
  #receive(event) {
    if (event.type === 'battery') this.battery = event.level;
    if (event.type === 'disconnect') {
      if (!this.driver) return;
      this.driver = null;
      this.battery = null;
      this.generation++;
    }
    this.#send(event);
  }

  /** @param {LinkEvent} event */
  #send(event) {
    for (const listener of this.listeners) listener(event);
  }
}
