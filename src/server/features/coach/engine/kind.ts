/**
 * Which kind of danger a recognised message shows (decision 081). The screen's families say whether a person may be
 * at risk from themselves or from someone else; the help that fits depends on more than that. Someone who hurts
 * themselves to cope needs wound care and a direct question about suicide, not only a suicide line; a night lost
 * after one drink needs medical care, evidence and a sexual-assault service, not a domestic-abuse safety plan; an ex
 * who keeps turning up needs a log, people told and a stalking line, not advice about a partner who holds the money.
 *
 * The kind is read from the evidence the screen already counted (each cue's group), so it follows the same concepts
 * as recognition does, never a separate keyword list; the plain words below only split an explicit statement
 * ("I've been cutting myself" from "I want to kill myself").
 */
import type { CountedCue, Reading } from './screen.js';
import { rx } from './normalize.js';
import type { CrisisTopic } from './replies.js';

/** Hurting the body to cope, hiding the marks: self-injury, which may or may not come with suicidal thoughts. */
const SELF_INJURY = new Set(['selfharm', 'selfharm_tool', 'selfharm_done', 'selfharm_hidden', 'selfharm_other', 'punish_self', 'injury_cope', 'injury_hide', 'injury_back', 'injury_marks', 'injury_body', 'urgent_bleeding']);
/** Signs that are about the person's own coping, not about dying or about self-injury: they decide nothing here. */
const NEUTRAL_SELF = new Set(['reassure', 'cope_only', 'withdraw', 'tired', 'empty', 'masking']);
/** A drink and a lost night, a body that hurts afterwards, sex after a no. */
const SEXUAL = new Set(['sexual_pressure', 'spiked', 'incapacitate', 'no_memory', 'woke_there', 'drink', 'sexual', 'sexual_no', 'assault_after', 'assault_no', 'no_unheard', 'assault_blank']);
/** Someone who follows, waits, tracks, turns up or asks around for where the person is. */
const STALKING = new Set(['stalk', 'stalk_note', 'stalk_wait', 'tracker', 'tracker_found', 'ex_friends', 'location_on', 'answer_or', 'pursuit', 'stalk_follow', 'stalk_any']);
/** Threats count with whichever pattern they come in: a threat from a stalker is stalking, from a partner control. */
const NEUTRAL_ABUSE = new Set(['threat', 'threat_if', 'orelse', 'fear', 'minimise', 'urgent_weapon', 'urgent_attack']);
/** A child with injuries, a cover story, fear of going home, neglect (decision 083). */
const CHILD = new Set(['child_harm', 'child_home', 'child_secret', 'child_neck', 'child_alone']);

const SUICIDAL_PLAIN = rx(`\\b(?:suicid[a-z]*|kil myself|end (?:my|my own) life|take my (?:own )?life|end (?:it|this) al|want to die|better off dead|overdose|not want to (?:be here|be alive|live|exist|wake up)|wish i (?:was|were) dead|not worth living|(?:easier|better|simpler) (?:if i (?:did|do) not|not to|to not|never to) (?:wake up|be here|be alive|exist))\\b`);
const INJURY_PLAIN = rx(`\\b(?:cut|cuting|burn|burning|hurt|hurting|harm|harming|scratch|scratching|hit|hiting) myself\\b|\\bself harm(?:ing)?\\b|\\b(?:razor|blade)s? (?:on|to) my\\b`);
const SEXUAL_PLAIN = rx(`\\b(?:rape|raped|raping|sexualy (?:assaulted|abused)|sexual (?:assault|abuse)|forced (?:himself|herself|themselves) on me|(?:forced|forces|coerced|pressured) me (?:to|into) (?:have sex|sex|sleep with|do sexual|sexual))\\b`);

/** Said of a poisoning or an overdose: it was meant, so the answer is the suicide help, not first aid alone. */
const ON_PURPOSE = rx(`\\b(?:on purpose|deliberately|meant to|wanted to die|to end it|to kil (?:himself|herself|themselves))\\b`);

/** A partner the person is still with: tracking by them is part of control, answered with a safety plan. */
const CURRENT_PARTNER = rx(`\\bmy (?:boyfriend|girlfriend|husband|wife|partner|fiance|fiancee|spouse)\\b`);
const FORMER = rx(`\\b(?:ex|former|used to (?:date|go out with|be with)|broke up|split up|ended it|ended things|separated|divorced|left (?:him|her|them))\\b`);

function sum(cues: readonly CountedCue[], family: string, groups: Set<string>, inside: boolean): number {
  let total = 0;
  const seen = new Set<string>();
  for (const c of cues) {
    // A plain statement is read by its words below (SUICIDAL_PLAIN, INJURY_PLAIN), not counted as either kind.
    if (c.family !== family || c.group.startsWith('explicit') || groups.has(c.group) !== inside || seen.has(c.group)) continue;
    seen.add(c.group);
    total += c.weight * c.factor * (c.fromRecent ? 0.75 : 1);
  }
  return total;
}

/** The kind of the person's own risk from themselves: suicide or self-injury. */
/** Danger now that is an accident (fumes breathed), with no sign of suicide or self-injury beside it: an emergency. */
const ACCIDENT_NOW = new Set(['urgent_fumes']);

