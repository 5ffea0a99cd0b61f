/**
 * Everyday-life predicaments (blind round 12), in our own words: a parent's worried question on every call, losing a
 * family role such as hosting the holiday, a colleague who is silent in meetings and critiques in writing, review
 * comments that come across harsh, a manager who changes priorities every week, declining the team's drinks, a
 * partner away and the days feeling empty, a new city and no friends yet, a long relationship ended with plans
 * cancelled, someone who texts the partner a lot, and ordinary exasperation said loudly (a housemate who ruined your
 * things, a group chat that will not stop, a quiz lost by a point, running on empty, work eating the time for a
 * partner, wanting the next relationship to go better). Same shape as content/predicaments.ts, which lists these
 * first. Data, so it may run past 500 lines.
 */
import type { Predicament } from './predicaments.js';

/** Words that place drinks among colleagues rather than friends. */
const WORK = String.raw`(?:work|job|office|team|colleagues?|co-?workers?|boss|manager)`;

const ENTRIES: Predicament[] = [
  {
    // Round 13: "how do I bring it up without being That Neighbour" got a question back; the request is clear.
    id: 'neighbour_noise',
    needs: [
      /\bneighbou?rs?\b|\b(?:upstairs|downstairs|next door)\b/,
      /\b(?:noise|noisy|loud|drill\w*|music|bass|parties|partying|building work|renovat\w*|extension|hammer\w*|barking|dog|stomping|footsteps|early|late at night|at \d{1,2}\s?(?:am|pm))\b/,
    ],
    not: /\b(?:police|threat\w*|hit|attack\w*|scared for my safety)\b/,
    open: 'Raising noise with neighbours goes best early, friendly and specific, before it has turned into a feud; asking once, kindly, is not being "that neighbour".',
    points: [
      'Go in person if you can, at a calm time (not mid-drilling or at midnight), and start with something friendly: you want to stay on good terms, and saying so helps.',
      'Be specific about the one thing that matters most (the time it starts, the day, the volume) rather than "the noise" in general.',
      'Ask, do not demand, and offer a middle way: a later start on weekends, a heads-up before the loudest days, music down after a set hour.',
      'If nothing changes after a friendly word and a reminder, your landlord, the building manager or the local council is the next step, calmly and with dates noted.',
    ],
    thing: /\b(drilling|music|bass|parties|building work|renovations?|hammering|barking|stomping|footsteps)\b/,
    thingDefault: 'noise',
    extras: [{ when: /\b(?:extension|building work|renovat\w*|drill\w*|builders?)\b/, point: 'With building work, ask how long it will last: knowing there is an end date makes it much easier to live with.' }],
    say: "Hi, sorry to knock, and I hope all is well! Small thing, and I'm sure it doesn't seem loud from your side: the {thing} carries through to us quite a lot at the times we're trying to sleep or rest. Could we find a way round it, like a time it stops or a heads-up before the loud days? Thanks, it would really help.",
    sayIntro: 'Something you could say at the door:',
    ties: [
      ['E', 'You lean Extraverted, so a friendly word at the door will probably come easily; lead with the warmth you already have with them.'],
      ['I', 'You lean Introverted, so if the doorstep feels like a lot, a friendly note through the door with the same words works too.'],
    ],
  },
  {
    id: 'parent_worry_question',
    needs: [
      /\b(?:every|each)\s+(?:single\s+)?(?:\w+\s+)?(?:call|phone ?call|time (?:we|i|she|he) (?:talk|speak|call|ring)|visit|sunday|week|conversation)\b|\bfirst (?:question|thing (?:she|he|they) (?:asks?|says?))\b|\b(?:always|keeps?|constantly) (?:asks?|asking|checks?|checking|wants? to know)\b/,
      /\b(?:eating (?:properly|enough|well|right)|eating|eaten|have you eaten|sleeping|warm enough|a coat|wrapped up|getting enough|looking after (?:yourself|myself)|taking care of (?:yourself|myself)|safe|driving carefully|lost weight|put on weight|too thin|look tired|enough money|saving)\b/,
    ],
    not: /\b(?:engaged|married|wedding|kids|babies|grandkids|grandchildren|proper job)\b/,
    with: ['parent', 'family'],
    needsPerson: true,
    open: 'A worried question on every call can make you feel about twelve, even when you know it comes from love; wanting the calls to feel like two adults talking is completely fair.',
    points: [
      'Hear the question for what it usually is: for many parents it is the only way they know to say "I think about you". Answering it briefly and warmly ("yes, I made a proper curry last night") often settles it faster than pushing back.',
      'Give the call something better to be about: bring one thing from your week (a book, a show, something that happened), and ask {them} one real question about {their} own life.',
      'Give it a shape: a set time and a rough length ("I\'ve got half an hour before dinner") makes it something you can look forward to rather than brace for.',
      'If it still grates, say it once, kindly, outside the call\'s usual script, and tell {them} what you would love instead.',
    ],
    say: '{hi}I know you ask because you care, and I love that. I\'m doing fine, I promise. When you ask about it every time, though, it makes me feel like a kid. Could we talk about what we\'ve each been up to instead? I\'d love to hear about your week.',
    ties: [
      ['gives:quality_time', 'Your results say you show care through time together, and these calls are exactly that; giving them a better shape keeps them worth it for you too.'],
      ['I', 'You lean Introverted, so a call you dread costs you energy before it even starts; a set length and one thing to share makes it lighter.'],
      ['F', 'You lean Feeling, so you will want to say this without hurting {them}; leading with "I know you ask because you care" does that.'],
    ],
  },
  {
    id: 'lost_family_role',
    needs: [
      /\b(?:host\w*|do(?:ing)? (?:the|our) (?:christmas|diwali|thanksgiving|eid|dinner|lunch|meal|big meal|passover|new year|easter|hanukkah)|(?:christmas|diwali|thanksgiving|eid|easter|passover|hanukkah|new year)\b[^.?!]{0,30}\b(?:at (?:mine|my place|my house|ours)|always been (?:at|mine|me))|cook(?:ed|ing)? (?:the|every) (?:christmas|diwali|thanksgiving|eid|easter|big|family)|(?:christmas|diwali|thanksgiving|eid|easter|passover|hanukkah) (?:dinner|lunch|meal|party|at (?:mine|ours|my place)))/,
      /\b(?:this year|instead|take over|taking over|took over|will do it|is doing it|doing it this year|give me a break|a break|someone else|not (?:me|hosting|at mine)|no longer|moving it|moved it|handed|(?:wants?|going) to host)\b/,
      /\b(?:gutted|sad|hurt|upset|stupid|silly|weird|left out|lost|pushed out|sidelined|replaced|crushed|devastated|bereft|petty|mixed feelings|feel (?:odd|strange|empty|rubbish))\b/,
    ],
    // Whoever decided it ("Mum said my sister-in-law will do it"): the conversation is with them.
    about: /\b((?:my|our)\s+(?:mum|mom|mother|dad|father|parents|mother-in-law|father-in-law|sister-in-law|brother-in-law|sister|brother|aunt|auntie|gran|grandma)(?=[^.?!]{0,40}\b(?:said|says|told|decided|announced|mentioned|suggested)\b)|mum|mom|mother|dad)\b/i,
    with: ['parent', 'family', 'sibling'],
    thing: /\b(christmas|diwali|thanksgiving|eid|easter|passover|hanukkah|new year|sunday lunch|family dinner)\b/,
    thingDefault: 'the big family day',
    verdicts: [[/\b(?:is (?:that|it|this) (?:stupid|silly|petty|dumb|weird|ridiculous|normal|ok|okay)|am i (?:just )?(?:being )?(?:stupid|silly|petty|dramatic|over-?reacting|unreasonable|too sensitive)|(?:is it|is that) (?:normal|ok|okay) to feel)\b/, 'Not stupid at all.']],
    open: 'Hosting year after year is not just a job you did: it is one of the ways you look after your family, so being handed a break you did not ask for can feel like losing a part of who you are in it. Feeling gutted makes sense.',
    points: [
      'Name it to yourself first: it is probably less about the cooking and more about being the one who brings everyone together.',
      'Tell {who} kindly what hosting has meant to you, before the plan sets in: {they} likely meant it as a kindness and may have no idea it landed like this.',
      'Ask to keep one part that is yours: the sweets, a dish everyone waits for, the decorations, or a tradition you lead on the day.',
      'Offer your help to whoever hosts this year (your recipes, your list, an hour of setting up); it keeps you in the heart of it and makes their first time easier.',
      'If you would like it back, suggest taking turns from next year, so it is shared rather than taken.',
    ],
    say: '{hi}I know you meant it kindly, giving me a break this year. I have to admit it caught me off guard, because hosting {thing} has meant a lot to me. Could I still do part of it, and could we talk about taking turns from next year?',
    ties: [
      ['gives:acts_of_service', 'Your results say you show love by doing things for people, so hosting was your way of giving; it makes sense that losing it stings.'],
      ['E', 'You recharge around people, and being the one they gather around is part of that; a part you still lead on the day will matter.'],
      ['F', 'You lean Feeling, so you may want to keep the peace and say nothing; one warm, honest sentence keeps the peace better than a quiet hurt.'],
    ],
  },
  {
    id: 'silent_then_written_critique',
    needs: [
      /\b(?:never (?:says?|speaks?|talks?)|doesn'?t (?:say|speak|talk)|says? nothing|silent|quiet|not a word|barely speaks?)\b/,
      /\b(?:doc(?:ument)?|email|e-mail|written|writing|message|slack|notes?|comments?|memo|critique|tearing|tears?|picks? (?:it )?apart|pulling apart|point by point|pages?)\b/,
      /\b(?:meetings?|standups?|calls?|reviews?)\b/,
    ],
    with: ['work'],
    needsPerson: true,
    thing: /\bmy (proposal|plan|report|design|draft|doc|deck|code|pitch|ideas?|spec|slides|strategy|analysis)\b/,
    thingDefault: 'work',
    open: 'A detailed written critique after a meeting where someone said nothing can sting, even when it is not rude; it helps to know it is often how thoughtful people engage, not a verdict on you.',
    points: [
      'Read the length as effort: someone who writes that much about your {thing} took it seriously. Many people think best in writing, after the meeting, rather than on the spot.',
      'Get the critique earlier, when it helps most: share a draft with {who} a day or two before, with a specific ask ("what is the biggest risk you see?").',
      'Ask {them} one-on-one which points matter most; a short talk about the top two turns a wall of comments into a conversation.',
      'Say which format helps you: the main issues first, what works as well as what does not, in a few bullets. That is a fair request, not a complaint.',
      'Keep the critique of the {thing} apart from how you see yourself: a point-by-point review is about the work.',
    ],
    say: '{hi}thanks for the detailed notes on my {thing}; it\'s clear you thought hard about it. Next time, could I send you the draft a couple of days before the meeting, so your input shapes it earlier? And it would help me if you led with the top two or three issues and anything you think works.',
    ties: [
      ['their:I', '{Who} leans Introverted, so staying quiet in the room and writing it up afterwards is likely how {they} process best, not a snub.'],
      ['their:T', '{Who} leans Thinking, so a point-by-point critique is probably how {they} show respect for the work.'],
      ['gets:words_of_affirmation', 'You feel most valued through words, so a page of only problems will land hard; asking for what works as well is fair, and it makes the feedback better.'],
    ],
  },
  {
    id: 'harsh_review_comments',
    needs: [
      /\b(?:code reviews?|reviews?|pr comments?|pull requests?|prs|review comments|comments|feedback)\b/,
      /\b(?:harsh|brutal|blunt|mean|rude|scathing|savage|cold|abrasive|scared|afraid|terrified|intimidat\w*|nervous|come (?:off|across)|comes? (?:off|across)|crush\w*)\b/,
    ],
    // Feedback on the member's own work, or from a partner or parent, is another conversation.
    not: /\b(?:(?:on |about )?my (?:code|prs?|work|proposal|draft|designs?|writing)|i got|i get|i received|my (?:boyfriend|girlfriend|partner|husband|wife|mum|mom|dad|mother|father))\b/,
    open: 'Raising how someone\'s reviews come across is worth doing, and it goes best as a conversation about their impact on the team, with credit for the rigour that is clearly there.',
    points: [
      'Do it privately, in a 1:1, and start with what you value: the reviews catch real problems and the standard matters.',
      'Name the impact, not the person: people are holding back their work because the comments read as verdicts. That is a cost to the team that is easy to miss from the reviewer\'s side.',
      'Offer specific fixes: open with one thing that works, phrase concerns as questions ("what happens if this list is empty?"), and label each comment "must fix" or "nit".',
      'Ask for {their} view and agree to look at a couple of reviews together in a few weeks, so it is a shared experiment rather than a telling-off.',
    ],
    pushback: {
      points: [
        'Agree with the technical points straight away; they may well be right, and that is not what you came to discuss.',
        'Steer back, once and calmly, to the one thing you are asking about: how the comments land and what it does to the team.',
        'Give {them} time: "have a think, and let\'s pick it up on Friday" lets {them} come back without losing face.',
      ],
      say: 'You may well be right on the technical side, and I\'m not asking you to lower the bar. This is only about how the comments land, because people are holding back work. Could you think about it and we pick it up later this week?',
    },
    say: '{hi}your reviews catch things nobody else does, and I want to keep that. Some people on the team are finding the comments harsh, though, and they\'re holding back changes. Could you try opening with one thing that works, and marking which comments are must-fix and which are nits?',
    ties: [
      ['their:T', '{Who} leans Thinking and will likely respond best to the impact stated plainly (changes held back) and a concrete fix, rather than to how the comments feel.'],
      ['E', 'You lean Extraverted and may want to talk it through at length; keep your opening to a few sentences and leave {them} room to think.'],
    ],
  },
  {
    // Blind round 18: blunt criticism of the member's own work in front of the team got a guide to giving feedback.
    id: 'criticised_in_public',
    needs: [
      /\b(?:in front of (?:everyone|everybody|the (?:whole )?(?:team|group|office|class|room))|publicly|in public|(?:at|in|during) (?:the |a |our )?(?:stand-?up|meeting|team call|all[- ]hands|retro|review)|everyone (?:heard|saw|was there)|whole team)\b/,
      /\b(?:blunt\w*|harsh\w*|criticis\w*|criticiz\w*|called (?:me )?out|tore|ripped|slated|trashed|humiliat\w*|embarrass\w*|feedback|said (?:my|that my) \w+ (?:was|is)|all over the place|rubbish|sloppy)\b/,
      /\b(?:boss|manager|lead|team lead|supervisor|director|head of|senior|colleague|coworker|co-worker|teacher|tutor)\b/,
    ],
    // "Was 'very thorough' a compliment or a dig?" asks for a reading of the remark (compose/ask-forms.ts).
    not: /\b(?:i (?:gave|give|have to give|need to give)|how (?:do|should|can) i (?:give|deliver)|(?:give|giving) (?:him|her|them) feedback|compliment|passive[- ]aggressive|a dig|joke or|or an insult)\b/,
    thing: /\bmy (deck|proposal|report|presentation|slides|code|work|design|draft|pitch|plan|essay|idea|analysis)\b/,
    thingDefault: 'work',
    open: 'Being criticised in front of everyone stings far more than the same words in private; it is fair that it shook you.',
    points: [
      'Look after today first: it landed hard, and you do not need to settle anything while it still stings.',
      'Separate the point from the delivery: is there something in it you can use? Taking that part seriously puts you back in charge of it.',
      'Ask {them} for a short 1:1, and ask two things: what exactly {they} would change, and whether detailed feedback could come one to one in future. Many people who do this have never noticed what it costs in public.',
      'If it keeps happening, or turns personal, write down dates and what was said, and raise it with {their} manager or HR.',
    ],
    extras: [
      { when: /\b(?:cried|crying|cry|tears|teared up|broke down)\b/, point: 'Crying afterwards is an ordinary stress response, not a sign you cannot take feedback.' },
      { when: /\ball over the place\b/, point: '"All over the place" usually means the order or the main message was hard to follow; that is a fixable thing about the {thing}, not about you.' },
    ],
    say: '{hi}could we grab fifteen minutes this week? I\'d like to understand exactly what you would change in the {thing}, and I\'d find detailed feedback easier to act on one to one rather than in front of the team.',
    ties: [
      ['F', 'You lean Feeling, so how something is said hits as hard as what is said; that is why asking for the private setting is worth doing, not oversensitive.'],
      ['their:T', '{Who} leans Thinking and probably meant it as being efficient; a plain, practical request will land better than a conversation about feelings.'],
    ],
  },
  {
    id: 'shifting_priorities',
    needs: [
      /\b(?:manager|boss|lead|supervisor|director|team ?lead)\b/,
      /\b(?:chang\w* (?:the |our |my |her |his |their )?(?:priorit\w*|plan|direction|focus|goals?|mind)|priorit\w* (?:change|shift|switch|move)\w*|shift\w* (?:the )?priorit\w*|moving (?:the )?goal ?posts|new priorit\w* every|flip-?flop\w*|u-?turn\w*|redo(?:ne)?|rebuil[dt]|rework\w*|scrapped)\b/,
      /\b(?:every (?:week|monday|day|sprint|morning)|weekly|again|twice|three times|constantly|keeps?|always)\b/,
    ],
    with: ['work'],
    open: 'Redoing work because the target moved is genuinely frustrating, and raising it is not complaining: it is asking for what lets you do the job well.',
    points: [
      'Bring the cost as facts, not feelings: the work that was rebuilt, and roughly the hours it took. Facts make it a planning problem you solve together.',
      'Propose a fix rather than only naming the problem: a short priority check at the start of each week, with the top three agreed and written down.',
      'When something new arrives mid-week, ask one question: "which of the three does this replace?" It keeps changes possible but visible.',
      'Frame it around the outcome {they} want: fewer restarts means more finished work.',
    ],
    pushback: {
      points: [
        'Keep it about the work, not about {them}: the hours redone and what finished later because of it.',
        'If {they} say priorities have to move, agree, and ask only for the change to be visible: which item it replaces, said out loud.',
        'Offer to write the weekly list yourself and send it to {them}; it costs {them} nothing to agree to.',
      ],
      say: 'I completely get that things change, and I\'m not asking for them not to. I\'d just like us to say which task a new one replaces, so nothing gets rebuilt twice. I can send the list each Monday if that helps.',
    },
    say: '{hi}could I suggest something to help me deliver faster? Last week I rebuilt a piece of work after the priorities changed, and I\'d like to avoid that. Could we agree the top three for the week on Monday, and when something new comes in, decide together which one it replaces?',
    ties: [
      ['J', 'You lean Judging and do your best work with a settled plan, so sudden changes cost you more than most; asking for a weekly agreed list is a reasonable way to work, not rigidity.'],
      ['T', 'You lean Thinking, so the facts (hours redone, what slipped) will come easily; one sentence about wanting to do the job well keeps it collaborative.'],
    ],
  },
  {
    id: 'decline_team_drinks',
    needs: [
      /\b(?:drinks|pub|happy hour|after-?work|bar|beers?|drinking|night out|nights out)\b/,
      new RegExp(String.raw`\b(?:${WORK}|team|every (?:friday|thursday|week))\b`),
      /\b(?:don'?t (?:drink|want to go|like)|not (?:a )?(?:drink\w*|big on|into)|sober|teetotal|skip|decline|say no|get out of|excuse|avoid|dread|hate|without (?:being|becoming|looking|seeming)|weird one|odd one out|antisocial|rude|not go|not going|stop going|turn (?:it |them )?down|unfriendly|boring|judged)\b/,
    ],
    alone: true,
    open: 'You can skip the drinks and still be well liked: people remember who is warm and reliable far more than who was at the pub.',
    points: [
      'You do not owe a reason. A short, friendly "not for me tonight, have a great one" said with a smile is complete, and a long excuse draws more attention than the no.',
      'Offer an alternative you actually enjoy: a team lunch, a coffee walk, or coming for the first half hour with a soft drink. Suggesting it yourself shows it is not about the people.',
      'Show up in the other places that count: the birthday card, asking about someone\'s weekend, the occasional cake on a Friday.',
      'If anyone pushes, the same light line works every time; repetition makes it ordinary, and ordinary is what stops you being "the one who never comes".',
    ],
    sayIntro: 'Something you could say when it comes up:',
    say: 'I\'m going to skip the pub, but I\'d love to do a team lunch one day. Anyone up for Thursday?',
    ties: [
      ['I', 'You lean Introverted, so a loud evening after a full workday costs you more than it does others; choosing a smaller setting is how you stay good company, not a sign you are unsociable.'],
      ['E', 'You enjoy people, so the alternative can be social too: a lunch or a coffee where you can actually talk.'],
    ],
  },
  {
    id: 'partner_away',
    needs: [
      /\b(?:away|travel\w*|gone|out of town|abroad|overseas|on a trip|work trip|work thing|conference|deployed|visiting (?:her|his|their) (?:family|parents)|for (?:a|two|three|\d) (?:weeks?|months?))\b/,
      /\b(?:lost|lonely|bored|empty|weird|don'?t know what to do|at a loose end|rattling around|miss (?:her|him|them)|missing (?:her|him|them)|adrift|aimless|no one to|nothing to do)\b/,
    ],
    not: /\b(?:moved|relocated|cheat\w*|long[- ]distance)\b/,
    with: ['partner'],
    needsPerson: true,
    prefer: 'couple',
    open: 'Feeling a bit lost when your partner is away is very common, especially when you are used to sharing your days; it says how much of your life you share, not that something is wrong with you.',
    points: [
      'Give the weeks some shape: one plan you look forward to every few days, rather than waiting for friends to be free.',
      'Ask one friend for something small and specific ("Thursday, a run and a drink?"); busy people say yes to a set plan far more than to "let\'s hang out".',
      'Stay close to {who} across the distance: a short call at a set time works better than scattered texts, and telling {them} you miss {them} is a lovely thing to hear.',
      'Plan one thing for when {they} {are} back, so the countdown has something good at the end.',
    ],
    routes: 'Start from what you already love, where you meet people without needing a friend to organise it:',
    ties: [
      ['their-gets:quality_time', '{Who} feels most loved through Quality Time, so a regular call where you are only on the call will mean a lot while {they} {are} away.'],
      ['E', 'You recharge around people, so a quiet fortnight can drain you faster than you expect; filling a few evenings with company is looking after yourself, not distracting yourself.'],
    ],
  },
  {
    id: 'new_city_no_friends',
    needs: [
      /\b(?:moved|moving|relocated|new (?:city|town|country|area|place)|new to|been here|living in|lived (?:in|here)|live in|started (?:uni|university|college|a new job) in)\b/,
      /\b(?:no (?:real |proper |close )?friends|haven'?t (?:made|got|found) (?:any |many |proper |real |close )?friends|don'?t know (?:anyone|anybody|many people)|no one here|nobody here|hard to (?:make|meet) (?:friends|people)|no social life|not made (?:any )?friends|don'?t have (?:any |many |real |proper )?friends|zero friends)\b/,
    ],
    not: /\b(?:my (?:partner|boyfriend|girlfriend|husband|wife) (?:is|went|has gone) away)\b/,
    alone: true,
    // The place as the member wrote it, capitalised when said back ("moved to bristol" gives "Bristol").
    place: /\b(?:moved|moving|relocated|came)\s+(?:here\s+)?(?:to|into)\s+(?!(?:a|an|the|my|our|this|that|new|be|work|live|study|another|somewhere|where)\b)([\p{L}-]+(?:\s+(?!(?:for|to|in|at|on|with|and|but|because|last|this|since|from|a|an|the|after|before|when|ago|about|around)\b)\p{Lu}[\p{L}-]+)?)/iu,
    open: 'Months in a new place without close friends yet is really common, and it does get to people; adult friendships grow from repeated time together, and that takes longer than anyone expects.',
    points: [
      'Choose regular over one-off: a weekly group where the same people come back does more than ten different events, because friendship grows from seeing each other again and again.',
      'Turn a familiar face into a plan: after the third or fourth time, suggest a coffee or a drink afterwards. Somebody has to go first, and most people are glad it was not them.',
      'Host something small: two or three people you half-know (a colleague, a neighbour, someone from a class) for food at yours. Hosts become the centre of new circles.',
      'Keep your friends from home close in the meantime: a standing call and a visit on the calendar make the in-between easier.',
    ],
    routes: 'Start from what you already love{place}, where the same people come back every week:',
    routesDefault: 'Pick one thing you already enjoy and find the weekly group for it{place}: a club, a class or a volunteer team where the same people come back.',
    ties: [
      ['E', 'You recharge around people, so going without a circle wears on you more than most; that is a reason to put this first, not a failing.'],
      ['I', 'You recharge on your own, so one or two regular groups suit you better than a busy social calendar; depth will come from repetition.'],
    ],
  },
  {
    id: 'long_breakup_plans',
    needs: [
      /\b(?:ended (?:it|things)|broke up|broken up|split up|dumped|left me|breakup|break-?up|called it off|walked out|(?:she|he|they) left|walked away)\b/,
      /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|many) (?:years?|yrs?)\b|\b(?:move in|moving in|living together|apartments?|flat hunting|house hunting|engaged|wedding|ring|mortgage|plans?|future)\b/,
    ],
    not: /\b(?:should i|thinking (?:of|about)|want to|going to|how do i|how to) (?:break up|end it|split|leave)\b|\b(?:christmas|xmas|holidays?|festive|thanksgiving|diwali|eid|hanukkah)\b/,
    close: 'If it helps to keep talking it through here, I\'m listening. What has been the hardest part so far?',
    // Round 20: "a future you had already started planning" was said to someone who had said nothing of plans; the plans
    // are named only when the member names them.
    verdicts: [[/\b(?:it was my (?:decision|choice|call)|i (?:ended|called) it|i broke up with|i was the one who (?:ended|left))\b/, 'Ending it yourself does not spare you the grief: you lose the person and the life you had together, and you carry the choice as well. And what an ex posts shows a night out, not how they feel.']],
    open: 'I\'m really glad you wrote it here. A long relationship ending is a shock as well as a loss, whoever ended it; feeling numb, confused or all of it at once is normal.',
    points: [
      'You do not have to make sense of it today; grief after a breakup comes in waves, and a good day followed by a bad one is part of it.',
      'Tell one person you trust in the next day or two, even just "we broke up, I don\'t want to talk details yet". Carrying it alone makes it heavier.',
      'Keep the basics going for now (sleep, food, one walk a day); everything else can wait a week.',
    ],
    extras: [
      { when: /\b(?:move in|moving in|living together|apartments?|flat hunting|house hunting|engaged|wedding|ring|mortgage|plans?|future)\b/, point: 'The plans that stopped are part of what you are grieving, not only the person.' },
      { when: /\b(?:said|says|told me|called me|accused me)\b[^.?!]{0,40}\b(?:i|i'?m|me|my)\b/, point: 'What someone says at the end is one person\'s view at the hardest moment, not the full truth about you. It can still hold a piece worth looking at later, when it hurts less.' },
      { when: /\b(?:fixed|did the|drove|cooked|paid|sorted|showed up|was there|took care|spreadsheet|planned (?:it all|everything)|organi[sz]ed (?:it all|everything))\b/, point: 'Showing up and doing things for someone is real love. Some people also need to hear it in words or feel it in time together, so it is possible that you gave a lot and {who} still did not feel it. Both can be true, and neither makes you a bad partner.' },
      { when: /\b(?:haven'?t told|have not told|not told|no one knows|nobody knows|don'?t (?:really )?know why i'?m (?:writing|telling|saying)|told no one)\b/, needs: 'confidant', point: '{confidant} is on Attune with you and could be the first person you tell, even in a two-line message.' },
    ],
    ties: [
      ['gives:acts_of_service', 'Your results say you show love mostly by doing things for people, which fits everything you describe; learning to add a few words for what you feel could help next time, without giving up who you are.'],
      ['fearful_avoidant', 'Your results show both a pull towards closeness and a habit of keeping distance, which can make it hard to let someone fully in; that is something to understand gently over time, not a verdict.'],
      ['avoidant', 'Your results lean towards handling things alone, so the urge to go quiet will be strong right now; saying a little more than feels natural will help.'],
    ],
  },
  {
    id: 'partner_texts_someone',
    needs: [
      /\b(?:jealous\w*|insecure|uneasy|bothers me|bugs me|threatened|suspicious|paranoid|uncomfortable|weird about it|gets to me|hate (?:it|that)|not (?:ok|okay|comfortable) with|worries me|makes me nervous)\b/,
      /\b(?:texts?|texting|messages?|messaging|snaps?|snapchat|dms?|whatsapps?|calls?)\b[^.?!]{0,30}\b(?:a lot|all the time|constantly|non-?stop|every day|day and night|late at night|so much|so often|all day|every night|at midnight)\b|\b(?:always|constantly|keeps?|non-?stop) (?:texting|messaging|snapchatting|calling|dm'?ing|whatsapping)\b/,
    ],
    not: /\bjust friends\b/,
    with: ['partner'],
    needsPerson: true,
    prefer: 'couple',
    about: /\b((?:my|our)\s+(?:boyfriend|girlfriend|partner|husband|wife|fianc[eé]e?|bf|gf|other half))\b/i,
    open: 'Feeling jealous when someone is in constant contact with your partner is very human, and it is worth talking about rather than swallowing or checking up on.',
    points: [
      'Work out what exactly bothers you: how often, the time of night, how {who} reacts when you notice, or simply feeling left out. The specific thing is easier to talk about than the whole feeling.',
      'Tell {who} the feeling, not an accusation: "I feel a bit uneasy about how much you two text" opens a conversation; "what is going on with them?" starts a defence.',
      'Ask for what would help (a bit of openness about who it is, or more of that attention for you), rather than for the contact to stop.',
      'Skip the phone-checking: it rarely settles the feeling and it costs trust on both sides.',
      'If the answer is secrecy, or the feeling gets brushed off every time, that is a different, bigger conversation, and it is fair to have it.',
    ],
    say: '{hi}can I tell you something a bit awkward? I\'ve been feeling uneasy about how much you two are in touch. I\'m not accusing you of anything; I\'d just like to understand it, and to feel we\'re on the same page.',
    ties: [
      ['anxious', 'Your results lean Anxious, so a feeling like this can grow fast when it is left alone; saying it early and asking for reassurance is the healthy move.'],
      ['secure', 'Your results lean Secure, and that helps here: you can raise it calmly and trust the conversation.'],
      ['their-gets:words_of_affirmation', '{Who} feels most loved through words, so leading with what you value in the two of you will help {them} hear the rest.'],
    ],
  },
  {
    id: 'ruined_my_things',
    needs: [
      /\b(?:used|borrowed|took|nicked|ruined|wrecked|destroyed|broke|stained|scratched|melted|shrank|shrunk|binned|threw out|lost)\b[^.?!]{0,30}\bmy (?:good |best |favourite |favorite |expensive |new |nice |special |precious |only )?(?:[\w-]+ ){0,2}(?:brush(?:es)?|paintbrush(?:es)?|knives|knife|pans?|jumper|sweater|dress|shirt|headphones|books?|records?|camera|lens|guitar|bike|tools?|pens?|paints?|skincare|perfume|straighteners|razor|mug|charger|laptop|towels?|cashmere|jacket|boots|trainers|sneakers|wok|cast iron|skillet)\b/,
      /\b(?:kill|murder|strangle|throttle|end (?:her|him|them)|fuming|furious|livid|rage|raging|seething|scream|losing it|lose it|so angry|unbelievable|i can'?t even|how do i|what do i|should i)\b/,
    ],
    with: ['friend', 'family', 'sibling', 'partner', 'parent'],
    needsPerson: true,
    about: /\b((?:my|our)\s+(?:flat-?mate|house-?mate|room-?mate|sister|brother|partner|boyfriend|girlfriend|husband|wife|mum|mom|dad|friend))\b/i,
    thing: /\bmy ((?:good |best |favourite |favorite |expensive |new |nice |special |precious )?(?:[\w-]+ )?(?:brush(?:es)?|paintbrush(?:es)?|knives|knife|pans?|jumper|sweater|dress|shirt|headphones|books?|records?|camera|lens|guitar|bike|tools?|pens?|paints?|skincare|perfume|straighteners|razor|mug|charger|laptop|towels?|cashmere|jacket|boots|trainers|sneakers|wok|cast iron|skillet))\b/,
    thingDefault: 'things',
    open: 'That would make anyone see red: good things you look after, used for something they were never meant for. The anger is fair; the aim now is to get them replaced and make sure it does not happen again.',
    points: [
      'Let the first wave pass before you talk; a calm "that really upset me" lands far better than what you want to say right now.',
      'Say plainly what happened and what you would like: that they were yours, what they cost, and that you would like them replaced or paid for.',
      'Expect "I didn\'t realise they were special"; you can accept that and still ask for the replacement.',
      'Then make it hard to happen again: keep the precious things in your room or a labelled box, and agree one rule for borrowing (ask first, always).',
    ],
    say: '{hi}can we talk about my {thing}? I look after my things carefully, and finding them ruined really upset me. I\'m not trying to make a big thing of it, but I\'d like you to replace them. And from now on, could you ask before borrowing my stuff?',
    ties: [
      ['loves:drawing_painting|crafts~brush|paint|canvas|pencil|pens?\\b', 'And since {loved} is one of the things you love most, these were never just objects; it makes sense this one stings.'],
      ['loves:cooking|baking~knife|knives|pans?\\b|wok|skillet|cast iron', 'And since {loved} is one of the things you love most, these were never just objects; it makes sense this one stings.'],
      ['F', 'You lean Feeling and may want to keep the peace at home; a calm, clear ask now is kinder to the friendship than a grudge.'],
    ],
  },
  {
    id: 'group_chat_flood',
    needs: [
      /\b(?:group ?chats?|family chat|family group|whats-?app group|group thread|the chat|groupchat)\b/,
      /\b(?:unread|pings?|pinging|notifications?|buzz\w*|blowing up|won'?t stop|never stops?|messages? about|\d{2,} messages|going off|non-?stop|vanish|disappear|throw my phone|lose my mind|scream)\b/,
    ],
    // A chat trying to settle a date or a plan wants a poll (compose/event*.ts), not muting.
    not: /\b(?:wrong chat|sent (?:it|a|the)[^.?!]{0,30}to the)\b|\bplanning\b|\b(?:dates?|poll|which day|what day)\b/,
    alone: true,
    open: 'A chat that never stops pinging about something that needs maybe two decisions from you is a lot; you are allowed to step out of the chat without stepping out of the group.',
    points: [
      'Mute it now, for a set time (a week, or until the event), and check it once a day at a time that suits you rather than on every ping.',
      'Reply once with everything anyone needs from you (your answers, your preferences, your RSVP), then leave it.',
      'Ask one person to message you directly if something really needs you; most groups have someone who enjoys being the organiser.',
      'Skim from the bottom up: the latest messages usually carry whatever was decided.',
    ],
    sayIntro: 'Something you could post before you mute it:',
    say: 'Muting this for a bit so I don\'t miss anything important in the flood 😄 If you need a decision from me, message me directly and I\'ll answer fast!',
    ties: [
      ['I', 'You lean Introverted, so a constant stream of voices costs you energy even through a phone; muting is how you stay glad to see everyone on the day.'],
    ],
  },
  {
    id: 'small_loss_bitter',
    needs: [
      /\b(?:lost|losing|lose|beaten|beat us|came second|missed (?:out|it)|by one point|by a point)\b/,
      /\b(?:quiz|trivia|pub quiz|board games?|game night|match|tournament|league|five-a-side|bowling|darts|pool|monopoly|scrabble|poker|final)\b/,
      /\b(?:bitter|annoyed|strangle\w*|kill\w*|murder\w*|throttle\w*|furious|fuming|livid|salty|rage|let (?:it )?go|get over|over it|not be|stay calm|still mad|grudge|wound up)\b/,
    ],
    alone: true,
    open: 'Losing a close one because of a call you would have made differently is the kind of thing that replays in your head all evening, so being annoyed is normal. The good news is that it is easy to make less likely next time.',
    points: [
      'Let it be a story rather than a grudge: by next week, the moment it went wrong is the best bit of the night to tell.',
      'Agree before the next game how the team settles a disagreement: a quick vote, or the person most sure writes it down and anyone can call for a second look on the points that matter.',
      'Say the agreement as a team rule, not as a verdict on one person, so nobody is singled out.',
      'Keep the point of the evening in view: the people you play with matter more than the leaderboard, which is why it stung in the first place.',
    ],
    sayIntro: 'Something you could say to the team before the next one:',
    sayWhen: /\b(?:quiz|trivia|answers?)\b/,
    say: 'New rule for next time: if we disagree on an answer, we vote, and the majority writes it down. Nobody gets to overrule, not even me.',
    ties: [
      ['T', 'You lean Thinking, so a wrong answer said with confidence is especially grating; a team rule turns that into something you can fix rather than stew on.'],
      ['loves:trivia_quizzes|board_games|puzzles', 'You love {loved}, so caring about the result is part of the fun; a shared rule keeps it fun.'],
    ],
  },
  {
    id: 'running_on_empty',
    needs: [
      /\b(?:exhausted|running on (?:fumes|empty)|burn(?:ed|t)? out|burning out|knackered|wiped out|drained|no energy|so tired|shattered|dead on my feet|run down|worn out|running on nothing)\b/,
      /\b(?:\d+[- ]?(?:hour|hr)s?(?: a)?(?: work)?(?: )?weeks?|hours|work|job|shifts?|overtime|deadlines?|my (?:dad|mum|mom|mother|father|parents|kids|baby)'?s?|caring|care|stuff|everything|plan|help|cope|manage|keep going)\b/,
    ],
    // Making time for a partner, or a sibling who does not share a parent's care, has its own answer.
    not: /\b(?:show up for|be there for|make time for|neglect|still make|keep (?:her|him|them) happy)\b|\b(?:want to die|end it|kill myself|no point)\b|\bmy (?:brother|sister|sibling)s?\b|\bplan (?:a|for|something)\b|\bweekend\b|\bdate\b|\bboth\b/,
    alone: true,
    open: 'Running on fumes with that much on your plate is a load problem, not a personal failing, and you are right that it needs a plan rather than more pushing through.',
    points: [
      'Write down everything on your plate for a normal week, work and family, and mark each item keep, hand over, or drop for now. Aim to move two things off the list this week.',
      'Hand over what can be done by someone else: family members for some of the errands (even from a distance), paid help for one regular job, online services for the rest.',
      'Raise the hours with your manager as a planning question, with the facts: what you are carrying, and what would have to give.',
      'Protect sleep as if it were an appointment: a fixed time to stop working, and screens down before it.',
      'Put one small thing you enjoy back in the week, on a set day; rest works better when it is planned.',
      'If the tiredness does not lift after a couple of weeks of lighter load, see your doctor; exhaustion sometimes has a physical cause worth ruling out.',
    ],
    ties: [
      ['loves:cooking|running|hiking|cycling|reading_fiction|gardening|swimming|yoga|music|playing_music|baking|gym_training', 'From your interests, {loved} is a good candidate for that one thing: something you love, not another task.'],
      ['gives:acts_of_service', 'Your results say you show care by doing things for people, which is why the list keeps growing; handing some of it over is not letting anyone down.'],
    ],
  },
  {
    id: 'busy_show_up',
    needs: [
      /\b(?:work|deadlines?|busy|swamped|slammed|killing me|exhausted|dead on my feet|crazy week|insane week|overtime|crunch|long hours|no time)\b/,
      /\b(?:show up for|be there for|still (?:make time|show up|be there|be present)|make time for|neglect\w*|make it up to|not let (?:her|him|them) down|keep (?:her|him|them) happy|still be a good|not be a bad|still give)\b/,
    ],
    with: ['partner'],
    needsPerson: true,
    prefer: 'couple',
    open: 'Wanting to show up for {who} in a week that is flattening you is already the right instinct, and it does not take much: small, real moments count for more than a big gesture you have no energy for.',
    points: [
      'Tell {who} what the week looks like and when it ends; knowing it is temporary, and that it is not about {them}, takes most of the sting out of the distance.',
      'Protect one small daily moment: twenty minutes with phones away, a meal together, or a short call, and be fully there for it.',
      'Put a proper evening in the calendar for when the busy stretch ends and tell {them} now, so there is something to look forward to.',
      'Let the rest go this week: tired and present beats a big plan you cancel.',
    ],
    say: '{hi}this week is brutal at work and I hate that it\'s eating our time. Can we keep dinner together, phones away, even if it\'s short? And once it\'s done, the first free evening is ours.',
    ties: [
      ['their-gets:quality_time', '{Who} feels most loved through Quality Time, so the twenty undistracted minutes will matter more than anything you buy or plan.'],
      ['their-gets:words_of_affirmation', '{Who} feels most loved through words, so a short message in the middle of the day saying you are thinking of {them} goes a long way this week.'],
      ['their-gets:physical_touch', '{Who} feels most loved through touch, so a long hug when you get home says "I\'m still here" without costing you any energy.'],
      ['their-gets:acts_of_service', '{Who} feels most loved through things done for {them}, so one small practical thing (coffee made, a chore taken) says it best.'],
    ],
  },
  {
    id: 'next_relationship',
    needs: [
      /\b(?:next (?:one|relationship|partner|time)|future relationships?|not (?:mess|screw|stuff) (?:up|it up)|stop (?:messing|screwing|ruining)|do (?:it )?better|(?:keep|always) (?:messing|screwing|ruining)|pattern)\b/,
      /\b(?:relationships?|dating|partners?|exes|the next one|love life)\b/,
    ],
    not: /\b(?:my (?:partner|boyfriend|girlfriend|husband|wife)|we (?:are|'re) (?:together|dating))\b/,
    alone: true,
    open: 'Asking how to do better next time is exactly the right question, and the honest answer is that it is usually a couple of habits, not a flaw in you.',
    points: [
      'Look for the pattern, kindly: what did the last relationships have in common at the point they went wrong? One or two repeats are usually enough to work on.',
      'Say what you feel in words as well as in what you do; many people need to hear care, not only see it.',
      'Notice when you start to pull back or go quiet, and say so out loud ("I\'m a bit overwhelmed, I need an evening, I\'m not going anywhere"). Naming it stops the distance being read as rejection.',
      'Early on, ask the other person how they like to be cared for, and tell them how you do; it saves years of guessing.',
    ],
    extras: [{ when: /\b(?:plants?|cactus|succulents?|houseplants?)\b/, point: 'And for the record, plants forgive missed watering more easily than people do; people mostly need asking what they need.' }],
    ties: [
      ['fearful_avoidant', 'Your results show both a strong wish for closeness and a pull to keep distance; noticing which one is steering you, in the moment, is the single most useful habit for next time.'],
      ['avoidant', 'Your results lean towards keeping some distance when things get close; saying out loud when you need space is what keeps it from looking like leaving.'],
      ['anxious', 'Your results lean Anxious, so asking for reassurance plainly, rather than testing for it, will make the next relationship calmer.'],
      ['gives:acts_of_service', 'Your results say you show love by doing things for people; adding a few words for what you feel makes it visible to someone who listens for words.'],
    ],
  },
  {
    // Blind round 18: "she always wants to stay in, I always want to go out, every Friday is a negotiation" got a
    // comparison with other couples' highlights and a profile.
    id: 'stay_in_go_out',
    needs: [
      /\b(?:stay(?:s|ing)? (?:in|home)|nights? in|homebody|sofa|couch|netflix)\b/,
      /\b(?:go(?:es|ing)? out|nights? out|out out|party|parties|pub|bar|friends|socialis\w*|socializ\w*|see people)\b/,
      /\b(?:always|every|each|negotiat\w*|argu\w*|fight\w*|row\w*|clash\w*|sulk\w*|compromise|opposite|mismatch|tug of war|battle|weekend|friday|saturday)\b/,
    ],
    not: /\b(?:stay(?:ing)? out (?:late|all night)|cheat\w*|drunk|drinking too much)\b/,
    with: ['partner', 'friend'],
    needsPerson: true,
    prefer: 'couple',
    verdicts: [[/\bhow do (?:other|most|normal) (?:couples|people)\b|\bis (?:this|that|it) normal\b|\bnormal\?/, 'It is one of the most common differences between two people, and the couples who handle it well do one thing first: they stop deciding it fresh every week and agree a pattern once.']],
    open: 'When every weekend turns into a negotiation, the problem is usually the negotiating, not the difference: one of you wins and the other sulks.',
    points: [
      'Decide the pattern once, not on the night: one week out and one week in, or one night out and one night in each weekend, agreed early in the week.',
      'Split the evening when you can: dinner out together early, then one heads home and the other carries on with friends, with no guilt either way.',
      'Let the one who wants to go out sometimes go without the other, happily: a night out alone is not a rejection, and a night in is not one either.',
      'Make the nights in something rather than nothing: a film you take turns choosing, a new recipe, a game; an evening in that was chosen feels different from one that was lost.',
    ],
    ties: [
      ['their:I', '{Who} recharges alone: after a full week, a night in is how {who} refills, not a verdict on your company.'],
      ['their:E', '{Who} recharges around people: nights out are how {who} refills, not a sign that an evening with you is not enough.'],
      ['their:J', '{Who} likes things settled, so agreeing the week\'s plan by midweek will take most of the tension out on its own.'],
    ],
    say: '{hi}what if we stop deciding it on the night? One week out, one week in, and on the out weeks whoever is tired heads home early with no guilt. Would that work for you?',
  },
];
/** Each entry's words are written for its situation (decide/reply.ts lets them answer "how do I tell…"). */
export const LIFE_PREDICAMENTS: Predicament[] = ENTRIES.map((p) => (p.say ? { ...p, ownWords: true } : p));
