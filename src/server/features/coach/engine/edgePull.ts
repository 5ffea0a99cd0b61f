/**
 * The pull to take one step where one step would kill, said in passing (blind round 16, item s08: "on the U-Bahn
 * platform I think how simple it would be to take one step forward. I'm not going to, probably. Anyway."). That is
 * passive suicidal ideation however casually it is told, and a hedge ("probably", "don't worry", "anyway") makes it
 * more worrying, not less. The older combo (signals.ts: a height and a pull) knew "the platform" but not "the U-Bahn
 * platform", and "so simple" but not "how simple"; and its canceller for outings ("hike", "view") silenced a pull
 * felt on a hike.
 *
 * Read as a situation: a place where a step, a lean or letting go would kill + the person's thought of how easy it
 * would be or an urge to do it. Fear of falling (vertigo) is the opposite of a pull; "one step forward, two steps
 * back", "mind the gap", train-spotting, a jump into a lake on a hot day are the same words without the wish. The
 * "call of the void" named and asked about is the known phenomenon: felt by the person it is a check-in (weight 2),
 * asked about as a curiosity it is ordinary.
 */
import { rx } from './normalize.js';
import type { Combo } from './signals.js';

const w = (s: string) => rx(`\\b(?:${s})\\b`);
const STAGED = `first aid|(?:a|the|my|this|that) (?:[a-z]+ )?(?:course|lesson|drill)|(?:in|from|watching|watched|reading|read) (?:a |an |the |this |that |my )?(?:[a-z]+ )?(?:film|movie|episode|series|novel|book|documentary|podcast|article)s?|the (?:character|protagonist|narrator)`;

