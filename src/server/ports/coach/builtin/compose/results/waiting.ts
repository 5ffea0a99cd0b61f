/**
 * "I invited a friend a week ago and she still hasn't accepted, is she ignoring me?": the worry about a wait, answered
 * before any topic one word of it could pick (a sister, a coworker). The ordinary reasons, the member's own attachment
 * anxiety when it is high (a silence weighs more on them), a nudge in words they could send, and the state as it is:
 * a request of theirs still pending (named only if the app names it to them: a requester sees nothing of the person
 * asked), or none, since an invitation by e-mail shows only once the person signs up. Nothing about the person asked.
 */
import type { CoachContext } from '../../../context.js';

/** The member invited or asked someone: "I invited", "sent her a request", "my invite". */
const INVITED = /\binvited\b|\bi (?:\w+ )?(?:added|asked)\b|\b(?:sent|send) (?:\w+ ){0,3}(?:an? )?(?:invite|invitation|request|link)\b|\bmy (?:friend |connection )?(?:invite|invitation|request)\b/;
/** The wait: not accepted, no answer, still pending. */
const WAITING = /\b(?:hasn'?t|has not|haven'?t|didn'?t|not|never|won'?t|yet to) (?:\w+ ){0,2}(?:accept\w*|answer\w*|respond\w*|repl\w*|join\w*|signed up)|\bstill (?:nothing|pending|waiting|no)\b|\bno (?:response|reply|answer)\b|\bnothing (?:yet|back)\b|\bpending\b|\b(?:days|a week|weeks) ago\b/;
/** A worry that the wait means something: "is she ignoring me", "does he hate me", "is it me". */
export const WORRIED = /\bignor\w*|\bhates? me\b|\b(?:mad|angry|upset|annoyed) (?:at|with) me\b|\b(?:doesn'?t|does not|don'?t) (?:like|want)\b|\breject\w*|\bis (?:it|this) (?:me|personal|a bad sign|a no)\b|\bsnub\w*|\bbrush\w* (?:me )?off\b|\bshould i (?:be )?worr\w*|\bwhat did i do\b/;

/** The ordinary reasons, the member's own anxiety when high, and a nudge: nothing about the person asked. */
export function waitingWorry(ctx: CoachContext): string {
  const anxiety = ctx.person.results?.evidence?.attachment?.anxiety;
  return [
    "Almost certainly not. The usual reasons an invitation sits for a while are ordinary: the e-mail went to spam or got buried, they haven't set up the app yet, they opened it on their phone and meant to come back, or the assessment looks like a job for a quiet evening they haven't had.",
    anxiety !== undefined && anxiety >= 50 ? `Your own results say a silence can weigh on you more than on most people (attachment anxiety ${Math.round(anxiety)} out of 100), so a quiet week may feel louder than it is. That is worth knowing; it doesn't mean you're reading it right.` : null,
    'A light nudge outside the app is fine, once, with an easy way out: "Hey, did my Attune invite reach you? It might be in spam. No pressure at all, only if you fancy it." If the answer is "not now", that is about their time, not about you.',
  ].filter((l): l is string => !!l).join('\n\n');
}

export function waitingReply(ctx: CoachContext, text: string): string | null {
  if (!INVITED.test(text) || !WAITING.test(text) || !WORRIED.test(text)) return null;
  const sent = (ctx.pending ?? []).filter((p) => p.sentByMe);
  const state = sent.length
    ? sent.length === 1 && sent[0]!.firstName
      ? `Your request to ${sent[0]!.firstName} is still pending; you'll see it move to your connections the moment it is accepted.`
      : "Your request is still pending; you'll see it move to your connections the moment it is accepted, and I can't tell whether it has been seen."
    : "I don't see a request from you waiting in the app: an invitation sent by e-mail only shows up here once the person signs up, so a quiet week often just means they haven't yet.";
  return `${waitingWorry(ctx)}\n\n${state}`;
}
