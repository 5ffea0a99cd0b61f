import { VIBE_EN } from '../../shared/assessment/vibeText.js';
import { errorsEn } from './errors.en.js';

/**
 * English server messages: the wording the mails and pushes had before decision 071, kept exactly. Add a key here and
 * in every other language's file (the type makes a missing one a compile error).
 */
export const en = {
  'mail.greeting': 'Hi {name},',
  'mail.greetingNoName': 'Hi there,',
  'mail.greetingPlain': 'Hi,',
  'mail.copyLink': 'Or copy this link into your browser:',
  'mail.signature': '-- Attune',

  'verification.subject': 'Confirm your e-mail address for Attune',
  'verification.body': 'Please confirm that this is your e-mail address. It keeps your account yours: invitations sent to this address reach you only once it is confirmed.',
  'verification.button': 'Confirm my address',
  'verification.footer': 'The link works once and expires in {days} days. If you did not create an Attune account, you can ignore this e-mail.',

  'reset.subject': 'Choose a new password for Attune',
  'reset.body': 'Someone, hopefully you, asked to reset the password of your Attune account. Open this link to choose a new one:',
  'reset.signupAttempt.subject': 'Someone tried to register with your address on Attune',
  'reset.signupAttempt.body':
    'Someone tried to create an Attune account with this e-mail address, which already has one: yours. If it was you, you can sign in as usual, or open this link to choose a new password if you forgot it:',
  'reset.button': 'Choose a new password',
  'reset.footer': 'The link works once, for {minutes} minutes, and signs out every device that was signed in. If you did not ask for it, ignore this e-mail: your password stays as it is.',

  'invitation.subject': '{inviter} invited you to connect on Attune',
  'invitation.intro':
    '{inviter} would like to connect with you on Attune as {kind, select, professional {a professional contact} friend {a friend} family {a family} couple {a couple} crush {a crush} other {a friend}}.',
  'invitation.wrote': '{inviter} wrote:',
  'invitation.about':
    'Attune helps two people understand each other: each of you takes a short assessment, and you both see your Vibe, a compatibility score explained in plain words.',
  'invitation.existingAccount':
    'You already have an Attune account: sign in and you will find the request under Connections, Pending, or open this link while signed in to accept it straight away:',
  'invitation.newAccount': 'Create your account through this link and you will be connected:',
  'invitation.button': 'Accept the invitation',
  'invitation.footer': 'The link works once and expires in {days} days. If you were not expecting this e-mail, you can ignore it.',

  'coach.englishOnly': '{coach} answers in English for now.',

  // Push notifications (decision 080): in the recipient's language, whoever caused them.
  'push.chat.title': 'New message from {name}',
  'push.chat.body': '{name} sent you a message in your chat. Tap to read it.',
  'push.dailyQuestion.title': "{name} answered today's question",
  'push.dailyQuestion.body': "{name} answered today's question — answer to see theirs",
  'push.accepted.title': '{firstName} accepted your invitation',
  'push.accepted.body': 'You and {firstName} {lastName} are now connected on Attune.',
  'push.relationship.title': '{firstName} changed your relationship type',
  'push.relationship.body': '{firstName} {lastName} now describes your connection as {type, select, professional {Professional} friend {Friend} family {Family} couple {Couple} crush {Crush} other {Friend}}. You can change it in your chat with {firstName}.',
  'push.request.title': '{firstName} wants to connect',
  'push.request.body': '{firstName} {lastName} invited you to connect on Attune as a {type, select, professional {professional} friend {friend} family {family} couple {couple} crush {crush} other {friend}}.',
  'push.results.title': '{name} updated their results',
  'push.results.someone': 'A connection',
  'push.results.body': 'Your Vibe together reflects their new answers.',
  'push.weeklyActions.title': 'Your new weekly actions are ready',
  'push.weeklyActions.body': 'A fresh week has started. Pick one small step for the people who matter to you.',
  // A weekly action's estimated time (content/actions: minutes), as the growth screens show it.
  'action.hours': '{count, plural, one {# hour} other {# hours}}',
  'action.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'push.dailyReflection.title': 'A minute for today',
  'push.dailyReflection.body': 'How did today go with the people in your life? A short reflection keeps your streak going.',

  // The newsletter e-mail (decision 080); the articles themselves are English content for now.
  'newsletter.title': 'Attune letter for {date}',
  'newsletter.greeting': 'Hello {name},',
  'newsletter.leadsWith': 'This edition leads with {topic, select, romantic {romantic relationships} family {family} parenting {parenting} work {work relationships} other {relationships}}.',
  'newsletter.kicker': '{topic, select, romantic {Romantic relationships} family {Family} parenting {Parenting} work {Work relationships} other {Relationships}} · {level, select, beginner {beginner} intermediate {intermediate} advanced {advanced} other {beginner}}',
  'newsletter.why': 'You receive this because you subscribed to the Attune newsletter.',
  'newsletter.settings': 'Change your topics or level',
  'newsletter.unsubscribe': 'Unsubscribe',
  'newsletter.unsubscribeText': 'Unsubscribe in one click',
  'newsletter.opening.introvert': 'As an {code}, {nickname}, you may like to read these slowly and keep one idea to try quietly in the days ahead.',
  'newsletter.opening.extravert': 'As an {code}, {nickname}, you may enjoy talking one of these ideas over with someone today.',
  'newsletter.opening.giving': 'You tend to show care through {language, select, words_of_affirmation {words of affirmation} quality_time {quality time} acts_of_service {acts of service} gifts {giving gifts} physical_touch {physical touch} other {words of affirmation}}: remember that the people around you may hear it best in their own language.',
  'newsletter.love.words_of_affirmation':
    'Kind words are what reach you most, so as you read, think of one sentence of appreciation you could say out loud this week, and notice who says such things to you.',
  'newsletter.love.quality_time':
    'Undivided attention is what makes you feel close, so pick one idea below and try it with someone while your phone is in another room.',
  'newsletter.love.acts_of_service':
    'Helpful deeds speak loudest to you, so look for the practical step in each piece and take one of them before the week is out.',
  'newsletter.love.gifts':
    'Small, thoughtful tokens mean a lot to you, so as you read, imagine what a tiny "I thought of you" could look like for someone you care about.',
  'newsletter.love.physical_touch':
    'Closeness and touch are how you feel cared for, so remember that a hug or a hand on the shoulder can open even a hard conversation.',

  // Social Hub achievements (src/server/features/social-hub/achievements.ts): the English is the definitions' own.
  'achievement.assessment_complete.title': 'Know Thyself',
  'achievement.assessment_complete.description': 'Completed the personality assessment.',
  'achievement.first_reflection.title': 'First Reflection',
  'achievement.first_reflection.description': 'Shared a first daily reflection with the community.',
  'achievement.reflections_10.title': 'Thoughtful Ten',
  'achievement.reflections_10.description': 'Shared ten daily reflections.',
  'achievement.streak_7.title': 'Week of Reflection',
  'achievement.streak_7.description': 'Reflected seven days in a row.',
  'achievement.streak_30.title': 'Month of Reflection',
  'achievement.streak_30.description': 'Reflected thirty days in a row.',
  'achievement.streak_100.title': 'Hundred Days',
  'achievement.streak_100.description': 'Reflected one hundred days in a row.',
  'achievement.first_connection.title': 'First Connection',
  'achievement.first_connection.description': 'Connected with someone on Attune.',
  'achievement.first_action.title': 'First Step',
  'achievement.first_action.description': 'Completed a first weekly improvement action.',
  'achievement.points_10.title': 'Ten Points',
  'achievement.points_10.description': 'Earned 10 points from weekly actions.',
  'achievement.points_50.title': 'Fifty Points',
  'achievement.points_50.description': 'Earned 50 points from weekly actions.',

  'hub.auto.welcome': 'Just joined the Attune community. Say hello!',
  'hub.auto.assessmentComplete': 'Completed the personality assessment.',
  'hub.auto.achievement': 'Earned the achievement “{title}”.',
  'hub.auto.milestone': 'Reached a {days}-day reflection streak!',

  'device.unknownBrowser': 'Unknown browser',
  'device.unknownSystem': 'Unknown system',

  ...errorsEn,
  ...VIBE_EN,
} as const;
