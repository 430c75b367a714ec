// Smart cubes under Node: a GAN Gen2 cube's kind of traffic (encrypted packets written from the
// protocol as gan-web-bluetooth documents it, tests/lib/gan_cube.mjs, on a fake device) goes through
// the library and the GAN driver into the link's stream, and the page's session follows it; the
// virtual cube gives the same stream. Every expected state is the WASM core's, applying the moves
// to the known start itself.
import { test, before } from 'node:test';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { loadCubeLab } from '../wasm/load.mjs';
import { createApi } from '../../web/kit/worker_client/api.js';
import { Session, SOLVED } from '../../web/kit/session.js';
import { SmartCubeLink } from '../../web/kit/smart_cube/stream.js';
import { followSmartCube } from '../../web/kit/smart_cube/follow.js';
import { ganDriver, fromGanEvent, NO_BLUETOOTH, readMacAddress } from '../../web/kit/smart_cube/gan.js';
import { openVirtualCube } from '../../web/kit/smart_cube/virtual.js';
import { callsTransport } from './worker_calls.mjs';
import { GEN2, GEN3, gen3, AFTER_F_R, gen2, encrypt, decrypt, fakeGanBluetooth } from '../lib/gan_cube.mjs';

// The library as Node can load it: its CommonJS build (web/kit/smart_cube/gan.js says why).
const library = async () => createRequire(import.meta.url)('gan-web-bluetooth');
let core;
before(async () => {
  core = await loadCubeLab();
});

const [U, R, D, L] = [0, 1, 3, 4];

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
async function until(what, check) {
  for (let i = 0; i < 200 && !check(); i++) await settle();
  assert.ok(check(), `timed out waiting for ${what}`);
}

/** A link, its events, and a session over the module following it. */
function page() {
  const api = createApi(callsTransport(core));
  const session = new Session(api);
  const link = new SmartCubeLink();
  const events = [];
  const reports = [];
  link.on((event) => events.push(event));
  followSmartCube(link, {
    session,
    turn: (move) => session.turn(move),
    report: (text, warn) => reports.push({ text, warn: Boolean(warn) }),
  });
  return { session, link, events, reports, idle: () => until('the session', () => session.idle()) };
}

const MAC = 'AB:12:CD:34:EF:56';
/** A GAN cube (Gen2 unless told) on a fake Web Bluetooth: `send` a message, the commands it heard
 * (`written`). */
function installCube(name = 'GAN12-ui-1A2B', protocol = GEN2) {
  const cube = fakeGanBluetooth({ name, ...protocol });
  return {
    mac: MAC,
    send: (message) => cube.send([...encrypt(message, MAC)]),
    written: () => cube.written.map((bytes) => decrypt(Buffer.from(bytes), MAC)),
    drop: () => cube.drop(),
  };
}

test('a GAN Gen2 cube: its packets become the stream, and the page follows the cube', async () => {
  const cube = installCube();
  const p = page();
  await p.link.connect(ganDriver({ macAddress: async () => cube.mac, library }));
  assert.equal(p.link.driver?.name, 'GAN12-ui-1A2B');
  // The driver asked for the state and the battery as soon as it was connected; the cube answers.
  assert.deepEqual(
    cube.written().map((c) => c[0]),
    [0x04, 0x09],
  );
  cube.send(gen2.facelets(10, AFTER_F_R));
  cube.send(gen2.battery(87));
  await until('the state and battery', () => p.events.some((e) => e.type === 'battery'));
  const start = core.apply('F R', '').facelets;
  assert.deepEqual(p.events.slice(0, 3), [
    { type: 'connect', name: 'GAN12-ui-1A2B' },
    { type: 'facelets', facelets: start },
    { type: 'battery', level: 87 },
  ]);
  assert.equal(p.link.battery, 87);
  await p.idle();
  assert.equal(p.session.cube, start);

  // U; then a packet whose serial skips one (the cube's message for R' was lost): its history
  // gives R' back, without a local time; then L' with the earlier turns repeated as history.
  cube.send(gen2.move(11, [{ face: U, ccw: false, elapsed: 300 }]));
  cube.send(
    gen2.move(13, [
      { face: U, ccw: false, elapsed: 300 },
      { face: R, ccw: true, elapsed: 150 },
      { face: D, ccw: false, elapsed: 90 },
    ]),
  );
  cube.send(
    gen2.move(14, [
      { face: R, ccw: true, elapsed: 150 },
      { face: D, ccw: false, elapsed: 90 },
      { face: L, ccw: true, elapsed: 210 },
    ]),
  );
  await until('four moves', () => p.events.filter((e) => e.type === 'move').length === 4);
  const moves = p.events.filter((e) => e.type === 'move');
  assert.deepEqual(
    moves.map((m) => [m.move, m.cubeTimestamp]),
    [
      ['U', 300],
      ["R'", 450],
      ['D', 540],
      ["L'", 750],
    ],
  );
  assert.equal(moves[1].localTimestamp, null, 'a recovered move has no local time');
  for (const i of [0, 2, 3]) assert.equal(typeof moves[i].localTimestamp, 'number');
  await p.idle();
  assert.equal(p.session.cube, core.apply("F R U R' D L'", '').facelets);

  // Mark as solved: the cube is told to reset (the Gen2 reset command), the page shows solved.
  await p.link.markSolved();
  assert.equal(cube.written().at(-1)[0], 0x0a);
  await until('the page solved', () => p.session.idle() && p.session.cube === SOLVED);

  // The cube goes out of range.
  cube.drop();
  await until('the disconnect', () => p.events.at(-1).type === 'disconnect');
  assert.equal(p.link.connected, false);
  assert.equal(p.link.battery, null);
});

