import { z } from 'zod';

/** The administrator setup screen (/admin/setup, decision 042): its request, shared with the server; its words below. */
export { ADMIN_SETUP_CODE_TTL_HOURS, ADMIN_SETUP_MESSAGES, ADMIN_SETUP_PATH } from './adminSetupText.js';

/** The code as people type or paste it: separators and spaces are allowed, letters in either case. */
export const adminSetupInput = z.object({
  code: z
    .string({ message: 'Enter the setup code' })
    .max(100, 'That is longer than a setup code')
    .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
    .pipe(z.string().min(1, 'Enter the setup code').regex(/^[a-z2-7]+$/, 'A setup code has only letters and the digits 2 to 7')),
});
export type AdminSetupInput = z.input<typeof adminSetupInput>;
