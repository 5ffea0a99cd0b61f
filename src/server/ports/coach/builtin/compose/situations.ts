/**
 * Answers for situations the model reads with confidence and the older rules answered badly (issue 29): a breakup,
 * loneliness, being owed an apology, and a gift. Each is written from what was read (who, what happened, the
 * relationship) and the person's stored results; a draft never pastes the member's words, and leaves a [blank] for
 * what could not be read.
 */
import { LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import type { RelationshipType } from '../../../../../shared/assessment/types.js';
import type { CoachConnection, CoachContext } from '../../context.js';
import { lovedCategories } from './plan.js';
import { topInterests } from './shared.js';

/** What they did, read from a few common shapes, said back to them ("you forgot my birthday"); null when unread. */
const EVENTS: Array<[RegExp, string]> = [
  [/\bforg[eo]t (?:about )?my (birthday|bday|anniversary|graduation|party|show|game)\b/, 'you forgot my $1'],
  [/\bcancell?ed on me\b/, 'you cancelled on me'],
  [/\b(?:stood|stand) me up\b/, 'you stood me up'],
  [/\bignor(?:ed|ing) (?:me|my (?:texts?|messages|calls))\b/, 'you went quiet on me'],
  [/\blied to me\b/, 'you lied to me'],
  [/\b(?:embarrassed|humiliated) me\b/, 'you embarrassed me in front of other people'],
  [/\b(?:yelled|shouted|snapped) at me\b/, 'you shouted at me'],
  [/\bwas (?:rude|mean|cold) to me\b/, 'you were unkind to me'],
  [/\b(?:took|takes|taking) credit for my\b/, 'my work was presented as yours'],
];

export function eventOf(message: string): string | null {
  const text = message.toLowerCase().replace(/bday/g, 'birthday');
  for (const [re, said] of EVENTS) {
    const m = re.exec(text);
    if (m) return said.replace('$1', m[1] ?? '');
  }
  return null;
}

/** A closing line that fits the relationship: warmth for a partner, never "love" or touch for a colleague. */
const CARE_LINE: Record<RelationshipType, string> = {
  couple: 'I love you, and I want us to be okay.',
  crush: 'I like spending time with you, so I would rather say this than let it sit.',
  family: 'You matter to me, which is why I am saying it.',
  friend: 'Our friendship matters to me, which is why I am saying it.',
  professional: 'I would like us to keep working well together.',
};

export function owedApology(ctx: CoachContext, message: string, c: CoachConnection | undefined): string {
  const name = c?.firstName ?? null;
  const event = eventOf(message) ?? 'what happened the other day stayed with me';
  const care = c ? CARE_LINE[c.relationshipType] : 'This matters to me, which is why I am saying it.';
  const draft = `"Hey${name ? ` ${name}` : ''}, ${event}, and it hurt more than I showed. I'd like to hear you say sorry, and to talk about how we avoid it next time. ${care}"`;
  const blanks = draft.includes('[') ? '\n\nFill in the parts in [brackets] in your own words before you send it.' : '';
  const theirs = c?.results?.loveLanguageReceiving;
  const tips = [
    '- Ask for the apology plainly; hinting tends to get a defensive "what did I do?".',
    '- Say it once, then give them room to answer rather than adding more reasons.',
    ...(c && theirs && c.relationshipType !== 'professional' ? [`- ${c.firstName} feels loved through **${LOVE_LANGUAGE_LABELS[theirs]}**; when they do make it right, notice it out loud.`] : []),
  ];
  return `It's fair to want an apology. Here is a message you could send${c ? ` ${c.firstName}` : ''}:\n\n${draft}${blanks}\n\n${tips.join('\n')}\n\nWant it shorter, or softer?`;
}

export function breakup(ctx: CoachContext, message: string): string {
  const r = ctx.person.results;
  const text = message.toLowerCase();
  const checking = /\b(instagram|insta|socials?|stories|profile|checking|stalk\w*)\b/.test(text);
  const friend = ctx.connections.find((c) => c.relationshipType === 'friend' || c.relationshipType === 'family');
  const lines = [
    checking
      ? "- Mute or archive their profile for now (you don't have to unfollow); each check restarts the ache, and a mute is easy to undo later."
      : "- Give yourself a few weeks of no contact, or as little as you can manage: it lets the ache settle instead of restarting.",
    friend ? `- Tell ${friend.firstName} how you are really doing and ask for one plan together this week.` : '- Tell one friend how you are really doing and ask for one plan together this week.',
    '- Keep one small routine each day (a walk, a proper meal, the same bedtime): it gives the days a shape while the rest feels off.',
  ];
  if (r?.evidence.attachment) {
    const { anxiety, avoidance } = r.evidence.attachment;
    if (anxiety > avoidance && anxiety >= 50) lines.push(`- Your attachment anxiety score is ${Math.round(anxiety)} of 100, so the pull to check in or reach out may be strong; write the message, then wait a day before deciding.`);
    else if (avoidance > anxiety && avoidance >= 50) lines.push(`- Your avoidance score is ${Math.round(avoidance)} of 100, so you may want to get busy and not feel it; let yourself talk about it with someone anyway.`);
  }
  if (/\b(?:text|message|call|reach out to|contact|dm)\b.{0,12}\bex\b/.test(text)) {
    lines.unshift('- Before you text your ex, ask yourself what you want back: an answer, closeness, or relief from the silence. If it is relief, write the message in your notes instead and read it again tomorrow; if you still need an answer, keep it to one question.');
  }
  return `I'm sorry. Being left hurts, and it makes sense that you're still pulled back to it.\n\n${lines.join('\n')}\n\nWhat is the hardest part of the day right now?`;
}

export function lonely(ctx: CoachContext): string {
  const r = ctx.person.results;
  const ei = r?.evidence.axes.find((a) => a.axis === 'EI');
  // Only what the person really loves (a top-three pick or a 4–5 rating), so "what you already love" is true.
  const loved = lovedCategories(ctx.person.hobbies);
  const interests = topInterests(ctx.person.hobbies).filter((i) => loved.has(i.categoryId)).slice(0, 2);
  const people = ctx.connections.filter((c) => c.relationshipType !== 'professional').slice(0, 2);
  const lines = [
    interests.length
      ? `- Pick one regular group around what you already love, ${interests.map((i) => `**${i.categoryName}**${i.activities[0] ? ` (${i.activities[0].toLowerCase()})` : ''}`).join(' or ')}, and go often enough to become a familiar face.`
      : '- Pick one regular group (a class, a club, a weekly run) and go often enough to become a familiar face.',
    '- Friendships grow from repeated, easy contact: after the second or third time, suggest one small next step ("coffee after this next week?").',
    people.length ? `- Reach out to ${people.map((c) => c.firstName).join(' or ')} this week, even with a short voice note; loneliness shrinks when someone knows how you are.` : '- Send one message today to someone you have lost touch with; it does not need a reason.',
  ];
  if (ei?.letter === 'I') lines.push(`- You lean ${Math.round(ei.percent)}% Introverted, so one-to-one or small-group settings will feel easier than big parties; that is a way in, not a flaw.`);
  else if (ei?.letter === 'E') lines.push(`- You lean ${Math.round(ei.percent)}% Extraverted, so busy settings can suit you: say yes to the next group invitation and follow up with one person from it.`);
  if (r) lines.push(`- Your social stability is ${Math.round(r.socialStability)}%; small, regular contact is what moves it, more than one big event.`);
  return `Feeling lonely is hard, and it is common after a change. It says you need people, not that something is wrong with you.\n\n${lines.join('\n')}\n\nWhat kind of company do you miss most?`;
}

/** "Which is higher for me, anxiety or avoidance?": the two scores compared, the answer computed from them. */
export function attachmentComparison(ctx: CoachContext): string | null {
  const a = ctx.person.results?.evidence.attachment;
  if (!a) return null;
  const anxiety = Math.round(a.anxiety);
  const avoidance = Math.round(a.avoidance);
  if (anxiety === avoidance) return `They are level: anxiety ${anxiety} and avoidance ${avoidance}, out of 100. Which one do you notice more day to day?`;
  const higher = anxiety > avoidance ? 'anxiety' : 'avoidance';
  const what = higher === 'anxiety' ? 'worry about closeness and being left' : 'a pull towards independence and space';
  return `Your **${higher}** is higher: anxiety ${anxiety}, avoidance ${avoidance}, out of 100. So when something unsettles you, ${what} is the more likely reaction${Math.max(anxiety, avoidance) < 40 ? ', though both scores are low' : ''}.\n\nWould you like to know what helps with it?`;
}

