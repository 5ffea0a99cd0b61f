/**
 * A child at risk whose danger is today, not a pattern to report (round 12: a small boy turning up hungry, saying his
 * mum has been "sleeping" for days). A parent or carer who will not wake, or has not got up for days, may be ill,
 * overdosed or dead and needs an ambulance; a young child alone and hungry has nobody looking after them. Either way
 * the answer leads with the emergency call and keeping the child safe and fed, then child protection.
 */
import { bullets, dial, elsewhere, hasLines, type Local } from './localHelp.js';
import { rx } from './normalize.js';
import type { Reading } from './screen.js';
import { CHILD_HUNGRY, NO_CARER } from './unsaid.js';

/** Read on the normalised text: double letters single ("sleping", "ben", "pased"), no apostrophes ("wil not"). */
const CARER = `(?:mom|mum|mommy|mummy|mother|dad|daddy|father|parents?|carer|caregiver|gran|granny|grandma|grandmother|grandad|grandpa|nan|nana|aunt|auntie|uncle|stepdad|stepmom|stepmum|babysiter|nanny|she|he|they)`;
/** The adult does not wake or has not been up for days. */
const ADULT_UNRESPONSIVE = rx(
  `\\b${CARER} (?:[a-z]+ ){0,3}(?:wil not|can not|cant|could not|does not|did not|is not|isnt|not|wont) (?:wake|waking|wake up|come round|move|moving)\\b` +
    `|\\b(?:can not|cant|could not|couldnt) (?:wake|get) (?:his|her|their|my) ${CARER}\\b` +
    `|\\b(?:sleping|asleep|in bed|lying (?:on the flor|there)|not moving|pased out|out cold)(?: [a-z]+){0,4} (?:for|since) (?:days|[a-z]+ days|a day|yesterday|al day|last night|the weekend)\\b` +
    `|\\b(?:has not|hasnt|have not) (?:woken|got|gotten|ben) up (?:for|since|in) (?:days|[a-z]+ days|yesterday|a day)\\b`,
);
/** Whether a child at risk is in danger today: an adult who will not wake, or alone and hungry. */
export function childInDangerNow(reading: Reading): boolean {
  const text = reading.text;
  return ADULT_UNRESPONSIVE.test(text) || (CHILD_HUNGRY.test(text) && NO_CARER.test(text));
}

/** The answer for a child in danger today: the call first, the child kept safe and fed, then child protection. */
export function childNowReply(h: Local): string {
  const call = h ? `Call ${dial(h)} now` : 'Call your emergency number now (911 in the US and Canada, 999 in the UK, 112 in the EU)';
  const report = h
    ? [...bullets(h, 'child'), ...(hasLines(h, 'child') ? [] : ['- **Your local child protection services or the police** can act on what you tell them.']), elsewhere(h, 'child')]
    : [
        '- **US**: Childhelp National Child Abuse Hotline, **1-800-422-4453**, call or text, 24 hours.',
        "- **UK**: NSPCC Helpline, **0808 800 5000**; or your council's children's services.",
        '- **Elsewhere**: your local child protection services or the police; findahelpline.com lists lines by country.',
      ];
  return [
    "Thank you for speaking up: this is your business, and it shouldn't wait. A parent or carer who has been \"sleeping\" for days or won't wake may be seriously ill and need an ambulance, and a young child with nobody able to look after them needs help today.",
    '',
    `- **${call}.** Say that a young child is without care, that the adult at home may not be waking up, what you have noticed (hunger, injuries), and give the address. They can get in and check on the adult, and make sure the child is looked after.`,
    "- **Keep the child safe and fed meanwhile**: keep them with you, give them something to eat and drink, and stay calm and kind with them. Don't go into the home alone if you're unsure what you'll find; let the responders do that.",
    '- **Then tell child protection** what you have seen and heard, with dates and times (the hunger, the bruises, how often), so someone follows it up:',
    ...report,
    '',
    "Please don't confront the adult yourself, alone. If the child tells you something, listen calmly, tell them they were right to tell you and that it isn't their fault, and don't question them in detail or promise to keep it secret.",
  ].join('\n');
}
