import { describe, expect, it } from 'vitest';
import { axisEvidence } from '../../../shared/assessment/scoring';
import { changeLines } from './ResultsOverTime';

describe('changeLines', () => {
  it('says how each moved lean changed, named by the pole the latest attempt leans to', () => {
    const before = [axisEvidence('TF', 38), axisEvidence('EI', 70), axisEvidence('JP', 55)];
    const after = [axisEvidence('TF', 29), axisEvidence('EI', 70), axisEvidence('JP', 40)];
    expect(changeLines(after, before)).toEqual(['Your Feeling lean went from 62% to 71%.', 'Your Perceiving lean went from 45% to 60%.']);
  });
});
