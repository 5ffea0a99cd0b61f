/**
 * The sixteen personality types: our own nicknames, descriptions and "in love" notes, plus the compatibility
 * tables (spec §3: "four most compatible and four challenging types; an unknown type gets none").
 *
 * How the tables are built (one symmetric rule, so if A lists B as most compatible, B lists A too, and nobody
 * lists as challenging someone who lists them as most compatible):
 * - most compatible: same S/N letter (shared way of taking in the world), and a difference on
 *   E/I + J/P, on all of E/I, T/F and J/P, on E/I alone, or on T/F alone (complementary energy, planning
 *   or deciding styles on a shared base);
 * - challenging: a different S/N letter together with at least two other differences;
 * - everything else (including the same type) is neutral.
 * Pure data, no I/O.
 */
import type { PersonalityTypeInfo } from './types.js';

export const PERSONALITY_TYPE_CODES = [
  'INTJ',
  'INTP',
  'ENTJ',
  'ENTP',
  'INFJ',
  'INFP',
  'ENFJ',
  'ENFP',
  'ISTJ',
  'ISFJ',
  'ESTJ',
  'ESFJ',
  'ISTP',
  'ISFP',
  'ESTP',
  'ESFP',
] as const;

export const PERSONALITY_TYPES: Record<string, PersonalityTypeInfo> = {
  INTJ: {
    code: 'INTJ',
    nickname: 'The Patient Strategist',
    description:
      'You like to see where things are heading and quietly work out the best route there. You trust ideas that have been tested and you are happy to rethink your own when the evidence changes. Small talk can feel like a detour, but once a topic matters to you, your focus is hard to match. People often learn that your calm exterior hides a lot of care about getting things right.',
    inLove:
      'You show love by paying attention to what your partner is building and helping them get there. You tend to choose a few people very deliberately and then stay loyal for the long run. In an argument you reach for logic first, which can come across as cool when the other person needs to feel heard. You usually need some time alone to sort out what you really think before you can talk it through. Repair, for you, often looks like coming back with a clear apology and a concrete change, and it helps to add a few plain words about how you feel.',
    mostCompatible: ['ENTP', 'ENFP', 'ENTJ', 'INFJ'],
    challenging: ['ESFP', 'ESFJ', 'ISFP', 'ESTP'],
  },
  INTP: {
    code: 'INTP',
    nickname: 'The Curious Tinkerer',
    description:
      'You are happiest when you are pulling an idea apart to see how it works. You ask questions other people skip and you enjoy being proven wrong if it leads somewhere interesting. Routine and rules without reasons tend to bore you. Your friends value your honesty, your odd sense of humour and the way you take their questions seriously.',
    inLove:
      'You love by sharing your inner world: the puzzle you are chewing on, the article you could not stop thinking about, the half-formed theory. Affection from you is often quiet and easy to miss, so saying it out loud now and then goes a long way. In a disagreement you may debate the details while the real issue is how someone feels. You can withdraw to think when things get heated, which a partner may read as indifference. You repair best when you come back, explain what you worked out, and ask what the other person needed in the moment.',
    mostCompatible: ['ENTJ', 'ENFJ', 'ENTP', 'INFP'],
    challenging: ['ESFJ', 'ISFJ', 'ESTJ', 'ESFP'],
  },
  ENTJ: {
    code: 'ENTJ',
    nickname: 'The Bold Organizer',
    description:
      'You see a messy situation and immediately start arranging it into a plan. You are direct, energetic and comfortable taking the lead when nobody else will. You enjoy people who push back with good arguments. Under the drive there is usually a strong wish to make things better for the people around you.',
    inLove:
      'You love actively: making plans, solving problems and pushing for a shared future you both believe in. You are loyal and generous, and you like a partner who has goals of their own. When you argue you can move fast and sound certain, which may leave a gentler partner feeling run over. Slowing down and asking questions before offering solutions helps more than you might expect. After a fight you tend to want to fix it quickly, and the repair lands best when you also acknowledge the feelings involved, not just the fix.',
    mostCompatible: ['INTP', 'INFP', 'INTJ', 'ENFJ'],
    challenging: ['ISFP', 'ISFJ', 'ISTP', 'ESFP'],
  },
  ENTP: {
    code: 'ENTP',
    nickname: 'The Playful Challenger',
    description:
      'You light up around new ideas and love turning a question over to see it from another angle. You are quick, funny and happy to argue the other side just to see what happens. Finishing things can be harder than starting them. People around you get a lot of energy and a lot of fresh options from you.',
    inLove:
      'You love with enthusiasm and curiosity, always suggesting something new to try together. Banter is one of your ways of showing affection, and you enjoy a partner who can play along. In a conflict you may argue for the sake of the argument, which can feel dismissive when the topic is tender. You tend to bounce back from a fight quickly and may be puzzled that others need longer. Repair works best when you drop the debate, name what you got wrong, and follow through on one small promise.',
    mostCompatible: ['INTJ', 'INFJ', 'INTP', 'ENFP'],
    challenging: ['ISFJ', 'ISTJ', 'ESFJ', 'ISFP'],
  },
  INFJ: {
    code: 'INFJ',
    nickname: 'The Deep Listener',
    description:
      'You pick up on what people mean, not only what they say. You care about living by your values and you like to understand the bigger story behind events. You need quiet time to recharge, even though you can be warm and engaged with others. People often come to you when they want to be understood rather than advised.',
    inLove:
      'You love deeply and look for a connection that feels meaningful, not just pleasant. You notice small shifts in a partner\'s mood and often respond before they ask. In an argument you may hold back for a long time and then say everything at once. If the same hurt keeps happening, you may quietly pull away instead of raising it again. You repair by talking honestly about what hurt, and it helps when you voice smaller concerns early instead of saving them up.',
    mostCompatible: ['ENFP', 'ENTP', 'ENFJ', 'INTJ'],
    challenging: ['ESTP', 'ESTJ', 'ISTP', 'ESFP'],
  },
  INFP: {
    code: 'INFP',
    nickname: 'The Tender Idealist',
    description:
      'You carry a strong inner sense of what matters and you try to live by it, even when it is inconvenient. You are imaginative and often express yourself best through writing, music or other creative outlets. Conflict and harsh criticism can sting more than you let on. Friends value how accepting you are of people exactly as they are.',
    inLove:
      'You love with devotion and imagination, and you want a partner to see the real you. Little personal gestures mean more to you than grand ones. During a disagreement you may go quiet while you work out what you feel, and a partner may mistake that for agreement. If your values feel dismissed, a small argument can suddenly feel very big. You repair when you feel safe again, usually through a calm, honest talk and some reassurance that the relationship itself is not in question.',
    mostCompatible: ['ENFJ', 'ENTJ', 'ENFP', 'INTP'],
    challenging: ['ESTJ', 'ISTJ', 'ESFJ', 'ESTP'],
  },
  ENFJ: {
    code: 'ENFJ',
    nickname: 'The Warm Encourager',
    description:
      'You bring people together and help them believe they can do more than they thought. You read a room quickly and like everyone to feel included. You can take on other people\'s problems as if they were your own. Others often feel more confident simply because you are in their corner.',
    inLove:
      'You love generously and put real effort into your partner\'s growth and happiness. You tend to plan thoughtful moments and remember the details that matter to someone. In a disagreement you may try so hard to keep the peace that your own needs get lost. When you finally raise them, you might feel guilty for doing so. You repair by talking it through warmly and directly, and it helps to let your partner look after you for a change.',
    mostCompatible: ['INFP', 'INTP', 'INFJ', 'ENTJ'],
    challenging: ['ISTP', 'ISTJ', 'ISFP', 'ESTP'],
  },
  ENFP: {
    code: 'ENFP',
    nickname: 'The Open Door',
    description:
      'You are curious about people and possibilities, and you make new connections easily. You bring warmth and excitement to plans, and you are often the one who suggests the unexpected. Long stretches of routine can drain you. People remember you for how seen and welcome you made them feel.',
    inLove:
      'You love with enthusiasm and openness, and you want a relationship that keeps growing. You are affectionate and expressive and enjoy sharing new experiences with a partner. In an argument your feelings can run high, and you may jump between topics as they come up. You can also avoid hard conversations because you want everything to stay good. Repair comes naturally to you once you are calm: you reach out first, say sorry warmly, and want to reconnect quickly.',
    mostCompatible: ['INFJ', 'INTJ', 'INFP', 'ENTP'],
    challenging: ['ISTJ', 'ISFJ', 'ESTJ', 'ISTP'],
  },
  ISTJ: {
    code: 'ISTJ',
    nickname: 'The Steady Keeper',
    description:
      'You are dependable, thorough and quietly committed to doing things properly. You trust what has worked before and like to know what is expected of you. Sudden changes of plan can frustrate you, especially without a good reason. People rely on you because when you say you will do something, it gets done.',
    inLove:
      'You love through consistency: showing up, keeping promises and taking care of practical things. Romantic speeches are not your style, but your loyalty runs deep. In a disagreement you stick to the facts and may find highly emotional conversations hard to navigate. You can dig in when you feel something was unfair. You repair by fixing what went wrong and keeping to your word afterwards, and a few simple words of warmth help your partner feel it too.',
    mostCompatible: ['ESTP', 'ESFP', 'ESTJ', 'ISFJ'],
    challenging: ['ENFP', 'ENTP', 'INFP', 'ENFJ'],
  },
  ISFJ: {
    code: 'ISFJ',
    nickname: 'The Quiet Caretaker',
    description:
      'You notice what people need and quietly take care of it, often before anyone asks. You value tradition, routine and the comfort of familiar things. You may find it hard to say no or to ask for help yourself. People feel safe around you because you remember the small things that matter to them.',
    inLove:
      'You love through care and attention: a favourite meal, a remembered date, a problem solved before it became one. You want a stable, loyal relationship where both people look after each other. In a disagreement you may keep the peace for a long time and swallow your own frustration. When it finally comes out it can surprise your partner. You repair through gentle conversation and small acts of kindness, and it helps when you say what you need rather than hoping it will be noticed.',
    mostCompatible: ['ESFP', 'ESTP', 'ESFJ', 'ISTJ'],
    challenging: ['ENTP', 'INTP', 'ENTJ', 'ENFP'],
  },
  ESTJ: {
    code: 'ESTJ',
    nickname: 'The Practical Anchor',
    description:
      'You like things organised, fair and clearly agreed. You step up when something needs running and you are not afraid of hard decisions. You value honesty and expect people to keep their commitments. Others lean on you because you turn good intentions into working arrangements.',
    inLove:
      'You love by providing stability: planning ahead, keeping things running and being someone your partner can count on. You are straightforward about what you want and appreciate the same in return. In an argument you can be blunt and quick to decide who is right, which may shut a quieter partner down. Listening a little longer before giving your verdict makes a real difference. You repair by talking it through plainly and agreeing on what will change, and a bit of tenderness alongside the plan helps it land.',
    mostCompatible: ['ISTP', 'ISFP', 'ISTJ', 'ESFJ'],
    challenging: ['INFP', 'INTP', 'INFJ', 'ENFP'],
  },
  ESFJ: {
    code: 'ESFJ',
    nickname: 'The Thoughtful Host',
    description:
      'You make people feel welcome and you keep track of how everyone is doing. You enjoy traditions, gatherings and the rituals that hold a group together. Tension between people you care about can weigh heavily on you. Friends know you as the person who remembers birthdays and checks in when things are hard.',
    inLove:
      'You love warmly and visibly, through attention, affection and plenty of thoughtful gestures. You want a partner who appreciates that care and shows theirs in return. In an argument you may take criticism personally and focus on whether you are still valued. You might also smooth things over before the real issue is settled. You repair by reconnecting through kindness and time together, and it helps to finish the hard conversation first so it does not come back.',
    mostCompatible: ['ISFP', 'ISTP', 'ISFJ', 'ESTJ'],
    challenging: ['INTP', 'INTJ', 'ENTP', 'INFP'],
  },
  ISTP: {
    code: 'ISTP',
    nickname: 'The Calm Fixer',
    description:
      'You like understanding how things work by getting your hands on them. You stay cool in a crisis and prefer action to long discussion. You value your independence and can go quiet when you need space. People trust you to stay level-headed and sort out the practical problem in front of you.',
    inLove:
      'You love through doing: fixing, helping, and sharing activities rather than talking about feelings. You give a partner plenty of freedom and appreciate the same in return. In a disagreement you may go silent or step away, which can feel like a wall to someone who wants to talk it out. You do come back, usually once you have calmed down and thought it over. Repair for you is often a practical gesture, and pairing it with a short, honest sentence about what you felt helps it be understood.',
    mostCompatible: ['ESTJ', 'ESFJ', 'ESTP', 'ISFP'],
    challenging: ['ENFJ', 'ENTJ', 'INFJ', 'ENFP'],
  },
  ISFP: {
    code: 'ISFP',
    nickname: 'The Gentle Maker',
    description:
      'You experience the world through your senses and often express yourself by making or doing rather than explaining. You are kind, easy-going and strongly attached to your own values. Pressure and criticism can make you pull back. People feel relaxed around you because you accept them without fuss.',
    inLove:
      'You love quietly and sincerely, through shared experiences and small, personal gestures. You want to feel free to be yourself and you give your partner that same freedom. In a disagreement you may avoid confrontation and hope things settle on their own. When something cuts against your values, though, you can dig in firmly. You repair best through gentle actions and time together, and it helps to put your feelings into words, even briefly, so your partner is not left guessing.',
    mostCompatible: ['ESFJ', 'ESTJ', 'ESFP', 'ISTP'],
    challenging: ['ENTJ', 'INTJ', 'ENTP', 'ENFJ'],
  },
  ESTP: {
    code: 'ESTP',
    nickname: 'The Live Wire',
    description:
      'You live in the moment and you are quick to spot an opportunity and act on it. You are practical, sociable and at your best when something is happening. Long planning sessions and abstract debates can test your patience. People enjoy your energy and your knack for making things happen.',
    inLove:
      'You love with energy and spontaneity, and you like to keep a relationship fun and active. You are attentive in the moment and good at reading what a partner wants right now. In a disagreement you tend to be direct and may want to move on before the other person is ready. Deeper emotional talks can feel uncomfortable, so you might reach for a joke instead. You repair quickly and practically, and slowing down to really listen first makes the fix stick.',
    mostCompatible: ['ISTJ', 'ISFJ', 'ISTP', 'ESFP'],
    challenging: ['INFJ', 'INTJ', 'INFP', 'ENFJ'],
  },
  ESFP: {
    code: 'ESFP',
    nickname: 'The Warm Spotlight',
    description:
      'You bring fun, warmth and spontaneity wherever you go. You notice what people enjoy and love to share good experiences with them. Heavy planning and long stretches of routine can feel confining. People feel lighter around you because you help them enjoy the present.',
    inLove:
      'You love generously and playfully, filling a relationship with shared experiences and affection. You are tuned in to how your partner feels right now and you want them to have a good time. In a disagreement you may try to lighten the mood or sidestep the hard part. Criticism can hurt, and you might react in the moment more strongly than you meant to. You repair warmly and quickly, and it helps to come back to the unresolved issue once things are calm.',
    mostCompatible: ['ISFJ', 'ISTJ', 'ISFP', 'ESTP'],
    challenging: ['INTJ', 'INTP', 'ENTJ', 'INFJ'],
  },
};

/** The type's info, or undefined for anything that is not one of the sixteen codes ("an unknown type gets none"). */
export function getPersonalityType(code: string): PersonalityTypeInfo | undefined {
  if (typeof code !== 'string') return undefined;
  const key = code.trim().toUpperCase();
  return Object.prototype.hasOwnProperty.call(PERSONALITY_TYPES, key) ? PERSONALITY_TYPES[key] : undefined;
}
