import { bench, describe } from 'vitest';
import { generatePlan } from './generate.ts';
import { validatePlan } from './validate.ts';

let seed = 0;
describe('labyrinth plans', () => {
  bench('generate a 10×10 plan (defaults, with validation)', () => {
    const r = generatePlan({ width: 10, height: 10 }, `bench-${seed++}`);
    if (!r.ok) throw new Error(r.error.message);
  });
  const sample = generatePlan({ width: 10, height: 10 }, 'validate-sample');
  bench('validate a 10×10 plan', () => {
    if (sample.ok) validatePlan(sample.value.plan);
  });
});
