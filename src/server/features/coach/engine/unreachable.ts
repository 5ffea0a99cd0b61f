/**
 * Someone else's farewell when they cannot be reached (round 12: a friend's "sorry for everything", then her phone
 * off). Asking them directly and staying with them, the usual advice for a friend at risk, is impossible when they do
 * not answer: what helps then is getting someone to their door. So the answer leads with a wellness check by the
 * emergency service at their address, people who live near them, going over only if it is safe, and the crisis line
 * for advice while waiting; the direct question comes once they are reached.
 */
import { dial, inline, type Local } from './localHelp.js';
import { rx } from './normalize.js';
import type { Reading } from './screen.js';

/**
 * Silence after the message: a phone off or going to voicemail, calls and texts unanswered, left on read, nobody
 * able to get hold of them. Read on the normalised text (double letters single, no apostrophes).
 */
const CANNOT_REACH = rx(
  `\\b(?:phone (?:is |has ben |was |went |goes |going )?(?:of|dead|switched of|turned of|straight to voicemail|going to voicemail)|(?:goes|going|went) (?:straight )?to voicemail` +
    `|(?:is not|isnt|not|wil not|has not|hasnt|have not|did not|does not|stopped|wont|no one is|nobody is) (?:[a-z]+ )?(?:answering|answer|picking up|pick up|replying|reply|responding|respond|texting back|calling back|reading)` +
    `|(?:left (?:me )?on read|on read (?:for|since)|(?:no|not a|not one) (?:reply|answer|response|word)(?: since| from)?|(?:can not|could not|cant|couldnt|no one can|nobody can|nobody could|no one could) (?:reach|get hold of|get through to|contact|find|get an answer from))` +
    `|(?:has not|hasnt|have not) (?:ben )?(?:online|sen|heard from)|(?:gone|went) (?:quiet|silent|dark|of the grid)|not (?:heard|had) (?:a word|anything) (?:from|back))\\b`,
);

/** Whether the person at risk cannot be reached, as the message tells it. */
export function cannotReach(reading: Reading): boolean {
  return CANNOT_REACH.test(reading.text);
}

/** The crisis lines for advice while waiting, where the member is (or the multi-country ones). */
function adviceLines(h: Local): string {
  const known = h ? inline(h, 'crisis') : undefined;
  if (known) return known;
  return h
    ? `findahelpline.com lists the lines in ${h.name}`
    : 'call or text **988** (US), Samaritans **116 123** (UK & Ireland), or findahelpline.com for anywhere else';
}

/** The answer when someone sounds as if they are saying goodbye and nobody can reach them. */
export function unreachableReply(h: Local): string {
  const call = h ? `Call ${dial(h)} now` : 'Call your emergency number now (911 in the US and Canada, 999 in the UK, 112 in the EU)';
  return [
    "Please act on this now; it isn't overreacting. A message that sounds like a goodbye, from someone who has been struggling and now can't be reached, can mean they are thinking of ending their life, and when you can't get through to them the first thing is to get someone to their door.",
    '',
    `- **${call} and ask for a wellness check** at their address: tell the call-taker what the message said, that you can't reach them, and anything you know about how they have been. Give the address if you have it.`,
    '- **Contact the people near them**: family, a flatmate or partner, a neighbour, a friend who lives close, so someone can knock on the door or let the responders in.',
    "- **Go over yourself only if it is safe** and you can get there quickly; don't go alone into anything dangerous, and keep your phone on.",
    `- **While you wait, call a crisis line for advice** on what to do and say: ${adviceLines(h)}. They talk with people worried about someone else, too.`,
    '- **Keep trying them**, with a short message that leaves the door open: "I got your message. I care about you and I\'m worried. Please call me, or I\'ll ask someone to check on you."',
    '',
    "When you do reach them, ask them plainly whether they are thinking of killing themselves, and stay with them (in person or on the phone) until other help is there. This is frightening to carry: once help is on its way, tell someone you trust how you're doing too.",
  ].join('\n');
}
