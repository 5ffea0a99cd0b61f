/**
 * What a crisis answer says FIRST when the danger is happening now (decision 083), and the self-injury care that a
 * suicide answer adds when the person is also hurting themselves. Our words. The order is the point: call the
 * emergency number now, then what to do while help comes, then (in the reply that follows) the helplines. Where the
 * member is known (decision 090) the call names their country's number; where not, the common numbers are named and
 * "your local emergency number" covers the rest.
 */
import { dial, inline, section, type Local } from './localHelp.js';
import type { UrgentKind } from './urgent.js';

/** The call with no place known. */
export const CALL_NOW = '**Call your emergency number now: 999 in the UK, 112 in Europe, 911 in the US and Canada, or your local emergency number.**';

/** The call; for a weapon or an attack the police number first where a country has its own. */
export function callNow(h: Local, violence = false): string {
  return h ? `**Call ${dial(h, violence)} now.**` : CALL_NOW;
}

type Who = 'self' | 'other';
/** A line of advice, or one that depends on the country (the UK's silent 999 call, a crisis line). */
type Said = string | ((h: Local) => string);

/** Can't speak on the call: in the UK, 999 then 55 (the Silent Solution); elsewhere, just stay on the line. */
const SILENT = (anyway: string): Said => (h) =>
  !h || h.code === 'GB' ? `- If you can't speak, stay on the line${anyway}; in the UK, dial 999 and then press 55 when asked, so they know the call is real.` : `- If you can't speak, stay on the line${anyway} and let them hear what is happening.`;

