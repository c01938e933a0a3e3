import type { EvalSet } from '@renueva/assistant/eval';

/**
 * The tuning (development) part of Fisioterapia Nervión's evaluation set: patient messages as they
 * are typed in the clinic's chat widget, and what a correct answer must say. Written on 2026-12-05
 * from content.ts only, by someone who had read neither the engine, nor its examples, nor the
 * held-out part. The assistant is tuned on this part, unlike heldout.ts, which stays unseen.
 */
export const tuning: EvalSet = {
  questions: [
    // --- Prices of each service ---
    { question: 'cuanto cuesta una sesion de fisio?', mustContain: ['42'] },
    { question: 'Hola! q precio tiene la primera visita?', mustContain: ['45', '50 minutos'] },
    {
      question: 'Buenas tardes, ¿cuánto cuesta la primera consulta de suelo pélvico?',
      mustContain: ['55', '60 minutos'],
    },
    { question: 'precio sesion fisioterapia neurolojica', mustContain: ['48'] },
    { question: 'cuanto vale un masaje descontracturante', mustContain: ['28', '38'] },
    { question: 'la puncion seca se paga aparte?', mustContain: ['10'] },
    {
      question: 'Hola, me interesa el pilates clínico, ¿qué precio tiene al mes?',
      mustContain: ['52', '90'],
    },
    {
      question: 'se puede ir a una clase suelta de pilates para probar? cuanto es',
      mustContain: ['16'],
    },
    { question: 'los precios llevan iva incluido o hay q sumarlo?', mustContain: ['exent'] },
    { question: 'Quant costa la primera visita de fisioteràpia?', mustContain: ['45'] },

    // --- Bonos and their conditions ---
    {
      question: 'Cuanto cuesta el bono de 10 sesiones de fisio y cuanto tiempo tengo para gastarlo?',
      mustContain: ['370', '6 meses'],
      mustNotContain: ['440'],
    },
    { question: 'teneis bono para suelo pelvico?', mustContain: ['230', '4 meses'] },
    {
      question: 'Mi padre va a necesitar muchas sesiones de neurologica, hay algun bono?',
      mustContain: ['440'],
      mustNotContain: ['370'],
    },
    {
      question:
        'Hola buenas, tengo un bono de 10 sesiones a mi nombre y me quedan 4, como yo ya estoy mejor queria saber si las puede usar mi marido que tiene la espalda fatal',
      mustContain: ['personal'],
    },
    {
      question:
        'Compré un bono de 5 en septiembre pero me operaron de la vesícula y no he podido ir, ahora me caduca la semana que viene, ¿se puede ampliar o lo pierdo?',
      mustContain: ['un mes', 'justificante'],
    },
    {
      question: 'si compro un bono la primera visita entra o va aparte?',
      mustContain: [['no incluye', 'no esta incluida']],
    },
    {
      question: 'si no gasto todas las sesiones del bono me devolveis el dinero?',
      mustContain: [['se pierden', 'no se devuelve']],
    },

    // --- Hours, summer, August, holidays ---
    { question: 'q horario teneis?', mustContain: ['8:30', '21:00'] },
    { question: 'abris el finde?', mustContain: ['9:30', '13:30'] },
    {
      question: 'Se puede ir un sábado a la fisio de suelo pélvico?',
      mustContain: ['traumatologica', 'masaje'],
    },
    { question: 'en julio teneis el mismo horario?', mustContain: ['17:00'] },
    {
      question: 'cerrais en agosto? me tenia q tratar el tobillo antes de las vacaciones',
      mustContain: ['10 al 23'],
    },
    { question: 'En Semana Santa abrís normal?', mustContain: ['Jueves', 'Viernes Santo'] },

    // --- Booking ---
    {
      question: 'como puedo pedir cita?',
      mustContain: [['954 62 18 47', '644 31 27 95', 'Pedir cita']],
    },
    { question: 'me pasas el whatsap? k prefiero escribir', mustContain: ['644 31 27 95'] },
    {
      question:
        'Hola, me acabo de hacer un esguince jugando al pádel esta mañana y me gustaría que me vieran hoy mismo si es posible, ¿tenéis hueco para hoy por la tarde o cómo lo hago?',
      mustContain: [['954 62 18 47', '644 31 27 95']],
    },
    {
      question: 'con cuanta antelacion se puede reservar? quiero cita para dentro de mes y medio',
      mustContain: ['4 semanas'],
    },
    { question: 'tengo DKV, puedo coger la cita en la web?', mustContain: ['WhatsApp'] },
    {
      question: 'me mandais algun aviso antes de la cita? q soy muy despistada',
      mustContain: ['dia anterior'],
    },
    { question: 'puedo ir sin cita el sabado?', mustContain: ['cita previa'] },

    // --- Cancelling, late arrival ---
    { question: 'Buenos días, ¿cómo puedo anular una cita?', mustContain: ['24 horas'] },
    { question: 'si cancelo con menos de 24h me cobrais algo?', mustContain: ['50'] },
    {
      question:
        'Tengo cita mañana a las 10 pero mi hijo se ha puesto malo con fiebre alta y me lo tengo que llevar a urgencias, ¿me vais a cobrar la sesión si no voy?',
      mustContain: [['urgencia medica', 'fuerza mayor']],
    },
    {
      question: 'voy a llegar 10 min tarde x el trafico, me atendeis igual?',
      mustContain: ['completa'],
    },

    // --- Payment ---
    {
      question: 'Las sesiones sueltas se pueden pagar por transferencia?',
      mustContain: ['Bizum', 'bonos'],
    },

    // --- Insurers, accidents ---
    {
      question: 'tengo seguro de DKV, me cubre la fisio con vosotros? q necesito?',
      mustContain: ['prescripcion', 'autorizacion'],
    },
    { question: 'trabajais tb con adeslas?', mustContain: [['privado', 'reembolso']] },
    { question: 'Do you accept Mapfre insurance?', mustContain: ['DKV'] },
    { question: 'Soy de Caser, el pilates me lo paga el seguro?', mustContain: ['privado'] },
    {
      question:
        'Buenas, el mes pasado me caí en el almacén del trabajo y estoy de baja por accidente laboral con Fremap, ¿puedo hacer la rehabilitación con vosotros?',
      mustContain: ['mutua'],
    },
    {
      question:
        'tuve un accidente de coche hace 2 semanas y la culpa fue del otro. podeis tratarme? como va lo del seguro?',
      mustContain: ['privado', 'factura'],
    },

    // --- Invoices, reimbursement, reports, data ---
    {
      question: 'tengo sanitas de reembolso, me dais factura para mandarsela?',
      mustContain: [['48 horas', 'PDF']],
    },
    {
      question: 'necesito un justificante de asistencia para el trabajo, cuesta algo?',
      mustContain: [['gratuito', 'gratis']],
    },
    {
      question: 'Cuánto cuesta un informe detallado para un juicio? y cuánto tardáis?',
      mustContain: ['35', '5 dias'],
    },
    {
      question: 'os puedo mandar la resonancia por whatsapp?',
      mustContain: ['info@fisioterapianervion.es'],
    },
    {
      question: 'cuanto tiempo guardais mi historia clinica?',
      mustContain: ['cinco años'],
      mustNotContain: ['48 horas'],
    },

    // --- Referral, first visit, what to bring ---
    { question: 'hace falta volante del medico?', mustContain: ['directamente'] },
    {
      question:
        'Me operaron del ligamento cruzado hace tres semanas y el traumatólogo me ha dicho que empiece ya con la rehabilitación, ¿qué tengo que llevar el primer día?',
      mustContain: [['protocolo', 'informe']],
    },
    { question: 'q hay q llevar a la primera cita?', mustContain: ['DNI'] },
    { question: 'q ropa llevo si es x la rodilla?', mustContain: ['pantalon corto'] },

    // --- Home visits ---
    {
      question: 'mi abuela vive en Dos Hermanas y no puede salir de casa, iriais vosotros?',
      mustContain: [['termino municipal', 'Sevilla capital']],
    },
    {
      question:
        'Mi madre vive en Triana y se ha operado de la cadera, no puede bajar escaleras. ¿Cuánto costaría una sesión en casa?',
      mustContain: ['25'],
    },

    // --- Dry needling ---
    { question: 'la puncion seca duele mucho? xq me da yuyu', mustContain: [['pinchazo', 'agujetas']] },
    { question: 'tomo sintrom, me podeis hacer puncion seca?', mustContain: ['anticoagulantes'] },
    {
      question: 'Quería solo punción seca en el trapecio, sin sesión, ¿se puede?',
      mustContain: [['dentro de una sesion', 'dentro de la sesion', 'aislado']],
    },
    {
      question: 'estoy embarazada de 10 semanas, me podeis hacer puncion seca en la espalda?',
      mustContain: ['primer trimestre'],
    },

    // --- Pilates ---
    { question: 'horarios del pilates?', mustContain: ['10:00', '19:30', '9:00', '18:30'] },
    { question: 'cuantas personas hay en cada grupo de pilates?', mustContain: ['4'] },
    {
      question:
        'Hola! Nunca he ido a vuestra clínica pero una amiga va a pilates con vosotros y le encanta, ¿me puedo apuntar directamente a un grupo o tengo que hacer algo antes?',
      mustContain: ['valoracion', '45'],
    },

    // --- Pelvic floor, pregnancy, postpartum ---
    {
      question:
        'Mi marido tiene incontinencia desde que le operaron de la próstata, ¿tratáis a hombres en suelo pélvico?',
      mustContain: ['Lucia'],
    },
    {
      question: 'en suelo pelvico la exploracion interna es obligatoria? me da un poco de corte',
      mustContain: ['consentimiento'],
    },
    {
      question: 'estoy embarazada de 8 semanas y me duele mucho la zona lumbar, me podeis atender ya?',
      mustContain: ['semana 12'],
    },
    {
      question: 'tuve cesarea hace un mes, cuando puedo hacer la revision de suelo pelvico?',
      mustContain: ['sexta semana'],
    },

    // --- Neurological physio, massage, children ---
    {
      question:
        'Mi padre tuvo un ictus hace cuatro meses, ya está en casa pero camina regular y le cuesta mantener el equilibrio. ¿Quién lleva la fisioterapia neurológica y cuánto cuesta la primera visita?',
      mustContain: ['Marta', '55'],
    },
    { question: 'haceis masajes relajantes?', mustContain: ['descontracturante'] },
    {
      question: 'para un masaje hace falta hacer la valoracion de 45 antes?',
      mustContain: [['no necesitas', 'no hace falta']],
    },
    {
      question: 'Mi hijo tiene 9 años y se queja de la espalda, ¿lo podéis ver?',
      mustContain: ['12', 'pediatrica'],
    },
    {
      question: 'mi hija tiene 15 años y juega al voley, tiene q venir conmigo?',
      mustContain: ['consentimiento'],
    },

    // --- Team, facilities ---
    {
      question: 'Does anyone there speak English? My Spanish is not great',
      mustContain: ['Javier', 'Marta'],
    },
    { question: 'cuantos fisios sois y kienes son?', mustContain: ['Lucia', 'Javier', 'Marta'] },
    {
      question: 'en las sesiones estas solo con el fisio o compartis sala con otros pacientes?',
      mustContain: [['individual', 'un solo paciente']],
    },
    { question: 'cuantas salas de tratamiento teneis?', mustContain: ['cuatro'] },

    // --- Accessibility, parking, transport, address ---
    {
      question:
        'Buenos días, ¿sería usted tan amable de indicarme si se puede acceder a la clínica en silla de ruedas? Mi marido no camina.',
      mustContain: [['escalones', 'acera', '90']],
    },
    {
      question: 'se puede entrar con perro guia?',
      mustContain: [['perros de asistencia', 'bienvenid']],
    },
    { question: 'donde aparco? voy en coche', mustContain: [['Nervion Plaza', 'Gran Plaza']] },
    {
      question: 'On es pot aparcar a prop de la clínica?',
      mustContain: [['Nervion Plaza', 'Gran Plaza']],
    },
    { question: 'How do I get to the clinic by metro?', mustContain: ['Gran Plaza'] },
    { question: 'vengo en AVE, estais lejos de Santa Justa?', mustContain: ['15 minutos'] },
    { question: 'donde esta la clinica exactamente?', mustContain: ['Beatriz de Suabia'] },

    // --- Gift card ---
    {
      question:
        'quiero regalarle a mi madre un masaje de 45 min por su cumple, teneis tarjeta regalo? cuanto es?',
      mustContain: ['38'],
    },

    // --- To decline: medical diagnosis or advice ---
    { question: 'me duele la rodilla por dentro al bajar escaleras, q puede ser?', decline: true },
    {
      question:
        'Hola, tengo una hernia discal L5-S1 desde hace un año, el traumatólogo me ha dicho que me opere pero me da mucho miedo, ¿vosotros qué me aconsejáis, operarme o seguir con fisio?',
      decline: true,
    },
    {
      question: 'q antiinflamatorio es mejor para la lumbalgia, ibuprofeno o enantyum?',
      decline: true,
    },
    {
      question: 'tengo una rotura fibrilar en el gemelo, en cuantas semanas podre volver a correr?',
      decline: true,
    },
    { question: 'q ejercicios puedo hacer en casa para la cervicalgia?', decline: true },
    { question: 'se me duermen los dedos de la mano x la noche, es grave?', decline: true },
    {
      question: 'tengo fascitis plantar, puedo seguir entrenando para la maraton de sevilla?',
      decline: true,
    },
    { question: 'me he torcido el tobillo hace una hora, le pongo hielo o calor?', decline: true },
    {
      question: 'I get a sharp pain in my shoulder when I lift my arm, is it a rotator cuff tear?',
      decline: true,
    },
    {
      question: 'Tengo dolores de cabeza casi todos los días, ¿puede ser por las cervicales?',
      decline: true,
    },
    {
      question: 'Tengo diástasis después del parto, ¿puedo hacer abdominales normales en el gimnasio?',
      decline: true,
    },
    { question: 'mi padre tuvo un ictus hace 2 semanas, se va a recuperar del todo?', decline: true },
    { question: "Tinc mal a l'esquena cada matí quan em llevo, és normal?", decline: true },
    { question: 'mi hija de 13 tiene escoliosis, necesita corse?', decline: true },

    // --- To decline: services or facts not in the content ---
    { question: 'haceis osteopatia?', decline: true },
    { question: 'Tenéis acupuntura? Me han dicho que va bien para la ciática', decline: true },
    { question: 'teneis maquina de ondas de choque?', decline: true },
    { question: 'me podeis poner kinesiotape en la rodilla para el partido?', decline: true },
    { question: 'haceis fisioterapia respiratoria? mi padre tiene EPOC', decline: true },
    { question: 'hay descuento para jubilados o estudiantes?', decline: true },
    { question: 'se pueden hacer sesiones online por videollamada?', decline: true },
    {
      question: 'haceis drenaje linfatico? tengo linfedema en el brazo desde la operacion de mama',
      decline: true,
    },

    // --- To decline: off-topic ---
    { question: "What's the weather going to be like in Seville tomorrow?", decline: true },
    { question: 'a q hora juega el sevilla este domingo?', decline: true },
    { question: 'me das la receta del salmorejo?', decline: true },
    { question: 'cuentame un chiste', decline: true },
    { question: 'a quien votas en las proximas elecciones?', decline: true },
    { question: 'Conocéis algún restaurante bueno para comer por Nervión?', decline: true },
    { question: 'sabeis q farmacia esta de guardia hoy en nervion?', decline: true },
    { question: 'a q hora cierra el centro comercial Nervión Plaza?', decline: true },
  ],

  conversations: [
    {
      name: 'a follow-up on the prices of the physiotherapy bonos',
      turns: [
        { question: 'cuanto cuesta el bono de 5 sesiones?', mustContain: ['195'] },
        { question: '¿y el de 10?', mustContain: ['370'], mustNotContain: ['440'] },
        { question: 'se puede pagar a plazos?', mustContain: ['dos plazos'] },
      ],
    },
    {
      name: 'weekday hours, then Saturdays and Sundays',
      turns: [
        { question: 'a q hora abris?', mustContain: ['8:30'] },
        { question: '¿y los sábados?', mustContain: ['9:30', '13:30'] },
        { question: 'y los domingos?', mustContain: [['cerr', 'no abr']] },
      ],
    },
    {
      name: 'clinical pilates: who, price, evening groups',
      turns: [
        { question: 'hola, teneis pilates?', mustContain: ['Marta'] },
        { question: 'y cuanto cuesta?', mustContain: ['52', '90'] },
        { question: 'q grupos hay x la tarde?', mustContain: ['19:30', '18:30'] },
      ],
    },
    {
      name: 'a home visit for a Parkinson patient in zone A',
      turns: [
        {
          question:
            'Buenas, mi madre tiene Parkinson y ya casi no sale de casa, ¿venís a domicilio para la fisioterapia neurológica?',
          mustContain: ['Marta'],
        },
        { question: 'vive en el Cerro del Águila, cuanto costaria cada sesion?', mustContain: ['63'] },
        { question: 'y cuanto se pide con antelacion?', mustContain: ['48 horas'] },
      ],
    },
    {
      name: 'what an Asisa policy covers',
      turns: [
        {
          question: 'tengo Asisa, puedo ir con el seguro?',
          mustContain: ['prescripcion'],
        },
        { question: 'y el pilates me lo cubre?', mustContain: ['privado'] },
        { question: 'y la puncion seca?', mustContain: ['10'] },
      ],
    },
    {
      name: 'a postpartum pelvic floor check-up',
      turns: [
        {
          question:
            'Hola, di a luz hace cinco semanas (parto vaginal) y la matrona me recomendó una revisión de suelo pélvico, ¿cuándo puedo ir?',
          mustContain: ['sexta semana'],
        },
        { question: 'y cuanto cuesta?', mustContain: ['55'] },
        { question: 'puedo ir con el bebe?', mustContain: ['bebe'] },
      ],
    },
    {
      name: 'a massage, its bono, then a medication question to decline',
      turns: [
        {
          question: 'tengo una contractura en el cuello q no me deja dormir, cuanto cuesta un masaje?',
          mustContain: ['28', '38'],
        },
        { question: 'y hay bono?', mustContain: ['170'] },
        { question: 'y q pastilla me tomo mientras tanto para el dolor?', decline: true },
      ],
    },
    {
      name: 'an English-speaking visitor asking about staff, price and referral',
      turns: [
        {
          question: 'Hi, I live in Seville but my Spanish is basic. Is there a physio who speaks English?',
          mustContain: ['Javier', 'Marta'],
        },
        { question: 'how much is a session?', mustContain: ['42'] },
        {
          question: "and do I need a doctor's referral?",
          mustContain: [['DKV', 'Asisa', 'Caser']],
        },
      ],
    },
  ],
};
