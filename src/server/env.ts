import { appAddress } from './appAddress.js';
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
  /** `pretty`: one readable line per entry (npm run dev sets it); `json`, the default, for production collectors. */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((v, ctx): boolean | number | string[] => {
      const word = v.toLowerCase();
      if (['on', 'true', 'off', 'false'].includes(word)) return word === 'on' || word === 'true';
      if (/^\d+$/.test(v)) {
        const hops = Number(v);
        // "1" and "0" kept their old on/off meaning would be a surprise: a number is a hop count.
        if (hops > 20) ctx.addIssue({ code: 'custom', message: 'a hop count must be at most 20' });
        return hops;
      }
      const addresses = v.split(',').map((a) => a.trim()).filter(Boolean);
      const valid = /^(loopback|linklocal|uniquelocal|[0-9a-f:.]+(\/\d{1,3})?)$/i;
      if (addresses.length === 0 || !addresses.every((a) => valid.test(a))) {
        ctx.addIssue({ code: 'custom', message: 'use on, off, a hop count such as 1, or proxy addresses such as 10.0.0.1,192.168.0.0/16' });
      }
      return addresses;
    })
    .default(false),
  RATE_LIMITS: onOff.default(true),
  LOGIN_MAX_FAILURES: positiveInt.default(10),
  LOGIN_WINDOW_MINUTES: positiveInt.default(15),
  INVITES_PER_HOUR: positiveInt.default(20),
  INVITE_MAILS_PER_HOUR: positiveInt.default(200),
  REGISTRATIONS_PER_HOUR: positiveInt.default(10),
  FEEDBACK_PER_HOUR: positiveInt.default(10),
  UPLOADS_PER_HOUR: positiveInt.default(30),
  VERIFICATION_MAILS_PER_HOUR: positiveInt.default(5),
  ADMIN_SETUP_ATTEMPTS_PER_HOUR: positiveInt.default(10),
  RESET_MAILS_PER_NETWORK_PER_HOUR: positiveInt.default(10),
  COACH_CALLS_PER_DAY: positiveInt.default(200),
  COACH_CONVERSATIONS_PER_DAY: positiveInt.default(50),
  WS_MESSAGES_PER_SECOND: positiveInt.default(10),
  WS_SOCKETS_PER_MEMBER: positiveInt.default(10),
  WS_UNAUTHENTICATED_PER_ADDRESS: positiveInt.default(20),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Attune <no-reply@attune.local>'),
  /** The newsletter schedule's zone (Mondays and Wednesdays 09:00 there); unset: the server's own zone. */
  NEWSLETTER_TZ: z
    .string()
    .trim()
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Europe/Paris')
    .optional(),
  COACH_NAME: z.string().trim().min(1).max(40).default('Aria'),
  COACH_PROVIDER: z.enum(['builtin', 'anthropic', 'openai']).optional(),
  COACH_MODEL: z.string().min(1).optional(),
  /** Worker threads for the offline coach and the safety screen of long messages (decision 102); unset: cores - 1, 1-2. */
  COACH_THREADS: z.coerce.number().int().min(1).max(8).optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  STATIC_DIR: z.string().min(1).default('./dist/web'),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key (web-push generate-vapid-keys)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key (web-push generate-vapid-keys)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(https:\/\/|mailto:)\S+$/, 'must be an https: URL or a mailto: address').optional(),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/, 'must be a comma-separated list of host names')))
    .optional(),
}).refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
  message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (keys are then generated and kept in the database)',
  path: ['VAPID_PRIVATE_KEY'],
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
  /** The address this server listens on (http://localhost:PORT on every interface): e-mail links without PUBLIC_URL. */
  listenUrl: string;
  adminEmail: string | undefined;
  staticDir: string | undefined;
  /**
   * Which proxies' X-Forwarded-* headers to believe (Fastify's trustProxy): false, true (every hop: only when nothing
   * but your proxy can reach the server), a hop count, or the proxies' addresses / CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  coachName: string;
  /** NEWSLETTER_TZ: the zone of the newsletter's Monday and Wednesday 09:00 (unset: the server's zone). */
  newsletterTimeZone?: string;
  mail: { smtpUrl: string | undefined; from: string };
  coach: {
    provider: 'builtin' | 'anthropic' | 'openai';
    model: string | undefined;
    anthropicApiKey: string | undefined;
    openaiBaseUrl: string | undefined;
    openaiApiKey: string | undefined;
    /** COACH_THREADS: the coach's worker threads (workers/coach-pool.ts); unset: one per core beyond the first, 1-2. */
    threads?: number;
  };
  /** Several instances share real-time fan-out through Redis when set. */
  redisUrl: string | undefined;
  /** GET /metrics answers only with this bearer token; without it the path does not exist. */
  metricsToken?: string;
  push: {
    /** Both set, or both undefined: then a pair is generated once and kept in the database. */
    vapidPublicKey: string | undefined;
    vapidPrivateKey: string | undefined;
    vapidSubject: string;
    /** Push endpoint hosts accepted besides the known browser push services (PUSH_ENDPOINT_HOSTS). */
    extraEndpointHosts: string[];
  };
  limits: {
    enabled: boolean;
    loginMaxFailures: number;
    loginWindowMs: number;
    invitesPerHour: number;
    /** Invitation e-mails the whole server sends per hour. */
    inviteMailsPerHour: number;
    /** New accounts per network address per hour. */
    registrationsPerHour: number;
    feedbackPerHour: number;
    /** Files one member may attach for the coach per hour (UPLOADS_PER_HOUR). */
    uploadsPerHour: number;
    /** Verification links one member may ask for per hour. */
    verificationMailsPerHour: number;
    /** Administrator setup codes one account, and one network address, may try per hour (decision 042). */
    adminSetupAttemptsPerHour: number;
    /** Password-reset requests one network address may make per hour, whatever addresses they name. */
    resetMailsPerNetworkPerHour: number;
    coachCallsPerDay: number;
    coachConversationsPerDay: number;
    wsMessagesPerSecond: number;
    /** Open chat sockets per person and instance (WS_SOCKETS_PER_MEMBER); the next one is refused with 4429. */
    wsSocketsPerMember: number;
    /** Chat sockets not signed in yet, per network address and instance (WS_UNAUTHENTICATED_PER_ADDRESS); 4429 beyond. */
    wsUnauthenticatedPerAddress: number;
  };
}