const WHILE: Record<UrgentKind, Record<Who, Said[]>> = {
  overdose: {
    self: [
      "Please call now, or ask someone near you to call, even if you feel okay: some pills (paracetamol especially) cause serious harm hours before you feel anything, and treatment works best early.",
      '',
      '**While you wait:**',
      '- Tell them what you took, how much and when, and keep the packets to show them.',
      "- Unlock the door, and don't stay alone: tell someone in your home or a neighbour, or stay on the line.",
      "- Don't make yourself sick and don't take anything else. If you feel drowsy, lie on your side.",
    ],
    other: [
      "Don't wait to see whether they feel better: some pills cause serious harm hours before anything shows, and treatment works best early.",
      '',
      '**While you wait:**',
      "- Tell the call handler what they took, how much and when, and keep the packets to show.",
      "- Stay with them. If they are drowsy but breathing, lay them on their side with their head tilted back so they can breathe, and keep checking.",
      "- Don't make them sick and don't give them anything to eat or drink. If they stop breathing normally, the call handler will talk you through CPR.",
    ],
  },
  poison: {
    self: [
      "Please call now, or ask someone near you to call, even if you feel okay: some household products and medicines do harm before you feel it.",
      '',
      '**While you wait:**',
      "- Tell them exactly what you swallowed and how much, and keep the bottle or packet to show them.",
      "- Don't make yourself sick. Rinse your mouth with water and spit it out, and don't stay alone: unlock the door or tell someone near you.",
    ],
    other: [
      '**While you wait:**',
      "- Tell the call handler exactly what was swallowed, how much and when, and keep the bottle or packet to show.",
      "- Don't make them sick. Wipe out anything left in their mouth and, if they can swallow, give small sips of water only if the call handler says so.",
      "- Stay with them. If they get drowsy, lay them on their side, and if they stop breathing normally the call handler will talk you through CPR.",
    ],
  },
  fumes: {
    self: [
      "Get out into fresh air now, leave the door open behind you, and don't go back in to open windows or turn anything off.",
      '',
      '**While you wait:**',
      "- Tell them what happened (a gas smell, an alarm going off, cleaning products mixed) and when. Sit upright outside and keep still.",
      "- Don't stay alone: tell someone near you, and if you're with anyone else, bring them out too.",
    ],
    other: [
      '**While you wait:**',
      "- Get them into fresh air if you can do it without breathing the fumes yourself; don't go back in.",
      "- Tell the call handler what happened (a gas smell, an alarm, cleaning products mixed). Sit them upright and stay with them; if they stop breathing normally, the call handler will talk you through CPR.",
    ],
  },
  breathing: {
    self: [
      "Please call now, or ask anyone near you to call for you, and unlock the door so help can get in.",
    ],
    other: [
      '**While you wait:**',
      "- Stay on the line: the call handler will tell you exactly what to do, including chest compressions (CPR) if they are not breathing normally.",
      "- If they are breathing, roll them onto their side with their head tilted back so the airway stays clear, and keep checking their breathing.",
      "- Tell the call handler about any pills, alcohol or drugs, and keep any packets. Stay with them; don't give food or drink.",
    ],
  },
  // An illness happening now (decision 097): what helps in the first minutes whatever it turns out to be.
  medical: {
    self: [
      "Please call now, or ask anyone near you to call for you, and unlock the door so help can get in. Don't drive yourself.",
    ],
    other: [
      '**While you wait:**',
      "- Don't wait to see if it passes, and don't let them talk you out of calling or drive themselves: tell the call handler what you see and when it started.",
      "- Stay with them. If they have a fit, move hard things away and don't hold them down or put anything in their mouth. If they have an adrenaline pen for an allergy, help them use it now.",
      "- If they become unresponsive and stop breathing normally, the call handler will talk you through CPR. Don't give them food or drink.",
    ],
  },
  bleeding: {
    self: [
      '**While you wait:**',
      '- Press firmly on the wound with a clean towel or cloth and keep pressing. If it soaks through, put more on top rather than lifting it off.',
      '- Raise the arm or leg above your heart if you can, sit or lie down, and unlock the door so help can get in.',
      "- If someone is nearby, ask them to stay with you now. You won't be in trouble; they will just treat you.",
    ],
    other: [
      '**While you wait:**',
      '- Press firmly on the wound with a clean towel or cloth and keep pressing; add more on top if it soaks through.',
      '- Help them sit or lie down, raise the limb if you can, and stay with them until help arrives.',
    ],
  },
  edge: {
    self: [
      (h) => {
        if (!h) return 'Please step back from the edge now, to somewhere you can sit down, and call (or call 988 in the US or Samaritans on 116 123 in the UK and Ireland if that feels easier).';
        const line = inline(h, 'crisis');
        return `Please step back from the edge now, to somewhere you can sit down, and call${line ? ` (or ${line} if that feels easier)` : ''}.`;
      },
      "Tell the call handler exactly where you are. If anyone is near you, tell them you need help. You don't have to explain anything else yet.",
    ],
    other: [
      '**While you wait:**',
      '- Tell the call handler exactly where they are and what they said.',
      "- If you can, keep them talking on the phone or by message: tell them you care and you want them to stay. Don't go anywhere unsafe yourself.",
    ],
  },
  locked: {
    self: [
      "Please unlock the door and call now, or open it to someone who can sit with you. Put the thing you have with you in another room or outside the door.",
    ],
    other: [
      '**While you wait:**',
      '- Tell the call handler what they have with them (a knife, pills) and what they said.',
      "- Stay near the door and keep talking calmly: tell them you're there, you care, and you want them to be safe. Listen more than you argue.",
      "- Don't try to force your way in or take anything off them; leave that to the responders. If you feel in danger yourself, move away and wait for help.",
    ],
  },
  weapon: {
    // The person is the one threatened.
    self: [
      '**While you wait:**',
      "- Get yourself (and any children) out, or into a room you can lock, with your phone. Don't try to take the weapon or argue.",
      SILENT(''),
      '- Tell them the address and that there is a weapon.',
    ],
    other: [
      '**While you wait:**',
      "- Tell them the address, who is in danger and that there is a weapon. Don't go in or try to take it yourself.",
      '- Stay somewhere safe and keep the line open if they ask you to.',
    ],
  },
  attack: {
    self: [
      '**While you wait:**',
      "- Don't open the door. Get to a room you can lock, away from the kitchen, with your phone, and stay on the line.",
      SILENT(' anyway'),
      "- If you can get out safely to a neighbour's or a busy place, do.",
    ],
    other: [
      '**While you wait:**',
      "- Tell them the address, what you can hear or see, and whether there is a weapon. Don't go in yourself.",
      "- Stay somewhere safe and keep the line open if they ask you to.",
    ],
  },
};

/** The person holds the weapon themselves. */
const HELD = ['Please put it down somewhere out of reach, in another room or outside, and call now or ask someone near you to call.'];

/** Signs of a stroke named in the message: a drooping face, slurred speech. */
const STROKE = /\bslurr|\bdroop|\bone side of (?:his|her|their) (?:face|mouth)\b|\b(?:face|mouth|smile) (?:is |looks |went )?(?:lopsided|crooked)\b/i;

/** A sudden, worst-ever headache named in the message (round 23 s05 asked whether to let him sleep it off). */
const SUDDEN_HEADACHE = /\bworst headache\b|\b(?:sudden(?:ly)?|all of a sudden|out of nowhere|thunderclap)\b[^.?!]{0,40}\bheadache\b|\bheadache\b[^.?!]{0,40}\b(?:all of a sudden|suddenly|out of nowhere)\b/i;

