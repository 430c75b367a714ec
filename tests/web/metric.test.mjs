// The page's metric setting where it is pure arithmetic on the core's counts: the Analyse view's
// timeline widths follow the metric asked for (the steps' counts are made up here).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { timelineBoxes } from '../../web/views/analyse/panel.js';

const step = (htm, qtm, stm) => ({ htm, qtm, stm, ms: null, pause_ms: null });

test('timeline widths follow the metric: a half-turn-heavy step widens in QTM', () => {
  const steps = [step(4, 8, 4), step(4, 4, 3)];
  const htm = timelineBoxes(steps, 'moves');
  assert.ok(Math.abs(htm[0].width - htm[1].width) < 1e-9);
  const qtm = timelineBoxes(steps, 'moves', 'qtm');
  assert.ok(Math.abs(qtm[0].width / qtm[1].width - 2) < 1e-9);
  const stm = timelineBoxes(steps, 'moves', 'stm');
  assert.ok(Math.abs(stm[0].width / stm[1].width - 4 / 3) < 1e-9);
});
