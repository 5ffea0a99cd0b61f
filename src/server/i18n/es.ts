import type { en } from './en.js';
import { errorsEs } from './errors.es.js';
import { vibeEs } from './vibe.es.js';

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

  'push.chat.title': 'Nuevo mensaje de {name}',
  'push.chat.body': '{name} te envió un mensaje en el chat. Toca para leerlo.',
  'push.dailyQuestion.title': '{name} respondió la pregunta de hoy',
  'push.dailyQuestion.body': '{name} respondió la pregunta de hoy: responde tú para ver su respuesta',
  'push.accepted.title': '{firstName} aceptó tu invitación',
  'push.accepted.body': 'Ya tienes una conexión con {firstName} {lastName} en Attune.',
  'push.relationship.title': '{firstName} cambió el tipo de relación',
  'push.relationship.body': '{firstName} {lastName} ahora describe vuestra conexión como {type, select, professional {contacto profesional} friend {amistad} family {familia} couple {pareja} crush {flechazo} other {amistad}}. Puedes cambiarlo en tu chat con {firstName}.',
  'push.request.title': '{firstName} quiere conectar contigo',
  'push.request.body': '{firstName} {lastName} te invitó a conectar en Attune como {type, select, professional {contacto profesional} friend {amistad} family {familia} couple {pareja} crush {flechazo} other {amistad}}.',
  'push.results.title': '{name} actualizó sus resultados',
  'push.results.someone': 'Una de tus conexiones',
  'push.results.body': 'Vuestra Vibe refleja sus nuevas respuestas.',
  'push.weeklyActions.title': 'Tus nuevas acciones semanales están listas',
  'push.weeklyActions.body': 'Empieza una semana nueva. Elige un pequeño paso por las personas que te importan.',
  // A weekly action's estimated time (content/actions: minutes), as the growth screens show it.
  'action.hours': '{count, plural, one {# hora} other {# horas}}',
  'action.minutes': '{count, plural, one {# minuto} other {# minutos}}',
  'push.dailyReflection.title': 'Un minuto para hoy',
  'push.dailyReflection.body': '¿Qué tal fue hoy con las personas de tu vida? Una breve reflexión mantiene tu racha.',

  'newsletter.title': 'Carta de Attune del {date}',
  'newsletter.greeting': 'Hola, {name}:',
  'newsletter.leadsWith': 'Esta edición empieza por {topic, select, romantic {las relaciones de pareja} family {la familia} parenting {la crianza} work {las relaciones en el trabajo} other {las relaciones}}.',
  'newsletter.kicker': '{topic, select, romantic {Relaciones de pareja} family {Familia} parenting {Crianza} work {Relaciones en el trabajo} other {Relaciones}} · {level, select, beginner {inicial} intermediate {intermedio} advanced {avanzado} other {inicial}}',
  'newsletter.why': 'Recibes este correo porque te suscribiste al boletín de Attune.',
  'newsletter.settings': 'Cambiar tus temas o tu nivel',
  'newsletter.unsubscribe': 'Cancelar la suscripción',
  'newsletter.unsubscribeText': 'Cancelar la suscripción con un clic',
  'newsletter.opening.introvert': 'Como {code} («{nickname}»), quizá te guste leer esto con calma y guardar una idea para probarla en silencio en los próximos días.',
  'newsletter.opening.extravert': 'Como {code} («{nickname}»), quizá disfrutes comentando hoy alguna de estas ideas con alguien.',
  'newsletter.opening.giving': 'Sueles mostrar cariño a través de {language, select, words_of_affirmation {las palabras de aprecio} quality_time {el tiempo de calidad} acts_of_service {los actos de servicio} gifts {los regalos} physical_touch {el contacto físico} other {las palabras de aprecio}}: recuerda que las personas que te rodean quizá lo entiendan mejor en su propio lenguaje del amor.',
  'newsletter.love.words_of_affirmation':
    'Las palabras amables son lo que más te llega, así que mientras lees, piensa en una frase de aprecio que podrías decir en voz alta esta semana, y fíjate en quién te dice cosas así.',
  'newsletter.love.quality_time':
    'La atención plena es lo que te hace sentir cerca, así que elige una idea de las de abajo y pruébala con alguien mientras el móvil está en otra habitación.',
  'newsletter.love.acts_of_service':
    'Los gestos que ayudan son los que más te dicen, así que busca el paso práctico de cada texto y da uno de ellos antes de que acabe la semana.',
  'newsletter.love.gifts':
    'Los detalles pequeños y pensados significan mucho para ti, así que mientras lees, imagina cómo podría ser un pequeño «me acordé de ti» para alguien que te importa.',
  'newsletter.love.physical_touch':
    'La cercanía y el contacto son lo que más cariño te transmite, así que recuerda que un abrazo o una mano en el hombro pueden abrir incluso una conversación difícil.',

  'achievement.assessment_complete.title': 'Conócete a ti',
  'achievement.assessment_complete.description': 'Evaluación de personalidad completada.',
  'achievement.first_reflection.title': 'Primera reflexión',
  'achievement.first_reflection.description': 'Primera reflexión diaria compartida con la comunidad.',
  'achievement.reflections_10.title': 'Diez reflexiones',
  'achievement.reflections_10.description': 'Diez reflexiones diarias compartidas.',
  'achievement.streak_7.title': 'Una semana de reflexión',
  'achievement.streak_7.description': 'Siete días seguidos de reflexión.',
  'achievement.streak_30.title': 'Un mes de reflexión',
  'achievement.streak_30.description': 'Treinta días seguidos de reflexión.',
  'achievement.streak_100.title': 'Cien días',
  'achievement.streak_100.description': 'Cien días seguidos de reflexión.',
  'achievement.first_connection.title': 'Primera conexión',
  'achievement.first_connection.description': 'Primera conexión en Attune.',
  'achievement.first_action.title': 'Primer paso',
  'achievement.first_action.description': 'Primera acción semanal de mejora completada.',
  'achievement.points_10.title': 'Diez puntos',
  'achievement.points_10.description': '10 puntos conseguidos con las acciones semanales.',
  'achievement.points_50.title': 'Cincuenta puntos',
  'achievement.points_50.description': '50 puntos conseguidos con las acciones semanales.',

  'hub.auto.welcome': 'Se acaba de unir a la comunidad de Attune. ¡Salúdale!',
  'hub.auto.assessmentComplete': 'Ha completado la evaluación de personalidad.',
  'hub.auto.achievement': 'Ha conseguido el logro «{title}».',
  'hub.auto.milestone': '¡Lleva una racha de {days} días de reflexión!',

  'device.unknownBrowser': 'Navegador desconocido',
  'device.unknownSystem': 'Sistema desconocido',

  ...errorsEs,
  ...vibeEs,
};
