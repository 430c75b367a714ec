// The Timer view's DOM-free parts: WCA inspection's penalties at their edges, and the sessions
// store reading untrusted data (a damaged solve or session dropped, the rest kept) and refusing a
// damaged backup copy with its place.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inspectionPenalty, inspectionText } from '../../web/views/timer/inspection.js';
import { SESSIONS_STORE } from '../../web/views/timer/sessions_store.js';

test('inspection: +2 after 15 s, DNF after 17 s; the countdown says so', () => {
  assert.equal(inspectionPenalty(0), 'none');
  assert.equal(inspectionPenalty(15000), 'none');
  assert.equal(inspectionPenalty(15001), '+2');
  assert.equal(inspectionPenalty(17000), '+2');
  assert.equal(inspectionPenalty(17001), 'DNF');
  assert.equal(inspectionText(0), '15');
  assert.equal(inspectionText(14001), '1');
  assert.equal(inspectionText(16000), '+2');
  assert.equal(inspectionText(18000), 'DNF');
});

const solve = { ms: 12000, penalty: '+2', scramble: 'R U', comment: '', date: 1700000000 };
const session = (id, list) => ({ id, name: `S ${id}`, options: '', list });

test('the sessions store keeps what is sound and drops the rest', () => {
  const stored = {
    current: 'b',
    inspection: false,
    holdMs: 100,
    sessions: [
      session('a', [solve, { ...solve, ms: -1 }, { ...solve, penalty: '+3' }, null]),
      session('b', []),
      { id: 'c', name: 7, options: '', list: [] },
      'junk',
    ],
  };
  const data = SESSIONS_STORE.read(stored);
  assert.deepEqual(data, {
    current: 'b',
    inspection: false,
    holdMs: 100,
    sessions: [session('a', [solve]), session('b', [])],
  });
  assert.deepEqual(SESSIONS_STORE.read('nonsense'), {
    current: '',
    inspection: true,
    holdMs: 300,
    sessions: [],
  });
  assert.equal(
    SESSIONS_STORE.read({ ...stored, current: 'zz' }).current,
    'a',
    'an unknown current: the first',
  );
  assert.equal(SESSIONS_STORE.describe(data), '2 sessions, 1 solve');
});

test("a backup's damaged sessions are refused with the place", () => {
  assert.equal(SESSIONS_STORE.check({ current: '', sessions: [session('a', [solve])] }), '');
  assert.equal(SESSIONS_STORE.check([]), 'not an object with a list of sessions');
  assert.equal(
    SESSIONS_STORE.check({ sessions: [session('a', [solve, { ...solve, penalty: 'x' }])] }),
    'session 1: solve 2: its penalty is not none, +2 or DNF',
  );
  assert.equal(
    SESSIONS_STORE.check({ sessions: [session('a', []), session('b', [{ ...solve, date: 'today' }])] }),
    'session 2: solve 1: its date is not a whole number of seconds',
  );
});
