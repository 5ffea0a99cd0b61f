/**
 * Everyday requests to the offline coach (decision 088), written before the answer kinds they test, as the five demo
 * members: a gift, a message to someone, "am I overreacting", a vent, a loss, loneliness, a trip or plan. Each says
 * what a pass means to a person reading the reply; the test (everyday.test.ts) checks only what a machine can check:
 * the kind the coach chose, the stated budget, place and occasion said back and kept to, no question for a fact
 * already given, none of the member's own words pasted back in quotes, no crisis text. Never exact wording.
 */
import type { Currency } from '../../../ports/coach/builtin/read/plan.js';

export type EverydayKindName = 'gift' | 'draft' | 'overreacting' | 'vent' | 'grief' | 'lonely' | 'trip';

export interface EverydayCase {
  as: 'Maya' | 'Sam' | 'Jordan' | 'Priya' | 'Theo';
  /** Messages sent one after another; the checks apply to the reply to the last one. */
  say: string[];
  kind: EverydayKindName;
  /** A stated cap: no price in that currency above it may be offered, and the cap is said back. */
  budget?: { currency: Currency; amount: number; per: 'total' | 'person' };
  /** A place named: it is said back, and no "your own town". */
  place?: string;
  /** The occasion named, said back. */
  occasion?: RegExp;
  /** Words that show the request itself was understood (a draft that says the point). */
  must?: RegExp[];
  mustNot?: RegExp[];
  /** The last reply is shorter than the one before it. */
  shorter?: boolean;
  /** What a pass means, read as a person would. */
  pass: string;
}

