/**
 * The drafts for the situations read/send-care.ts reads: words of support for someone's hard time, reaching out after
 * a fight, feedback on how something comes across, leaving something the member joined, and an invitation with its
 * details (place, time, dish, what to bring), each in the relationship's register and, for a connection on Attune,
 * shaped by how they receive care. A detail the member did not give and the message needs is a [blank].
 */
import type { LoveLanguage } from '../../../../../../shared/assessment/types.js';
import type { CoachContext } from '../../../context.js';
import { connectionOf, typeOf } from '../../read/people.js';
import type { SendRead } from '../../read/send.js';
import { joinedOf } from '../../read/send-care.js';
import { ratesHighly } from '../kinds-common.js';

type Made = { lead: string; text: string };

const receives = (r: SendRead): LoveLanguage | undefined => connectionOf(r.to)?.results?.loveLanguageReceiving;

/** "a brutal week at work" → "week at work": the stretch and where, never the member's adjective pasted. */
function stretch(r: SendRead): string {
  const h = r.hard!;
  const span = h.span && h.span !== 'time' ? h.span : null;
  return span ? `${/^few /.test(span) ? `a rough ${span}` : `such a rough ${span}`}${h.at ? ` at ${h.at}` : ''}` : 'a lot on';
}

/** What to offer, by how they receive care (when shared) and how close they are: [full, short]. */
function offer(r: SendRead): [string, string] {
  const type = typeOf(r.to);
  if (r.work || type === 'professional') return ['Anything I can take off your plate this week, just say.', 'Anything I can take off your plate, just say.'];
  const partner = type === 'couple';
  switch (receives(r)) {
    case 'quality_time':
      return partner
        ? ["Tonight is yours: I'll sort dinner, phones away, and we don't have to talk about it unless you want to.", "Tonight's yours: I'm cooking, phones away."]
        : ['Want to get out for a walk or food this week? Just us, no need to talk about it unless you want to.', 'Walk or food this week, just us?'];
    case 'acts_of_service':
      return partner ? ["I've got dinner and the dishes tonight, you put your feet up.", "I've got dinner tonight."] : ['Let me take something off your plate: I can drop dinner round this week, just say when.', 'Can I drop dinner round this week?'];
    case 'words_of_affirmation':
      return ["You've handled it better than you think, and I'm proud of you.", "I'm proud of you."];
    case 'gifts':
      return partner ? ["I'm picking up your favourite treat on the way home.", 'Treat incoming tonight.'] : ["I'm dropping a little something round for you this week.", 'Little something coming your way.'];
    case 'physical_touch':
      return partner ? ['Come here when you get home, I owe you a long hug.', 'Big hug waiting when you get home.'] : ['Big hug from me, and a real one next time I see you.', 'Big hug from me.'];
    default:
      if (partner) return ["Tonight I'll sort dinner and you just rest.", "I've got dinner tonight."];
      if (type === 'family') return ['Can I drop some food round, or pick anything up for you?', 'Need anything picked up?'];
      return ["I'm around if you want company, or food dropped round.", "I'm around if you need anything."];
  }
}