function selfKind(reading: Reading): CrisisTopic {
  const accident = sum(reading.cues, 'self', ACCIDENT_NOW, true);
  if (accident > 0 && sum(reading.cues, 'self', ACCIDENT_NOW, false) < 1 && !SUICIDAL_PLAIN.test(reading.text) && !ON_PURPOSE.test(reading.text)) return 'emergency';
  const injury = sum(reading.cues, 'self', SELF_INJURY, true);
  const other = sum(reading.cues, 'self', new Set([...SELF_INJURY, ...NEUTRAL_SELF]), false);
  if (SUICIDAL_PLAIN.test(reading.text)) return 'self_harm';
  const plainInjury = reading.explicit === 'self_harm' && INJURY_PLAIN.test(reading.text);
  // Any sign of suicide beside the injury keeps the suicide answer, which asks about it directly.
  if ((injury >= 2 || plainInjury) && other < 1.5) return 'self_injury';
  return 'self_harm';
}

/** The kind of danger from someone else: sexual assault, stalking, or coercive control (the default). */
function abuseKind(reading: Reading, fallback: CrisisTopic): CrisisTopic {
  const sexual = sum(reading.cues, 'abuse', SEXUAL, true);
  const stalking = sum(reading.cues, 'abuse', STALKING, true);
  const control = sum(reading.cues, 'abuse', new Set([...SEXUAL, ...STALKING, ...NEUTRAL_ABUSE]), false);
  if (SEXUAL_PLAIN.test(reading.text) && control < 2.5) return 'sexual_assault';
  if (sexual >= 2 && sexual >= control) return 'sexual_assault';
  const stillTogether = CURRENT_PARTNER.test(reading.text) && !FORMER.test(reading.text);
  if (stalking >= 2 && stalking > control && !stillTogether) return 'stalking';
  return fallback;
}

/** An older person exploited or hurt (decision 087). */
const ELDER = new Set(['elder']);
/** A threat from someone who has hurt the person, an ex who threatens, with a key or an injury beside it (087). */
const HARM_THREAT = new Set(['harm_threat', 'harm_key', 'harm_before']);

/** Violence happening now (a weapon, a door forced) is a partner's danger, not a pattern of control to plan around. */
const VIOLENT_NOW = new Set(['urgent_weapon', 'urgent_attack']);

/** The help that fits a crisis the screen recognised under `topic`. */
export function crisisKind(topic: CrisisTopic, reading: Reading): CrisisTopic {
  if (topic === 'self_harm') return selfKind(reading);
  if (topic === 'coercive_control' || topic === 'abuse' || topic === 'partner_danger') {
    // An older person's money or safety taken by family or a carer: adult protection, not a partner's safety plan.
    if (sum(reading.cues, 'abuse', ELDER, true) >= 2.5) return 'elder_abuse';
    // A threat from someone who has hurt the person before, or an ex who threatens: locks, police, not alone (087).
    const threat = sum(reading.cues, 'abuse', HARM_THREAT, true);
    const stillTogether = CURRENT_PARTNER.test(reading.text) && !FORMER.test(reading.text);
    // With a partner the person still lives with, the same threat is a partner's danger: a safety plan, not locks.
    if (threat >= 3 && abuseKind(reading, topic) !== 'sexual_assault') return stillTogether ? 'partner_danger' : 'threatened';
  }
  // A plain "my ex keeps following me" is read as a partner's danger; pursuit after a breakup is stalking's help.
  if (topic === 'partner_danger') return abuseKind(reading, topic) === 'stalking' ? 'stalking' : topic;
  if (topic === 'coercive_control' || topic === 'abuse') {
    const kind = abuseKind(reading, topic);
    const now = reading.cues.some((c) => c.family === 'abuse' && VIOLENT_NOW.has(c.group) && c.factor >= 0.75 && !c.fromRecent);
    return kind === 'coercive_control' && now ? 'partner_danger' : kind;
  }
  if (topic === 'someone_abused') {
    if (sum(reading.cues, 'other_abuse', ELDER, true) >= 2.5) return 'elder_abuse';
    // A child seen at risk at home gets the child-protection help, whoever else is named.
    return sum(reading.cues, 'other_abuse', CHILD, true) >= 2.5 ? 'child_at_risk' : topic;
  }
  if (topic === 'someone_at_risk') {
    // Someone who does not breathe or respond, or who swallowed something poisonous (a toddler and a dishwasher
    // tablet), with no sign of suicide beside it: a medical emergency.
    // An illness happening now (a head injury, a heart, a stroke, a fit, an allergy: decision 097) is one too.
    const medical = new Set(['urgent_breathing', 'urgent_poison', 'urgent_medical']);
    const breathing = sum(reading.cues, 'other_self', medical, true);
    // Pills named beside a body that will not wake are how the overdose happened, not a sign it was meant (096).
    const rest = sum(reading.cues.filter((c) => !c.group.startsWith('means')), 'other_self', medical, false);
    return breathing > 0 && rest < 1.5 && !SUICIDAL_PLAIN.test(reading.text) && !ON_PURPOSE.test(reading.text) ? 'emergency' : topic;
  }
  return topic;
}

/**
 * A check-in about abuse whose evidence is mostly a lost night or someone who pursues: the fitting answer is the
 * sexual-assault or stalking help, whose own question ("how are you feeling", "do you feel safe getting home") is
 * the check-in. Anything else stays a check-in.
 */
export function concernKind(reading: Reading): CrisisTopic | undefined {
  const kind = abuseKind(reading, 'coercive_control');
  return kind === 'coercive_control' ? undefined : kind;
}
