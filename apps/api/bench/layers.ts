// The import figures of issue 41's budget for apps/api/src (floors: lint/layers.ts):
//   pnpm --filter @agency/api bench:layers
import { floorFigures } from '../lint/layers.ts';

const { wrong, upward, sideways, mutualPairs } = floorFigures();
console.log(`imports that run up a floor: ${upward}`);
console.log(`imports between two features: ${sideways}`);
console.log(`pairs of rooms that import each other: ${mutualPairs.length}`);
for (const pair of mutualPairs) console.log(`  ${pair}`);
for (const line of wrong) console.log(`  ${line}`);
