// The GAN smart cubes' protocols (Gen2, Gen3), for tests: AES-128-CBC packets keyed by the cube's
// MAC address, 20-byte messages read as bit fields (most significant bit first; Gen3's words little
// endian), as gan-web-bluetooth documents and decodes them. Written from that description, with
// Node's own AES: none of the library's code is used, so the library's decoding is what the tests
// check. `fakeGanBluetooth` carries the packets (under Node and in a page).
import crypto from 'node:crypto';

// The GATT service and its command and state characteristics, by protocol.
export const GEN2 = {
  service: '6e400001-b5a3-f393-e0a9-e50e24dc4179',
  command: '28be4a4a-cd67-11e9-a32f-2a2ae2dbcce4',
  state: '28be4cb6-cd67-11e9-a32f-2a2ae2dbcce4',
};
export const GEN3 = {
  service: '8653000a-43e6-47b7-9cb0-5fc21d4ae340',
  command: '8653000c-43e6-47b7-9cb0-5fc21d4ae340',
  state: '8653000b-43e6-47b7-9cb0-5fc21d4ae340',
};
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

// The cubies as bit fields at the given places: 7 corners' permutation (3 bits) and orientation
// (2), 11 edges' (4 and 1), in Kociemba's order (corners URF UFL ULB UBR DFR DLF DBL DRB; edges UR
// UF UL UB DR DF DL DB FR FL BL BR); the last corner and edge are implied.
function cubieFields({ cp, co, ep, eo }, [cpAt, coAt, epAt, eoAt]) {
  const fields = [];
  for (let i = 0; i < 7; i++) fields.push([cpAt + 3 * i, 3, cp[i]], [coAt + 2 * i, 2, co[i]]);
  for (let i = 0; i < 11; i++) fields.push([epAt + 4 * i, 4, ep[i]], [eoAt + i, 1, eo[i]]);
  return fields;
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
  /** The state as cubies ({cp, co, ep, eo}, as `cubieFields` reads them). */
  facelets: (serial, state) => bits([[0, 4, 0x4], [4, 8, serial], ...cubieFields(state, [12, 33, 47, 91])]),
  battery: (level) =>
    bits([
      [0, 4, 0x9],
      [8, 8, level],
    ]),
};

// A little-endian word of `bytes` bytes at bit `start` (byte aligned), as bit fields.
const littleEndian = (start, bytes, value) =>
  Array.from({ length: bytes }, (_, i) => [start + 8 * i, 8, Math.floor(value / 256 ** i) % 256]);

// The Gen3 messages (magic 0x55, type, data length, data).
export const gen3 = {
  /** One turn: face 0..5 for URFDLB, its serial (16 bits) and the cube's clock (32 bits, ms). */
  move(serial, { face, ccw, cubeTimestamp }) {
    return bits([
      [0, 8, 0x55],
      [8, 8, 0x01],
      [16, 8, 9],
      ...littleEndian(24, 4, cubeTimestamp),
      ...littleEndian(56, 2, serial),
      [72, 2, ccw ? 1 : 0],
      [74, 6, [2, 32, 8, 1, 16, 4][face]],
    ]);
  },
  facelets: (serial, state) =>
    bits([
      [0, 8, 0x55],
      [8, 8, 0x02],
      [16, 8, 16],
      ...littleEndian(24, 2, serial),
      ...cubieFields(state, [40, 61, 77, 121]),
    ]),
  battery: (level) =>
    bits([
      [0, 8, 0x55],
      [8, 8, 0x10],
      [16, 8, 1],
      [24, 8, level],
    ]),
};

// The cube after F R, as cubies: gan-web-bluetooth's own documented example.
export const AFTER_F_R = {
  cp: [0, 5, 2, 1, 7, 4, 6, 3],
  co: [1, 2, 0, 2, 1, 1, 0, 2],
  ep: [1, 9, 2, 3, 11, 8, 6, 7, 4, 5, 10, 0],
  eo: [1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0],
};

// Web Bluetooth offering one GAN Gen2 cube, whose packets a test sends (`ganCube.send(bytes)`,
// encrypted) and whose received commands it reads (`ganCube.written`, encrypted). Self-contained,
// so that it also runs in a page before its scripts (playwright's addInitScript); it installs
// `navigator.bluetooth` and `ganCube` on globalThis and returns the latter.
export function fakeGanBluetooth({ name, service, command, state }) {
  const listeners = new Map();
  const on = (target) => ({
    addEventListener: (type, fn) => listeners.set(`${target}:${type}`, fn),
    removeEventListener: (type) => listeners.delete(`${target}:${type}`),
  });
  const stateCharacteristic = {
    uuid: state,
    value: null,
    ...on('state'),
    startNotifications: async () => stateCharacteristic,
    stopNotifications: async () => stateCharacteristic,
  };
  const written = [];
  const commandCharacteristic = { uuid: command, writeValue: async (bytes) => written.push([...bytes]) };
  const chars = { [command]: commandCharacteristic, [state]: stateCharacteristic };
  const gatt = {
    connected: false,
    connect: async () => ((gatt.connected = true), gatt),
    getPrimaryServices: async () => [{ uuid: service, getCharacteristic: async (uuid) => chars[uuid] }],
    disconnect: () => cube.drop(),
  };
  const device = { name, gatt, ...on('device') };
  globalThis.navigator ??= {}; // Node before 21 has none
  Object.defineProperty(globalThis.navigator, 'bluetooth', {
    configurable: true,
    value: { requestDevice: async () => device },
  });
  const cube = {
    written,
    send(bytes) {
      stateCharacteristic.value = new DataView(new Uint8Array(bytes).buffer);
      listeners.get('state:characteristicvaluechanged')?.({ target: stateCharacteristic });
    },
    drop() {
      gatt.connected = false;
      listeners.get('device:gattserverdisconnected')?.();
    },
  };
  globalThis.ganCube = cube;
  return cube;
}