test('a state the core refuses is reported and the page keeps its cube', async () => {
  const cube = installCube();
  const p = page();
  await p.link.connect(ganDriver({ macAddress: async () => cube.mac, library }));
  // Two corners swapped, nothing else: odd permutation parity, no real cube.
  cube.send(
    gen2.facelets(3, {
      ...AFTER_F_R,
      cp: [1, 0, 2, 3, 4, 5, 6, 7],
      co: Array(8).fill(0),
      ep: [...Array(12).keys()],
      eo: Array(12).fill(0),
    }),
  );
  await until('the report', () => p.reports.some((r) => r.warn));
  await p.idle();
  assert.match(p.reports.find((r) => r.warn).text, /refuses/);
  assert.equal(p.session.cube, SOLVED);
  await p.link.disconnect();
  assert.equal(p.events.at(-1).type, 'disconnect');
});

test('the virtual cube turns the page’s own turns into the same stream', async () => {
  const p = page();
  assert.equal(p.link.takeTurn('R'), false, 'no cube connected: the page turns by itself');
  await p.link.connect(openVirtualCube);
  for (const move of ['R', "U'", 'F2']) assert.equal(p.link.takeTurn(move), true);
  const moves = p.events.filter((e) => e.type === 'move');
  assert.deepEqual(
    moves.map((m) => m.move),
    ['R', "U'", 'F2'],
  );
  for (const m of moves) assert.ok(m.localTimestamp !== null && m.cubeTimestamp === m.localTimestamp);
  await p.idle();
  assert.equal(p.session.cube, core.apply("R U' F2", '').facelets);
  await p.link.markSolved();
  await p.idle();
  assert.equal(p.session.cube, SOLVED);
  await p.link.disconnect();
  assert.equal(p.link.takeTurn('R'), false);
});

test('without Web Bluetooth the GAN driver says which browsers have it', async () => {
  delete globalThis.navigator.bluetooth;
  const link = new SmartCubeLink();
  await assert.rejects(link.connect(ganDriver()), { message: NO_BLUETOOTH });
  assert.equal(link.connected, false);
});

test('events the stream does not carry (gyroscope, hardware) are dropped', () => {
  assert.equal(fromGanEvent({ type: 'GYRO', timestamp: 1, quaternion: { x: 0, y: 0, z: 0, w: 1 } }), null);
  assert.equal(fromGanEvent({ type: 'HARDWARE', timestamp: 1, hardwareName: 'GAN12' }), null);
});

test('a MAC address typed by the user is read in its usual spellings, and a mistake is refused', () => {
  assert.equal(readMacAddress(' ab:12:cd:34:ef:56 '), 'AB:12:CD:34:EF:56');
  assert.equal(readMacAddress('AB-12-CD-34-EF-56'), 'AB:12:CD:34:EF:56');
  for (const bad of ['AB:12:CD:34:EF', 'AB:12:CD:34:EF:5G', 'hello', ''])
    assert.throws(() => readMacAddress(bad), /is not a MAC address: six pairs of hex digits/);
});

test('a GAN Gen3 cube: its own packets give the same stream', async () => {
  const cube = installCube('GAN356-i-Carry-2', GEN3);
  const p = page();
  await p.link.connect(ganDriver({ macAddress: async () => cube.mac, library }));
  assert.equal(cube.written().length, 2, 'it asked for the state and the battery');
  cube.send(gen3.facelets(700, AFTER_F_R));
  cube.send(gen3.battery(42));
  // Serials count on from the state's; the cube's clock is its own.
  cube.send(gen3.move(701, { face: 5, ccw: false, cubeTimestamp: 1_000_000 }));
  cube.send(gen3.move(702, { face: 2, ccw: true, cubeTimestamp: 1_000_180 }));
  await until('two moves', () => p.events.filter((e) => e.type === 'move').length === 2);
  assert.deepEqual(p.events.slice(0, 3), [
    { type: 'connect', name: 'GAN356-i-Carry-2' },
    { type: 'facelets', facelets: core.apply('F R', '').facelets },
    { type: 'battery', level: 42 },
  ]);
  assert.deepEqual(
    p.events.filter((e) => e.type === 'move').map((m) => [m.move, m.cubeTimestamp]),
    [
      ['B', 1_000_000],
      ["F'", 1_000_180],
    ],
  );
  await p.idle();
  assert.equal(p.session.cube, core.apply("F R B F'", '').facelets);
  await p.link.disconnect();
});

test('a state reported again adds no history; one the core refuses changes nothing', async () => {
  const { session } = page();
  const state = core.apply("R U R'", '').facelets;
  await session.follow(state, 'smart cube');
  await session.follow(state, 'smart cube');
  assert.equal(session.cube, state);
  assert.equal(session.history.length, 1);
  // The URF corner twisted in place (its U, R and F stickers: 8, 9, 20): no real cube.
  const twisted = [...SOLVED];
  [twisted[8], twisted[9], twisted[20]] = ['F', 'U', 'R'];
  const r = await session.follow(twisted.join(''), 'smart cube');
  assert.equal(r.kind, 'impossible', r.error);
  assert.equal(session.cube, state);
  assert.equal(session.history.length, 1);
});