export function supportDraft(r: SendRead): Made {
  const h = r.hard!;
  const opener =
    h.kind === 'job' ? ["I'm so sorry about the job. It's their loss, honestly.", 'So sorry about the job.']
    : h.kind === 'ill' && h.who ? [`Thinking of you and ${h.who.charAt(0).toUpperCase()}${h.who.slice(1)}. How are you both doing? No need for a long reply.`, `Thinking of you and ${h.who.charAt(0).toUpperCase()}${h.who.slice(1)}.`]
    : h.kind === 'ill' ? ["Sorry you're feeling so rough. Rest up, no need to reply.", 'Sorry you feel so rough, rest up.']
    : h.kind === 'loss' ? ["I'm so sorry. I'm thinking of you, and there's nothing you need to say back.", "I'm so sorry. Thinking of you."]
    : h.kind === 'breakup' ? ["I'm so sorry. That's a lot to deal with, and you don't have to be OK about it yet.", "I'm so sorry. You don't have to be OK yet."]
    : h.kind === 'exam' ? ["Good luck! You've put the work in, and whatever happens I'm proud of you.", "Good luck! You've got this."]
    : [`Sounds like you've had ${stretch(r)}. I'm sorry.`, `Sorry you've had ${stretch(r)}.`];
  const [full, brief] = offer(r);
  const text = r.short ? `${opener[1]} ${brief}` : `${opener[0]} ${full}`;
  const lang = r.work || typeOf(r.to) === 'professional' ? undefined : receives(r);
  const name = connectionOf(r.to)?.firstName;
  const why = name && lang === 'quality_time' ? `, offering time together, which is how ${name} feels cared for` : name && lang === 'acts_of_service' ? `, offering to take something off their plate, which is how ${name} feels cared for` : name && lang === 'words_of_affirmation' ? `, saying what you see in them, which is how care lands for ${name}` : '';
  return { lead: `Short and about them, asking nothing back${why}:`, text };
}

export function repairDraft(r: SendRead): Made {
  const partner = typeOf(r.to) === 'couple';
  const heard = r.heard ? " I heard what you said, and I think you've got a point." : '';
  // A day in the story is when the fight was, not when to talk: the talk is offered soon.
  const when = ' tonight or tomorrow';
  const close = partner ? " I love you, and I don't want us to just paper over it." : " You matter to me, and I don't want to just paper over it.";
  const text = r.short
    ? `I've been thinking about our fight. I'm sorry for my part in it.${heard} Can we talk properly${when}?`
    : `I've been thinking about our fight. I'm sorry for my part in it.${heard}${close} Can we talk it through properly${when}, when we're both calm?`;
  return { lead: 'Own your part, say you heard them, and ask to finish the conversation rather than just make up:', text };
}

export function feedbackDraft(r: SendRead): Made {
  const f = r.feedback!;
  const work = r.work || typeOf(r.to) === 'professional';
  const reviews = /\b(?:reviews?|comments?|feedback|notes)\b/.test(f.thing);
  const Thing = f.thing.charAt(0).toUpperCase() + f.thing.slice(1);
  const who = f.affected ? f.affected.replace(/^(?:the |our )/, 'some of the ').replace(/^some of the team$/, 'people on the team') : null;
  const mine = /\babout my\b/.test(f.thing);
  const impact = mine ? 'it stings more than you probably realise' : reviews ? `${who ?? 'people'} are getting nervous about putting their work up for review` : `${who ?? 'people'} are taking it harder than you probably intend`;
  const strength = reviews ? `${Thing} are thorough, and they catch real things. But they` : mine ? `I know you're only joking, but ${f.thing}` : `I know you don't mean anything by it, but ${f.thing}`;
  const can = `${strength} can come across as ${f.quality}`;
  const ask = mine
    ? 'Could you ease off that one? It would mean a lot.'
    : reviews
      ? 'Could you try opening with one thing that works, and marking which points are must-fix and which are just suggestions? Same standard, easier to hear.'
      : `Could you try softening the delivery a little? Same point, gentler wording.`;
  const open = work ? "Can I share something I'd want to hear if I were you?" : 'Can I tell you something, as a friend?';
  const text = r.short ? `${can}, and ${impact}. ${ask.split('?')[0]}?` : `${open} ${can}${mine ? '' : ', more than I think you mean'}, and ${impact}. ${ask}`;
  return { lead: mine ? 'Light, honest, and one clear ask, so it stays a friendship conversation:' : 'Credit first, then the impact and one concrete change, with no verdict on them:', text };
}

