import type { UnderstandingCase } from './cases.js';

export const TUNING: UnderstandingCase[] = [];