export const EVERYDAY: EverydayCase[] = [
  // ------------------------------------------------------------------ gifts
  { as: 'Maya', say: ["jordan's birthday is next friday and i've got £30 max. what should i get her?"], kind: 'gift', budget: { currency: '£', amount: 30, per: 'total' }, occasion: /birthday/i, pass: 'Three or so ideas at or under £30 drawn from what Jordan shares (learning, food and home) and her Acts of Service, one line on giving it; no question about budget or occasion.' },
  { as: 'Sam', say: ["theo's leaving the company, what could i get him as a leaving present? $25 from me"], kind: 'gift', budget: { currency: '$', amount: 25, per: 'total' }, occasion: /leav/i, pass: 'Colleague-appropriate ideas under $25 from Theo’s visible interests (learning, films and media), Gifts as his love language noted, a card line.' },
  { as: 'Priya', say: ['what could i send maya for christmas? want to keep it under ₹3,000'], kind: 'gift', budget: { currency: '₹', amount: 3000, per: 'total' }, occasion: /christmas/i, pass: 'Ideas for Maya under ₹3,000 from her interests (outdoors, food and home) and Quality Time; how to give it (with time together).' },
  { as: 'Theo', say: ["sam's birthday is coming up, any gift ideas under 40 euros?"], kind: 'gift', budget: { currency: '€', amount: 40, per: 'total' }, occasion: /birthday/i, pass: 'Ideas under €40 from Sam’s visible interests, his Words of Affirmation (a card saying what Theo appreciates).' },
  { as: 'Jordan', say: ['anniversary present for my parents, 100 quid total between me and my sister. ideas?'], kind: 'gift', budget: { currency: '£', amount: 100, per: 'total' }, occasion: /anniversary/i, pass: 'Ideas for a couple’s anniversary within £100 in all (about £50 each), no profile of Maya.' },
  { as: 'Maya', say: ["what do i get sam for valentine's? £60 budget, he's impossible to buy for"], kind: 'gift', budget: { currency: '£', amount: 60, per: 'total' }, occasion: /valentine/i, pass: 'Ideas under £60 from Sam’s interests, with a written note because he receives Words of Affirmation.' },
  { as: 'Priya', say: ['need a housewarming gift for a coworker, around £20'], kind: 'gift', budget: { currency: '£', amount: 20, per: 'total' }, occasion: /housewarming/i, pass: 'Simple, impersonal housewarming ideas at about £20; no profile of anyone.' },
  { as: 'Sam', say: ["gift ideas for my mum's 60th? about $150"], kind: 'gift', budget: { currency: '$', amount: 150, per: 'total' }, occasion: /60th|birthday/i, pass: 'Ideas for a 60th within $150, something to mark the year; no question about what the occasion is.' },

  // ------------------------------------------------------------------ drafts
  { as: 'Maya', say: ["write a text to jordan saying i can't make saturday's hike because of a work deadline, and suggest next weekend instead"], kind: 'draft', must: [/Saturday/, /deadline/i, /next weekend/i], pass: 'A ready text to Jordan that says Saturday is off, why, and offers next weekend; in Maya’s voice.' },
  { as: 'Sam', say: ["can you draft a message to maya telling her i'm proud of her for getting the new job"], kind: 'draft', must: [/proud/i, /job/i], pass: 'A warm message that says he is proud of her and names the new job; no placeholder.' },
  { as: 'Jordan', say: ["help me write a text to my landlord asking when the boiler will be fixed, it's been 2 weeks"], kind: 'draft', must: [/boiler/i, /two weeks|2 weeks/i], pass: 'A polite, firm text to the landlord naming the boiler and the two weeks and asking for a date.' },
  { as: 'Priya', say: ['draft a message to my sister-in-law thanking her for hosting us last weekend'], kind: 'draft', must: [/thank/i, /last weekend|the weekend/i], pass: 'A thank-you note to the sister-in-law for hosting last weekend, natural, no placeholder.' },
  { as: 'Theo', say: ["write a message to sam saying i'd rather present the numbers on friday and let him do the intro"], kind: 'draft', must: [/numbers/i, /intro/i, /Friday/], pass: 'A short work message proposing Theo takes the numbers and Sam the intro on Friday.' },
  { as: 'Maya', say: ["write a message to priya asking if she'd host mum's birthday dinner this year", 'shorter'], kind: 'draft', must: [/host/i, /birthday/i], shorter: true, pass: 'A shorter version of the same ask (host mum’s birthday dinner), still a real message.' },
  { as: 'Jordan', say: ['can you write something to maya to say sorry for missing her birthday drinks'], kind: 'draft', must: [/sorry/i, /birthday/i], pass: 'An apology to Maya for missing her birthday drinks that names it and offers to make it up.' },
  { as: 'Sam', say: ['text to my landlord saying the rent will be 3 days late this month'], kind: 'draft', must: [/rent/i, /three days|3 days/i], pass: 'A plain, responsible text saying rent will be three days late, with when it will arrive.' },

  // ------------------------------------------------------------------ am I overreacting / is it normal
  { as: 'Maya', say: ['am i overreacting that sam forgot to book our dinner reservation again?'], kind: 'overreacting', must: [/again|twice|pattern|more than once/i], pass: 'A direct view (not overreacting: it is a pattern), why, and one next step with Sam; not a Sam profile.' },
  { as: 'Priya', say: ["is it normal that my husband and i haven't had a proper conversation in a week since the baby came"], kind: 'overreacting', must: [/baby/i], pass: 'Yes, very common with a newborn; why; one small step (ten minutes a day); no menu.' },
  { as: 'Theo', say: ['am i being dramatic for being annoyed my flatmate ate my leftovers without asking'], kind: 'overreacting', must: [/flatmate/i], pass: 'Not dramatic; why; one next step (say it lightly once).' },
  { as: 'Jordan', say: ['is it weird that i need a whole weekend alone after a work trip'], kind: 'overreacting', must: [/alone|recharge|on your own/i], pass: 'Not weird; ties to his Introverted leaning; a next step (say so ahead).' },
  { as: 'Sam', say: ['am i overreacting? my friend cancelled on my birthday plans an hour before'], kind: 'overreacting', must: [/hour|last.minute/i, /birthday/i], pass: 'Not overreacting; why; one next step.' },
  { as: 'Maya', say: ['is it normal to feel jealous when my best friend makes new friends?'], kind: 'overreacting', must: [/jealous/i], pass: 'Yes, normal; why; one next step; no crisis text.' },
  { as: 'Priya', say: ["am i wrong to be hurt that my brother didn't call on my birthday?"], kind: 'overreacting', must: [/brother/i, /birthday/i], pass: 'Not wrong to be hurt; why; a next step (tell him).' },

  // ------------------------------------------------------------------ venting
  { as: 'Jordan', say: ["i just need to rant. my manager took credit for my report in front of everyone today and i'm so angry"], kind: 'vent', must: [/credit|report/i], pass: 'Listens and reflects the anger at losing credit; no script, no menu, no plan; leaves the door open.' },
  { as: 'Maya', say: ["not looking for advice, just need to vent. my landlord ignored my emails for three weeks and now he's blaming me for the damp"], kind: 'vent', must: [/landlord|damp/i], pass: 'Reflects how maddening it is; no advice.' },
  { as: 'Theo', say: ['can i just vent for a sec? group project, nobody did anything and i pulled an all nighter'], kind: 'vent', pass: 'Reflects the unfairness and tiredness; no advice list.' },
  { as: 'Sam', say: ['today was awful and i just want to get it off my chest. missed the train, spilled coffee on my laptop, then got told off at work'], kind: 'vent', pass: 'Listens to a bad day; no plan, no profile.' },
  { as: 'Priya', say: ["i don't need solutions, i just need someone to listen. the in-laws criticised my cooking again"], kind: 'vent', must: [/cooking|in-laws/i], pass: 'Reflects the hurt; no solutions.' },

  // ------------------------------------------------------------------ grief and loss
  { as: 'Theo', say: ["my cat died yesterday. she was 16. i can't stop crying"], kind: 'grief', must: [/sorry/i, /16|sixteen/], pass: 'Condolence for a 16-year-old cat, crying is normal, what helps; no outing plan, no crisis text.' },
  { as: 'Priya', say: ["my grandmother passed away last week and i can't focus on anything"], kind: 'grief', must: [/sorry/i, /grandmother/i], pass: 'Condolence; not focusing is part of grief; small helps; no plan.' },
  { as: 'Jordan', say: ['we had to put our dog down this morning'], kind: 'grief', must: [/sorry/i, /dog/i], pass: 'Condolence for the dog; what helps; no outing or ideas list.' },
  { as: 'Maya', say: ["my friend's dad just died, what do i say to her?"], kind: 'grief', must: [/sorry/i, /dad/i], pass: 'What to say to a grieving friend, with words to use; no plan.' },
  { as: 'Sam', say: ["it's a year today since my dad died and everyone's acting normal"], kind: 'grief', must: [/year|anniversary/i], pass: 'Acknowledges the anniversary and the loneliness of others moving on; what helps today.' },

  // ------------------------------------------------------------------ loneliness, new in town
  { as: 'Theo', say: ["just moved to bristol for work and i don't know anyone. weekends are so quiet"], kind: 'lonely', place: 'Bristol', pass: 'Acknowledges it; concrete ways to meet people in Bristol from his interests (learning, films/media); a first step this week.' },
  { as: 'Jordan', say: ['i feel really lonely lately even though i have people around'], kind: 'lonely', pass: 'Lonely among people is real; why it happens; one step (one deeper conversation).' },
  { as: 'Priya', say: ["new to the area with two kids and i haven't made a single friend in 6 months"], kind: 'lonely', must: [/kids|children|parent/i], pass: 'Ways to meet people as a parent new to an area; first step.' },
  { as: 'Maya', say: ['how do i make friends in a new city at 28'], kind: 'lonely', pass: 'Concrete ways, from her interests (outdoors, food and home); a first step.' },

  // ------------------------------------------------------------------ trips and plans with a place and a budget
  { as: 'Maya', say: ['plan a weekend in edinburgh for me and sam, £400 total including the train'], kind: 'trip', place: 'Edinburgh', budget: { currency: '£', amount: 400, per: 'total' }, pass: 'A weekend in Edinburgh within £400 for both including travel; Maya plans, Sam improvises; nothing in "your own town".' },
  { as: 'Jordan', say: ['day out in york with maya, £40 each, what should we do'], kind: 'trip', place: 'York', budget: { currency: '£', amount: 40, per: 'person' }, pass: 'A York day out at or under £40 per person, never totals read as £80 per idea.' },
  { as: 'Sam', say: ['plan a date night for maya in manchester, under £80'], kind: 'trip', place: 'Manchester', budget: { currency: '£', amount: 80, per: 'total' }, pass: 'An evening in Manchester within £80 for both, Quality Time for Maya.' },
  { as: 'Priya', say: ['a 3 day trip to goa with my husband, budget ₹40,000 total, we like food and markets'], kind: 'trip', place: 'Goa', budget: { currency: '₹', amount: 40000, per: 'total' }, pass: 'Three days in Goa within ₹40,000 for two with food and markets; not a Maya profile.' },
  { as: 'Theo', say: ["what should i do with sam in berlin after work one evening, about €30 each"], kind: 'trip', place: 'Berlin', budget: { currency: '€', amount: 30, per: 'person' }, pass: 'An evening in Berlin at about €30 each, fit for colleagues.' },
];
