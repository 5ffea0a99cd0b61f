/**
 * The Vibe's words (decision 089): every reason, watch-out and part label the engine writes, as ICU messages keyed by
 * id. English lives here because the engine, its tests and the coach read the Vibe in English; the server's `t()`
 * catalogues include these keys (src/server/i18n/en.ts spreads them), so every other language says the same thing in
 * its own file and the catalogue checks hold it complete.
 *
 * The values are plain strings and numbers: `name` is the other person's first name (or "your connection"), `Name`
 * the same with a capital, for a sentence that starts with it; love languages, activities and categories arrive
 * already in the reader's words.
 */
import { IntlMessageFormat } from 'intl-messageformat';

export const VIBE_EN = {
  'vibe.part.type_match': 'Type match',
  'vibe.part.axes': 'Everyday style',
  'vibe.part.attachment': 'Security & closeness',
  'vibe.part.love_languages': 'Love languages',
  'vibe.part.stability': 'Stability',
  'vibe.part.shared_activities': 'Shared activities',
  'vibe.part.category_overlap': 'Interest overlap',

  'vibe.yourConnection': 'your connection',

  'vibe.love.words_of_affirmation': 'Words of Affirmation',
  'vibe.love.quality_time': 'Quality Time',
  'vibe.love.acts_of_service': 'Acts of Service',
  'vibe.love.gifts': 'Gifts',
  'vibe.love.physical_touch': 'Physical Touch',
  'vibe.love.care': '{relationship, select, professional {appreciation} other {care}}',

  'vibe.type.otherUnknown': "{Name}'s type isn't known yet, so the type tables don't apply",
  'vibe.type.ownUnknown': "Your own type isn't known yet, so the type tables can't compare you with {name}",
  'vibe.type.same': "You and {name} are both {type}: you'll understand each other quickly, and share the same blind spots",
  'vibe.type.bothLists': "Your {mine} and {name}'s {theirs} are on each other's most-compatible lists",
  'vibe.type.oneList': "Your {mine} and {name}'s {theirs} are listed as a most-compatible pairing",
  'vibe.type.challenging':
    "Your {mine} and {name}'s {theirs} are a challenging pairing on paper: more explaining needed, and more to learn from each other",
  'vibe.type.neutral': "Your {mine} and {name}'s {theirs} are neither an easy nor a hard pairing on paper, so the details matter more",

  'vibe.axes.bothKinds': '{relationship, select, professional {plan for both focused solo time and group time} other {plan for both kinds of evening}}',
  'vibe.axes.bothOutward': 'You and {name} both recharge around people',
  'vibe.axes.bothInward': 'You and {name} both recharge alone',
  'vibe.axes.youOutward': 'You recharge around people and {name} recharges alone: {advice}',
  'vibe.axes.theyOutward': '{Name} recharges around people and you recharge alone: {advice}',
  'vibe.axes.bothConcrete': 'You and {name} both trust concrete facts and hands-on experience',
  'vibe.axes.bothPossibilities': 'You and {name} both think in possibilities and the bigger picture',
  'vibe.axes.youConcrete': 'You notice concrete details while {name} notices possibilities: translate for each other',
  'vibe.axes.theyConcrete': 'You notice possibilities while {name} notices concrete details: translate for each other',
  'vibe.axes.bothLogic': 'You and {name} both lead with logic when deciding',
  'vibe.axes.bothFeeling': 'You and {name} both weigh how a decision will affect people',
  'vibe.axes.youLogic': 'You lead with logic and {name} with feelings: together you see the whole picture',
  'vibe.axes.theyLogic': '{Name} leads with logic and you with feelings: together you see the whole picture',
  'vibe.axes.bothPlan': 'You and {name} both like plans settled early',
  'vibe.axes.bothOpen': 'You and {name} both like to keep options open',
  'vibe.axes.youPlan': 'You plan and {name} improvises: useful if you divide the work',
  'vibe.axes.theyPlan': '{Name} plans and you improvise: useful if you divide the work',
  'vibe.axes.wideGap': '{sentence}, though the gap is wide, so expect some friction',

  'vibe.attachment.bothSecure': 'You and {name} both tend to feel safe relying on people: a steady base',
  'vibe.attachment.theySecure': '{Name} tends to feel secure with people, which can steady you when things feel shaky',
  'vibe.attachment.youSecure': 'You tend to feel secure with people, which can help {name} feel steadier',
  'vibe.attachment.youReach':
    'When you reach for closeness, {name} may need space: name that pattern early so neither of you takes it personally',
  'vibe.attachment.theyReach':
    'When {name} reaches for closeness, you may want space: saying so kindly keeps it from feeling like rejection',
  'vibe.attachment.bothWorry': 'You and {name} can both worry about where you stand: small, regular reassurance helps you both',
  'vibe.attachment.bothSpace': 'You and {name} both value your space, which is easy until something needs talking through',
  'vibe.attachment.unclear': "Your attachment results don't say much about you and {name} yet: check in about what each of you needs",

  'vibe.love.mutual': "Your giving language is {name}'s receiving language, and theirs is yours",
  'vibe.love.theyMeetYou': '{Name} gives {language}, which is what you most want to receive',
  'vibe.love.theyAlso': '{Name} also shows {care} through {language}, the way you most like to receive it',
  'vibe.love.theyMiss': '{Name} mostly shows {care} through {theirs}, while you most want {yours}: tell {name} what lands for you',
  'vibe.love.youMeetThem': 'You give {language}, which is what {name} most wants to receive',
  'vibe.love.youAlso': 'You also show {care} through {language}, which {name} most wants to receive',
  'vibe.love.youMiss': 'You mostly give {yours}, but {name} most wants {theirs}: a small shift could go a long way',

  'vibe.stability.theyLow': '{Name} is in a less steady stretch overall: patience and a lighter load will help',
  'vibe.stability.youLow': "You're in a less steady stretch yourself: say so, so {name} knows what you can give right now",
  'vibe.stability.bothSteady': 'You and {name} both report steady footing overall',
  'vibe.stability.even': 'You and {name} are on reasonably even footing overall',
  'vibe.stability.theySteadier': '{Name} reports steadier footing than you right now: lean on that when you need to',
  'vibe.stability.youSteadier': 'You report steadier footing than {name} right now: your calm can help',
  'vibe.stability.solid':
    'You and {name} are both on solid ground {dimension, select, mental {mentally} emotional {emotionally} physical {physically} social {socially} spiritual {spiritually} other {in your drive and desire}}',
  'vibe.stability.gap':
    "Your {dimension, select, mental {mental} emotional {emotional} physical {physical} social {social} spiritual {spiritual} other {desire}} stability and {name}'s differ the most: expect different energy there",

  'vibe.activities.mutualPicks': '{activities} {count, plural, one {is a top pick} other {are top picks}} for both you and {name}',
  'vibe.activities.bothLove': 'You and {name} both love {activities}',
  'vibe.activities.theirPick': "{Name}'s top pick {activity} is one you rate highly too",
  'vibe.activities.noneLoved': 'You and {name} share a few activities, but none you both love yet',
  'vibe.activities.noneSharedTry':
    "You and {name} haven't rated any of the same activities yet: try one of {name}'s favourites, like {activity}",
  'vibe.activities.noneShared': "You and {name} haven't rated any of the same activities yet",

  'vibe.categories.common': 'You and {name} both gravitate towards {categories}',
  'vibe.categories.theyMore': '{Name} is much more into {category} than you are: an easy invitation to try something together',
  'vibe.categories.youMore': "You're much more into {category} than {name} is: share it in small doses",
  'vibe.categories.mixed': "Your interests and {name}'s overlap in places, without one strong shared theme",

  'vibe.private':
    "Part of this score comes from {name}'s {part, select, attachment {attachment style} loveLanguages {love languages} other {stability scores}}, which {name} keeps private. It still counts, so you both see the same Vibe; only the details stay with {name}.",
} as const;

export type VibeMessageId = keyof typeof VIBE_EN;
export type VibeValues = Record<string, string | number>;

/** How the engine puts a Vibe into words for one reader: the sentences, and the names of things the sentences use. */
export interface VibeWords {
  say(id: VibeMessageId, values?: VibeValues): string;
  activity(id: string, englishName: string): string;
  category(id: string, englishName: string): string;
  /** "A and B": the engine never lists more than two. */
  list(names: string[]): string;
}

const compiled = new Map<VibeMessageId, IntlMessageFormat>();

/** The English words, as the Vibe has always read (the coach parses these sentences). */
export const ENGLISH_VIBE_WORDS: VibeWords = {
  say(id, values) {
    let format = compiled.get(id);
    if (!format) {
      format = new IntlMessageFormat(VIBE_EN[id], 'en');
      compiled.set(id, format);
    }
    return String(format.format(values));
  },
  activity: (_id, englishName) => englishName,
  category: (_id, englishName) => englishName,
  list(names) {
    if (names.length <= 1) return names[0] ?? '';
    return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  },
};
