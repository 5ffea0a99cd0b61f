/**
 * A holiday spent alone, by choice or not (blind round 20: "staying in Berlin on my own, which was my choice. Now it's
 * getting close and I'm less sure … 24-26 Dec, what would you do?" got one day's plan "together" with nobody). Same
 * shape as content/predicaments.ts; our own wording.
 */
import type { Predicament } from './predicaments.js';

export const SEASON_PREDICAMENTS: Predicament[] = [
  {
    id: 'holiday_alone',
    alone: true,
    needs: [
      /\b(?:christmas|xmas|the holidays|holiday season|thanksgiving|new year'?s?(?: eve)?|easter|diwali|eid|hanukkah|boxing day|24(?:th)?-26(?:th)?)\b/,
      /\b(?:on my own|alone|by myself|solo|just me|staying (?:here|put|in \p{Lu}?\p{L}+)|not going home|everyone(?:'s| is) going home|everyone else (?:is )?going)\b/u,
    ],
    not: /\b(?:with (?:my|our) (?:partner|boyfriend|girlfriend|husband|wife|family|kids)|we'?re|we are)\b/,
    verdicts: [[/\b(?:less sure|second thoughts|regret|chose (?:well|wrong|right)|was (?:that )?a mistake|what would you do|is (?:that|it) (?:sad|weird|pathetic))\b/, 'Having second thoughts as the days come closer is normal and doesn\'t mean the choice was wrong: what makes a few days alone feel good or bleak is mostly whether they have a shape.']],
    open: 'A holiday on your own can be restful and even lovely, if you plan it as your own rather than as the one everyone else is having.',
    points: [
      'Give each day one anchor you look forward to: a long walk somewhere new on the first morning, a proper meal you cook or book on the main day, a film, a swim or a sauna on the last.',
      'Put one bit of company on the calendar now: a call home at a fixed time, a friend who is also staying, a meal with others spending the holiday alone (many cities have one), or a volunteer shift, which gives the day people and a purpose.',
      'Keep one small tradition, old or new, that is just yours: the food you like best, a morning run, a book you save for it.',
      'Plan for the flat moment (often late afternoon on the main day): have the next thing ready, such as a walk, the call, or a film, rather than scrolling through everyone else\'s photos.',
    ],
    ties: [
      ['I', 'You recharge on your own, so quiet days can genuinely refill you; one or two bits of company will be enough.'],
      ['E', 'You recharge around people, so make the company part bigger: something with others on each of the days, not just one call.'],
    ],
  },
];
