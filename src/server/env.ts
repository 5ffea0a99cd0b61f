import { z } from 'zod';

/**
 * Every setting the server reads, validated once at start-up. A bad value stops the process with a message that
 * names the variable; nothing else in the code reads process.env.
 */
const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

const positiveInt = z.coerce.number().int().positive();

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .min(1)
    .default('./data/attune.db')
    .refine((v) => !/^[a-z]+:\/\//i.test(v) || /^postgres(ql)?:\/\//i.test(v), {
      message: 'use a SQLite file path, a file: URL, or a postgres:// URL',
    }),
  PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL such as https://attune.example.com' }).optional(),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'must be an e-mail address' }))
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: onOff.default(false),
  RATE_LIMITS: onOff.default(true),
  LOGIN_MAX_FAILURES: positiveInt.default(10),
  LOGIN_WINDOW_MINUTES: positiveInt.default(15),
  INVITES_PER_HOUR: positiveInt.default(20),
  FEEDBACK_PER_HOUR: positiveInt.default(10),
  COACH_CALLS_PER_DAY: positiveInt.default(200),
  WS_MESSAGES_PER_SECOND: positiveInt.default(10),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Attune <no-reply@attune.local>'),
  COACH_NAME: z.string().trim().min(1).max(40).default('Aria'),
  COACH_PROVIDER: z.enum(['builtin', 'anthropic', 'openai']).optional(),
  COACH_MODEL: z.string().min(1).optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  STATIC_DIR: z.string().min(1).default('./dist/web'),
});

export type Env = z.infer<typeof schema>;

export class ConfigError extends Error {}

/** Reads and validates the environment. Throws ConfigError naming each bad variable. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set": `PUBLIC_URL= npm start` should not fail.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The settings the app needs at run time, derived once from Env (tests build this directly). */
export interface AppConfig {
  publicUrl: string | undefined;
  adminEmail: string | undefined;
  staticDir: string | undefined;
  trustProxy: boolean;
  coachName: string;
  mail: { smtpUrl: string | undefined; from: string };
  coach: {
    provider: 'builtin' | 'anthropic' | 'openai';
    model: string | undefined;
    anthropicApiKey: string | undefined;
    openaiBaseUrl: string | undefined;
    openaiApiKey: string | undefined;
  };
  /** Several instances share real-time fan-out through Redis when set. */
  redisUrl: string | undefined;
  limits: {
    enabled: boolean;
    loginMaxFailures: number;
    loginWindowMs: number;
    invitesPerHour: number;
    feedbackPerHour: number;
    coachCallsPerDay: number;
    wsMessagesPerSecond: number;
  };
}

export function appConfigFromEnv(env: Env): AppConfig {
  return {
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    adminEmail: env.ADMIN_EMAIL,
    staticDir: env.STATIC_DIR,
    trustProxy: env.TRUST_PROXY,
    coachName: env.COACH_NAME,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    coach: {
      // Unset: Claude when a key is present, else the built-in offline coach.
      provider: env.COACH_PROVIDER ?? (env.ANTHROPIC_API_KEY ? 'anthropic' : 'builtin'),
      model: env.COACH_MODEL,
      anthropicApiKey: env.ANTHROPIC_API_KEY,
      openaiBaseUrl: env.OPENAI_BASE_URL,
      openaiApiKey: env.OPENAI_API_KEY,
    },
    redisUrl: env.REDIS_URL,
    limits: {
      enabled: env.RATE_LIMITS,
      loginMaxFailures: env.LOGIN_MAX_FAILURES,
      loginWindowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
      invitesPerHour: env.INVITES_PER_HOUR,
      feedbackPerHour: env.FEEDBACK_PER_HOUR,
      coachCallsPerDay: env.COACH_CALLS_PER_DAY,
      wsMessagesPerSecond: env.WS_MESSAGES_PER_SECOND,
    },
  };
}
