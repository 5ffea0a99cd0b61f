// Lint: typescript-eslint with type information, for the mistakes the compiler lets through and that matter in a
// server (a promise nobody awaits, a promise where a callback's result is ignored). A small rule set on purpose; the
// formatting is left as it is (see the production note: no mass reformat while many people edit the code).
import tseslint from 'typescript-eslint';
import formatjs from 'eslint-plugin-formatjs';

/**
 * Translated screens (decision 071): no user-facing literal in their JSX, every message with an explicit id and its
 * English defaultMessage, and placeholders that match. The list grows as screens are converted; the decision record
 * lists the folders not yet converted.
 */
const TRANSLATED = [
  'src/web/i18n/**/*.{ts,tsx}',
  'src/web/features/account/ProfileSection.tsx',
  'src/web/features/settings/AppearanceSection.tsx',
  'src/web/features/auth/{AuthScreen,PasswordResetForms}.tsx',
  'src/web/features/auth/invitation.ts',
  'src/web/features/survey/AssessmentRequired.tsx',
  'src/web/features/survey/CompletePhase.tsx',
  'src/web/features/survey/CoreSurvey.tsx',
  'src/web/features/survey/SurveyFrame.tsx',
  'src/web/app/**/*.{ts,tsx}',
  'src/web/components/**/*.{ts,tsx}',
  'src/web/lib/pageTitle.ts',
  'src/web/features/connections/**/*.{ts,tsx}',
  'src/web/features/daily-question/**/*.{ts,tsx}',
  'src/web/features/journal/**/*.{ts,tsx}',
  'src/web/features/settings/**/*.{ts,tsx}',
  'src/web/features/account/**/*.{ts,tsx}',
  'src/web/features/notifications/**/*.{ts,tsx}',
  'src/web/features/feedback/**/*.{ts,tsx}',
  'src/web/features/install/**/*.{ts,tsx}',
  'src/web/features/verification/**/*.{ts,tsx}',
  'src/web/features/survey/{HobbiesPhase,ProcessingOverlay,ProgressiveAssessment,SurveyScreen,TransitionPhase,WeightingPhase}.tsx',
  'src/web/features/survey/{interestLabels,surveyText}.ts',
  'src/web/features/profile/{InsightsTab,PersonalityTab,PreferencesDialog,ProfileDialog,ProfilePage,ProfilePhoto,SettingsTab,TabParts,WeightChooser}.tsx',
  'src/web/features/landing/**/*.{ts,tsx}',
  'src/web/features/measures/{FlaggedItems,MeasuresPage,ResultsOverTime,RetakeActions}.tsx',
  'src/web/features/growth/{CoachReflectionsSwitch,WeeklyActionsDialog}.tsx',
  'src/web/features/profile/resultText.ts',
  'src/web/features/chat/**/*.{ts,tsx}',
  'src/web/features/shared-chat/**/*.{ts,tsx}',
  'src/web/features/social-hub/{ConnectDialog,CommunityProfileSettings,DailyPromptCard,JoinSocialHub,PostCard,ReportDialog,SocialHubDialog,SocialReportsTab,UserProfileDialog,api,icons,time}.{ts,tsx}',
  'src/web/features/admin/**/*.{ts,tsx}',
  'src/web/features/newsletter/**/*.{ts,tsx}',
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'public/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // JSX handlers may return a promise (React ignores it); everywhere else a promise where void is expected is a bug.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      eqeqeq: ['error', 'smart'],
      'no-debugger': 'error',
      'no-var': 'error',
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: TRANSLATED,
    // A test's own fixtures are no screen text.
    ignores: ['**/*.test.*'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '(label|description|placeholder|title|aria-label|alt|nothingFoundMessage)']] } }],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
    },
  },
);
