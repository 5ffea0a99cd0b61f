/**
 * Asks that blind round 21 met with a script for something else: declining a friend's standing invitation without
 * seeming to reject them (answered "I felt hurt when you keep inviting me"), a message to a shared house about dishes
 * when nobody knows whose they are (answered with a menu), and not being asked to be a bridesmaid after fifteen years
 * (answered with a script about "where we're heading"), and a boss called "Mama" in a meeting (answered with a workload
 * script). Same shape as content/predicaments.ts; our own wording.
 */
import type { Predicament } from './predicaments.js';

export const ASK_PREDICAMENTS: Predicament[] = [
  {
    // Round 21 q35: "Sam keeps inviting me to his Sunday running club and then drinks after. I don't run… What do I say".
    id: 'keeps_inviting',
    needs: [
      /\b(?:keeps?|always|every (?:week|time|weekend|sunday|saturday|friday)|again and again|still) (?:invit\w*|ask\w* me (?:to|along|out)|includ\w* me)\b|\binvit\w* me (?:to|along)\b[^.?!]{0,80}\b(?:again|every|always|keeps?)\b/,
      /\b(?:don'?t (?:want|run|drink|like|enjoy|fancy)|not (?:my thing|into)|hate|can'?t stand|rather not|no interest)\b/,
    ],
    not: /\b(?:never invit\w*|stopped invit\w*|doesn'?t invite|left out)\b/,
    needsPerson: true,
    verdicts: [[/\b(?:reject\w*|rude|offend\w*|hurt (?:him|her|them|his|her|their feelings))\b/, 'You can say no to the plan without saying no to the person: what keeps it warm is thanking them for asking and offering something else that is yours to give.']],
    open: 'Being asked again and again means you are wanted there, and you can keep that while saying no to this particular plan.',
    points: [
      'Say no to the activity once and clearly, rather than a new excuse each week: a clear no is kinder than a maybe that keeps the invitations coming.',
      'Thank {them} for asking, so the no lands on the plan, not on {them}.',
      'Offer something that suits you both instead, with a day attached: a coffee, a walk, a meal with a few people, not fifteen strangers.',
      'Leave the door open for the odd time you might come, if that is true, so it does not sound like a door closing.',
    ],
    say: "{hi}thanks for always asking me along, it means a lot. Running and big groups really aren't my thing, so I'll skip the Sunday club, but I'd love to see you properly. Coffee or dinner next week?",
    ties: [
      ['I', 'You recharge on your own, so a big group after a race would cost you a lot; one-to-one time is where you can actually enjoy {them}.'],
    ],
  },
  {
    // Round 21 q22: "Need a message for the house group chat. One of my 3 roommates leaves dishes for days. I don't know
    // which one for sure. Don't want to start a war. Write it."
    id: 'house_chat_dishes',
    alone: true,
    needs: [
      /\b(?:group chat|house chat|flat chat|the chat|whatsapp group|house group|message (?:for|to) (?:the|my) (?:house|flat|roommates|flatmates|housemates))\b|\b(?:roommates|flatmates|housemates)\b[^.?!]{0,120}\b(?:write|message|text|say)\b/,
      /\b(?:dishes|washing[- ]up|sink|mess|kitchen|bins?|trash|rubbish|cleaning|dirty)\b/,
    ],
    verdicts: [[/\bwhich one\b|\bwho (?:it is|does it)\b|\bdon'?t know who\b/, "You don't need to know who it is: a message to everyone about the kitchen, with a simple ask, lets the person it's about fix it without being named."]],
    open: 'A light message to the whole house, about the kitchen rather than a person, gets dishes done without anyone feeling accused.',
    points: [
      'Talk about the sink, not about a person, and include yourself in the ask.',
      'Suggest one simple rule everyone can keep, like washing up the same day or before bed.',
      'Keep it short and friendly, with an emoji if that is the chat\'s usual tone; a long message reads as a complaint.',
    ],
    sayIntro: 'Something you could post in the house chat:',
    say: "Hey all! Quick kitchen one: dishes have been piling up in the sink for a few days lately. Could we all try to wash up our own stuff the same day (me included)? Makes cooking so much nicer for everyone. Thanks!",
  },
  {
    // Round 21 q29: "My best friend got engaged and asked her sister and two uni friends to be bridesmaids. Not me.
    // We've been friends 15 years. Am I allowed to be this upset".
    id: 'not_asked_bridesmaid',
    alone: true,
    needs: [/\b(?:bridesmaids?|maid of honou?r|best man|groomsm[ae]n|usher|godparent|godmother|godfather|in the (?:wedding|bridal) party)\b/, /\b(?:not me|wasn'?t asked|didn'?t ask me|left out|not chosen|passed over|asked (?:her|his|their) \p{L}+ (?:and|instead))\b/u],
    verdicts: [[/\b(?:allowed|normal|okay|ok|overreact\w*|petty|too much)\b/, 'Yes, you are allowed to be upset: fifteen years of friendship makes it natural to hope for a place in the day, and feeling hurt does not make you petty.']],
    open: 'Not being asked can hurt most when the friendship is long; it usually says more about family, numbers or the couple\'s plans than about what you mean to her.',
    points: [
      'Let yourself feel it for a day or two before deciding what, if anything, to say.',
      'Bridal parties are often shaped by things that have little to do with closeness: family expectations, keeping numbers even, or who is in the other partner\'s side.',
      'If it keeps sitting with you, tell her once, gently and without asking her to change anything: that you are so happy for her and felt a pang at not being part of it.',
      'Ask her for a part that is yours: helping with the hen, a reading, a speech, or simply being there the morning of. Friends often say yes with relief.',
    ],
    sayIntro: 'If you decide to say something, something like:',
    say: "I'm so happy for you, and I'll be there cheering. I'll be honest, I felt a little pang at not being a bridesmaid, just because you mean so much to me. It doesn't change anything, and if there's any way I can help with the day, I'd love to.",
  },
  {
    // Round 21 s10: "I called my boss 'Mama' in a meeting today. In front of the whole team… I want to crawl into a
    // hole and die" got a workload script.
    id: 'called_boss_mum',
    alone: true,
    ownWords: true,
    needs: [/\bcalled (?:my|the|our|her|his) (?:boss|manager|line manager|supervisor|teacher|lecturer|professor|tutor|colleague|client|ceo|director|charge nurse|head of \w+) ['"\u2018\u201c]?(?:mum|mom|mummy|mommy|mama|mam|mother|dad|daddy|papa|babe|baby|love|darling|honey|sweetheart)\b/],
    verdicts: [[/\b(?:say something|mention it|pretend|ignore it|apologi[sz]e)\b/, 'One light line is enough, or nothing at all: a slip like this is forgotten far faster than it feels today.']],
    open: 'Calling a boss "{slip}" is one of the most common slips there is, and nearly everyone who hears it has done it or nearly done it themselves.',
    points: [
      'By tomorrow it will be a funny moment for the team, not a verdict on you; people remember how you carried it, and laughing along is the best way to carry it.',
      'If it comes up, one easy line and move on; a serious apology would make it bigger than it was.',
      'Give tonight something kind and ordinary to end on: a walk, a good meal, a call with someone who will laugh with you.',
    ],
    sayIntro: 'If it comes up, something light like:',
    say: "Sorry about the '{slip}' earlier, clearly half my brain was still at home! Anyway, where were we?",
  },
];
