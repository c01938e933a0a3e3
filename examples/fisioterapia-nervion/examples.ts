/**
 * Fisioterapia Nervión's example questions: written on 2026-12-05 by someone who read only the
 * clinic's content (content.ts), as patients would type them in the website's chat widget (short,
 * Spanish from Spain, some without accents or in chat style, a few in usted, two in English), before
 * the assistant was scored, without seeing the evaluation. 49 were written; four held a question of
 * the evaluation word for word (assistant.test.ts checks that none does): two of the tuning part's
 * and one of the held-out part's were reworded, and another of the held-out part's was dropped.
 */

/** Ways visitors ask what one passage or FAQ item answers, by its id in content.ts. */
export const examples: Record<string, readonly string[]> = {
  'faq-precio-sesion': ['precio de una sesion normal de fisioterapia'],
  'masaje-descontracturante': ['cuánto vale un masaje para una contractura en el cuello?'],
  'suelo-pelvico': ['precio fisio suelo pelvico'],
  'fisioterapia-neurologica': ['Mi padre ha tenido un ictus, ¿ustedes hacen rehabilitación para eso?'],
  'faq-precio-primera-visita': ['q precio tiene la primera consulta'],
  horario: ['a que hora cerrais por la tarde?'],
  'faq-sabados': ['se puede ir un sabado por la mañana?'],
  'faq-agosto': ['estais abiertos en agosto?'],
  'horario-verano-festivos': ['abrís la semana de feria?'],
  'quienes-somos': ['Perdone, ¿en qué calle tienen la consulta?'],
  'transporte-publico': ['como llego en metro'],
  'faq-aparcar': ['es facil aparcar por ahi?'],
  'pedir-cita': ['teneis whatsapp para pedir cita?'],
  'faq-antelacion': ['me podeis coger hoy mismo?'],
  'faq-cancelar': ['no puedo ir mañana a mi cita, como la anulo'],
  'faq-seguro': ['Buenas tardes, ¿aceptan ustedes DKV?'],
  'aseguradoras-concertadas': ['tengo Caser, qué necesito para ir con el seguro?'],
  'faq-factura-reembolso': ['me dais factura para que me devuelva el dinero el seguro?'],
  'faq-bonos': ['teneis bonos de varias sesiones?'],
  'bonos-fisioterapia': ['cuanto sale el bono de 10 sesiones'],
  'pilates-clinico': ['a que horas son las clases de pilates?'],
  'faq-domicilio': ['mi madre no puede salir de casa, la podeis atender en su casa?'],
  'faq-puncion-seca': ['la puncion seca duele mucho?'],
  'faq-suelo-pelvico-hombres': ['me operaron de prostata y se me escapa el pis, tratais tb a hombres?'],
  'faq-ninos': ['mi hijo tiene 8 años, lo podéis ver?'],
  'faq-pago': ['se puede pagar con bizum?'],
  'faq-iva': ['hay que sumarle el iva al precio?'],
  'faq-silla-ruedas': ['mi padre va en silla de ruedas, puede entrar sin problema?'],
  'tarjeta-regalo': ['quiero regalarle un masaje a mi madre, teneis tarjetas regalo?'],
  'faq-ropa': ['que tengo q llevar el primer dia'],
  'faq-volante': ['hace falta q me mande el medico de cabecera?'],
  'pacientes-que-atendemos': ['Hi, is there a physio who speaks English?'],
};

/** What the clinic does not answer, by kind: its assistant declines these. */
export const outOfScope = {
  /** Medical diagnosis, treatment advice, medication: only a professional who examines the patient can say. */
  medical: [
    'xq me duele la rodilla al bajar escaleras?',
    '¿Usted cree que debería operarme del menisco?',
    'k pastilla me tomo para la contractura del cuello',
    'cuanto tarda en curarse un esguince de tobillo?',
    'tengo tendinitis en el aquiles, puedo seguir corriendo?',
    'me da un pinchazo en la lumbar y se me duerme la pierna, es grave?',
    'q ejercicios hago en casa para la hernia discal',
    'es mejor ponerse frio o calor en una contractura?',
    'el ibuprofeno se puede tomar junto con el nolotil?',
    'me han dicho que tengo fascitis plantar, qué plantillas me compro?',
    'my lower back hurts when I run, what should I take?',
  ],
  /** Services, products or facts the clinic does not offer or its content does not state. */
  service: [
    'teneis piscina para hacer hidroterapia?',
    'hacéis consultas online por videollamada?',
    'hacéis estudio de la pisada?',
    'va a llover mañana en sevilla?',
    'a q hora juega el sevilla este finde?',
  ],
} as const;