export function exitDraft(r: SendRead, ctx?: CoachContext): Made {
  // What was joined may be named only earlier in the thread ("Sam asked me to join the office football team").
  const earlier = ctx?.history.filter((t) => t.role === 'user').map((t) => t.content).reverse() ?? [];
  const what = r.joined ?? earlier.map(joinedOf).find(Boolean) ?? 'it';
  const work = r.work || typeOf(r.to) === 'professional';
  const sport = /\b(?:football|soccer|basketball|netball|rugby|cricket|hockey|volleyball|softball|running|run club|sports?|league|match|game)\b/.test(`${what} ${earlier.join(' ')}`.toLowerCase());
  const alt = r.offer ? ` ${r.offer.replace(/[.?]?$/, '.')}` : sport ? ` I'll still come and cheer at a game${work ? ", and let's grab lunch soon" : ''}.` : work ? " Let's grab lunch soon." : " Let's find something else to do together soon.";
  // The member's own reason, when it was time: said as time, not as not liking it.
  const time = /\b(?:don'?t have (?:the )?time|no time|too busy|so busy|swamped|can'?t keep up)\b/i.test(r.story ?? '');
  const why = time ? "I just can't give it the time it deserves right now, so I'm going to step back." : "It's honestly not for me, so I'm going to bow out.";
  const text = `Thanks for getting me into ${what}, I'm really glad I gave it a go. ${why}${alt}`;
  return { lead: 'Thank them for bringing you in, be plain that it is not for you, and keep the connection with something else:', text };
}

/** The dish line and what to bring: a dish named or a [blank], and wine when both of them like it. */
function cookingLine(r: SendRead, ctx?: CoachContext): string {
  const d = r.invite!;
  const other = connectionOf(r.to);
  const both = ctx && other ? ratesHighly(ctx.person.hobbies, 'wine_beer') && ratesHighly(other.hobbies, 'wine_beer') : false;
  const bring = d.bring ? `could you bring ${d.bring}?` : both ? 'could you bring a bottle of wine?' : "you don't need to bring a thing.";
  // The member cooking it ("I'm making risotto") is said so; a night of cooking together names the dish to make.
  if (d.hostCooks) return ` ${d.dish ? `I'm making ${d.dish}` : "I'll do the food"}, so ${bring.replace(/^could you/, 'could you just')}`;
  return ` I'm thinking we make ${d.dish ?? '[dish]'}, and I'll get the ingredients; ${bring}`;
}

/** An invitation with what they need to say yes: what, where, when (a [blank] for a time not given), and what to bring. */
export function inviteDraft(r: SendRead, ctx?: CoachContext): Made {
  const d = r.invite!;
  let thing = r.thing ?? '[what it is]';
  // The day and the place are said once each, in their own words: pulled out of "a cooking night at mine next friday".
  for (const day of r.facts.days) thing = thing.replace(new RegExp(`\\s*(?:on |this |next )?${day.replace(/^(?:next|this) /i, '')}\\b`, 'i'), '');
  for (const t of r.facts.times) thing = thing.replace(new RegExp(`\\s*(?:at |from )?${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'), '');
  thing = thing.replace(/\s*\bat (?:mine|my (?:place|flat|apartment|house|home))\b/i, '').replace(/\s+/g, ' ').trim();
  const day = r.facts.days[0];
  // "next friday" keeps its "next": the day alone would be this week's.
  const which = day ? new RegExp(`\\b(next|this|this coming) ${day}\\b`, 'i').exec(r.story ?? '')?.[1] : undefined;
  const dayPhrase = day ? (/^(?:tonight|tomorrow|next |this |the )/i.test(day) ? ` ${day}` : which ? ` ${which.toLowerCase()} ${day}` : ` on ${day}`) : d.specific ? ' on [day]' : '';
  const time = r.facts.times[0];
  const timePhrase = time ? (/^at /i.test(time) ? ` ${time}` : ` at ${time}`) : d.specific || d.cooking ? ' at [time]' : '';
  const where = d.place ? ` ${d.place}` : '';
  const food = d.cooking && d.place ? cookingLine(r, ctx) : '';
  const settle = d.specific ? (d.cooking ? ' Let me know by the day before so I can shop.' : ' Let me know by the day before so I know numbers.') : '';
  const text = `Would you like to come to ${thing}${where}${dayPhrase}${timePhrase}?${food}${settle}`;
  return { lead: d.specific ? 'Specific, so it is easy to say yes or no: what, where, when and what to bring:' : 'An invitation with everything they need to say yes:', text };
}
