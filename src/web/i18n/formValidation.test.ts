import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { emailSchema, passwordSchema, registerForm } from '../../shared/auth';
import es from './es.json';
import { translateFormMessage } from './formValidation';

const spanish = createIntl({ locale: 'es', messages: es, defaultLocale: 'en' });
const english = createIntl({ locale: 'en', messages: {}, defaultLocale: 'en' });
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error!.issues[0]!.message;

describe('shared validation messages in the reader language', () => {
  it('gives the Spanish of the messages the shared schemas produce, numbers kept', () => {
    expect(translateFormMessage(spanish, firstMessage(emailSchema.safeParse('nope')))).toBe('Escribe un correo electrónico válido');
    expect(translateFormMessage(spanish, firstMessage(passwordSchema.safeParse('short')))).toBe('La contraseña debe tener al menos 8 caracteres');
    const register = registerForm.safeParse({ firstName: '', lastName: 'B', email: 'a@b.co', password: 'longenough', confirmPassword: 'other', agreeToTerms: true });
    const messages = register.error!.issues.map((issue) => translateFormMessage(spanish, issue.message));
    expect(messages).toEqual(expect.arrayContaining(['Escribe tu nombre', 'Las contraseñas no coinciden']));
  });

  it('leaves English exactly as the spec words it, and unknown messages untouched', () => {
    expect(translateFormMessage(english, firstMessage(passwordSchema.safeParse('short')))).toBe('Password must be at least 8 characters');
    expect(translateFormMessage(english, 'Passwords do not match')).toBe('Passwords do not match');
    expect(translateFormMessage(spanish, 'Un mensaje del servidor')).toBe('Un mensaje del servidor');
  });
});