/** Somewhere one step, a lean or letting go would kill. */
const EDGE_PLACE = w(
  `(?:train|tube|u bahn|you bahn|ubahn|s bahn|sbahn|subway|metro|railway|station|underground|tram) platforms?|(?:on|at|off) the platforms?|platform (?:edge|\\d+)|(?:the |train |railway )?tracks|railway|rail line|train line|` +
    `(?:the|a|an) (?:train|tube|u bahn|you bahn|ubahn|s bahn|sbahn|subway|metro|underground|lorry|bus|truck)s? (?:comes?|coming|pulls?|pulling|rushes|rushing|roars?|roaring|thunders?) (?:in|past|through|by)|` +
    `oncoming (?:trains?|traffic|lorry|lorries|trucks?|cars?)|ledge|edge of (?:the|a) (?:roof|cliff|platform|building|bridge|balcony|car park|quarry)|cliffs?(?: edge| top)?|rooftop|roof|balcon(?:y|ies)|` +
    `bridge|overpass|flyover|viaduct|railings?|the rail|guard ?rail|parapet|motorway|highway|freeway|the traffic|into traffic|top floor|` +
    `(?:\\d+(?:th|st|nd|rd)|tenth|twelfth|twentieth) (?:floor|storey)|multistorey|multi storey|sheer drop|the drop`,
);
/** Ease, an urge, a temptation: with any act of going over. */
const EASE = `how (?:easy|simple|quick|tempting)(?: it)?(?: (?:would|could|is|might))?(?: be)?|(?:would|could|might) be (?:so |really |very |too )?(?:easy|simple|quick)|(?:it is|its|so|too) (?:so )?(?:easy|simple)|(?:the|a|an|this|that) (?:little |weird |strong |sudden )?(?:urge|pull|temptation|impulse|itch) to|part of me (?:wants|wanted|would like) to|(?:i am|i feel|i get|i got|i felt|i was) (?:so |really |very )?tempted to`;
/** Picturing or thinking it: only with a deliberate act (a picture of falling is fear, not a pull). */
const IMAGINE = `picture|picturing|imagine|imagining|think about|thinking about|thought about|wonder about|daydream about|fantasi[sz]e about`;
const OFF_EDGE = `(?:the |a )?(?:edge|ledge|platform|roof|bridge|balcony|cliff|kerb|curb|railing|side)`;
/** Going over, in front or off: not stepping onto a train or jumping on a bus. */
const ACT = `step(?:ping)? (?:forward|off (?:${OFF_EDGE})|off(?! (?:the |a |at )?(?:train|tram|bus|tube|u bahn|you bahn|ubahn|s bahn|sbahn|plane|ferry|boat|escalator|next|stop|kerb to))|out in front|in front|over (?:${OFF_EDGE})|into (?:the )?(?:traffic|road|path|tracks|gap))|take (?:one|a|that|the|a single) (?:small |last |tiny )?step(?! (?:back|closer to (?:my|the|our) (?:goal|dream)))|taking (?:one|a|that) step|lean(?:ing)? (?:over|forward|out)|jump(?:ing)?(?! (?:on|onto|aboard|at|ahead|the queue|in line|in (?:the )?(?:lake|sea|pool|river|water|car|taxi|queue)))|let(?:ting)? go|throw(?:ing)? myself|walk(?:ing)? (?:off (?:${OFF_EDGE})|into (?:the )?(?:traffic|sea|road|tracks)|in front)|climb(?:ing)? over|not step(?:ping)? back|not (?:to )?step back|(?:just )?go over (?:${OFF_EDGE})|tip(?:ping)? over`;
const DELIBERATE = `step(?:ping)? (?:forward|off (?:${OFF_EDGE})|out in front|in front|over (?:${OFF_EDGE})|into (?:the )?(?:traffic|road|tracks))|take (?:one|a|that|the|a single) (?:small |last |tiny )?step|lean(?:ing)? (?:over|forward|out)|jump(?:ing)? (?:off|in front|from|onto|down)|let(?:ting)? go|throw(?:ing)? myself|walk(?:ing)? (?:off|into|in front)|not step(?:ping)? back|not (?:to )?step back`;
/** The person's own thought of how easy it would be, or an urge, to take the step. */
const PULL = w(`(?:${EASE})(?: [a-z]+){0,3} (?:${ACT})|(?:${IMAGINE})(?: myself| just| not)?(?: [a-z]+){0,2} (?:${DELIBERATE})`);
/** Said and then waved away: "probably", "don't worry", "anyway". */
const HEDGE = w(`probably|(?:i am )?not going to(?:, probably)?|do not worry|dont worry|i will not|i wont|anyway|anyways|it is nothing|its nothing|probably nothing|just a thought|just thoughts|whatever|lol|haha`);
/** The known phenomenon named. */
const VOID_NAMED = w(`call of the void|appel du vide|high place phenomenon`);
/** Felt by the person, not read about. */
const MINE = w(`i get|i got|i feel|i felt|i have|i had|i always|happens to me|me too|do i|am i`);
/** Fear of falling, a figure of speech, a hobby, a swim on a hot day, a stunt: the same words without a pull. */
const EDGE_CANCEL = rx(
  `\\b(?:vertigo|fear of heights|scared of heights|afraid of heights|(?:afraid|scared|worried|terrified|feel like|feeling like) (?:that )?(?:i|i will|i might|i would|of) (?:fall|falling|slip|slipping|trip)|dizzy|dizziness|two steps back|mind the gap|train ?spott[a-z]*|bungee|skydiv[a-z]*|cliff (?:jump[a-z]*|div[a-z]*)|dive|diving|swim|swimming|paraglid[a-z]*|base jump[a-z]*|zip ?line|abseil[a-z]*|parkour|so hot|heatwave|cool off|cool down|refreshing|call of the void|appel du vide|high place phenomenon|${STAGED})\\b`,
);
const STAGED_CANCEL = rx(`\\b(?:${STAGED})\\b`);

export const EDGE_PULL_COMBOS: Array<Omit<Combo, 'window'> & { window: 0 | 1 | 2 }> = [
  { family: 'self', group: 'edge_pull', cancel: EDGE_CANCEL, weight: 3, all: [EDGE_PLACE, PULL], window: 2, why: 'a place where a step would kill, and the pull to take it' },
  // The hedge after it is not a denial: "I'm not going to, probably" says the thought is there.
  { family: 'self', group: 'edge_pull', cancel: EDGE_CANCEL, weight: 3.5, all: [EDGE_PLACE, PULL, HEDGE], window: 2, why: 'the pull at an edge, waved away' },
  { family: 'self', group: 'edge_void', cancel: STAGED_CANCEL, weight: 2, all: [VOID_NAMED, MINE], window: 2, why: 'the call of the void, felt by the person' },
];
