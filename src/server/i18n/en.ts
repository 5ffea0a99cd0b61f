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
} as const;
