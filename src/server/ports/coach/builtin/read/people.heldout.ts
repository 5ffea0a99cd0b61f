/**
 * A held-out set for who a message is about and which way it goes (issue 29, item 2), written on 2026-11-26 BEFORE
 * any change to the people slots and not tuned on afterwards: the tuning examples live in people.test.ts. Each case
 * is asked as a demo member (Maya: Sam partner, Jordan friend, Priya family, Theo pending; Sam: Maya partner, Theo
 * colleague; Priya: Maya family; Theo: Sam colleague; Jordan: Maya friend), optionally after earlier messages.
 * `connection` is the connection meant (or null), `outsider` the person not on Attune as the coach should call
 * them ("your mom", "Karen"), `direction` who owes or asks whom (null when the message says neither).
 */
export interface HeldOutCase {
  as: 'Maya' | 'Sam' | 'Priya' | 'Theo' | 'Jordan';
  before?: string[];
  say: string;
  connection: string | null;
  outsider?: string | null;
  direction?: 'apologising' | 'hurt' | 'asking' | 'refusing' | null;
}

export const HELD_OUT: HeldOutCase[] = [
  // Family roles are not the family connection: Priya is family to Maya, but not her mother, sister or aunt.
  { as: 'Maya', say: 'my mother keeps calling me at work and i dont know how to make her stop', connection: null, outsider: 'your mother' },
  { as: 'Maya', say: 'need to say sorry to my little sister, i ruined her party', connection: null, outsider: 'your sister', direction: 'apologising' },
  { as: 'Maya', say: 'My dad never says he is proud of me. should I tell him it hurts', connection: null, outsider: 'your dad' },
  { as: 'Priya', say: 'how can i get my brother to pay back the 200 he owes me', connection: null, outsider: 'your brother', direction: 'asking' },
  { as: 'Priya', say: "my aunt invited us for eid but we can't go, how do i tell her", connection: null, outsider: 'your aunt', direction: 'refusing' },
  { as: 'Maya', say: 'my grandma is in hospital, what do i write in a card', connection: null, outsider: 'your grandma' },
  // A named person not on Attune keeps their name and role.
  { as: 'Jordan', say: 'my boss Karen keeps giving me work on friday at 5pm', connection: null, outsider: 'Karen' },
  { as: 'Sam', say: 'a guy from the gym asked me out and i am not interested, how do i let him down', connection: null, outsider: 'a guy from the gym', direction: 'refusing' },
  { as: 'Theo', say: 'my landlord wont fix the heating, how do i push without being rude', connection: null, outsider: 'your landlord' },
  { as: 'Maya', say: 'my manager took credit for my slides in the meeting', connection: null, outsider: 'your manager', direction: 'hurt' },
  { as: 'Jordan', say: 'my ex texted me happy birthday, do i answer', connection: null, outsider: 'your ex' },
  // Connections by name, nickname, typo, any case.
  { as: 'Maya', say: 'SAM has been distant all week', connection: 'Sam' },
  { as: 'Maya', say: 'jordy hasnt answered my texts in days', connection: 'Jordan' },
  { as: 'Maya', say: 'how do i thank priyaa for the flowers', connection: 'Priya' },
  { as: 'Sam', say: 'theo keeps interrupting me in meetings', connection: 'Theo', direction: 'hurt' },
  { as: 'Jordan', say: "what's the best way to ask maya to help me study", connection: 'Maya', direction: 'asking' },
  // Partner roles are the one partner.
  { as: 'Maya', say: 'my bf forgot our plans again', connection: 'Sam', direction: 'hurt' },
  { as: 'Sam', say: 'my girlfriend wants more time together, what can we do', connection: 'Maya' },
  // Direction: who did what to whom, who wants what from whom.
  { as: 'Maya', say: 'I want Sam to apologise for what he said at dinner', connection: 'Sam', direction: 'hurt' },
  { as: 'Maya', say: 'i want to apologise to jordan for missing their gig', connection: 'Jordan', direction: 'apologising' },
  { as: 'Maya', say: "sam still hasn't said sorry for shouting at me", connection: 'Sam', direction: 'hurt' },
  { as: 'Maya', say: 'I was really short with Priya on the phone and feel bad', connection: 'Priya', direction: 'apologising' },
  { as: 'Jordan', say: 'maya bailed on me last minute for the third time', connection: 'Maya', direction: 'hurt' },
  { as: 'Sam', say: 'how do i get maya to apologise without starting a fight', connection: 'Maya', direction: 'hurt' },
  { as: 'Theo', say: 'i think i owe sam an apology for snapping at him', connection: 'Sam', direction: 'apologising' },
  { as: 'Maya', say: 'jordan asked to borrow money again and i want to say no', connection: 'Jordan', direction: 'refusing' },
  { as: 'Priya', say: 'I need to ask Maya for a lift to the airport', connection: 'Maya', direction: 'asking' },
  { as: 'Maya', say: 'Jordan expects me to say sorry but they were the one who lied', connection: 'Jordan', direction: 'hurt' },
  // Pronouns point to the person last meant in the thread.
  { as: 'Maya', before: ['Jordan has been so quiet lately'], say: 'should i text them or give them space', connection: 'Jordan' },
  { as: 'Maya', before: ['my sister borrowed my car and scratched it'], say: 'how do i bring it up with her', connection: null, outsider: 'your sister' },
  { as: 'Sam', before: ['Theo covered my shift on Monday'], say: 'what could i get him as a thank you', connection: 'Theo' },
  { as: 'Maya', before: ['sam and i had a fight about money', 'what should i say'], say: 'what if he walks out', connection: 'Sam' },
  { as: 'Priya', before: ['my mum is upset I missed her birthday'], say: 'what do i say to her', connection: null, outsider: 'your mum', direction: 'apologising' },
  { as: 'Theo', before: ['my coworker Dana keeps taking my lunch from the fridge'], say: 'how do i tell her to stop', connection: null, outsider: 'Dana' },
];
