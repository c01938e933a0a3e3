import type { EvalSet } from '@renueva/assistant/eval';

/**
 * The held-out evaluation of Fisioterapia Nervión's assistant (issue 38), written on 2026-12-02 from
 * the clinic's content only (content.ts), by someone who had read neither the engine, nor its data,
 * nor any other evaluation. It was committed before any tuning and is never tuned on: do not edit it
 * to make the assistant pass.
 *
 * Messages are written as patients type them (short phone messages, typos, no accents, tú and
 * usted, a few in English and in Catalan); the assistant answers in Spanish, so the facts below are
 * worded as the content words them.
 */
export const heldOut: EvalSet = {
  questions: [
    // --- Short messages, as typed on a phone ---
    { question: 'precio sesion?', mustContain: ['42'] },
    { question: 'abris sabados', mustContain: ['9:30', '13:30'] },
    { question: 'aceptais bizum', mustContain: ['Bizum'] },
    { question: 'horario de tarde?', mustContain: ['16:00', '21:00'] },
    { question: 'abris los domingos??', mustContain: ['cerra'] },
    { question: 'numero de wasap', mustContain: ['644 31 27 95'] },
    { question: 'donde estais exactamente', mustContain: ['Beatriz de Suabia'] },
    { question: 'metro mas cercano?', mustContain: ['Gran Plaza'] },
    { question: 'hay parking', mustContain: [['Nervión Plaza', 'Gran Plaza']] },
    { question: 'cuanto cuesta un masaje', mustContain: ['28', '38'] },
    { question: 'precios con iva?', mustContain: ['exent'] },
    { question: 'bono 10 sesiones precio', mustContain: [['370', '440']] },
    { question: 'cuanto vale la puncion seca', mustContain: ['10'] },
    { question: 'pilates cuanto al mes', mustContain: ['52', '90'] },
    { question: 'clase suelta de pilates?', mustContain: ['16'] },
    { question: 'cerrais en agosto?', mustContain: ['10 al 23'] },
    { question: 'k horario en julio', mustContain: ['17:00'] },
    { question: 'trabajais con dkv', mustContain: ['concierto'] },
    { question: 'trabajais con adeslas?', mustContain: [['privado', 'reembolso']] },
    { question: 'hace falta volante?', mustContain: [['sin volante', 'directamente']] },
    { question: 'primera visita precio', mustContain: ['45'] },
    { question: 'cancelar cita sin pagar', mustContain: ['24 horas'], mustNotContain: ['12 horas'] },
    { question: 'venis a domicilio?', mustContain: ['15', '25'] },
    { question: 'teneis tarjeta regalo?', mustContain: ['6 meses'] },
    { question: 'factura para el seguro', mustContain: [['48 horas', 'PDF']] },
    { question: 'atendeis en ingles?', mustContain: ['Javier', 'Marta'] },
    { question: 'formas de pago?', mustContain: ['tarjeta', 'Bizum', 'efectivo'] },
    { question: 'acceso silla de ruedas?', mustContain: [['escalones', 'acera', '90']] },
    { question: 'tratais niños pequeños?', mustContain: ['12 años'] },
    { question: 'bono de masajes?', mustContain: ['170'] },
    { question: 'llego tarde q pasa', mustContain: ['completa'] },
    { question: 'en feria abris?', mustContain: ['8:30', '14:00'] },
    { question: 'teneis ecografo', mustContain: [['ecógrafo', 'ecografía']] },
    { question: 'jueves santo abris?', mustContain: ['cerra'] },
    { question: 'osteopatia haceis?', decline: true },
    { question: 'descuento para estudiantes?', decline: true },
    { question: 'haceis sesiones por videollamada', decline: true },
    { question: 'hay wifi', decline: true },
    { question: 'cuentame un chiste', decline: true },
    { question: 'haceis drenaje linfatico', decline: true },

    // --- Team ---
    {
      question: 'Quién fundó la clínica? y desde cuándo estáis abiertos?',
      mustContain: ['Lucía', 'Javier', '2016'],
    },
    { question: 'cuantos fisios sois y como se llaman', mustContain: ['Lucía', 'Javier', 'Marta'] },
    {
      question: 'Antes de ir quiero saber si sois fisioterapeutas de verdad, ¿estáis colegiados?',
      mustContain: ['Colegio'],
    },
    { question: 'que numero de colegiado tiene javier romero? me lo pide el seguro', mustContain: ['6.917'] },
    {
      question: '¿Qué formación tiene Javier? Es para una lesión del fútbol',
      mustContain: ['máster', 'deportiva'],
    },
    {
      question: 'Lucía trabaja los sábados? es que prefiero que me vea ella',
      mustContain: ['lunes a viernes'],
    },
    { question: 'El pilates lo dan fisioterapeutas o monitores de gimnasio?', mustContain: ['Marta'] },
    {
      question:
        'Las sesiones son individuales o el fisio va atendiendo a varios a la vez como en otros sitios?',
      mustContain: ['individual'],
    },

    // --- A runner, sports injuries and general physiotherapy ---
    {
      question:
        'Hola! Soy corredor popular, estoy preparando la media maratón de Sevilla y desde hace 2 semanas me duele la rodilla por la parte de fuera al bajar cuestas. ¿Quién de vosotros lleva lesiones deportivas y cuánto me costaría la primera consulta?',
      mustContain: ['Javier', '45'],
      mustNotContain: ['55 €'],
    },
    {
      question: 'me duele la rodilla cuando corro mas de 10 km, es grave? deberia dejar de entrenar?',
      decline: true,
    },
    { question: 'la sesion normal de fisio cuanto dura?', mustContain: ['45 minutos'] },
    {
      question:
        'Me operaron del ligamento cruzado hace 3 semanas. ¿Qué tengo que llevar a la primera sesión?',
      mustContain: ['informe', 'protocolo'],
    },
    {
      question: 'más o menos cuántas sesiones hacen falta para un esguince? para organizarme con el trabajo',
      mustContain: ['valoración'],
    },
    {
      question: '¿Tenéis algo para reeducar la marcha? Mi tío está aprendiendo a andar otra vez',
      mustContain: ['barras paralelas'],
    },

    // --- Pregnancy and postpartum, pelvic floor ---
    {
      question:
        'Buenas, di a luz hace 5 semanas por cesárea y noto que se me escapa un poco el pis al toser. ¿Cuándo puedo empezar con suelo pélvico y cuánto cuesta la primera cita?',
      mustContain: ['sexta semana', '55'],
      mustNotContain: ['semana 12'],
    },
    { question: 'puedo llevar al bebe a la consulta? no tengo con quien dejarlo', mustContain: ['bebé'] },
    {
      question: 'estoy embarazada de 8 semanas y tengo mucho dolor lumbar, puedo empezar ya con vosotros?',
      mustContain: ['semana 12'],
      mustNotContain: ['sexta semana'],
    },
    {
      question: 'cuanto dura una sesion de suelo pelvico? no la primera, las de despues',
      mustContain: ['50 minutos'],
      mustNotContain: ['48'],
    },
    {
      question: 'cuanto cuesta el bono de suelo pelvico y hasta cuando se puede usar?',
      mustContain: ['230', '4 meses'],
      mustNotContain: ['195'],
    },
    {
      question:
        'Me operaron de próstata hace dos meses y tengo pérdidas de orina. ¿Tratáis también a hombres?',
      mustContain: ['Lucía'],
    },

    // --- Neurological physiotherapy (a relative after a stroke) ---
    {
      question:
        'Buenas tardes. Mi padre, de 78 años, sufrió un ictus en septiembre y le ha quedado el lado derecho débil, anda con andador. ¿Qué fisioterapeuta le atendería y cuánto cuestan la primera visita y las siguientes?',
      mustContain: ['Marta', '55', '48'],
      mustNotContain: ['45 €'],
    },
    {
      question:
        'Mi padre no puede salir de casa desde el ictus, vive en el Cerro del Águila. ¿Podríais ir ustedes a su casa y cuánto costaría cada sesión?',
      mustContain: ['15', ['63', '48']],
    },
    { question: 'la sesion de neurologica cuanto es', mustContain: ['48'], mustNotContain: ['50 €'] },
    { question: 'mi madre tiene parkinson, hay algun bono para neuro?', mustContain: ['440', '6 meses'] },

    // --- Home visits ---
    { question: 'vivo en triana, cuanto es el recargo por venir a casa?', mustContain: ['25'] },
    {
      question: 'Mi abuela vive en Dos Hermanas y no puede desplazarse, ¿podría ir un fisio a su casa?',
      mustContain: [['término municipal', 'Sevilla capital']],
    },
    {
      question: 'Qué tratamientos hacéis en el domicilio del paciente?',
      mustContain: ['traumatológica', 'neurológica'],
    },
    {
      question: 'a que horas venis a domicilio? yo solo puedo estar en casa por la tarde',
      mustContain: ['16:00', '18:00', 'martes', 'jueves'],
    },
    { question: 'con cuanta antelacion hay que pedir la visita a casa?', mustContain: ['48 horas'] },

    // --- Pilates ---
    {
      question: 'Nunca he ido a vuestra clínica, ¿me puedo apuntar a pilates directamente?',
      mustContain: ['valoración', '45'],
    },
    {
      question: 'cuantas personas hay en cada grupo de pilates? no me gustan las clases masificadas',
      mustContain: [['máximo de 4', '4 personas']],
    },
    { question: 'a que hora son los grupos de pilates por la tarde?', mustContain: ['19:30', '18:30'] },
    {
      question: 'si aviso de que no voy a pilates un dia, puedo recuperar la clase otro dia?',
      mustContain: ['24 horas', 'mismo mes'],
    },
    { question: 'La cuota del pilates cuándo se paga?', mustContain: ['primera semana'] },
    { question: 'para el pilates q tengo que llevar', mustContain: ['calcetines antideslizantes'] },

    // --- Massage and dry needling ---
    { question: 'el masaje de 45 minutos cuanto es', mustContain: ['38'], mustNotContain: ['42'] },
    { question: 'Hacéis masajes relajantes tipo spa? es para regalar', mustContain: ['descontracturante'] },
    { question: 'para el masaje tengo q hacer la valoracion antes?', mustContain: ['no necesitas'] },
    {
      question: 'Tomo Sintrom por una arritmia, ¿me podéis hacer punción seca en el trapecio?',
      mustContain: ['anticoagulantes'],
    },
    {
      question: 'La puncion seca duele mucho? me dan un poco de miedo las agujas, hay alternativa?',
      mustContain: ['otras técnicas'],
    },
    {
      question: 'me haceis solo la puncion seca sin sesion? ya tengo mi fisio pero el no la hace',
      mustContain: [['dentro de una sesión', 'servicio aislado']],
    },
    { question: 'Estoy de 10 semanas, me puede hacer punción seca?', mustContain: ['primer trimestre'] },

    // --- Bonos ---
    {
      question: 'el bono de 5 sesiones para la espalda cuanto vale y hasta cuando lo puedo usar?',
      mustContain: ['195', '3 meses'],
      mustNotContain: ['230'],
    },
    { question: 'el bono de 10 se puede pagar en dos veces?', mustContain: ['mitad', 'sexta sesión'] },
    { question: 'le puedo pasar mi bono a mi marido? a mi me quedan 3 sesiones', mustContain: ['personal'] },
    {
      question: 'Me voy a operar de la cadera y no me va a dar tiempo a gastar el bono, ¿lo perdería?',
      mustContain: ['un mes', 'justificante'],
    },
    { question: 'el bono incluye la primera valoracion?', mustContain: [['no incluye', 'no está incluida']] },
    {
      question: 'Si se me caduca el bono me devolvéis el dinero de lo que no he usado?',
      mustContain: ['se pierden'],
    },

    // --- Hours and holidays ---
    { question: '¿Abrís el Día de Andalucía o es festivo para vosotros?', mustContain: ['cerra'] },
    { question: 'el 24 de diciembre abris por la tarde?', mustContain: ['14:00'] },
    {
      question: 'puedo ir un sabado a suelo pelvico? entre semana me es imposible',
      mustContain: ['traumatológica'],
    },

    // --- Booking ---
    {
      question: 'Hasta cuándo puedo reservar en la web una cita para mañana?',
      mustContain: ['12 horas'],
      mustNotContain: ['24 horas'],
    },
    { question: 'quiero cita para dentro de mes y medio, ya se puede pedir?', mustContain: ['4 semanas'] },
    {
      question: 'Si os escribo un sábado por la noche por WhatsApp, cuándo me contestáis?',
      mustContain: ['siguiente día'],
    },
    { question: 'me avisais antes de la cita? siempre se me olvidan', mustContain: ['día anterior'] },
    { question: 'He llamado dos veces y no lo coge nadie, ¿qué hago?', mustContain: ['WhatsApp'] },
    {
      question: 'tengo un dolor de cuello horrible, me podeis ver hoy mismo?',
      mustContain: [['954 62 18 47', 'WhatsApp']],
    },

    // --- Cancellation and lateness ---
    {
      question: 'Si no me presento a la cita y no aviso, ¿me cobráis algo?',
      mustContain: ['50'],
      mustNotContain: ['12 horas'],
    },
    {
      question:
        'Tuve que ir a urgencias ayer y no pude avisar de que no iba a la cita, ¿me la vais a cobrar?',
      mustContain: ['urgencia médica'],
    },
    { question: 'voy a llegar 20 minutos tarde por el trafico, me atendereis?', mustContain: ['15 minutos'] },

    // --- Payment, IVA, invoices and reports ---
    { question: 'se paga antes de la sesion o al terminar?', mustContain: ['terminar'] },
    { question: '¿Se puede pagar por transferencia?', mustContain: ['bonos', 'pilates'] },
    { question: 'El precio que ponéis es con IVA o hay que sumarle algo?', mustContain: ['exent'] },
    {
      question:
        'Mi seguro me devuelve el 80% pero me piden una factura muy detallada, ¿qué datos lleva la vuestra?',
      mustContain: ['DNI', 'colegiado', 'exención'],
    },
    {
      question:
        'Necesito las facturas de unas sesiones que hice en marzo de este año, ¿todavía me las podéis hacer?',
      mustContain: ['mismo año'],
    },
    {
      question: 'Necesito un informe para el juicio por mi accidente, cuanto cuesta y cuanto tardais?',
      mustContain: ['35', '5 días'],
    },
    {
      question: 'me dais un justificante para el trabajo de que he estado en fisio?',
      mustContain: [['gratuit', 'gratis']],
    },

    // --- Insurers and referral ---
    {
      question: 'Hola, tengo un seguro de Asisa. ¿Qué necesito para que me cubran las sesiones con ustedes?',
      mustContain: ['prescripción', 'autorización', 'tarjeta'],
    },
    { question: 'con dkv tengo q pagar algo por las sesiones?', mustContain: ['nada'] },
    { question: 'soy de caser, el pilates me lo cubre?', mustContain: ['privado'] },
    { question: 'tengo mapfre, me lo cubre o tengo que pagar yo', mustContain: [['privado', 'reembolso']] },
    {
      question:
        'He tenido un accidente en el trabajo y me lleva Fremap. ¿Puedo hacer la rehabilitación con vosotros?',
      mustContain: ['mutua'],
    },
    {
      question:
        'Me dieron un golpe por detrás con el coche y tengo un latigazo cervical. ¿Trabajáis con el seguro del otro conductor?',
      mustContain: ['convenio', 'privado'],
    },
    {
      question: '¿Necesito que mi médico de cabecera me mande para ir a vuestra consulta?',
      mustContain: [['sin volante', 'directamente']],
    },

    // --- First visit ---
    { question: 'q necesito llevar el primer dia?', mustContain: ['DNI', ['informes', 'pruebas']] },
    { question: 'tengo que llegar antes a la primera cita?', mustContain: ['10 minutos'] },
    { question: 'Qué ropa me llevo? Voy por el hombro', mustContain: [['tirantes', 'top deportivo']] },
    { question: 'tenéis vestuario y toallas o me traigo yo?', mustContain: ['toallas'] },
    {
      question:
        'Fui hace 8 meses por la espalda y ahora vuelvo por lo mismo. ¿Tengo que pagar otra valoración?',
      mustContain: ['6 meses'],
    },

    // --- Patients we see ---
    {
      question: 'mi hija tiene 14 años y juega al voley, le duele el hombro. puede ir ella sola?',
      mustContain: ['consentimiento', 'primera visita'],
    },
    { question: 'Mi niño de 6 años tiene los pies planos, ¿lo tratáis?', mustContain: ['pediátrica'] },

    // --- Location, parking, transport, accessibility ---
    { question: 'El día de partido del Sevilla se puede aparcar por ahí?', mustContain: ['difícil'] },
    { question: 'hay plaza de aparcamiento para minusvalidos cerca?', mustContain: ['30 metros'] },
    { question: 'Voy en bici, hay donde dejarla?', mustContain: ['aparcabicis'] },
    {
      question: 'Vengo en tren desde Córdoba, ¿la clínica está lejos de Santa Justa?',
      mustContain: ['15 minutos'],
    },
    { question: 'que autobuses pasan cerca?', mustContain: [['Eduardo Dato', 'Luis Montoto']] },
    {
      question: 'Voy en silla de ruedas eléctrica, ¿puedo entrar sin problema y subirme a la camilla?',
      mustContain: ['90', '45 centímetros'],
    },
    { question: 'Puedo ir con mi perro guía?', mustContain: ['bienvenidos'] },

    // --- Data protection and gift card ---
    { question: 'cuánto tiempo guardáis mi historia clínica?', mustContain: ['cinco años'] },
    {
      question: 'Quiero que borréis todos mis datos, ¿cómo lo hago?',
      mustContain: ['info@fisioterapianervion.es'],
    },
    { question: 'os puedo mandar la resonancia por whatsapp?', mustContain: ['info@fisioterapianervion.es'] },
    {
      question: 'Quiero regalarle a mi madre unas sesiones por su cumple, ¿cómo se compra la tarjeta regalo?',
      mustContain: ['Bizum', 'PDF'],
    },

    // --- English ---
    { question: 'Do you take Sanitas?', mustContain: [['privado', 'reembolso']] },
    {
      question: "Hi! Do any of your physios speak English? My Spanish isn't great.",
      mustContain: ['Javier', 'Marta'],
    },
    {
      question: 'How much is a regular physio session and how long does it last?',
      mustContain: ['42', '45 minutos'],
    },
    {
      question: "I'm visiting Seville and sprained my ankle. Can I book without a doctor's referral?",
      mustContain: [['sin volante', 'directamente']],
    },
    { question: 'What time are you open on Saturdays?', mustContain: ['9:30', '13:30'] },
    { question: 'Any good tapas bars near the clinic?', decline: true },

    // --- Catalan ---
    { question: 'Obriu els dissabtes?', mustContain: ['9:30'] },
    { question: 'Accepteu Bizum?', mustContain: ['Bizum'] },
    {
      question: 'Quant costa la primera visita de sòl pelvià?',
      mustContain: ['55', '60 minutos'],
      mustNotContain: ['45 €'],
    },
    {
      question: 'La meva mare viu a Triana i no pot caminar. Veniu a casa? Quant costa?',
      mustContain: ['25'],
    },
    { question: 'Em fa mal el genoll quan baixo escales, què pot ser?', decline: true },

    // --- To decline: medical diagnosis or advice ---
    {
      question: 'que ejercicios hago en casa para la ciatica? me baja el dolor por la pierna',
      decline: true,
    },
    { question: 'Tengo una hernia discal L5-S1, ¿me recomiendas operarme o esperar?', decline: true },
    { question: 'cuanto tarda en curarse un esguince de tobillo de grado 2?', decline: true },
    { question: 'puedo tomarme un ibuprofeno antes de ir a la sesion?', decline: true },
    { question: 'me podeis recetar un relajante muscular para la contractura?', decline: true },
    { question: '¿Es verdad que con artrosis de rodilla la fisio no sirve de nada?', decline: true },

    // --- To decline: services the content does not list ---
    { question: '¿Hacéis acupuntura tradicional china?', decline: true },
    { question: 'tenéis ondas de choque para la fascitis plantar?', decline: true },
    { question: 'Mi padre tiene EPOC, ¿hacéis fisioterapia respiratoria?', decline: true },
    { question: 'me poneis kinesiotape en el gemelo?', decline: true },
    { question: 'hay clases de yoga?', decline: true },
    { question: 'tratáis a perros? el mío cojea de una pata', decline: true },

    // --- To decline: other clinics, general knowledge, details not stated ---
    {
      question: 'Qué me recomiendas, vosotros o la clínica de fisioterapia de la calle Asunción?',
      decline: true,
    },
    { question: 'me recomiendas un buen traumatologo en sevilla?', decline: true },
    { question: 'que tiempo va a hacer mañana en sevilla', decline: true },
    { question: 'quien gano el derbi el domingo?', decline: true },
    { question: 'cuanto cuesta el parking de Nervion Plaza por hora?', decline: true },
    { question: 'teneis hueco el martes que viene a las 18:00?', decline: true },
    { question: 'cuantos años tiene Javier?', decline: true },
    { question: '¿Cuándo vais a abrir una segunda clínica en otro barrio?', decline: true },
    { question: 'q es exactamente eso del concepto bobath?', decline: true },
  ],

  conversations: [
    {
      name: 'a follow-up on bonos after the session price',
      turns: [
        { question: 'cuanto cuesta una sesion de fisio para la espalda?', mustContain: ['42'] },
        { question: 'y el bono?', mustContain: ['195', '370'] },
        { question: 'el de 10 hasta cuando vale', mustContain: ['6 meses'] },
      ],
    },
    {
      name: 'home visits for a mother with Parkinson',
      turns: [
        {
          question: 'Mi madre tiene Parkinson y le cuesta mucho andar. ¿Quién de ustedes la trataría?',
          mustContain: ['Marta'],
        },
        { question: '¿y a domicilio cuánto sería? vive en San Pablo', mustContain: ['15', ['63', '48']] },
        { question: 'vale, ¿lo puedo reservar en la web?', mustContain: [['teléfono', 'WhatsApp']] },
      ],
    },
    {
      name: 'a postpartum check-up: when, price, bono, Saturday',
      turns: [
        {
          question: 'Hola, di a luz hace un mes, ¿cuándo podría hacerme la revisión de suelo pélvico?',
          mustContain: ['sexta semana'],
          mustNotContain: ['semana 12'],
        },
        { question: '¿y cuánto cuesta?', mustContain: ['55'] },
        { question: 'hay bono?', mustContain: ['230'] },
        {
          question:
            '¿y puedo ir un sábado? entre semana mi pareja trabaja y no tengo con quien dejar al bebé',
          mustContain: [['lunes a viernes', 'traumatológica']],
        },
      ],
    },
    {
      name: 'a runner: advice declined, then practical questions',
      turns: [
        {
          question:
            'Corro unos 40 km a la semana y me duele el tendón de Aquiles por las mañanas. ¿Qué ejercicios me recomiendas?',
          decline: true,
        },
        { question: 'vale, ¿y quién me vería en la clínica?', mustContain: ['Javier'] },
        { question: 'cuanto cuesta la primera vez?', mustContain: ['45'], mustNotContain: ['55 €'] },
      ],
    },
    {
      name: 'Asisa coverage and what it leaves out',
      turns: [
        { question: 'tengo asisa, me cubre la fisio con vosotros?', mustContain: ['prescripción'] },
        { question: 'y el pilates tb?', mustContain: ['privado'] },
        { question: 'cuanto seria entonces al mes?', mustContain: ['52', '90'] },
      ],
    },
    {
      name: 'cancelling late with a bono',
      turns: [
        { question: 'tengo cita el jueves y no voy a poder ir, como la cambio?', mustContain: ['24 horas'] },
        { question: '¿y si os aviso el mismo día por la mañana?', mustContain: ['50'] },
        { question: 'pero tengo bono, entonces que pasa?', mustContain: ['descuenta'] },
      ],
    },
    {
      name: 'joining clinical pilates, then August',
      turns: [
        { question: 'quiero apuntarme a pilates clinico por la espalda', mustContain: ['valoración'] },
        { question: '¿qué horarios hay?', mustContain: ['10:00', '19:30', '9:00', '18:30'] },
        { question: 'y en agosto tambien hay?', mustContain: ['no hay'] },
      ],
    },
    {
      name: 'an English-speaking tourist',
      turns: [
        {
          question:
            "Hi, I'm a tourist and hurt my lower back lifting my suitcase. Does anyone there speak English?",
          mustContain: ['Javier', 'Marta'],
        },
        { question: 'How much is a massage?', mustContain: ['28', '38'] },
        { question: 'And where exactly are you?', mustContain: ['Beatriz de Suabia'] },
      ],
    },
    {
      name: 'getting there by car, metro and wheelchair',
      turns: [
        { question: 'voy en coche, donde aparco?', mustContain: [['Nervión Plaza', 'Gran Plaza']] },
        { question: '¿y en metro?', mustContain: ['Gran Plaza'] },
        { question: 'mi madre va en silla de ruedas, ¿podrá entrar?', mustContain: [['escalones', '90']] },
      ],
    },
    {
      name: 'a gift card: how to pay and how long it lasts',
      turns: [
        { question: 'quiero regalarle un masaje a mi novia por su cumple', mustContain: ['tarjeta regalo'] },
        { question: '¿cómo la pago?', mustContain: ['Bizum'] },
        { question: '¿y cuánto tiempo tiene para usarla?', mustContain: ['6 meses'] },
      ],
    },
    {
      name: 'dry needling: what, price, anticoagulants',
      turns: [
        { question: '¿qué es eso de la punción seca que me han comentado?', mustContain: ['aguja'] },
        { question: 'y cuanto cuesta?', mustContain: ['10'] },
        { question: 'tomo sintrom, me la podriais hacer?', mustContain: ['anticoagulantes'] },
      ],
    },
    {
      name: 'Catalan: a bono of massages and its validity',
      turns: [
        { question: 'Teniu bons de massatges?', mustContain: ['170'] },
        { question: 'I quant de temps és vàlid?', mustContain: ['3 meses'] },
      ],
    },
    {
      name: 'summer hours: July, then August',
      turns: [
        { question: 'en julio abris por la tarde?', mustContain: ['17:00'] },
        { question: '¿y en agosto?', mustContain: ['14:30', '10 al 23'] },
      ],
    },
    {
      name: 'reimbursement invoices from a Sanitas policy',
      turns: [
        {
          question: 'Tengo Sanitas de reembolso, ¿trabajáis con ellos?',
          mustContain: [['privado', 'reembolso', 'factura']],
        },
        { question: '¿cuánto tardáis en mandar la factura?', mustContain: ['48 horas'] },
        { question: '¿y si pago un bono?', mustContain: ['justificante'] },
      ],
    },
  ],
};
