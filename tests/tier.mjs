// The test tiers. `npm test` runs every test (what CI runs); `npm run test:quick` sets
// CUBELAB_QUICK=1 and the Node tests marked `slow` are then skipped, reported as such:
//
//   import { slow } from '../tier.mjs';
//   test('50 case scrambles of every OLL case leave it', slow, () => { ... });
//
// Slow: a volume run or a long search whose code a faster test of the same suite also runs. The
// native tests the quick tier leaves out are listed in tools/suites.mjs (fullTierOnly).
export const slow =
  process.env.CUBELAB_QUICK === '1' ? { skip: 'slow: runs in the full tier (npm test)' } : {};
