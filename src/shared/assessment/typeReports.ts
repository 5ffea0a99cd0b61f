/**
 * The results report of each of the sixteen types (/profile): strengths, blind spots, and how the type tends to
 * show up in conflict, at work and with friends ("in love" lives in personalityTypes.ts). Our own words, written to
 * the person, about tendencies rather than fixed traits, with no clinical claims. Pure data, shared by the web page
 * and anything else that needs it.
 */
import type { PERSONALITY_TYPE_CODES } from './personalityTypes.js';

export type TypeCode = (typeof PERSONALITY_TYPE_CODES)[number];

export interface TypeReport {
  /** Three things people tend to value in you. */
  strengths: [string, string, string];
  /** Three patterns worth watching, each with a way through. */
  blindSpots: [string, string, string];
  inConflict: string;
  atWork: string;
  withFriends: string;
}

export const TYPE_REPORTS: Record<TypeCode, TypeReport> = {
  INTJ: {
    strengths: [
      'You see the long game and can hold a plan steady while others react to the moment.',
      'You change your mind for a good reason, and only for a good reason, which makes your word reliable.',
      'You bring calm focus to problems that make other people anxious.',
    ],
    blindSpots: [
      'You may skip the feelings part of a conversation because the solution seems obvious. Naming the feeling first often makes the solution land.',
      'Your standards can sound like criticism to people who did not ask for a review. Ask whether they want ideas or company.',
      'Working it all out alone can leave the people close to you guessing. A short "I am still thinking, give me until tonight" helps.',
    ],
    inConflict:
      'You go quiet, gather your thoughts and come back with a reasoned case. That is fair, but the other person may read the silence as coldness. Say that you need time and when you will return, and open with what you heard before what you think.',
    atWork:
      'You do your best work with a clear goal and room to decide how to reach it. You spot flaws in a plan early and you are good at turning a vague idea into a sequence of steps. Long meetings without decisions drain you.',
    withFriends:
      'You keep a small circle and you are loyal to it for years. Friends come to you for an honest second opinion and a plan. You show care by remembering what they are working on and asking how it is going.',
  },
  INTP: {
    strengths: [
      'You ask the question nobody else thought to ask, and you listen to the answer.',
      'You are honest in a way that is rarely unkind, because you care more about what is true than about winning.',
      'You can explain a tangled idea so that it suddenly makes sense.',
    ],
    blindSpots: [
      'You may treat an emotional conversation as a puzzle to solve. Sometimes the other person needs you to stay with them, not fix it.',
      'Interest can fade once you have understood something, leaving tasks half-finished. Agreeing on a small "done" helps.',
      'Your affection is quiet and easy to miss. Saying it out loud now and then matters more than you think.',
    ],
    inConflict:
      'You debate the details and may win the argument while missing the point. When you notice yourself correcting facts, pause and ask what the other person is worried about. Coming back later with what you worked out is a real strength, so do come back.',
    atWork:
      'You thrive on hard problems and freedom to explore them. You are the one who finds the hidden assumption or the simpler design. Strict routines and rules without reasons wear you down, and deadlines go better when someone helps you break the work into pieces.',
    withFriends:
      'You enjoy long, winding conversations and friends who are happy to be wrong with you. You are accepting and rarely judge how people live. You may drop out of touch for a while, and your friends usually know it is not personal.',
  },
  ENTJ: {
    strengths: [
      'You turn a messy situation into a plan people can follow.',
      'You make decisions when they need to be made and take responsibility for them.',
      'You believe in people\'s potential and push them to reach it.',
    ],
    blindSpots: [
      'Your speed can leave others feeling run over. Checking in before deciding for the group keeps them with you.',
      'You may see a partner\'s or friend\'s problem as a project. Ask whether they want help before you start helping.',
      'Slowing down can feel like losing, yet rest is part of the plan, not a break from it.',
    ],
    inConflict:
      'You say what you think directly and expect the same back. That clarity is useful, but the strength of it can make people go quiet rather than disagree. Lower your voice, ask a real question and let the silence run a little longer than is comfortable.',
    atWork:
      'You are at home leading, organising and setting direction. You like ambitious goals, competent colleagues and visible results. Inefficiency frustrates you, and you do well with someone who reminds you how the plan feels to the people carrying it out.',
    withFriends:
      'You are the one who makes plans happen: the trip, the dinner, the reunion. Friends value your energy and your straight answers. They feel closest to you when you also let them see what you are unsure about.',
  },
  ENTP: {
    strengths: [
      'You bring fresh ideas and make a tired problem interesting again.',
      'You are quick, funny and good at finding a way around an obstacle.',
      'You can see several sides of a question and help others see them too.',
    ],
    blindSpots: [
      'Arguing the other side for fun can feel like an attack to someone who cares deeply. Say when you are playing with an idea.',
      'New projects pull you away from old promises. Finishing one small thing builds more trust than starting three.',
      'You may joke your way past a serious moment. Staying serious for a minute shows you are really there.',
    ],
    inConflict:
      'You enjoy a lively debate, which can turn a disagreement into a contest. The other person may need you to stop being clever and simply agree on what happened. Ask "what would help right now?" and take the answer seriously.',
    atWork:
      'You shine in brainstorming, problem solving and anything new. You spot opportunities and can sell an idea to a sceptical room. Routine maintenance bores you, so you work best with a partner who enjoys finishing and polishing.',
    withFriends:
      'You are the friend with the surprising plan and the best stories. You keep friendships lively and you are generous with your time and ideas. Friends feel most cared for when you remember their small news as well as their big ideas.',
  },
  INFJ: {
    strengths: [
      'You understand what people mean, not only what they say.',
      'You live by your values and help others find theirs.',
      'You can give a hard truth gently and with hope in it.',
    ],
    blindSpots: [
      'You may sense a problem long before you mention it, and then it arrives all at once. Saying small things early keeps them small.',
      'You give a lot and may expect people to notice what you need without being told. Tell them plainly.',
      'High ideals can make ordinary relationships feel disappointing. Real people, including you, are allowed to be in progress.',
    ],
    inConflict:
      'You avoid conflict until something crosses a value, and then you can close the door firmly. Before you withdraw, try to say what hurt and what you need. Most people would rather hear it than lose you.',
    atWork:
      'You do best in work that means something to you, where you can help people grow or understand each other. You are good at seeing where a team is stuck and what it really needs. Noisy environments and constant interruptions tire you quickly.',
    withFriends:
      'You have a few deep friendships rather than many light ones. Friends trust you with what they tell nobody else. You need time alone to recharge, and good friends learn that it is not a step away from them.',
  },
  INFP: {
    strengths: [
      'You hold on to what matters even when it is inconvenient.',
      'You notice beauty and meaning in small things and help others notice them too.',
      'You accept people as they are, which makes them feel safe with you.',
    ],
    blindSpots: [
      'You may take criticism of an idea as criticism of you. Asking "what exactly would you change?" separates the two.',
      'You can keep hurt feelings private until they become heavy. Sharing them when they are still small is kinder to you.',
      'Practical tasks may slide while you wait for the right mood. A small start often brings the mood with it.',
    ],
    inConflict:
      'You dislike conflict and may go along with things until a value is touched, then dig in. Writing down what you feel before you talk can help you say it calmly. Let the other person know the disagreement does not mean the relationship is in danger.',
    atWork:
      'You do your best work when it fits your values and leaves room for creativity. You are a thoughtful writer, listener and maker. Harsh competition and rigid processes wear you down, and a little structure from outside can help ideas become finished work.',
    withFriends:
      'You are loyal, gentle and a wonderful listener. Friends come to you when they need to feel understood rather than advised. You may need reminders to reach out first, because you often assume you would be intruding.',
  },
  ENFJ: {
    strengths: [
      'You help people believe they can do more than they thought.',
      'You read a room quickly and make sure nobody is left out.',
      'You turn good intentions into shared plans and keep people together around them.',
    ],
    blindSpots: [
      'You may take on other people\'s problems as if they were yours. Their choices are theirs to make.',
      'Wanting harmony can lead you to smooth over something that needs saying. Kindness includes honesty.',
      'You may give until you are empty and then feel unappreciated. Ask for help before you need it badly.',
    ],
    inConflict:
      'You want everyone to be okay, so you work hard to mend things quickly. Sometimes the other person needs time before they are ready. Say what you feel, let them take the time, and trust that the connection can hold a pause.',
    atWork:
      'You are a natural mentor, organiser and spokesperson. You notice who is struggling and you bring out the best in a team. You may say yes to too much, so protect some time for your own work.',
    withFriends:
      'You remember birthdays, check in after hard weeks and bring people together. Friends feel seen by you. They can show up for you too, if you let them know when you are the one who needs it.',
  },
  ENFP: {
    strengths: [
      'You bring warmth and excitement to people and plans.',
      'You see potential in people that they have not seen in themselves yet.',
      'You connect easily and make newcomers feel at home.',
    ],
    blindSpots: [
      'New possibilities can pull you away from commitments already made. Finishing matters to the people counting on you.',
      'You may hide worry behind enthusiasm. Letting people see the worry brings them closer.',
      'Routine chores can feel like a cage. Pairing them with something you enjoy makes them bearable.',
    ],
    inConflict:
      'You feel conflict strongly and may want to resolve it right away, or avoid it completely. Try to stay with the hard part long enough to hear the other person out. Your warmth is a gift in repair: use it once you understand what went wrong.',
    atWork:
      'You thrive in roles with people, ideas and variety: starting things, pitching them, bringing people on board. You are creative and encouraging. Long stretches of detailed work go better with deadlines and a colleague who enjoys the details.',
    withFriends:
      'You have friends in many places and you keep in touch with an easy warmth. You are the friend who says yes to the adventure. Close friends value you most when you also make time for quiet, one-to-one catch-ups.',
  },
  ISTJ: {
    strengths: [
      'You do what you say you will do, properly and on time.',
      'You notice details that others miss and keep things from falling through the cracks.',
      'You bring steadiness to a relationship or a team, especially in hard times.',
    ],
    blindSpots: [
      'Sudden changes of plan can make you tense. Saying what you need to adjust helps others plan with you.',
      'You may show care through actions and forget that some people need to hear it in words.',
      'Your way of doing things may feel like the only right way. Asking "what would you suggest?" can surprise you.',
    ],
    inConflict:
      'You prefer facts to feelings and want to settle what actually happened. That is useful, but it can feel like a court case to someone who is upset. Acknowledge the feeling first, then look at the facts together.',
    atWork:
      'You are thorough, dependable and good at keeping systems running. You like clear expectations and you respect people who keep their commitments. You are the person others trust with the things that must not go wrong.',
    withFriends:
      'You keep friends for a long time and show up when it counts: the move, the hospital visit, the repair. You may not be the loudest in the group, but you are the one people call. Telling friends you value them, now and then, means a lot to them.',
  },
  ISFJ: {
    strengths: [
      'You notice what people need and take care of it, often before they ask.',
      'You remember the small things that make people feel known.',
      'You create comfort and stability for the people around you.',
    ],
    blindSpots: [
      'You may find it hard to say no, then feel overwhelmed. A gentle no protects the yeses that matter.',
      'You may not ask for what you need and hope others will notice. They often do not, so say it.',
      'Change can feel unsettling even when it is good. Giving yourself time to adjust is allowed.',
    ],
    inConflict:
      'You tend to avoid conflict and may hold hurt feelings quietly for a long time. When you do speak up, it can come out all at once. Small, early conversations protect both you and the relationship.',
    atWork:
      'You are reliable, careful and attentive to the people your work affects. You do well in roles that help others in practical ways. You may do more than your share without saying so, so make sure your work is seen.',
    withFriends:
      'You are the friend who remembers allergies, anniversaries and how the interview went. People feel looked after with you. Let friends look after you too: it makes the friendship feel even.',
  },
  ESTJ: {
    strengths: [
      'You make things happen and keep them organised.',
      'You are honest and fair, and people always know where they stand with you.',
      'You take responsibility when others hang back.',
    ],
    blindSpots: [
      'Your directness can feel harsh to gentler people. The same message with a softer start is often heard better.',
      'You may judge quickly when someone does things differently. Asking why can reveal a good reason.',
      'You may treat rest as something to earn. It is also part of staying steady.',
    ],
    inConflict:
      'You want to address a problem head-on and settle it. That can be a relief, but the pace may leave the other person feeling pushed. Ask how they see it before proposing the fix, and agree on the next step together.',
    atWork:
      'You are a natural manager of people and processes. You value clear rules, commitments kept and results delivered. Teams work well with you when you explain the reasons behind your decisions as well as the decisions themselves.',
    withFriends:
      'You are a loyal, practical friend who organises the reunion and keeps traditions going. Friends rely on your honesty. They feel closest when you also share what you are finding hard.',
  },
  ESFJ: {
    strengths: [
      'You make people feel welcome and keep track of how everyone is doing.',
      'You keep the traditions and gatherings that hold families and groups together.',
      'You turn care into practical help: a meal, a lift, a message at the right time.',
    ],
    blindSpots: [
      'Tension between people you love can feel unbearable, so you may take on the job of fixing it. It is not always yours to fix.',
      'You may look to others for signs that you are doing well. Your own judgement counts too.',
      'Criticism can sting more than it should. Ask for specifics so you can sort useful from unfair.',
    ],
    inConflict:
      'You want peace restored quickly and may apologise before you have been heard. Say what you feel as well as what you are sorry for. A disagreement handled honestly usually brings people closer, not further apart.',
    atWork:
      'You create a warm, cooperative atmosphere and you notice when a colleague is struggling. You like clear roles and appreciation for effort. You are good at anything that involves looking after people and keeping things running smoothly.',
    withFriends:
      'You are the host, the organiser and the one who checks in. Friends feel cared for by you. Let some of them care for you back, and let a few plans be theirs to make.',
  },
  ISTP: {
    strengths: [
      'You stay calm in a crisis and fix what needs fixing.',
      'You learn by doing and quickly understand how things work.',
      'You respect other people\'s independence and do not try to control them.',
    ],
    blindSpots: [
      'You may go quiet when you need space, which others can read as distance. A short word about why helps.',
      'You may prefer to act rather than talk, even when talking is what the other person needs.',
      'Long-term plans can feel abstract. Small commitments made out loud help the people who plan around you.',
    ],
    inConflict:
      'You tend to step back and cool down before saying much. That can stop things from escalating, but it may look like you do not care. Tell the other person you are taking a break and come back to finish the conversation.',
    atWork:
      'You are at your best with hands-on problems, tools and real situations. You troubleshoot well under pressure. Heavy rules and long meetings frustrate you, and you do well with freedom to work your own way.',
    withFriends:
      'You are easy company: relaxed, practical and up for doing something together. Friends count on you in an emergency. They also value a message now and then when nothing is wrong.',
  },
  ISFP: {
    strengths: [
      'You are kind, easy-going and quick to see what people are feeling.',
      'You express yourself through making and doing, and your care shows in what you create.',
      'You hold firmly to your values without needing to push them on anyone.',
    ],
    blindSpots: [
      'You may avoid saying what bothers you until you quietly withdraw. Speaking up early keeps you close.',
      'Pressure and criticism can make you shut down. Asking for time is better than disappearing.',
      'Plans far ahead may feel unreal, so commitments can slip. Writing them down helps.',
    ],
    inConflict:
      'You dislike confrontation and may go quiet or leave the room. That protects you in the moment but can leave things unresolved. Try saying one honest sentence about how you feel, and agree a time to talk more.',
    atWork:
      'You do well in work that lets you use your senses and your hands, and that fits your values. You bring care and craftsmanship. Harsh competition and constant deadlines wear you down.',
    withFriends:
      'You are a gentle, loyal friend who shows up with something thoughtful. People feel accepted around you. Your friends are glad when you tell them what you need instead of quietly making do.',
  },
  ESTP: {
    strengths: [
      'You act quickly and confidently when something needs doing.',
      'You bring energy and fun, and make ordinary days feel like an event.',
      'You read people and situations well in the moment.',
    ],
    blindSpots: [
      'Acting first can mean thinking about consequences later. A quick pause before big choices saves trouble.',
      'You may move on from a hard conversation before the other person has. Check that they are ready too.',
      'Long-term plans can feel dull, yet the people close to you may need them to feel secure.',
    ],
    inConflict:
      'You like to deal with a problem now and directly. That can clear the air, but your pace may overwhelm someone who needs to think. Ask what they need, and be willing to return to it later if they are not ready.',
    atWork:
      'You are at your best where things move fast: sales, emergencies, launches, anything hands-on. You handle surprises and negotiate well. Paperwork and long planning go better with a colleague who enjoys them.',
    withFriends:
      'You are the friend who gets everyone out of the house. Your friends love your energy and your loyalty in a tight spot. They feel closest when you also slow down for a quiet, honest conversation.',
  },
  ESFP: {
    strengths: [
      'You bring fun, warmth and spontaneity wherever you go.',
      'You notice what people enjoy and love sharing good experiences with them.',
      'You are generous and quick to help someone who is having a hard day.',
    ],
    blindSpots: [
      'You may avoid heavy topics to keep things light. Some conversations need to be heavy for a while.',
      'Planning ahead can feel confining, so others may carry that load. Taking on a small part helps.',
      'You may feel criticism deeply and hide it behind a smile. Saying it hurt is allowed.',
    ],
    inConflict:
      'You want to get back to feeling good quickly, so you may brush past what went wrong. The repair lasts longer when you stay with the difficult part first. Your warmth and humour are best used after the other person feels heard.',
    atWork:
      'You shine with people and in lively settings: hosting, teaching, performing, caring for customers or patients. You make work more fun for everyone. Long solitary tasks and rigid routines drain you.',
    withFriends:
      'You are the heart of the party and the first to celebrate someone\'s good news. Friends feel warmly welcomed by you. Deep friendships grow when you also share your own worries, not only your good times.',
  },
};