/** What the signs named can mean, said once under the call, so the member knows why it cannot wait. */
function signsMeaning(kind: UrgentKind, text: string): string[] {
  if (kind !== 'medical') return [];
  if (STROKE.test(text)) return ['Slurred words and one side of the face drooping are signs of a stroke. Treatment works best in the first hours, even if the signs fade.'];
  if (SUDDEN_HEADACHE.test(text)) return ["A headache that comes on suddenly and is the worst ever, with being sick or confused, can be bleeding in the brain. Don't let them sleep it off: the call is the right thing even if it turns out to be nothing."];
  return [];
}

/** Where the person in danger is far away: the message (for the kind of emergency) and whether the member's place is known. */
export interface Far {
  text: string;
  memberKnown: boolean;
}

/**
 * Someone in danger now who is far from the member (round 22 s07: a colleague's speech slurred and his face drooped
 * on a video call from another country). The member cannot call the number that reaches them, nor stay with them:
 * they call the person back and get them, or someone near them, to call it.
 */
function remoteLead(kind: UrgentKind, h: Local, { text, memberKnown }: Far): string {
  const number = h ? `**${dial(h)}**` : 'their emergency number';
  return [
    'This is an emergency, and you did the right thing by reaching out.',
    `**Call them back now.** Tell them what you saw, and ask them to call ${number} straight away, or to put someone who is with them on the phone to do it. Don't let "I'm fine, just tired" settle it.`,
    ...signsMeaning(kind, text),
    `If they don't answer or won't call, reach someone near them now (a housemate, a neighbour, family, or colleagues where they work) and ask them to go to them and call ${number}, giving the address.${memberKnown ? ' If you can\u2019t reach anyone, your own emergency number can try to pass it on.' : ''}`,
  ].join('\n\n');
}

/** The opening of a crisis answer when the danger is now: the call, then what to do while help comes. */
export function urgentLead(kind: UrgentKind, who: Who | 'holds', h: Local = null, far: Far | null = null, text = far?.text ?? ''): string {
  if (far && who === 'other') return remoteLead(kind, h, far);
  const violence = kind === 'weapon' || kind === 'attack';
  if (who === 'holds') return ['This is an emergency, and your safety matters more than anything else right now.', '', callNow(h, violence), '', ...HELD].join('\n');
  // The kind's own reply that follows opens with its warmth ("I'm really glad you told me"); this lead says only the urgency.
  const lead = who === 'self' ? 'This is an emergency, and your safety matters more than anything else right now.' : 'This is an emergency, and you did the right thing by reaching out.';
  const meaning = who === 'other' ? signsMeaning(kind, text) : [];
  return [lead, '', callNow(h, violence), '', ...meaning.flatMap((line) => [line, '']), ...WHILE[kind][who].map((said) => (typeof said === 'string' ? said : said(h)))].join('\n');
}

/** What a suicide answer adds when the person is also hurting themselves: the self-harm itself, not only suicide. */
export const INJURY_CARE = [
  '**About the self-harm itself:**',
  '- **Look after the wounds**: clean them, cover them with a clean dressing, and see a doctor, nurse or pharmacist if one is deep, will not stop bleeding, or looks red, hot or swollen.',
  '- **When the urge comes**, try to ride it out for ten minutes at a time with something strong but harmless (holding ice, a cold shower, tearing paper, hard exercise), and keep what you use somewhere hard to reach.',
  "- **You don't have to hide it alone**: telling one person (a friend, a doctor) that you've been hurting yourself is a strong first step, and the lines below help with self-harm too.",
].join('\n');

const EMERGENCY_UNKNOWN = [
  "Once help is on the way (999, 112 or 911, or your local emergency number): if this might have been on purpose, or if pills, alcohol or drugs were involved, tell the paramedics. Afterwards, these lines listen to people who are worried about someone, free and confidential:",
  '',
  '- **US**: call or text **988** (Suicide & Crisis Lifeline), any time.',
  '- **UK & Ireland**: call Samaritans on **116 123**, free, day or night.',
  '- **Anywhere else**: findahelpline.com lists free, confidential lines in your country.',
  '',
  'I can keep talking with you while you wait, if that helps.',
].join('\n');

/** After the call for someone who does not breathe or respond: the paramedics, then lines for the person worried. */
export function emergencyReply(h: Local): string {
  if (!h) return EMERGENCY_UNKNOWN;
  return [
    `Once help is on the way (${dial(h)}): if this might have been on purpose, or if pills, alcohol or drugs were involved, tell the paramedics. Afterwards, these lines listen to people who are worried about someone, free and confidential:`,
    '',
    ...section(h, 'crisis'),
    '',
    'I can keep talking with you while you wait, if that helps.',
  ].join('\n');
}

/** The answer with no place known, for tests and reviews. */
export const EMERGENCY_REPLY = EMERGENCY_UNKNOWN;
