import type { VIBE_EN } from '../../shared/assessment/vibeText.js';

/**
 * The Vibe's words in Spanish (decision 089), the same messages as VIBE_EN with the same values. Informal "tú" and
 * "vosotros" (as the rest of the catalogues); no adjective that would give the other person a gender ("juntos",
 * "seguro"): the sentences say it with verbs and nouns instead. Terms as in src/web/i18n/GLOSSARY.md.
 */
export const vibeEs: Record<keyof typeof VIBE_EN, string> = {
  'vibe.part.type_match': 'Afinidad de tipos',
  'vibe.part.axes': 'Estilo cotidiano',
  'vibe.part.attachment': 'Seguridad y cercanía',
  'vibe.part.love_languages': 'Lenguajes del amor',
  'vibe.part.stability': 'Estabilidad',
  'vibe.part.shared_activities': 'Actividades en común',
  'vibe.part.category_overlap': 'Intereses en común',

  'vibe.yourConnection': 'tu conexión',

  'vibe.love.words_of_affirmation': 'Palabras de afirmación',
  'vibe.love.quality_time': 'Tiempo de calidad',
  'vibe.love.acts_of_service': 'Actos de servicio',
  'vibe.love.gifts': 'Regalos',
  'vibe.love.physical_touch': 'Contacto físico',
  'vibe.love.care': '{relationship, select, professional {aprecio} other {cariño}}',

  'vibe.type.otherUnknown': '{Name} aún no tiene un tipo conocido, así que las tablas de tipos no se aplican',
  'vibe.type.ownUnknown': 'Tu propio tipo aún no se conoce, así que las tablas de tipos no pueden compararte con {name}',
  'vibe.type.same': 'Tú y {name} compartís el tipo {type}: os entenderéis rápido, y también compartís los mismos puntos ciegos',
  'vibe.type.bothLists': 'Tu {mine} y el {theirs} de {name} están cada uno en la lista de tipos más compatibles del otro',
  'vibe.type.oneList': 'Tu {mine} y el {theirs} de {name} figuran como una de las combinaciones más compatibles',
  'vibe.type.challenging':
    'Tu {mine} y el {theirs} de {name} son una combinación difícil sobre el papel: hará falta explicarse más, y podréis aprender más de vuestras diferencias',
  'vibe.type.neutral': 'Tu {mine} y el {theirs} de {name} no son una combinación ni fácil ni difícil sobre el papel, así que los detalles cuentan más',

  'vibe.axes.bothKinds': '{relationship, select, professional {reservad tiempo para trabajar a solas y tiempo en grupo} other {planead tardes de los dos tipos}}',
  'vibe.axes.bothOutward': 'Tú y {name} recargáis energía con gente alrededor',
  'vibe.axes.bothInward': 'Tú y {name} recargáis energía a solas',
  'vibe.axes.youOutward': 'Tú recargas energía con gente alrededor y {name} a solas: {advice}',
  'vibe.axes.theyOutward': '{Name} recarga energía con gente alrededor y tú a solas: {advice}',
  'vibe.axes.bothConcrete': 'Tú y {name} confiáis en los hechos concretos y en la experiencia práctica',
  'vibe.axes.bothPossibilities': 'Tú y {name} pensáis en posibilidades y en el panorama general',
  'vibe.axes.youConcrete': 'Tú te fijas en los detalles concretos y {name} en las posibilidades: explicaos lo que ve cada cual',
  'vibe.axes.theyConcrete': 'Tú te fijas en las posibilidades y {name} en los detalles concretos: explicaos lo que ve cada cual',
  'vibe.axes.bothLogic': 'Tú y {name} decidís guiándoos por la lógica',
  'vibe.axes.bothFeeling': 'Tú y {name} tenéis en cuenta cómo afectará una decisión a las personas',
  'vibe.axes.youLogic': 'Tú decides con la lógica y {name} con los sentimientos: sumando ambas miradas veis el panorama completo',
  'vibe.axes.theyLogic': '{Name} decide con la lógica y tú con los sentimientos: sumando ambas miradas veis el panorama completo',
  'vibe.axes.bothPlan': 'A ti y a {name} os gusta cerrar los planes pronto',
  'vibe.axes.bothOpen': 'A ti y a {name} os gusta dejar las opciones abiertas',
  'vibe.axes.youPlan': 'Tú planificas y {name} improvisa: os viene bien si os repartís el trabajo',
  'vibe.axes.theyPlan': '{Name} planifica y tú improvisas: os viene bien si os repartís el trabajo',
  'vibe.axes.wideGap': '{sentence}, aunque la distancia es grande, así que espera algo de fricción',

  'vibe.attachment.bothSecure': 'Tú y {name} soléis sentiros a salvo al apoyaros en los demás: una base firme',
  'vibe.attachment.theySecure': '{Name} suele sentir confianza con la gente, lo que puede darte estabilidad cuando las cosas se tambalean',
  'vibe.attachment.youSecure': 'Tú sueles sentir confianza con la gente, lo que puede ayudar a {name} a sentir más estabilidad',
  'vibe.attachment.youReach':
    'Cuando tú buscas cercanía, {name} puede necesitar espacio: poned nombre a ese patrón pronto para que nadie se lo tome como algo personal',
  'vibe.attachment.theyReach':
    'Cuando {name} busca cercanía, tú puedes querer espacio: decirlo con cariño evita que se viva como un rechazo',
  'vibe.attachment.bothWorry': 'Tú y {name} podéis preocuparos por en qué punto estáis: pequeñas muestras de tranquilidad, a menudo, os ayudan',
  'vibe.attachment.bothSpace': 'Tú y {name} valoráis vuestro espacio, lo cual es fácil hasta que hay algo que hablar',
  'vibe.attachment.unclear': 'Tus resultados de apego aún dicen poco sobre ti y {name}: hablad de lo que necesita cada cual',

  'vibe.love.mutual': 'Tu lenguaje para dar es el que {name} prefiere recibir, y su lenguaje para dar es el que tú prefieres recibir',
  'vibe.love.theyMeetYou': '{Name} da {language}, que es lo que más quieres recibir',
  'vibe.love.theyAlso': '{Name} también muestra {care} con {language}, como más te gusta recibirlo',
  'vibe.love.theyMiss': '{Name} muestra {care} sobre todo con {theirs}, mientras que tú quieres sobre todo {yours}: dile a {name} qué te llega',
  'vibe.love.youMeetThem': 'Tú das {language}, que es lo que {name} más quiere recibir',
  'vibe.love.youAlso': 'Tú también muestras {care} con {language}, que es lo que {name} más quiere recibir',
  'vibe.love.youMiss': 'Tú das sobre todo {yours}, pero {name} quiere sobre todo {theirs}: un pequeño cambio puede llegar lejos',

  'vibe.stability.theyLow': '{Name} atraviesa una etapa menos estable en general: paciencia y menos carga ayudarán',
  'vibe.stability.youLow': 'Tú atraviesas una etapa menos estable: dilo, para que {name} sepa lo que puedes dar ahora mismo',
  'vibe.stability.bothSteady': 'Tú y {name} contáis con una base estable en general',
  'vibe.stability.even': 'Tú y {name} estáis en una situación bastante pareja en general',
  'vibe.stability.theySteadier': '{Name} tiene una base más estable que tú ahora mismo: apóyate en ello cuando lo necesites',
  'vibe.stability.youSteadier': 'Tú tienes una base más estable que {name} ahora mismo: tu calma puede ayudar',
  'vibe.stability.solid':
    'Tú y {name} pisáis terreno firme {dimension, select, mental {en lo mental} emotional {en lo emocional} physical {en lo físico} social {en lo social} spiritual {en lo espiritual} other {en vuestro impulso y deseo}}',
  'vibe.stability.gap':
    'Donde más diferís tú y {name} es en la estabilidad {dimension, select, mental {mental} emotional {emocional} physical {física} social {social} spiritual {espiritual} other {del deseo}}: espera energías distintas ahí',

  'vibe.activities.mutualPicks': '{count, plural, one {Una favorita} other {Favoritas}} que compartís tú y {name}: {activities}',
  'vibe.activities.bothLove': 'Tú y {name} disfrutáis mucho de {activities}',
  'vibe.activities.theirPick': '{Name} tiene {activity} entre sus favoritas, una actividad que tú también puntúas alto',
  'vibe.activities.noneLoved': 'Tú y {name} compartís algunas actividades, pero todavía ninguna que os encante',
  'vibe.activities.noneSharedTry':
    'Tú y {name} aún no habéis valorado ninguna actividad en común: prueba una de las favoritas de {name}, como {activity}',
  'vibe.activities.noneShared': 'Tú y {name} aún no habéis valorado ninguna actividad en común',

  'vibe.categories.common': 'Tú y {name} os inclináis por {categories}',
  'vibe.categories.theyMore': '{Name} disfruta mucho más que tú de {category}: una buena excusa para probar algo en compañía',
  'vibe.categories.youMore': 'Tú disfrutas mucho más que {name} de {category}: compártelo en pequeñas dosis',
  'vibe.categories.mixed': 'Tus intereses y los de {name} coinciden en algunos puntos, sin un gran tema común',

  'vibe.private':
    'Parte de esta puntuación sale {part, select, attachment {del estilo de apego} loveLanguages {de los lenguajes del amor} other {de las puntuaciones de estabilidad}} de {name}, que {name} mantiene en privado. Sigue contando, así que tú y {name} veis la misma Vibe; solo los detalles se quedan con {name}.',
};
