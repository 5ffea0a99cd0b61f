/**
 * What a crisis answer says first about the thing the message asked for (decision 081). A person in danger often
 * asks for something ordinary in the same breath: a note "for him to find", a thank-you "without it being weird",
 * tips for hiding marks, a baby shower. The screen never does that task when the signs are there, but it says so in
 * a sentence of its own, so the answer reads as a reply to this person and not as a form.
 */
import { rx } from './normalize.js';
import type { CrisisTopic } from './replies.js';
import { assaultOfSomeoneElse, SPIKED_LINE } from './replies.js';
import type { Reading } from './screen.js';

/** A note or message meant to be read after ("for him to find", "so they know it wasn't their fault"). */
const NOTE_AFTER = rx(`\\b(?:note|letter|leter|message|something|words)\\b(?: [a-z]+){0,8} (?:to find|to read (?:later|after)|afterwards|after i am gone|when i am gone|so (?:he|she|they|everyone|nobody|no one) (?:knows|know|understands|is left)|(?:was not|is not|wasnt) (?:his|her|their|your) fault)\\b`);
/** Asking for words for someone: a draft, a text, a way to say or tell something. */
const WORDS_FOR = rx(`\\b(?:help me (?:write|word|draft|say|tel|text)|how (?:do|should|can|would) i (?:tel|say|thank|word|write|text|message)|(?:write|draft) (?:a|me a|something)|what (?:do|should) i (?:say|write|text))\\b`);
/** Asking to hide or cover marks, or to keep it secret. */
const HIDE = rx(`\\b(?:hide|hiding|hid|cover|covering|conceal|concealing) (?:it|them|the (?:marks|scars|cuts|burns)|my (?:arms|wrists|legs|marks|scars|cuts|burns))\\b|\\bso (?:nobody|no one|noone|people|they) (?:notices|sees|can see|finds out|wil notice|wil see)\\b`);
/** Any other ordinary question in the same message. */
const QUESTION = rx(`\\b(?:how (?:do|should|can) i|can you help|could you help|any (?:ideas|tips|advice)|what should i)\\b`);
/** Other ordinary asks beside self-harm: a gift, a plan, time off ("what's a good gift", "help me plan"). */
const ORDINARY_ASK = rx(`\\b(?:what (?:is|would be) a (?:good|nice)|help me (?:plan|pick|choose|find|write|with)|(?:can|could) you (?:help|write|suggest)|ideas for|should i (?:get|buy|ask|say|tel))\\b`);
/** Said of the self-harm: "not a big deal", "it's nothing", "it's fine really". */
const MADE_LIGHT = rx(`\\b(?:not|no|is not|isnt) (?:a )?(?:big|huge) deal\\b|\\b(?:it is|its) (?:nothing|not serious|fine really|under control)\\b|\\bdo not (?:worry|panic)\\b`);
const SPIKED_GROUPS = new Set(['spiked', 'incapacitate', 'no_memory', 'woke_there', 'drink', 'assault_after']);
const DRINK_WORD = rx(`\\b(?:drinks?|drank|bers?|ciders?|wines?|pints?|shots?|cocktails?|prosecco|vodka|gin)\\b`);

export function requestLines(topic: CrisisTopic, reading: Reading): string[] {
  const text = reading.text;
  const lines: string[] = [];
  // Said to the person it happened to; helping a friend, the answer for supporting someone says it of her.
  if (topic === 'sexual_assault' && DRINK_WORD.test(text) && reading.cues.some((c) => SPIKED_GROUPS.has(c.group)) && !assaultOfSomeoneElse(text)) lines.push(SPIKED_LINE);
  if (topic === 'self_harm' || topic === 'abuse') {
    if (NOTE_AFTER.test(text)) {
      lines.push("You asked me to help write something for them to read afterwards. I'm not going to help with that note, and it's not because I don't care what you want them to know: it's because I care what happens to you, and I'd much rather help you get through today.");
    } else if (WORDS_FOR.test(text)) {
      lines.push("I'll hold off on helping with that message for now, because something else in what you wrote matters more to me than the wording.");
    } else if (QUESTION.test(text)) {
      lines.push('Your question can wait, and we can come back to it whenever you like. First I want to ask about something else you said.');
    }
  }
  if (topic === 'self_injury') {
    // Whatever else was asked is said to come after, so the person is not left wondering whether it was heard.
    if (HIDE.test(text)) {
      lines.push("You asked how to hide it better, and I won't help with that: not because you're in trouble, but because hiding it keeps you alone with it, and you deserve care for the hurt underneath.");
    } else if (WORDS_FOR.test(text) || QUESTION.test(text) || ORDINARY_ASK.test(text)) {
      lines.push("I'm glad to help with the other thing you asked, and we can do it right after this. First I want to pause on what you said about hurting yourself.");
    }
    if (MADE_LIGHT.test(text)) {
      lines.push("You said it isn't a big deal. It matters to me, though, and it deserves care, without anyone being angry with you.");
    }
  }
  return lines;
}
