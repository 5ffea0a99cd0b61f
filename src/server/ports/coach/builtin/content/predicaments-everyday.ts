/**
 * Everyday moments with the people close to us that blind round 20 met with a stock answer for something else: a
 * holiday spent alone ("staying in Berlin on my own … 24-26 Dec, what would you do?" got one day's plan "together"
 * with nobody), a partner's father called by the wrong name, a friend in a crisis who wants every evening while the
 * partner feels left out, "it's fine" that is not, a guest who reorganises the home, a yes said too fast, two
 * guests who do not speak, a sibling who gets the praise, and days
 * without saying a word out loud. Same shape as content/predicaments.ts; our own wording.
 */
import type { Predicament } from './predicaments.js';

export const EVERYDAY_PREDICAMENTS: Predicament[] = [
  {
    id: 'holiday_alone',
    alone: true,
    needs: [
      /\b(?:christmas|xmas|the holidays|holiday season|thanksgiving|new year'?s?(?: eve)?|easter|diwali|eid|hanukkah|boxing day|24(?:th)?-26(?:th)?)\b/,
      /\b(?:on my own|alone|by myself|solo|just me|staying (?:here|put|in \p{Lu}?\p{L}+)|not going home|everyone(?:'s| is) going home|everyone else (?:is )?going)\b/u,
    ],
    // Round 22 q38: a father visiting for five days, with "some hours alone" for the member, is a visit to plan.
    not: /\b(?:with (?:my|our) (?:partner|boyfriend|girlfriend|husband|wife|family|kids)|we'?re|we are)\b|\b(?:visit(?:ing)? (?:me|us)|(?:coming|come) to (?:stay|visit|see (?:me|us))|stay(?:ing)? with (?:me|us)|(?:hours?|time|an afternoon|evenings?) (?:alone|on my own|by myself))\b/,
    verdicts: [[/\b(?:less sure|second thoughts|regret|chose (?:well|wrong|right)|was (?:that )?a mistake|what would you do|is (?:that|it) (?:sad|weird|pathetic))\b/, 'Having second thoughts as the days come closer is normal and doesn\'t mean the choice was wrong: what makes a few days alone feel good or bleak is mostly whether they have a shape.']],
    open: 'A holiday on your own can be restful and even lovely, if you plan it as your own rather than as the one everyone else is having.',
    points: [
      'Give each day one anchor you look forward to: a long walk somewhere new on the first morning, a proper meal you cook or book on the main day, a film, a swim or a sauna on the last.',
      'Put one bit of company on the calendar now: a call home at a fixed time, a friend who is also staying, a meal with others spending the holiday alone (many cities have one), or a volunteer shift, which gives the day people and a purpose.',
      'Keep one small tradition, old or new, that is just yours: the food you like best, a morning run, a book you save for it.',
      'Plan for the flat moment (often late afternoon on the main day): have the next thing ready, such as a walk, the call, or a film, rather than scrolling through everyone else\'s photos.',
    ],
    ties: [
      ['I', 'You recharge on your own, so quiet days can genuinely refill you; one or two bits of company will be enough.'],
      ['E', 'You recharge around people, so make the company part bigger: something with others on each of the days, not just one call.'],
    ],
  },
  {
    // Round 20 q10: "called him Dave instead of Don. twice" got "it has happened more than once, so it will not fade".
    id: 'wrong_name',
    ownWords: true,
    alone: true,
    needs: [/\b(?:called (?:him|her|them|my [\p{L}-]+(?: [\p{L}-]+)?|(?:his|her|their) (?:dad|mum|mom|father|mother|sister|brother|boss|partner)) [\p{L}-]+ instead of|(?:got|said|used|spelled|spelt) (?:his|her|their|my|the) (?:[\p{L}'’-]+ ){0,3}?name wrong|(?:the )?wrong name|mixed up (?:his|her|their) name)\b/u],
    verdicts: [[/\b(?:say something|pretend|ignore it|let it go|mention it|bring it up)\b/, 'Say something, briefly and lightly: a name slip is forgiven fast once it is owned, and a short, warm line does more than pretending it never happened.']],
    open: 'Getting a name wrong, even twice, is one of the most forgivable slips there is, especially when you are nervous about making a good impression.',
    points: [
      'Own it once, with a little humour at your own expense, and use the right name from then on: that is what people remember.',
      'Send it soon (today or tomorrow), by message or through your partner if that is how you keep in touch with them, or say it at the start of the next visit.',
      'Keep it short: a long apology makes a small slip bigger than it was.',
    ],
    sayIntro: 'Something you could send or say:',
    say: "I'm still cringing that I got your name wrong. I'm sorry! I was a bit nervous and it came out wrong, and I really enjoyed seeing you. It won't happen again.",
  },
  {
    // Round 20 q20: a friend just dumped who wants you every night, and a partner feeling neglected, got a visits script.
    id: 'friend_every_night',
    needs: [
      /\b(?:every (?:night|evening|day)|all the time|constantly|non-?stop|round every|over every)\b/,
      /\b(?:dumped|broke up|break-?up|split|divorc\w*|going through|grieving|struggling|lost (?:her|his|their) job|having a hard time)\b/,
      /\b(?:neglected|left out|second|pushed aside|annoyed|upset|feel(?:s|ing)? (?:ignored|forgotten)|never see (?:her|him|them|each other)|barely see|missing me|resent\w*)\b/,
    ],
    prefer: 'couple',
    verdicts: [[/\b(?:terrible|bad|awful|selfish|a bad) friend\b/, 'You are not a terrible friend for having limits: showing up steadily for weeks helps more than every evening for one week and then burning out.']],
    open: 'Two evenings your friend can count on will do more than every evening for a week.',
    points: [
      'Offer a rhythm instead of every night: say two evenings a week in person, with a call or messages in between, so your friend knows when you are coming and does not have to ask.',
      'Say it warmly and plainly, with the next time already fixed: "I can\'t do every night, but I\'m coming Tuesday and Friday, and you can text me any time."',
      'Widen the circle: suggest someone else for another evening, or a plan with a few friends together, so you are not the only one holding your friend up.',
      'Tell {partner} which evenings are for your friend and which are for the two of you, and keep yours: time that is protected does more than apologising for the rest.',
    ],
    say: "I love you and I'm here for this. I can't do every night, but I'll come over Tuesday and Friday, and you can message me any time in between. Could we rope in someone else for one of the other evenings too?",
    sayIntro: 'Something you could say to your friend:',
  },
  {
    // Round 20 q25: "she said 'it's fine' … and i KNOW it's not fine. what do i text her" got a texting-habits list.
    id: 'fine_not_fine',
    ownWords: true,
    needs: [
      /\b(?:said|says|replied|texted|answered) (?:['"‘“]?it'?s (?:fine|ok|okay)|(?:she'?s|he'?s|they'?re) (?:fine|ok|okay)|['"‘“]?fine)\b/,
      /\b(?:not fine|isn'?t fine|know (?:it'?s|she'?s|he'?s|they'?re) not|doesn'?t mean it|didn'?t mean it|clearly not|obviously not|tone|short with me)\b/,
    ],
    needsPerson: true,
    with: ['partner', 'friend', 'family'],
    prefer: 'couple',
    open: '"It\'s fine" often means "I don\'t want to argue, but I minded": the kind move is to make it easy to say what is really there, not to take the fine at face value or push.',
    points: [
      'Name it gently, without making {them} defend the "fine": say you noticed, and that you would rather hear it than guess.',
      'Acknowledge the part that is about you: going without {them}, or the short notice, if that is what it was.',
      'Offer something concrete that shows the time with {them} matters too: time with just the two of you, set now rather than "sometime".',
      'Then leave room: if the answer is still that it is fine, believe it for now and keep the plan you offered.',
    ],
    say: "{hi}I know you said it's fine, but I don't want to go off this weekend with you feeling left out. Can we talk about it tonight? And let's put something in the diary for just us next weekend.",
    ties: [
      ['their:I', '{Who} recharges alone and may say less than is really there; a quiet question later in the day will get a truer answer than one in the moment.'],
    ],
  },
  {
    // Round 20 q39: parents who praise the younger sister for little and said nothing to him, "is that petty", got a
    // family script for a calm conversation.
    id: 'sibling_praised',
    alone: true,
    needs: [
      /\b(?:parents|mum|mom|dad|mother|father)\b/,
      /\b(?:(?:younger|older|little|big|baby) (?:sister|brother|sibling)|golden child|favou?rite)\b/,
      /\b(?:fuss|praise\w*|make a big deal|celebrat\w*|nobody (?:said|noticed)|no one (?:said|noticed)|not a word|didn'?t even notice|never notice|unfair)\b/,
    ],
    verdicts: [[/\b(?:petty|childish|silly|dumb|stupid|overreacting|too much)\b/, 'It isn\'t petty. Wanting your parents to notice what you do is one of the oldest wishes there is, and it doesn\'t stop mattering when you are grown up.']],
    open: 'Feeling unseen beside a sibling who gets the fuss is painful, and it is usually about the pattern, not the one car repair.',
    points: [
      'Separate the wish from the comparison: you want your own efforts noticed, which you can ask for without making it about your sister.',
      'Tell one parent, calmly and privately, what you would like: "It meant a lot to me to help, and it would be nice to hear that it made a difference."',
      'Notice who does see you (a friend, a partner, your own sense of a thing well done) and lean on that too; parents often show care in their own, narrower ways.',
      'If it keeps hurting, say it once as a feeling rather than a charge ("I sometimes feel invisible next to her"), and let them answer.',
    ],
  },
  {
    // Round 20 q24: "I haven't said a word out loud since thursday. it's monday. not sad exactly, just noticed it" got a
    // menu of choices.
    id: 'days_without_talking',
    alone: true,
    needs: [/\b(?:haven'?t|have not|hadn'?t|not) (?:said|spoken|talked|uttered)(?: a (?:single )?word| out loud| to (?:anyone|anybody|a soul|a person))|(?:haven'?t|have not) (?:spoken|talked) to (?:anyone|anybody|a soul)|(?:no one|nobody) (?:to talk to|has called|to speak to)\b/],
    verdicts: [[/\bnot sad\b|\bjust noticed\b|\bis (?:that|it) (?:normal|weird|bad)\b/, 'It is worth noticing, even if you are not sad: days without a single spoken word happen easily when you work from home and live alone, and a little daily contact makes a difference over time.']],
    open: 'The fix is small and regular, not a big social plan:',
    points: [
      'Build one spoken exchange into most days: a call instead of a text, the same café or shop where they know you, a walk where you say hello.',
      'Put a standing call in the week with someone you like, same time every week, so it happens without anyone having to arrange it.',
      'Work somewhere with people once or twice a week: a co-working space, a library, a café, or the office if you have one.',
      'Add one thing that repeats with the same people (a class, a club, a volunteer shift); it turns faces into people you talk to.',
    ],
    ties: [
      ['I', 'You recharge on your own, so you may not feel lonely at all; a little contact still keeps your mood and your voice in use, without cost to your quiet.'],
      ['E', 'You recharge around people, so a run of silent days will wear on you more than it seems to now; put some company in this week.'],
    ],
  },
  {
    // Round 20 q05: a mother-in-law who reorganises the kitchen on every visit got the answer to a remark that keeps
    // coming. What she does to the home is the problem, and the stay is coming.
    id: 'guest_takes_over',
    needs: [
      /\b(?:reorgani[sz]\w*|re-?organi[sz]\w*|rearrang\w*|moves? (?:everything|all my|my (?:things|stuff|furniture))|moved (?:everything|all my|my (?:things|stuff))|takes? over (?:my|our|the) (?:kitchen|house|flat|home)|redecorat\w*|re-?does? (?:my|our) (?:kitchen|cupboards|laundry))\b/,
      /\b(?:staying|stay|visit\w*|comes? (?:over|to stay)|in-?laws?|mother[- ]in[- ]law|father[- ]in[- ]law|mum|mom|mother|dad|parents|guests?)\b/,
    ],
    about: /\b((?:[Mm]y|[Oo]ur) (?:mom|mum|mother|dad|father|parents|in-laws|(?:mother|father)[- ]in[- ]law|sister|brother|aunt|gran\w*)|\p{Lu}\p{Ll}+) (?:is|are|will be|comes|stays|keeps|always|reorgani[sz]es|moves|rearranges|takes)\b/u,
    verdicts: [[/\b(?:without starting|without a (?:fight|war|row)|world war|without upsetting|without offending)\b/, 'You can, by setting it up before the visit and giving them a way to help, rather than correcting them in the middle of it.']],
    open: 'Having your home rearranged by a guest, however well meant, is unsettling: it is your space, and it is fair to want it to stay yours.',
    extras: [{ when: /\bmeans? well\b/, point: 'When your partner says it is meant well, agree that it is, and ask your partner to be the one who says it: a request is easier to hear from one\'s own family, and it keeps you from being cast as the difficult one.' }],
    points: [
      'Agree with your partner first, so one of you says it and the other backs it; it lands better coming from both of you, ideally from their own child.',
      'Say it before the visit, warmly and specifically: the kitchen stays as it is, and here is what you would love help with instead.',
      'People who reorganise are often looking for a way to be useful: give them a job that is truly theirs, such as a dish to cook, the table to lay, or a shelf of their own.',
      'If it happens anyway, put things back without comment the same day, and repeat the same kind line if asked; no debates in the moment.',
    ],
    sayIntro: 'Something you could say before the visit:',
    say: "We're so looking forward to having you. One small thing: I've got the kitchen set up the way that works for me, so I'd love it if we kept it as it is. But I'd really love your help with the cooking while you're here, if you'd like to take on a dish or two.",
  },
  {
    // Round 20 t04: "Maya asked if I could help her retile her bathroom … I said yes on the spot. But I'm already way
    // behind on everything and I'm dreading it" got a menu of choices.
    id: 'yes_too_fast',
    ownWords: true,
    needs: [
      /\b(?:said yes|agreed|promised|offered|signed up|told (?:her|him|them) i(?:'d| would| could))\b/,
      /\b(?:dreading|regret\w*|wish i hadn'?t|way behind|behind on everything|too much on|no time|overcommitted|over-?committed|can'?t (?:really )?(?:do it|fit it in)|shouldn'?t have)\b/,
    ],
    // Money makes it another problem (a hen do that costs too much has its own answer).
    not: /(?:£|\$|€)\s?\d|\b\d+ ?(?:pounds|dollars|euros|quid|bucks)\b|\b(?:afford|money|cost\w*|expensive)\b/,
    needsPerson: true,
    with: ['friend', 'family', 'partner'],
    verdicts: [[/\bwhat if (?:she|he|they) (?:gets|is|are) (?:upset|hurt|annoyed|angry|disappointed)\b/, 'They may be disappointed for a moment, and that is survivable; telling them early, with what you can still offer, is what keeps it small.']],
    open: 'Saying yes on the spot and regretting it is very common, and the kindest fix is to say so early, while there is still time for them to plan around it.',
    points: [
      'Decide first what you can honestly offer: part of the day, another weekend, or one specific job, so you go back with a smaller yes rather than a bare no.',
      'Tell {them} soon, before the weekend is planned around you; the longer it waits, the bigger it lands.',
      'Own it simply ("I said yes too fast"); no long list of reasons, and no pretending something came up.',
      'Then keep whatever you do offer, exactly as promised.',
    ],
    say: "{hi}I said yes too fast about the weekend. I'm really behind on everything right now and I can't give it the whole weekend. Could I do Saturday morning, or a full day the weekend after? I'm sorry to change it.",
  },
  {
    // Round 20 t06: a father and his brother who have not spoken in two years, both coming to the 60th, got a script for
    // raising a pattern with someone.
    id: 'feuding_guests',
    needs: [
      /\b(?:haven'?t (?:spoken|talked)|have not (?:spoken|talked)|not (?:speaking|talking)|don'?t speak|fell out|falling out|feud\w*|estranged|can'?t stand each other|hate each other)\b/,
      /\b(?:both (?:are |will be )?(?:coming|invited|there)|invited both|seating|seat(?:ed)? (?:them|him|her)|same (?:table|room|party|event)|kicks? off|blow up|make a scene)\b/,
    ],
    alone: true,
    open: 'You can host two people who do not speak without it becoming the story of the day: the job is a calm setting, not a reconciliation.',
    points: [
      'Seat them apart but not exiled: different tables or ends of the table, each next to someone they like and who talks easily.',
      'Tell each of them beforehand, privately and kindly, that the other is coming and that you are counting on a good day for the guest of honour; people behave better when they were told, not ambushed.',
      'Ask one calm ally (a sibling, a partner, an old friend) to keep an eye out and step in with a distraction if voices rise.',
      'If it does kick off, do not referee: a quiet "not today, please" to each, a reason to step outside or into the kitchen, and carry on with the next part of the day.',
    ],
  },
  {
    // Round 20 t06: "she's the organiser type and i love her but i don't want her taking over. how do i let her help"
    // got a profile of her type.
    id: 'helper_takes_over',
    ownWords: true,
    needs: [
      /\b(?:(?:don'?t|do not) want (?:her|him|them) (?:taking|to take) over|without (?:her|him|them) taking over|(?:stop|keep) (?:her|him|them) (?:from )?taking over|let (?:her|him|them) help|boss(?:es|ing) (?:me|us|everyone) around|steamroll\w*)\b/,
      /\b(?:let (?:her|him|them) help|help(?:ing)?|organi[sz]er|organi[sz]ing|host\w*|party|dinner|wedding|birthday|60th|50th|40th|staying with)\b/,
    ],
    needsPerson: true,
    with: ['family', 'friend', 'partner'],
    open: 'Someone who loves organising is a gift at a big event, as long as the help has edges: a clear part that is theirs, and the rest that stays yours.',
    points: [
      'Give {them} a whole job to own, not scraps: the drinks, the table and the welcome, or the timings on the day. Organisers relax when something is fully theirs.',
      'Say early which parts you are keeping (the menu, the seating, the speech), warmly and once, before plans start being made.',
      'Ask for {their} help in words that show you value it; being needed is usually what the taking over is about.',
      'If it drifts into your part on the day, a light "I\'ve got that one, could you check the drinks?" steers without a scene.',
    ],
    say: "{hi}I'd love your help with this, you're so good at it. Could you own the drinks and the table on the day? I've got the menu and the timings sorted, so that part's covered.",
  },
  {
    // Round 20 s15: "last night was maya's work party and i may have challenged her boss to an arm wrestle. and lost.
    // what do i say to her lol" got advice on work stress.
    id: 'their_do_embarrassed',
    ownWords: true,
    needs: [
      /\b(?:(?:her|his|their|\p{L}+'?s) (?:work|office|company|team|christmas) (?:party|do|drinks|dinner|event|night out)|(?:her|his|their) (?:boss|colleagues|friends|parents|family)\b[^.?!]{0,40}\bin front of)\b/u,
      /\b(?:drunk|hungover|hangover|too much to drink|embarrass\w*|mortif\w*|made a fool|made a scene|challenged|arm ?wrestl\w*|danced on|fell over|spilled|insulted|what do i say)\b/,
    ],
    needsPerson: true,
    with: ['partner'],
    prefer: 'couple',
    open: 'A night you would rather forget at your partner\'s work do is embarrassing, not a disaster: what matters now is that you own it lightly and make it easy for them at work on Monday.',
    points: [
      'Talk to {them} first, today: a real apology for the part that landed on {them}, with some humour about yourself, and no excuses.',
      'Ask {them} whether a short line to the colleague would help or whether it is better left alone; it is {their} workplace, so it is {their} call.',
      'Leave the joking to when it can be shared: laughing it off too early can feel like brushing it away.',
    ],
    say: "{hi}I'm cringing about last night. I'm sorry if I made it awkward for you in front of your work, that wasn't fair on you. Do you want me to say anything to anyone, or is it better left alone? Breakfast is on me.",
  },
];