export function appConfigFromEnv(env: Env): AppConfig {
  return {
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    listenUrl: appAddress({ PUBLIC_URL: undefined, HOST: env.HOST, PORT: env.PORT }),
    adminEmail: env.ADMIN_EMAIL,
    staticDir: env.STATIC_DIR,
    trustProxy: env.TRUST_PROXY,
    coachName: env.COACH_NAME,
    newsletterTimeZone: env.NEWSLETTER_TZ,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    coach: {
      // Unset: Claude when a key is present, else the built-in offline coach.
      provider: env.COACH_PROVIDER ?? (env.ANTHROPIC_API_KEY ? 'anthropic' : 'builtin'),
      model: env.COACH_MODEL,
      anthropicApiKey: env.ANTHROPIC_API_KEY,
      openaiBaseUrl: env.OPENAI_BASE_URL,
      openaiApiKey: env.OPENAI_API_KEY,
      threads: env.COACH_THREADS,
    },
    redisUrl: env.REDIS_URL,
    metricsToken: env.METRICS_TOKEN,
    push: {
      vapidPublicKey: env.VAPID_PUBLIC_KEY,
      vapidPrivateKey: env.VAPID_PRIVATE_KEY,
      // Push services may use the subject to reach the operator: the site, else the administrator's address.
      vapidSubject:
        env.VAPID_SUBJECT ??
        (env.PUBLIC_URL?.startsWith('https://') ? env.PUBLIC_URL.replace(/\/+$/, '') : env.ADMIN_EMAIL ? `mailto:${env.ADMIN_EMAIL}` : 'mailto:push@attune.invalid'),
      extraEndpointHosts: env.PUSH_ENDPOINT_HOSTS ?? [],
    },
    limits: {
      enabled: env.RATE_LIMITS,
      loginMaxFailures: env.LOGIN_MAX_FAILURES,
      loginWindowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
      invitesPerHour: env.INVITES_PER_HOUR,
      inviteMailsPerHour: env.INVITE_MAILS_PER_HOUR,
      registrationsPerHour: env.REGISTRATIONS_PER_HOUR,
      feedbackPerHour: env.FEEDBACK_PER_HOUR,
      uploadsPerHour: env.UPLOADS_PER_HOUR,
      verificationMailsPerHour: env.VERIFICATION_MAILS_PER_HOUR,
      adminSetupAttemptsPerHour: env.ADMIN_SETUP_ATTEMPTS_PER_HOUR,
      resetMailsPerNetworkPerHour: env.RESET_MAILS_PER_NETWORK_PER_HOUR,
      coachCallsPerDay: env.COACH_CALLS_PER_DAY,
      coachConversationsPerDay: env.COACH_CONVERSATIONS_PER_DAY,
      wsMessagesPerSecond: env.WS_MESSAGES_PER_SECOND,
      wsSocketsPerMember: env.WS_SOCKETS_PER_MEMBER,
      wsUnauthenticatedPerAddress: env.WS_UNAUTHENTICATED_PER_ADDRESS,
    },
  };
}
