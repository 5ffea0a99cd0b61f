import { axeWalk } from './axe-walk';

/** The axe walk in the light colour scheme; a11y-walk-dark.test.ts walks the dark one beside it (e2e/axe-walk.ts). */
axeWalk('light');
