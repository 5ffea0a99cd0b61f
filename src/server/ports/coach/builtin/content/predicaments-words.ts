/**
 * Situations where the member asks for the words and a draft built from their own sentence came out garbled or
 * pointed the wrong way (blind round 17: "thanks for asking me to the fifth", "I need to end things with Tom" said
 * to Tom, "it has happened more than once" to someone who went quiet himself, an apology that asked for a date).
 * Each answers the question the member asked first (a verdict), then words written for the situation, in their voice.
 * Our own wording; narrow on purpose: each needs the act and its object both said.
 */
import type { Predicament } from './predicaments.js';

export const WORDS_PREDICAMENTS: Predicament[] = [
  {
    id: 'workload_no',
    ownWords: true,
    needs: [/\b(?:manager|boss|team ?lead|lead|supervisor|director|head of)\b/, /\b(?:projects?|tasks?|tickets?|work|assign\w*|one more|another one|fifth|sixth|extra)\b/, /\b(?:say no|saying no|decline|turn (?:it|this) down|push back|too much|at capacity|already (?:have|got|doing)|without sounding|overloaded|drowning|can'?t take (?:on )?(?:any ?more|another))\b/],
    not: /\b(?:invit\w*|party|wedding|dinner|drinks|date)\b/,
    open: 'Saying no to more work is part of doing the work you have well, and it can sound like care for the work rather than a complaint.',
    points: [
      'Lead with what you are already carrying, as facts (each project and its date), not as feelings about them.',
      'Give the choice back: ask which of the current projects should pause or move if this one matters more. That is not refusing; it is asking for a priority.',
      'Offer something small and true if you can (a review, a hand-over note, a later start date), so the no has a shape.',
      'Put it in writing after a short conversation, so the priority you agreed is on record.',
    ],
    sayIntro: 'Something you could say to your manager:',
    say: 'Thanks for thinking of me for this one. Right now my plate is full with the projects I already have, and I want to do them properly, so I can\'t take this one on without something giving. If it matters more, which of the current ones should I pause or hand over? Otherwise I could pick it up once one of them is done.',
    ties: [
      ['F', 'You lean Feeling, so a no can feel like letting someone down; framing it as protecting the work you have already promised keeps it kind.'],
      ['J', 'You lean Judging and like commitments to be kept; naming what is already promised is exactly that.'],
    ],
  },
  {
    id: 'ending_it',
    ownWords: true,
    needs: [/\b(?:end (?:things|it)|break up|breaking up|call it off|calling it off|finish (?:things|it)|stop seeing (?:him|her|them|\p{Lu}\p{L}+))\b/u, /\b(?:with (?:him|her|them|\p{Lu}\p{L}+)|(?:need|want|have|going|got) to|should i|how do i|what do i (?:actually )?say|when)\b/u],
    not: /\b(?:he|she|they) (?:ended|broke up|dumped|called it off)|(?:ended it|broke up) with me|dumped me|after (?:he|she|they) ended|with my (?:boss|manager|job|team|landlord)\b/,
    verdicts: [
      [/\b(?:wait (?:till|until|for)|before or after|after the (?:wedding|party|holiday|trip|birthday|christmas)|wait\b)/, 'Don\'t wait for the event if you can help it: weeks of pretending are harder on both of you, and telling {them} now lets {them} choose how to go to it. Tell {them} soon, kindly and in person.'],
    ],
    open: 'Ending something with someone lovely when the feeling just is not there is hard, and it is kinder done clearly and soon than slowly.',
    points: [
      'Tell them in person (or on a call if you live apart), somewhere private, not before something they have to be at.',
      'Say it plainly in the first minute: you are ending it. A long lead-in makes it worse.',
      'Give one honest reason without a list of faults: "I don\'t feel what I\'d want to feel, and I don\'t think that will change."',
      'Do not offer a maybe you do not mean ("maybe later", "let\'s stay close") just to soften it; it keeps them waiting.',
      'Expect them to be hurt, and let them be; you do not have to argue the decision or explain it twice.',
    ],
    sayIntro: 'Something you could say:',
    say: '{hi}I need to tell you something hard, and I want to be honest with you. I care about you, but I don\'t feel the way I want to feel about us, and I don\'t think that\'s going to change. So I\'m ending things. I\'m sorry; you deserve someone who is all in.',
  },
  {
    id: 'went_quiet',
    ownWords: true,
    needs: [/\bi (?:\w+ (?:and|then) )?(?:just\W*|kind of |sort of )?(?:didn'?t|did not|never|haven'?t|have not|stopped) (?:answer|repl|respond|text|message|write|get back)\w*|\bi (?:ghosted|went (?:quiet|silent|mia|awol)|left (?:her|him|them) on read)\b/, /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several) (?:days?|weeks?)\b|\bso long\b|\bages\b|\btoo late\b/, /\b(?:dates?|dating|panick\w*|froze|freaked out|in my (?:own )?head|scared|liked (?:her|him|them))\b/],
    not: /\b(?:she|he|they) (?:ghosted|went quiet|didn'?t (?:answer|reply))|\bleft me on read\b/,
    verdicts: [[/\b(?:come back|too late|let it go|any way|is it over|salvage|fix (?:this|it))\b/, 'Yes, there is a way back, and it is not too late: a short, honest message now is far better than silence, whatever the answer.']],
    open: 'Going quiet and then feeling too awkward to answer happens to a lot of people, and a late honest answer usually lands better than you fear.',
    points: [
      'Reply to the message itself: say you are sorry for the silence, in one line, without a long explanation.',
      'Say the true reason briefly (you panicked, got overwhelmed or let it slide), and that it was not about them.',
      'Say what you would like (to pick it back up, to see them), then leave them free to say no.',
      'Send it once and let it be; do not follow up if there is no answer.',
    ],
    sayIntro: 'Something you could send:',
    sayFor: {
      friend: '{hi}I\'m sorry I went quiet on you. It wasn\'t about you at all: I let it slide and then felt awkward about how long it had been. I\'m doing okay, and I\'d really like to catch up. How are you?',
      family: '{hi}sorry I went quiet, it wasn\'t about you. I let it slide and then it felt awkward. How are you doing? I\'d love to talk this week.',
      work: '{hi}apologies for the slow reply, that one slipped through. Here\'s where I am on it:',
    },
    say: '{hi}I\'m sorry I went quiet after your message. It had nothing to do with you: I got in my own head and let the silence get awkward. If you\'re still up for it, I\'d love to see you again; and if not, I completely understand.',
    ties: [
      ['fearful_avoidant', 'Your results lean Fearful-Avoidant: wanting closeness and bracing against it at the same time often looks exactly like this, going quiet right when it gets good. Naming that to yourself makes the next time easier.'],
      ['I', 'You lean Introverted and like to find the perfect answer before you send anything; here a short, imperfect message beats a perfect one that never goes.'],
    ],
  },
  {
    id: 'snapped_apology',
    ownWords: true,
        // A run of it, not one moment: a single snap keeps the draft that names when and what (compose/answers/).
    needs: [/\b(?:been (?:so |really |super )?(?:short|snappy|grumpy|irritable|sharp|cranky|off) with|keep (?:snapping|biting|being short)|(?:snapping|snappy|short) (?:at|with) \w+ (?:all|for|since|lately|every)|taking it out on)\b/, /\b(?:apolog\w*|sorry|make it up|find the words|say sorry|what (?:do|should) i say)\b/],
    not: /\b(?:he|she|they) (?:snapped|yelled|shouted)|(?:snapped|yelled|shouted) at me\b/,
    open: 'A proper apology names the pattern, not only the last moment, and says what you will do, without asking for anything back.',
    points: [
      'Name the pattern as well as the moment: that you have been short with {them} lately, not only the once.',
      'Give the reason once, as context rather than an excuse (whatever has been wearing you down), and say it is still not fair on {them}.',
      'Say what you will do: a word for when you are wiped ("I\'m running on empty, give me ten minutes"), or a pause before you react.',
      'Notice how it landed on {them} (going quiet is often hurt), and ask rather than assume.',
    ],
    sayIntro: 'Something you could say:',
    say: '{hi}I owe you a proper apology. I\'ve been short with you for a while now, not just the other day, and you didn\'t deserve any of it. There\'s no good excuse for it: it\'s mine to sort out, not yours to absorb. When I\'m running on empty I\'ll say so and take ten minutes instead of snapping. And I\'d like to hear how it\'s been for you.',
    ties: [
      ['J', 'You lean Judging: making a concrete plan for the tired days (a word, a pause) will help you keep the promise.'],
      ['their-gets:words_of_affirmation', 'From what {who} shares, words are {their} main way of feeling cared for, so saying this out loud, in full, matters more than any gesture.'],
    ],
  },
  {
    // Blind round 17: a friend's engagement answered with a romantic-jealousy template (checking phones).
    id: 'friend_milestone',
    needs: [/\b(?:jealous\w*|envious|envy|bitter|cried|crying|sad|gutted)\b/, /\b(?:got engaged|engaged|getting married|pregnant|expecting|having a baby|promot\w*|bought a (?:house|flat|place)|moved in together|new job|dream job)\b/, /\b(?:friend|mate|bestie|best friend|sister|brother|cousin|colleague|she|he)\b/],
    not: /\b(?:my (?:partner|boyfriend|girlfriend|husband|wife|bf|gf)|texts? (?:her|him|them)|checks? (?:my|his|her) phone|cheat\w*|flirt\w*|my ex)\b/,
    verdicts: [[/\b(?:bad friend|awful|terrible|horrible|wrong|normal|petty|selfish|guilty|is that ok)\b/, 'No, it does not make you a bad friend. Feeling happy for someone and a pang for yourself at the same time is one of the most ordinary mixes there is; it usually says something about what you want, not about how much you love them.']],
    open: 'Being glad for a friend and sad or jealous for yourself at the same time is normal, and the guilt on top is the part to let go of.',
    points: [
      'Let the feeling be information: the pang usually points at something you want for yourself (a partner, a home, a next step), which is worth a quiet look.',
      'You do not owe your friend a confession of it; what you owe them is the happiness, which you clearly feel too.',
      'Show up for the good news in a concrete way (a card, a toast, an offer to help), and let yourself be a bit quieter for a day or two if you need it.',
      'If it keeps stinging, talk it through with someone outside it, not with the friend.',
    ],
    sayIntro: 'Something you could send them:',
    say: '{hi}I\'m so happy for you. Let\'s celebrate properly soon, my treat.',
    ties: [
      ['F', 'You lean Feeling and feel things for the people around you as well as for yourself, which is why both came at once.'],
    ],
  },
  {
    // Blind round 17: "she said she wants a quiet night in but I kinda want a surprise party for 15, be honest" got a
    // list of birthday ideas. What they asked for against the member's own wish, with the honest verdict first.
    id: 'against_their_wish',
    needs: [/\b(?:she|he|they)(?:'s| has| have)? (?:(?:just|only|really|always|clearly) )?(?:said|says|told me|asked for|keeps? saying|always says?|wants?)\b/, /\bbut (?:i|me)\b[^.?!]{0,20}\b(?:want|wanna|was thinking|would love|had in mind|thought)\b/, /\b(?:surprise|party|big|throw|invite|\d+ (?:people|ppl|friends|guests))\b/],
    not: /\b(?:gift|present|budget|\$|£|€)\b/,
    verdicts: [[/\b(?:be honest|honestly|good idea|bad idea|thoughts|should i|is it ok|too much|or not)\b/, 'Honestly, go with what {they} asked for. A surprise is a gift to the person only when it is what they would have chosen, and {they} told you what that is.']],
    open: 'Wanting to make a big fuss of someone you love is a lovely impulse; the trick is making it about what lands for them.',
    points: [
      'Give {them} the quiet night properly: {their} favourite food, the phone away, one thoughtful touch that shows you planned it.',
      'If you want the bigger gesture too, make it a separate, smaller thing, known in advance: drinks with a few close friends on another day, not fifteen people as a surprise.',
      'If you are truly unsure, ask once, lightly ("quiet night in, or do you want a few people round?"), and take the answer at face value.',
    ],
    ties: [
      ['their-gets:quality_time', 'From what {who} shares, time together is {their} main way of feeling loved, so a quiet night with you is the gift, not the fallback.'],
      ['E', 'You lean Extraverted and recharge around people, which is why a party feels like the obvious treat to you; it may not be one for {them}.'],
    ],
  },
  {
    // Blind round 19: "he owes mum an apology, how do I say that to him without making it about me" got an apology
    // drafted from the member.
    id: 'owes_them_apology',
    ownWords: true,
    needs: [/\b(?:owes (?:her|him|them|mum|mom|dad|my \w+|\p{L}+) an apology|should (?:apologi[sz]e|say sorry) to (?:her|him|them|mum|mom|dad|my \w+)|(?:get|make|ask|tell) (?:him|her|them|my \w+) to (?:apologi[sz]e|say sorry) to)\b/u],
    not: /\b(?:owes me|to me|apologi[sz]e to me|i owe)\b/,
    about: /\b((?:[Mm]y|[Oo]ur) (?:brother|sister|dad|father|mum|mom|mother|cousin|uncle|aunt|partner|husband|wife|friend)|\p{Lu}\p{Ll}+) (?:was|is|has been|said|owes|should|made|got)\b/u,
    thing: /\b(?:owes|apologi[sz]e to|say sorry to) (her|him|them|mum|mom|dad|my \w+)\b/,
    thingDefault: 'them',
    open: 'Speaking up for someone else goes best when it stays about them: what happened, what it did to them, and one ask, with the choice of how to make it right left to the person who owes it.',
    points: [
      'Talk to {them} privately and not in the heat of it: a quiet call or a walk, not a family group or a text thread others can see.',
      'Say what you saw and how it landed, not what kind of person {they} {are}: "what you said hurt" is easier to hear than "you were awful".',
      'Ask rather than demand, and leave the how to {them}: a call, a card, a word at the next visit.',
      'Then step back: whether to do it is {their} choice, and it is not yours to carry or to deliver.',
    ],
    extras: [{ when: /\b(?:pretending|says? (?:it'?s|it is) fine|acting like|brushing it off|won'?t (?:say|admit))\b/, point: 'That the one who was hurt is saying it is fine does not mean it is; it usually means they do not want a fuss, so keep your words private and low-key.' }],
    say: "{hi}can I say something, just between us? I think what happened really hurt {thing}, and a sorry from you would mean a lot. I'm not asking for me, it's about {thing}; how you do it is up to you.",
  },
  {
    // Blind round 19: a best friend of ten years who stopped replying, "how do you grieve a friend who's alive", got
    // condolences for a death.
    id: 'friend_ghosted',
    alone: true,
    needs: [
      /\b(?:friend|best friend|bestie|bff|mate|best mate)\b/,
      /\b(?:stopped (?:replying|answering|texting|messaging|talking to me|responding)|(?:ghosted|ghosting) me|not (?:replying|answering|responding)|won'?t (?:reply|answer|respond)|(?:no|zero) (?:reply|replies|answer|response)|left me on (?:read|delivered)|went (?:silent|quiet|dark) on me|disappeared on me)\b/,
    ],
    not: /\b(?:died|passed away|funeral|i (?:stopped|went quiet|ghosted|haven'?t replied)|she'?s (?:in hospital|ill|sick)|he'?s (?:in hospital|ill|sick))\b/,
    verdicts: [[/\bwhat (?:did|have) i do(?:ne)?\b|\bis it (?:me|my fault)\b|\bmy fault\b/, 'You may not have done anything. Silence like this is more often about what is happening in their life; if you do wonder, one message can ask it plainly ("If I\'ve upset you, I\'d rather know"), and then the answer is theirs to give.'], [/\bis (?:it|this|the friendship|our friendship) over\b|\bover\?/, 'Not necessarily. A sudden silence from a close friend is more often about something going on in their life than a verdict on you, but after several messages the next move is theirs, and it is fair to stop carrying it alone.']],
    open: 'A friend going silent without saying why is its own kind of loss: there is nobody to argue with and nothing to make sense of, and that makes it hard to put down.',
    points: [
      'Send one last message that asks for nothing: that you miss them, that you are there if they ever want to pick it up, and that there are no hard feelings. Then stop writing, so the door stays open without you standing in it.',
      'Grieve it as the real loss it is: it is all right to be sad, angry and confused at once, and to miss someone who is still around.',
      'Let other people in: tell one friend what happened, and put some time into the friendships that are answering you.',
      'If they come back, you can ask what happened before deciding what the friendship is now; you do not owe it a return to how it was.',
    ],
    extras: [{ when: /\b(?:\d+|ten|fifteen|twenty|many) (?:years?|yrs?)\b/, point: 'After that many years the friendship is part of your story, and nothing in the silence undoes what it was.' }],
    say: "{hi}I've missed you. I don't know what's been going on and you don't owe me an explanation. No pressure to reply; I'm here whenever you want to pick things up, and there are no hard feelings.",
    sayIntro: 'If you send one last message, something like:',
  },
  {
    // Blind round 17: "my dog was put to sleep yesterday… I know it's only a dog" got a menu of choices.
    id: 'pet_loss',
    alone: true,
    needs: [/\b(?:dog|cat|pet|puppy|pup|kitten|kitty|rabbit|bunny|horse|pony|bird|budgie|parrot|hamster|guinea pig|tortoise)\b/, /\b(?:put (?:to sleep|down)|died|passed(?: away)?|lost (?:her|him|them|my)|had to say goodbye|euthan\w*|rainbow bridge|isn'?t here any ?more|gone)\b/],
    not: /\b(?:neighbou?r'?s|friend'?s|sister'?s|brother'?s|(?:her|his|their) (?:dog|cat|pet))\b|\b(?:hit|kick\w*|hurt\w*|starv\w*) (?:my|the|her|his) (?:dog|cat|pet)\b/,
    verdicts: [[/\b(?:only|just) a (?:dog|cat|pet|rabbit|bird|hamster)\b|\bsilly\b|\bstupid\b|\boverreact\w*\b/, 'It is not only a dog. Years of a daily companion, their sounds and routines woven through every day, is a real bond, and losing it is real grief.']],
    open: 'I\'m so sorry. The quiet after a pet has gone can be one of the hardest parts, because they were part of every ordinary hour.',
    points: [
      'Expect the routines to hurt most: the walk times, the feeding time, the sound at the door. Fill one of them on purpose for a while (a short walk at the same hour, a call with someone).',
      'Mark it in a way that feels right to you: a photo printed and framed, their collar kept somewhere visible, a few lines written about the funny things they did.',
      'Tell the people who knew them; they will want to remember with you, and it helps not to carry it alone.',
      'There is no timetable. Some days will be fine and then a small thing will set it off again; that is normal.',
    ],
    // Their years together, said back when given ("Fourteen years.", "she was 16").
    thing: /(?:\b(?:she|he|they) was |\b)(\d{1,2}|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)(?= (?:years?|yrs?)\b| years old|\s*[.,!])/,
    extras: [{ when: /(?:\b(?:she|he|they) was |\b)(?:\d{1,2}|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)(?= (?:years?|yrs?)\b| years old|\s*[.,!])/, point: '{thing} years is a whole chapter of your life, with them in every part of it; of course the missing is big.' }],
    close: 'If you would like to tell me about them, I\'m listening. What were they like?',
    ties: [
      ['J', 'You lean Judging and like your days to have a shape; the gaps in routine may hit hardest, so give those hours a new small shape for now.'],
      ['I', 'You lean Introverted, so grieving quietly at home may feel natural; let at least one person know how you are doing this week.'],
    ],
  },
  {
    // Blind round 20: "dad STILL asks me how mum's doing, and mum asks me what dad's new wife is like … how do i get
    // out of the middle" got the words for turning down a speech.
    id: 'go_between',
    ownWords: true,
    alone: true,
    needs: [
      /\b(?:go-between|go between|middle ?man|messenger|(?:out of|stuck in|caught in|always in|be in|being in|i'?m in|stay out of) the middle\b(?! of)|\bvent(?:ing)? (?:to me )?(?:about|abt) the other\b|caught between|stuck between|pass(?:ing)? (?:on )?(?:messages|news) between)\b/,
      /\b(?:parents|mum|mom|dad|mother|father|divorc\w*|split up|separated|exes|brother and|sister and|siblings|both of them|either of them)\b/,
    ],
    verdicts: [[/\bwithout (?:hurting|upsetting|offending|taking sides)\b/, 'You can, by making it about you rather than about either of them: you are not refusing them anything, only stepping out of carrying news between them.']],
    open: 'Being the go-between is a job nobody gave you on purpose, and you can hand it back without taking sides.',
    points: [
      'Stop carrying news in either direction: when one asks about the other, a warm redirect every time ("You\'d have to ask them yourself, I\'m staying out of that one") works better than one big announcement.',
      'Tell each of them once, separately and kindly, that you love them both and will not pass things on any more, and that this is about what it does to you, not about them.',
      'Have your line ready for the question you dread, then move to something that is just about the two of you: their week, a plan together.',
      'Expect some testing at first; the same kind line, every time, is what makes it stick.',
    ],
    sayIntro: 'Something you could say to each of them, separately:',
    say: "I love you both, and I've realised being in the middle isn't good for me, so I'm going to stop passing news between you. If you want to know something, it's best to ask directly. It's not about taking sides; I just want our time to be about us.",
    ties: [
      ['F', 'You lean Feeling, so keeping everyone comfortable has probably felt like your job; stepping out of the middle is not unkind to either of them.'],
      ['J', 'You lean Judging: a clear rule you keep every time ("I don\'t pass things on") will be easier for you than deciding each time.'],
    ],
  },
  {
    // Blind round 20: "Sam reassigned one of my tasks to someone else in the team meeting today without asking me
    // first … how do I raise it" got a general how-to-work-with-Sam list.
    id: 'decided_without_me',
    ownWords: true,
    needs: [
      /\b(?:without (?:even )?(?:asking|telling|checking with|consulting|talking to|warning) me|behind my back|didn'?t (?:even )?(?:ask|tell|check with) me)\b/,
      /\b(?:reassign\w*|re-assign\w*|took (?:me )?off|taken off|gave (?:it|my \w+|them|the \w+) to|handed (?:it|my \w+) to|moved my|changed my|rewrote|rewritten|re-?wrote|took over|cancel\w*|re-?scheduled|pushed back|dropped my)\b/,
    ],
    with: ['work'],
    thing: /\bmy (task|section|work|project|slide|part|shift|client|ticket|plan|report|presentation|deck|proposal)s?\b/,
    thingDefault: 'work',
    verdicts: [[/\b(?:let it (?:go|slide)|say something or|should i (?:even )?(?:say|mention) (?:something|it|anything)|am i overreacting)\b/, 'Say something, once and soon: being annoyed that a change to your work skipped you is fair, and one calm question now saves a pattern later.']],
    open: 'Having your work changed without a word first stings, and it is worth one calm conversation: about how it happened, not about who won.',
    points: [
      'Ask first, privately: there may be a reason you have not heard (a deadline, a request from above), and asking lets {them} give it.',
      'Say the one thing you want for next time: a heads-up before a change to your {thing} is made or announced.',
      'Keep it to this one change and the process, not a list of older grievances or a question of who decides.',
      'If it matters for the work itself (context the new owner lacks), offer that hand-over plainly; it shows you care about the result, not the territory.',
    ],
    say: "{hi}quick one about the {thing} that was reassigned in today's meeting. I'm sure there was a reason, and I'd like to hear it. Next time, could you give me a heads-up before a change to my work is announced? It would help me plan, and I'm glad to hand over anything the new owner needs.",
    ties: [
      ['I', 'You lean Introverted, so a short written message, or a quiet word after a meeting, may suit you better than raising it in the moment.'],
      ['T', 'You lean Thinking: keeping it to the process ("a heads-up next time") plays to that and stops it feeling personal.'],
    ],
  },
  {
    // Blind round 20: a voice note moaning about the flatmate sent to him, and private notes calling a colleague useless
    // sent to the whole department: not the laughing matter of a message to the wrong chat.
    id: 'sent_about_them',
    ownWords: true,
    needs: [
      /\b(?:sent|posted|forwarded|replied(?: all)?|reply-?all|texted|shared)\b[^.?!]{0,80}\b(?:to (?:him|her|them)\b|to\W{0,4}(?:my )?(?:boss|manager|flatmate|roommate|housemate|colleague|landlord)|whole (?:team|department|office|company|family)|(?:the )?(?:wrong (?:chat|person)|instead of))|\b(?:he|she|they)(?:'s| has| have)? (?:heard|seen|read) it\b|\bblue ticks\b/,
      /\b(?:moan\w*|complain\w*|rant\w*|slagg\w*|bitch\w*|useless|rude about|can you believe (?:this|her|him|them)|this (?:woman|guy|man)\b|eye ?roll\w*|about (?:him|her|them|my (?:boss|manager|flatmate|roommate|housemate|colleague))|private notes|what i really think)\b/,
    ],
    alone: true,
    open: 'That is a horrible moment, and it is survivable: what people remember is how you handle the next hour, not the message.',
    points: [
      'Go to the person it was about yourself, quickly and privately (in person or a call if you can), before it sets: a sincere word, no excuse, and no pretending it was meant differently.',
      'Own the way you said it, not only that it was sent: the issue behind it may be fair, and you can still apologise for how you put it.',
      'Then raise the actual issue properly, in a calm conversation later, so it does not leak out sideways again.',
    ],
    extras: [{ when: /\b(?:reply-?all|replied all|whole (?:team|department|office|company|family)|group ?chat|everyone)\b/, point: 'In the group, one short line is enough ("Sent in error, apologies all"); the real apology belongs with the person it was about.' }],
    sayIntro: 'Something you could say to them, in person or by message:',
    say: "I owe you an apology. That message wasn't meant for you, and more to the point, I shouldn't have put it like that at all. I'm sorry. There is something I'd like to sort out properly with you, and I'd rather do it face to face, calmly. Could we talk later?",
  },
];
