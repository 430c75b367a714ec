// A GAN Gen2 smart cube as Web Bluetooth shows it, for tests: a device, its GATT service and the
// two characteristics, speaking the Gen2 protocol (AES-128-CBC packets keyed by the cube's MAC
// address; 20-byte messages read as bit fields, most significant bit first) as gan-web-bluetooth
// documents and decodes it. Everything here is written from that description, with Node's own
// AES: none of the library's code is used, so the library's decoding is what the tests check.
import crypto from 'node:crypto';

export const GEN2_SERVICE = '6e400001-b5a3-f393-e0a9-e50e24dc4179';
const COMMAND = '28be4a4a-cd67-11e9-a32f-2a2ae2dbcce4';
const STATE = '28be4cb6-cd67-11e9-a32f-2a2ae2dbcce4';
// The published key and IV of GAN cubes (not AiCube), salted with the MAC address below.
const KEY = [0x01, 0x02, 0x42, 0x28, 0x31, 0x91, 0x16, 0x07, 0x20, 0x05, 0x18, 0x54, 0x42, 0x11, 0x12, 0x53];
const IV = [0x11, 0x03, 0x32, 0x28, 0x21, 0x01, 0x76, 0x27, 0x20, 0x95, 0x78, 0x14, 0x32, 0x12, 0x02, 0x43];

// The first six bytes of key and IV plus the MAC's bytes in reverse order, modulo 255 (sic).
function salted(bytes, mac) {
  const salt = mac
    .split(':')
    .map((h) => parseInt(h, 16))
    .reverse();
  return Buffer.from(bytes.map((b, i) => (i < 6 ? (b + salt[i]) % 0xff : b)));
}

function aesBlock(encrypt, key, iv, block) {
  const make = encrypt ? crypto.createCipheriv : crypto.createDecipheriv;
  const c = make('aes-128-cbc', key, iv).setAutoPadding(false);
  return Buffer.concat([c.update(block), c.final()]);
}

// A message is encrypted as its first 16 bytes, then its last 16 (they overlap in 20 bytes).
export function encrypt(message, mac) {
  const key = salted(KEY, mac);
  const iv = salted(IV, mac);
  const out = Buffer.from(message);
  aesBlock(true, key, iv, out.subarray(0, 16)).copy(out, 0);
  aesBlock(true, key, iv, out.subarray(out.length - 16)).copy(out, out.length - 16);
  return out;
}

export function decrypt(message, mac) {
  const key = salted(KEY, mac);
  const iv = salted(IV, mac);
  const out = Buffer.from(message);
  aesBlock(false, key, iv, out.subarray(out.length - 16)).copy(out, out.length - 16);
  aesBlock(false, key, iv, out.subarray(0, 16)).copy(out, 0);
  return out;
}

/** A 20-byte message from bit fields [start, length, value]. */
function bits(fields) {
  const out = new Uint8Array(20);
  for (const [start, length, value] of fields)
    for (let k = 0; k < length; k++)
      if ((value >> (length - 1 - k)) & 1) out[(start + k) >> 3] |= 0x80 >> ((start + k) & 7);
  return out;
}

// The Gen2 messages a cube sends (type in the first 4 bits).
export const gen2 = {
  /** `moves` oldest first (at most 7: the cube repeats its last turns, so missed ones are found),
   * each {face: 0..5 for URFDLB, ccw: bool, elapsed: ms since the turn before}. */
  move(serial, moves) {
    const fields = [
      [0, 4, 0x2],
      [4, 8, serial],
    ];
    moves
      .slice()
      .reverse()
      .forEach(({ face, ccw, elapsed }, i) => {
        fields.push([12 + 5 * i, 4, face], [16 + 5 * i, 1, ccw ? 1 : 0], [47 + 16 * i, 16, elapsed]);
      });
    return bits(fields);
  },
  /** The state as cubies (Kociemba's order: corners URF UFL ULB UBR DFR DLF DBL DRB; edges UR UF
   * UL UB DR DF DL DB FR FL BL BR); the last corner and edge are implied. */
  facelets(serial, { cp, co, ep, eo }) {
    const fields = [
      [0, 4, 0x4],
      [4, 8, serial],
    ];
    for (let i = 0; i < 7; i++) fields.push([12 + 3 * i, 3, cp[i]], [33 + 2 * i, 2, co[i]]);
    for (let i = 0; i < 11; i++) fields.push([47 + 4 * i, 4, ep[i]], [91 + i, 1, eo[i]]);
    return bits(fields);
  },
  battery: (level) =>
    bits([
      [0, 4, 0x9],
      [8, 8, level],
    ]),
};

/**
 * Installs `navigator.bluetooth` offering one Gen2 cube. `answer(command)` is called with each
 * decrypted command the page writes and returns the messages the cube sends back.
 */
export function installGen2Cube({
  name = 'GAN12-ui-1A2B',
  mac = 'AB:12:CD:34:EF:56',
  answer = () => [],
} = {}) {
  const written = [];
  const listeners = new Map();
  const on = (target) => ({
    addEventListener: (type, fn) => listeners.set(`${target}:${type}`, fn),
    removeEventListener: (type) => listeners.delete(`${target}:${type}`),
  });
  const state = {
    uuid: STATE,
    value: null,
    ...on('state'),
    startNotifications: async () => state,
    stopNotifications: async () => state,
  };
  const cube = {
    written,
    mac,
    /** The cube sends one message (encrypted, as a notification of the state characteristic). */
    send(message) {
      const bytes = encrypt(message, mac);
      state.value = new DataView(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
      listeners.get('state:characteristicvaluechanged')?.({ target: state });
    },
    /** The cube goes out of range. */
    drop() {
      gatt.connected = false;
      listeners.get('device:gattserverdisconnected')?.();
    },
  };
  const command = {
    uuid: COMMAND,
    async writeValue(bytes) {
      const plain = decrypt(Buffer.from(bytes), mac);
      written.push(plain);
      for (const message of answer(plain)) setTimeout(() => cube.send(message), 0);
    },
  };
  const service = {
    uuid: GEN2_SERVICE,
    getCharacteristic: async (uuid) => ({ [COMMAND]: command, [STATE]: state })[uuid],
  };
  const gatt = {
    connected: false,
    connect: async () => ((gatt.connected = true), gatt),
    getPrimaryServices: async () => [service],
    disconnect: () => cube.drop(),
  };
  const device = { name, gatt, ...on('device') };
  globalThis.navigator ??= {};
  globalThis.navigator.bluetooth = { requestDevice: async () => device };
  return cube;
}
