import { axeWalk } from './axe-walk';

/** The axe walk in the dark colour scheme, its own file so it runs beside the light walk (e2e/axe-walk.ts). */
axeWalk('dark');
