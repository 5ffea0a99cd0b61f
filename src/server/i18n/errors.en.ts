/**
 * The error and validation texts people read, in English: each exactly the text the server has always answered (the
 * spec's contract), which is also how an answer finds its id again (localizeError.ts). A `{label}` is the field's name
 * as the schema gives it; `label.*` keys name the fields in other languages. Add a key here and in errors.es.ts.
 */
export const errorsEn = {
  // Answers of the transports themselves (errors.ts, app.ts, trpc/).
  'error.signIn': 'Please sign in to continue.',
  'error.forbidden': 'You do not have access to this.',
  'error.generic': 'Something went wrong. Please try again.',
  'error.notFound': 'Not found',
  'error.foreignOrigin': 'This request did not come from Attune and was refused.',
  'error.tooLarge': 'The request is too large.',
  'error.addressTooLong': 'The address is too long.',
  'error.addressInvalid': 'The address is not valid.',
  'error.batchTooLarge': 'A batch may hold at most {max} calls.',
  'error.assessmentRequired': 'Please complete your personality assessment first: the rest of Attune opens once your survey is done.',
  'error.adminOnly': 'Only the administrator can do this.',
  'error.accountNotFound': 'Account not found.',
  'error.sessionNotFound': 'Session not found.',
  'error.cursorInvalid': 'Cursor is not valid',
  'error.feedbackLimit': "You've sent a lot of feedback in the last hour. Please try again later.",

  // Sign-in and registration (src/shared/auth.ts, src/shared/locale.ts).
  'auth.invalidCredentials': 'Invalid email or password',
  'auth.emailTaken': 'An account with this email already exists',
  'auth.deactivated': 'This account has been deactivated. Contact the administrator if you think this is a mistake.',
  'auth.throttled': 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  'auth.registrationThrottled': 'Too many accounts were created from your network recently. Please try again in an hour.',
  'auth.emailRequired': 'Email is required',
  'auth.emailTooLong': 'Email is too long',
  'auth.emailInvalid': 'Enter a valid email address',
  'auth.passwordRequired': 'Password is required',
  'auth.passwordMin': 'Password must be at least {min} characters',
  'auth.passwordMax': 'Password must be at most {max} characters',
  'auth.localeInvalid': 'Language must be one of: en, es',

  // The shared text, name and identifier rules (src/shared/text.ts, src/shared/validation/names.ts).
  'field.required': '{label} is required',
  'field.notText': '{label} must be text',
  'field.max': '{label} must be at most {max} characters',
  'field.nameCharacters': '{label} cannot contain control, text-direction or invisible characters',
  'field.controlCharacters': '{label} cannot contain control characters',
  'field.singleLine': '{label} must be a single line without control characters',
  'field.nameTextCharacters': '{label} cannot contain control or text-direction characters',
  'field.tooLong': '{label} is too long',
  'field.notValid': '{label} is not valid',
  'label.First name': 'First name',
  'label.Last name': 'Last name',
  'label.Display name': 'Display name',
  'label.Message': 'Message',
  'label.Title': 'Title',
  'label.Reflection': 'Reflection',
  'label.Invitation token': 'Invitation token',

  // Account (src/shared/account.ts) and verification (src/shared/verification.ts).
  'account.resetInvalid': 'This reset link is not valid, has already been used or has expired. Ask for a new one.',
  'account.wrongCurrentPassword': 'Your current password is not correct',
  'account.wrongPassword': 'Your password is not correct',
  'account.sameEmail': 'This is already your e-mail address',
  'account.adminEmailFixed': "The administrator's address is ADMIN_EMAIL in the server's settings, so it is changed there (with a new setup code), not here.",
  'account.linksThrottled': 'You have asked for several links already. Please wait an hour and try again.',
  'verification.expired': 'This verification link has expired. Send yourself a new one.',
  'verification.used': 'This verification link has already been used.',
  'verification.invalid': 'This verification link is not valid. Check that you copied all of it, or send yourself a new one.',
  'verification.alreadyDone': 'Your e-mail address is already verified.',

  // Connections and invitations (src/server/features/connections/connections.schemas.ts).
  'connections.invalidInvitation': 'This invitation link is no longer valid',
  'connections.usedInvitation': 'This invitation has already been used.',
  'connections.expiredInvitation': 'This invitation has expired. Ask the person who invited you for a new link.',
  'connections.ownInvitation': 'You cannot accept your own invitation.',
  'connections.inviteSelf': 'You cannot invite yourself.',
  'connections.tooManyInvites': 'You have sent too many invitations. Please try again in an hour.',
  'connections.personNotFound': 'That person could not be found.',
  'connections.invitationNotFound': 'Invitation not found.',
  'connections.acceptedInvitation': 'An accepted invitation cannot be deleted.',
  'connections.connectionNotFound': 'Connection not found.',
  'connections.alreadyActive': 'This connection is already active.',
  'connections.activeUseRemove': 'This connection is already active. Remove it instead.',
  'connections.ownRequest': 'Only the person you asked can accept this request.',
  'connections.departedOnly': 'Only a connection with someone who has left Attune can be removed this way.',
  'connections.departedReadOnly': 'This person has left Attune, so the connection can no longer change.',
  'connections.emailOrPerson': 'Enter an email address or choose a person to connect with',
  'connections.alreadyRequested': 'You have already sent this person a request. It is waiting for their answer.',
  'connections.alreadyConnected': 'You are already connected with {name}.',
  'connections.alreadyPending': 'There is already a pending connection request between you and {name}.',

  // Social Hub (src/server/features/social-hub/social-hub.service.ts).
  'social.notToday': "This is not today's prompt. Reload the Social Hub to see today's.",
  'social.alreadyResponded': "You have already shared today's reflection. A new prompt arrives at midnight.",
  'social.notJoined': 'Join the Social Hub first: nothing is shared about you until you do.',
  'social.postNotFound': 'Post not found',
  'social.memberNotFound': 'Member not found',
  'social.ownPost': 'You cannot report your own post.',
  'social.alreadyReported': 'You have already reported this post. Thank you: the administrator will look at it.',
  'social.blockSelf': 'You cannot block yourself.',
  'social.postLimit': 'You are posting too quickly. Please wait a little and try again.',
  'social.reactLimit': 'You are reacting too quickly. Please wait a little and try again.',
  'social.reportLimit': 'You have sent many reports in a short time. Please wait a little and try again.',

  // Weekly actions and the journal (src/server/features/growth/growth.schemas.ts).
  'growth.missingReflection': 'Missing Information: Please provide a reflection about your experience.',
  'growth.actionNotFound': 'Action not found.',
  'growth.entryNotFound': 'Journal entry not found.',
  'growth.alreadyDoneThisWeek':
    "You've already completed a {name} action this week. Actions reset every Monday. Your reflection was not saved, so copy it if you want to keep it.",
  'growth.pastWeek': "This action belongs to a past week. Actions reset every Monday, so open this week's list to pick a new one. Your reflection was not saved.",
  'growth.alreadyReflected': 'This action already has a reflection. You can edit it in your journal.',
  'growth.generateLimit': 'You can ask for new actions {perDay} times a day for each stability type. Please try again tomorrow.',
  // Daily question and shared milestones (src/shared/dailyQuestion.ts).
  'dailyQuestion.revealed': 'Today’s answers are already revealed, so they can no longer be changed.',
  'dailyQuestion.skipAnswered': 'Today’s question can only be skipped before either of you has answered it.',
  'dailyQuestion.paused': 'The daily question is paused for this connection.',
  'dailyQuestion.notRevealed': 'You can react once both of you have answered.',
  'dailyQuestion.resumeOwn': 'Only the person who paused the daily question can resume it.',
  'milestone.notReached': 'This milestone is not one your streak has reached.',
  'milestone.joinFirst': 'Join the Social Hub first to share a milestone there.',
  'milestone.blocked': 'This milestone cannot be shared.',

  // Profile photo (src/shared/profileImage.ts) and share image.
  'profileImage.notImage': 'Invalid file type: Please select an image file.',
  'profileImage.tooLarge': 'File too large: Please select an image smaller than 10MB.',
  'profileImage.missing': 'profileImage: Please attach an image in the field "profileImage"',
  'profileImage.notFound': 'No profile photo',
  'shareImage.noResults': 'Complete your assessment to get a share image.',

  // Administrator setup and monitor (src/shared/adminSetup.ts, admin.service.ts).
  'adminSetup.notAdminAccount': 'Only the account whose address is the server’s ADMIN_EMAIL can enter the setup code. Sign in as that account first.',
  'adminSetup.verifyFirst': 'Confirm this account’s e-mail address first: open the link mailed to it (Settings › Profile sends a new one).',
  'adminSetup.invalid': 'That setup code is not right, has expired or was already used. Restarting the server prints a new one in its log.',
  'adminSetup.throttled': 'Too many tries. Wait an hour, then try again.',
  'admin.userNotFound': 'User not found',
  'admin.selfDeactivation': 'You cannot deactivate your own account.',

  // Shared chat (src/server/features/shared-chat/delivery.ts).
  'chat.connectionNotFound': 'Connection not found',
  'chat.conversationNotFound': 'Conversation not found',
  'chat.empty': 'Message cannot be empty',
  'chat.tooLong': 'Messages can be at most {max} characters.',
  'chat.controlCharacters': 'Message cannot contain control characters',
  'chat.tooFast': 'You are sending messages too quickly. Please slow down.',
  'chat.departed': 'This person has left Attune. The conversation is kept for you to read, but no new messages can be sent.',

  // The coach, its uploads and memories (src/server/features/coach/).
  'upload.unsupported': 'Unsupported file type: Please upload an image (JPEG, PNG, GIF, WebP) or text file (TXT, CSV, JSON)',
  'upload.tooLarge': 'File too large: Please select a file smaller than 10MB',
  'upload.missing': 'file: Please attach a file in the field "file"',
  'upload.empty': 'file: The file is empty',
  'upload.tooMany': 'Too many uploads: please wait a little before attaching another file.',
  'memory.notFound': 'That memory was not found.',
  'coach.empty': 'content: Please write a message or attach a file',
  'coach.busy': 'The coach is still answering in this conversation. Please wait a moment.',
  'coach.limit': "You've reached today's limit for coach messages. Please come back tomorrow.",
  'coach.conversationLimit': "You've started many conversations today. Please continue one of them, or come back tomorrow.",
  'coach.fileGone': 'The attached file is no longer available. Please attach it again.',

  // Survey (src/server/features/survey/).
  'survey.notYet': 'Complete the survey once before retaking it.',
  'survey.noResults': 'No survey results yet. Complete the survey to see them.',
  'survey.noWeights': 'No compatibility preferences saved yet.',
  'survey.weightsExist': 'Compatibility preferences already exist. Update them instead.',

  // Push subscriptions (src/server/features/notifications/notifications.service.ts).
  'notifications.notYou': 'You can only manage your own notifications.',
  'notifications.endpointRefused': 'This push service is not supported. Please use a current version of Chrome, Edge, Firefox or Safari.',
  'notifications.endpointTaken': 'This browser already receives notifications for another account. Turn notifications on again to use it for yours.',
  'notifications.badKey': 'p256dhKey: This is not a valid browser push key.',
  'notifications.badSecret': 'authKey: This is not a valid browser push secret.',
} as const;
