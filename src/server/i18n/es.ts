import type { en } from './en.js';

/** Spanish server messages (decision 071); terms as in src/web/i18n/GLOSSARY.md, informal "tú". */
export const es: Record<keyof typeof en, string> = {
  'mail.greeting': 'Hola, {name}:',
  'mail.greetingNoName': 'Hola:',
  'mail.greetingPlain': 'Hola:',
  'mail.copyLink': 'O copia este enlace en tu navegador:',
  'mail.signature': '-- Attune',

  'verification.subject': 'Confirma tu dirección de correo en Attune',
  'verification.body': 'Confirma que esta es tu dirección de correo. Así tu cuenta sigue siendo tuya: las invitaciones enviadas a esta dirección solo te llegan una vez confirmada.',
  'verification.button': 'Confirmar mi dirección',
  'verification.footer': 'El enlace funciona una sola vez y caduca en {days, plural, one {# día} other {# días}}. Si no creaste una cuenta en Attune, puedes ignorar este correo.',

  'reset.subject': 'Elige una nueva contraseña para Attune',
  'reset.body': 'Alguien, esperamos que tú, pidió restablecer la contraseña de tu cuenta de Attune. Abre este enlace para elegir una nueva:',
  'reset.signupAttempt.subject': 'Alguien intentó registrarse con tu dirección en Attune',
  'reset.signupAttempt.body':
    'Alguien intentó crear una cuenta de Attune con esta dirección de correo, que ya tiene una: la tuya. Si fuiste tú, puedes iniciar sesión como siempre, o abrir este enlace para elegir una nueva contraseña si la olvidaste:',
  'reset.button': 'Elegir una nueva contraseña',
  'reset.footer': 'El enlace funciona una sola vez, durante {minutes, plural, one {# minuto} other {# minutos}}, y cierra la sesión en todos los dispositivos. Si no lo pediste, ignora este correo: tu contraseña no cambia.',

  'invitation.subject': '{inviter} te invitó a conectar en Attune',
  'invitation.intro':
    '{inviter} quiere conectar contigo en Attune como {kind, select, professional {contacto profesional} friend {amistad} family {familia} couple {pareja} crush {flechazo} other {amistad}}.',
  'invitation.wrote': '{inviter} escribió:',
  'invitation.about':
    'Attune ayuda a dos personas a entenderse: cada una hace una breve evaluación y ambas ven su Vibe, una puntuación de compatibilidad explicada con palabras sencillas.',
  'invitation.existingAccount':
    'Ya tienes una cuenta de Attune: inicia sesión y encontrarás la solicitud en Conexiones, Pendientes, o abre este enlace con la sesión iniciada para aceptarla directamente:',
  'invitation.newAccount': 'Crea tu cuenta con este enlace y quedaréis conectados:',
  'invitation.button': 'Aceptar la invitación',
  'invitation.footer': 'El enlace funciona una sola vez y caduca en {days, plural, one {# día} other {# días}}. Si no esperabas este correo, puedes ignorarlo.',

  'coach.englishOnly': 'Una nota antes de empezar: por ahora, {coach} solo responde en inglés. Puedes escribirle en inglés y te contestará con gusto; pronto hablará también español.',
};
