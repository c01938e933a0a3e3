import type { EvalSet } from '@renueva/assistant/eval';

/**
 * The sixth held-out part of the evaluation (issue 46), written on 2026-12-05 from the specification
 * (SPEC.md) and the site's content (src/content) only, by someone who had read neither the engine,
 * nor its data, nor the rest of the evaluation except types.ts. It is committed before it is scored,
 * and scored once.
 *
 * Every `mustContain` is a short substring of the content as the site shows it (the content modules
 * were run to see the text their constants build: '999 €', '2–4 semanas', '31 de diciembre de
 * 2026'...). Prices are required as their bare figures ('999', '149', '333') so that the space the
 * formatter puts before '€' does not matter. Every `decline` was checked against the content: it
 * does not answer it.
 */

/** The ways the content words the same fact, reused below. */
const delivery = ['2–4 semanas', '2 y 4 semanas', '2-4 semanas'];
const vat = ['IVA incluido', 'incluyen IVA', 'incluyen el IVA', 'con IVA'];
const instalments = ['3 plazos', '3 pagos'];
const optional = ['opcional', 'no es obligatorio'];
const noPermanence = ['sin permanencia', 'no tiene permanencia'];
const ownership = ['la web es tuya', 'son tuyos'];
const noCookies = ['no instala ninguna cookie', 'no instala cookies', 'no usamos cookies'];
const mobile = ['responsive', 'adaptada a móvil'];
const always = ['24 horas', '24/7', 'a cualquier hora'];
const training = ['precios, horarios', 'información de tu negocio', 'tu propia información'];
const unknownAnswer = ['lo dice y ofrece contactar', 'te pasa el contacto', 'en lugar de inventar'];
const seo = ['preparada para SEO', 'datos estructurados', 'mapa del sitio'];
const lowSpend = ['menor inversión', 'inversión baja'];
const highSpend = ['mayor inversión', 'inversión alta'];
const noMetrics = ['no incluye métricas', 'sin métricas'];
const agencyFacts = ['2.000', '6–12 semanas', 'bastante más', 'proyecto aparte'];
const guarantees = ['revisiones ilimitadas', '48', '99,9'];
const leave = ['sin permanencia', 'no tiene permanencia', 'cuando quieras'];

export const heldOut6: EvalSet = {
  questions: [
    // Kind: long — an owner explains their business in a few sentences and asks one thing.
    {
      question:
        'Hola, buenas. Tengo una peluquería en Alcalá de Henares desde hace quince años y la web me la hizo un sobrino, que ya ni me acuerdo de la contraseña. Las clientas me dicen que en el móvil no se ve bien. ¿Cuánto me costaría rehacerla con vosotros?',
      mustContain: ['999'],
    },
    {
      question:
        'Buenas tardes, soy fontanero autónomo en Getafe. Trabajo solo y muchas veces no puedo coger el teléfono porque estoy con las manos metidas en una tubería, y así pierdo trabajos. ¿El asistente ese contestaría a la gente cuando yo no puedo?',
      mustContain: [always],
    },
    {
      question:
        'Mira, te cuento: llevamos un restaurante familiar en Cangas de Onís y en temporada esto es una locura. La web actual la hicimos con una plantilla hace años, pues eso. Lo que me preocupa es el tiempo: ¿cuánto tardaríais en tenerla lista?',
      mustContain: [delivery],
    },
    {
      question:
        'Tengo una clínica de fisioterapia en Valladolid con dos compañeras. Este año no vamos sobradas de presupuesto, la verdad, y soltar los 999 de golpe nos cuesta. ¿Se puede pagar en varias veces?',
      mustContain: [instalments, 'sin intereses'],
    },
    {
      question:
        'Soy dueña de una tienda de ropa infantil en Logroño. Antes de gastarme nada quiero ver algo, que ya me han vendido humo otras veces. ¿La demo gratis es gratis de verdad o luego me cobráis algo?',
      mustContain: [['no pagas nada', 'sin compromiso']],
    },
    {
      question:
        'Buenas, llevo una academia de inglés en Murcia con unos doscientos alumnos. Mi cuñado dice que lo de las webs es pagar y luego cuotas todos los meses para siempre. ¿Hay que pagar algo cada mes obligatoriamente?',
      mustContain: [optional, '149'],
    },
    {
      question:
        'Tenemos un taller mecánico en Sabadell, mi hermano y yo. La gente nos pregunta siempre lo mismo: el horario, si cambiamos neumáticos, cuánto cuesta una revisión... ¿Con qué información se entrena el asistente?',
      mustContain: [training],
    },
    {
      question:
        'Soy arquitecta y tengo el estudio en Pamplona. Mi web es muy bonita pero tarda una eternidad en cargar, sobre todo con las fotos de los proyectos. ¿Cómo de rápida sería la nueva?',
      mustContain: ['95'],
    },
    {
      question:
        '¡Hola! Tengo un centro de yoga en Málaga, en pleno centro. Casi toda la gente me encuentra por Instagram, pero me gustaría salir en Google cuando buscan yoga en Málaga. ¿La web nueva me ayudaría con eso?',
      mustContain: [seo],
    },
    {
      question:
        'Tengo una gestoría pequeña en Albacete. Somos tres personas y no tenemos a nadie que sepa de informática. ¿Quién se encarga del dominio y de que la web esté funcionando?',
      mustContain: [['dominio, el alojamiento', 'nos ocupamos']],
    },
    {
      question:
        'Buenas. Regento una casa rural en la sierra de Gredos y la mayoría de reservas vienen por teléfono, a veces me llaman a las once de la noche. Me han hablado del asistente de voz. ¿En qué se diferencia del de chat?',
      mustContain: ['llamadas'],
    },
    {
      question:
        'Soy óptico en Jaén. A mi hija le ha encantado eso del avatar en vídeo, pero yo lo que quiero es saber cuántas consultas me entran. ¿El del avatar tiene métricas?',
      mustContain: [noMetrics],
    },
    {
      question:
        'Hola, tengo una floristería en Cádiz y no entiendo mucho de esto. He visto que pone 999, pero no sé si luego me sumáis el IVA encima como hacen todos. ¿Ese precio lleva el IVA?',
      mustContain: [vat],
    },
    {
      question:
        'Llevamos una inmobiliaria en Torrevieja, con muchos clientes extranjeros. Ya nos hicieron una web que nunca nos gustó y tuvimos que aguantarla años. ¿Qué pasa si no me gusta el diseño que me hacéis?',
      mustContain: ['revisiones ilimitadas'],
    },
    {
      question:
        'Buenos días. Tengo una pastelería en Tolosa y la web la lleva una agencia que me cobra un dineral y no me deja tocar nada. Si me paso a vosotros, ¿de quién es la web al final?',
      mustContain: [ownership],
    },
    {
      question:
        'Soy psicóloga en Zaragoza, con consulta privada. Me preocupa mucho la confidencialidad de mis pacientes con lo del asistente. ¿Qué pasa con los datos de mis clientes?',
      mustContain: ['RGPD'],
    },
    {
      question:
        'Tenemos una bodega pequeña en la Ribera del Duero, hacemos visitas guiadas y catas. Me interesa vuestra oferta, pero no sé cuánto dura y no quiero que se me pase. ¿Hasta qué fecha vale la oferta especial?',
      mustContain: ['31 de diciembre'],
    },
    {
      question:
        'Hola, tengo un gimnasio de barrio en Vigo. Me han pasado presupuesto una agencia de aquí y un chaval que trabaja por su cuenta. ¿Por qué os iba a elegir a vosotros y no a una agencia?',
      mustContain: [agencyFacts],
    },
    {
      question:
        'Soy veterinario en Lugo. La web la hice yo con una plantilla hace años y en los móviles sale fatal, se descuadra todo. ¿La nueva se verá bien en el móvil?',
      mustContain: [mobile],
    },
    {
      question:
        'Tengo una empresa de reformas en Badajoz con cuatro operarios. Quiero pedir la demo, pero antes me gustaría saber una cosa, que estoy hasta arriba: ¿cuánto tardáis en contestar cuando la pido?',
      mustContain: ['24 horas laborables'],
    },
    {
      question:
        'Mira, soy autónoma, hago uñas y pestañas en un local pequeño de Castellón. Lo que me mata es pasarme el día contestando mensajes preguntando precios. ¿El asistente puede dar los precios de mis servicios?',
      mustContain: [['precios, horarios', 'tus tarifas', 'servicios, precios']],
    },
    {
      question:
        'Buenas, tenemos un hotelito de veinte habitaciones en Peñíscola. Ahora mismo las reservas las apuntamos en una agenda de papel, ya lo sé, ya lo sé. ¿El asistente puede hacer reservas?',
      mustContain: [['reserva huecos', 'citas y reservas']],
    },
    {
      question:
        'Soy dentista en Santander. Tengo la consulta llena todo el día y de verdad que no tengo tiempo de ponerme a escribir. ¿Tengo que preparar yo los textos y las fotos de la web?',
      mustContain: [['no hace falta', 'partimos de tu web actual']],
    },
    {
      question:
        'Hola, tengo una escuela de surf en Zarautz y la temporada empieza en primavera, así que necesito la web para entonces. Si firmo ahora, ¿desde cuándo empieza a contar el plazo de entrega?',
      mustContain: [
        [
          'desde que tenemos todo lo necesario',
          'desde que aceptas la propuesta',
          'empiezan a contar cuando nos das la información',
        ],
      ],
    },
    {
      question:
        'Llevo una carpintería en Cuenca desde hace treinta años y soy de la vieja escuela. Mi nieto me ha dicho que os pregunte por el mantenimiento. ¿Qué incluye exactamente?',
      mustContain: ['soporte, actualizaciones'],
    },
    {
      question:
        'Soy abogado laboralista en Oviedo, con despacho propio. Antes de firmar nada quiero leer la letra pequeña, deformación profesional. ¿Qué ley se aplica a vuestras condiciones?',
      mustContain: ['ley española'],
    },
    {
      question:
        'Tenemos una tienda de bicis en Girona y alquilamos sobre todo a turistas. Nos interesa el asistente que habla, porque llama muchísima gente. ¿Los minutos de llamadas van incluidos en el precio?',
      mustContain: ['aparte'],
    },
    {
      question:
        'Soy peluquero canino en Alicante, voy a domicilio con una furgoneta. La verdad es que no sé si esto compensa para un negocio tan pequeño. ¿Cómo funciona el proceso desde que pido la demo?',
      mustContain: ['7 días'],
    },
    {
      question:
        'Tengo una autoescuela en Ourense. Una vez contraté una web y al año la empresa desapareció y me quedé sin nada. Si un día dejo de trabajar con vosotros, ¿qué pasa con mi web?',
      mustContain: [['te entregamos los archivos', 'la web es tuya']],
    },
    {
      question:
        'Hola, llevamos un bar de tapas en Granada mi mujer y yo. La web nos la montó un amigo que ya no está por aquí. Nos han dicho que tenéis una oferta de 999. ¿Qué incluye exactamente ese precio?',
      mustContain: ['diseño y desarrollo', 'asistente virtual entrenado'],
    },
    {
      question:
        'Soy fotógrafa de bodas en Tarragona. Ahora tengo el portfolio en una plataforma que me cobra cada mes y no me puedo ir sin pagar el año entero. ¿El mantenimiento con vosotros tiene permanencia?',
      mustContain: [noPermanence],
    },
    {
      question:
        'Tenemos una asesoría energética en Huelva, somos cinco. Nos interesa, pero si a mitad del proyecto vemos que no nos encaja, ¿podemos cancelarlo?',
      mustContain: ['parte del trabajo ya hecha'],
    },
    {
      question:
        'Buenas, tengo un estudio de tatuajes en Bilbao. He leído que multan a empresas por lo de las cookies y me he quedado con la mosca detrás de la oreja. ¿Qué cookies usa vuestra web?',
      mustContain: [noCookies],
    },
    {
      question:
        'Llevo una librería en Salamanca, pequeñita pero con mucho encanto. Antes de contratar me gustaría escribiros con calma con algunas dudas. ¿Cuál es vuestro correo?',
      mustContain: ['hola@renueva.es'],
    },
    {
      question:
        'Soy nutricionista y paso consulta online desde casa, en Toledo. Me llama la atención eso de las métricas del asistente. ¿Qué me dirían las métricas?',
      mustContain: [['qué buscan tus clientes', 'dudas se repiten']],
    },
    {
      question:
        'Tenemos una cooperativa de aceite en Úbeda. Queremos la web y el asistente, pero el consejo rector quiere comparar antes con una agencia. ¿Cuánto suele cobrar una agencia por una web así?',
      mustContain: ['2.000'],
    },
    {
      question:
        'Tengo una clínica estética en Marbella. La competencia tiene webs que parecen de revista y la mía da pena, y ya me han prometido mucho otras veces. ¿Me garantizáis algo por escrito?',
      mustContain: [guarantees],
    },
    {
      question:
        'Soy cerrajero en Córdoba y me llaman a todas horas. De noche me gustaría que algo atendiera al cliente hasta que yo pueda. ¿Qué pasa cuando el asistente no sabe responder algo?',
      mustContain: [unknownAnswer],
    },
    {
      question:
        'Tenemos una escuela de música en Reus. Somos muy lentos decidiendo y ya casi se acaba el año. ¿A qué hora termina la oferta el último día?',
      mustContain: ['23:59'],
    },
    {
      question:
        'Hola, soy de Teruel y tengo una tienda de productos típicos. No me fío mucho de meter la tarjeta en webs, la verdad. ¿Se puede pagar por transferencia?',
      mustContain: ['transferencia'],
    },
    {
      question:
        'Llevo un centro de estética en Gijón. Quiero probar la demo, pero no quiero dar la tarjeta para una prueba, que luego una se olvida y le cobran. ¿Pedís tarjeta para la demo?',
      mustContain: [['sin tarjeta', 'no te pedimos tarjeta']],
    },
    {
      question:
        'Buenas, tengo una agencia de viajes pequeña en Huesca. Me gustaría ver cómo queda eso del avatar antes de decidirme por una versión. ¿Tenéis algún ejemplo?',
      mustContain: [['Lucía', 'Clínica Sonrisa']],
    },
    {
      question:
        'Tengo una empresa de limpiezas en Palencia con seis empleadas. Los clientes me piden presupuesto constantemente y pierdo horas haciéndolos. ¿El asistente puede dar presupuestos?',
      mustContain: [['presupuestos orientativos', 'explica tus tarifas']],
    },
    {
      question:
        'Somos una farmacia en Ponferrada. La web que tenemos ahora ni siquiera sale con el candado en el navegador. ¿La nueva será segura y cumplirá la ley?',
      mustContain: [['HTTPS', 'RGPD']],
    },
    {
      question:
        'Llevo una guardería en Écija, la web está hecha con WordPress y el hosting me lo cobran aparte. Si contrato el mantenimiento y la web se cae, ¿en cuánto tiempo lo arregláis?',
      mustContain: ['48'],
    },
    {
      question:
        'Hola, soy entrenador personal en Las Palmas. He visto que os comparáis con los freelance y tengo un conocido que se dedica a eso. ¿Cuánto suele tardar un freelance en hacer una web?',
      mustContain: ['3–8 semanas'],
    },

    // Kind: chat — phone chat writing: abbreviations, no accents, typos, emoji, bare noun phrases.
    { question: 'cuanto cuesta', mustContain: ['999'] },
    { question: 'precio??', mustContain: ['999'] },
    { question: 'q precio tiene la web cn asistente', mustContain: ['999'] },
    { question: 'se puede pagar a plazos xfa', mustContain: [instalments] },
    { question: 'cuanto tarda en estar lista la web', mustContain: [delivery] },
    { question: 'k tal la demo, es gratis?', mustContain: [['gratis', 'gratuita']] },
    { question: 'demo cuantos dias', mustContain: ['7 días'] },
    { question: 'y el mantenimiento cuanto es al mes', mustContain: ['149'] },
    { question: 'mantenimiento obligatorio?? 🤔', mustContain: [optional] },
    { question: 'lleva iva el precio o no', mustContain: [vat] },
    { question: 'q diferencia hay entre chat voz y avatar', mustContain: [lowSpend, highSpend] },
    { question: 'el de voz coge llamadas?', mustContain: ['llamadas'] },
    { question: 'avatar tiene metricas?', mustContain: [noMetrics] },
    { question: 'xq sois mejor q una agencia', mustContain: [agencyFacts] },
    { question: 'info del seo porfa', mustContain: [seo] },
    {
      question: 'salgo en google o no jajaja',
      mustContain: [['no prometemos puestos concretos', ...seo]],
    },
    { question: 'la web va rapida?', mustContain: ['95'] },
    { question: 'se ve bien en el movil?? 📱', mustContain: [mobile] },
    { question: 'y si no me gusta el diseño q', mustContain: ['revisiones ilimitadas'] },
    { question: 'la web es mia o vuestra', mustContain: [ownership] },
    { question: 'como me doy d baja del mantenimiento', mustContain: [leave] },
    { question: 'oferta hasta cuando', mustContain: ['31 de diciembre'] },
    { question: 'teneis telefono', mustContain: ['910 000 000'] },
    { question: 'correo pa contactar', mustContain: ['hola@renueva.es'] },
    { question: 'donde estais', mustContain: ['Madrid'] },
    { question: 'q cookies usais', mustContain: [noCookies] },
    { question: 'holaaaa cuanto cuesta todo junto web y bot 😅', mustContain: ['999'] },
    { question: 'tb hay q pagar las herramientas aparte?', mustContain: ['aparte'] },
    { question: 'pago con tarjeta se puede', mustContain: ['tarjeta'] },
    { question: 'me dais factura', mustContain: ['factura por cada pago'] },
    { question: 'q pasa si algo falla', mustContain: ['48'] },
    { question: 'uptime', mustContain: ['99,9'] },
    { question: 'el bot aprende con mi info?', mustContain: [training] },
    { question: 'tengo q escribir yo los textos?? no tengo tiempo', mustContain: ['no hace falta'] },
    { question: 'q pasa con mis datos y los d mis clientes, rgpd?', mustContain: ['RGPD'] },
    { question: 'cancelar el proyecto a medias se puede', mustContain: ['parte del trabajo ya hecha'] },
    { question: 'demo sin tarjeta?', mustContain: [['sin tarjeta', 'no te pedimos tarjeta']] },
    { question: 'cuanto tardais en contestar si pido la demo', mustContain: ['24 horas laborables'] },
    {
      question: 'reservas d citas el asistente puede?',
      mustContain: [['reserva huecos', 'citas y reservas']],
    },
    { question: 'precio freelance aprox', mustContain: ['600'] },
    {
      question: 'metricas q me enseña',
      mustContain: [['qué buscan tus clientes', 'dudas se repiten', 'conversaciones atendidas']],
    },
    { question: 'garantias x escrito?', mustContain: [guarantees] },
    { question: 'asistente 24h de verdad?', mustContain: [always] },
    { question: 'y si el bot no sabe algo 🤷', mustContain: [unknownAnswer] },
    { question: '3 plazos d cuanto', mustContain: ['333'] },
    {
      question: 'dominio y hosting os encargais vosotros?',
      mustContain: [['dominio, el alojamiento', 'nos ocupamos']],
    },

    // Kind: register — formal usted.
    {
      question: 'Buenos días. ¿Podría indicarme el importe total del servicio y si este incluye el IVA?',
      mustContain: ['999', vat],
    },
    {
      question: 'Disculpe, ¿tendría la amabilidad de explicarme en qué consiste la demostración gratuita?',
      mustContain: ['7 días'],
    },
    {
      question:
        'Estimados señores: quisiera conocer el plazo de entrega de la página web una vez aceptada la propuesta.',
      mustContain: [delivery],
    },
    {
      question:
        '¿Podrían ustedes informarme de las condiciones para dar de baja el servicio de mantenimiento?',
      mustContain: [leave],
    },
    {
      question: 'Le agradecería que me indicase qué formas de pago aceptan ustedes.',
      mustContain: ['transferencia'],
    },
    {
      question: '¿Sería usted tan amable de indicarme la razón social y el NIF de la empresa?',
      mustContain: ['Renueva Digital S.L.', 'B12345674'],
    },
    {
      question:
        'Quisiera saber, si es tan amable, ante qué organismo puedo reclamar si no estoy conforme con el tratamiento de mis datos.',
      mustContain: ['Agencia Española de Protección de Datos'],
    },
    {
      question: '¿Me podría confirmar si ustedes garantizan por escrito la disponibilidad de la página?',
      mustContain: ['99,9'],
    },
    {
      question:
        'Desearía saber qué sucede si, una vez firmado el contrato, decido cancelar el proyecto antes de la entrega.',
      mustContain: ['parte del trabajo ya hecha'],
    },
    {
      question:
        'Perdone la molestia: ¿durante cuánto tiempo conservan ustedes los datos de una solicitud de demostración que no llega a contratarse?',
      mustContain: ['12 meses'],
    },

    // Kind: register — Latin American Spanish.
    { question: '¿Cuánto sale la página web con el asistente?', mustContain: ['999'] },
    {
      question: '¿Me pueden armar la página y la pago en cuotas sin interés?',
      mustContain: ['sin intereses'],
    },
    { question: 'Oigan, ¿cuánto se demoran en entregar la página?', mustContain: [delivery] },
    {
      question: '¿Ustedes se encargan del hosting y el dominio o eso lo tengo que ver yo?',
      mustContain: [['dominio, el alojamiento', 'nos ocupamos']],
    },
    {
      question:
        'Tengo una tiendita y no doy abasto. ¿El asistente virtual atiende a los clientes todo el día?',
      mustContain: [always],
    },
    { question: '¿Qué onda con el mantenimiento, es obligatorio pagarlo cada mes?', mustContain: [optional] },
    { question: '¿La página va a quedar linda en el celular?', mustContain: [mobile] },
    {
      question: '¿Cómo hago para agendar una demo con ustedes?',
      mustContain: [['solicitar demo', 'pide tu demo', '7 días']],
    },
    { question: '¿Y si el diseño no me convence, me lo cambian?', mustContain: ['revisiones ilimitadas'] },
    { question: '¿Qué tal la versión con avatar? ¿Es la más cara?', mustContain: [highSpend] },

    // Kind: register — English.
    { question: 'How much does the new website plus the assistant cost?', mustContain: ['999'] },
    { question: 'Can I pay in instalments? How much would each one be?', mustContain: ['333'] },
    { question: 'How long does it take to build the new site?', mustContain: [delivery] },
    { question: 'How much is the monthly maintenance?', mustContain: ['149'] },
    { question: 'How many days does the free demo last?', mustContain: ['7 días'] },
    { question: 'What uptime do you guarantee?', mustContain: ['99,9'] },
    { question: 'Until when is the special offer valid?', mustContain: ['31 de diciembre'] },
    { question: 'Which version of the assistant can answer phone calls?', mustContain: ['llamadas'] },
    { question: 'Who owns the website once I have paid for it?', mustContain: [ownership] },
    { question: "What's your contact email address?", mustContain: ['hola@renueva.es'] },

    // Kind: register — Catalan.
    { question: "Quant costa la web nova amb l'assistent?", mustContain: ['999'] },
    { question: 'Es pot pagar a terminis?', mustContain: [instalments] },
    { question: 'Quant trigueu a tenir la web enllestida?', mustContain: [delivery] },
    { question: 'El manteniment és obligatori?', mustContain: [optional] },
    { question: 'La demo és gratuïta? Quants dies dura?', mustContain: ['7 días'] },
    { question: "El preu inclou l'IVA?", mustContain: [vat] },
    { question: "I si no m'agrada el disseny?", mustContain: ['revisiones ilimitadas'] },
    { question: 'La web es veurà bé al mòbil?', mustContain: [mobile] },
    { question: 'Quines galetes fa servir la vostra web?', mustContain: [noCookies] },
    { question: "Fins quan és vàlida l'oferta especial?", mustContain: ['31 de diciembre'] },
    { question: 'Teniu telèfon per trucar-vos?', mustContain: ['910 000 000'] },

    // Kind: out of scope — the content does not answer these: the assistant must say it does not know.
    { question: '¿Qué tiempo va a hacer este fin de semana en Madrid?', decline: true },
    { question: '¿Va a llover mañana en Bilbao? Tengo que decidir si monto la terraza.', decline: true },
    {
      question: 'Soy autónomo en estimación directa, ¿puedo desgravarme la web como gasto en la renta?',
      decline: true,
    },
    { question: '¿Qué tipo de IVA tengo que cobrar yo a los clientes de mi peluquería?', decline: true },
    { question: '¿Cuánto cuesta al mes hacerse una web con Wix?', decline: true },
    { question: '¿Cuánto cobra Hostinger por el alojamiento de una web?', decline: true },
    {
      question: '¿Gestionáis también las redes sociales de mi negocio, Instagram y Facebook?',
      decline: true,
    },
    { question: '¿Me podéis hacer una app para iPhone y Android?', decline: true },
    { question: '¿Diseñáis también logotipos e imagen corporativa?', decline: true },
    { question: '¿Cuántos clientes tenéis ahora mismo?', decline: true },
    { question: '¿En qué año se fundó Renueva?', decline: true },
    { question: '¿Cuántos trabajadores sois en la empresa?', decline: true },
    { question: '¿Puedo pagar la web con la ayuda del Kit Digital?', decline: true },
    { question: '¿El asistente puede contestar a mis clientes por WhatsApp?', decline: true },
    {
      question: 'Tengo muchos clientes extranjeros: ¿el asistente habla en francés y en alemán?',
      decline: true,
    },
    { question: '¿Cuánto cuesta exactamente el minuto de llamada del asistente de voz?', decline: true },
    { question: '¿Cuánto cobráis por hacerme solo el asistente, sin la web?', decline: true },
    { question: '¿Cuánto me costaría una tienda online con 2.000 productos?', decline: true },
    { question: '¿Tenéis reseñas u opiniones de clientes en Google?', decline: true },
    { question: '¿En qué horario atendéis por teléfono? ¿Abrís los sábados?', decline: true },
    { question: '¿Hacéis descuento a las asociaciones sin ánimo de lucro?', decline: true },
    { question: '¿Qué precio tendrá el Plan Premium a partir de enero de 2027?', decline: true },
    { question: '¿Me ayudáis a registrar mi marca en la Oficina de Patentes y Marcas?', decline: true },
    { question: '¿Cuánto tengo que pagar de cuota de autónomos este año?', decline: true },
    { question: '¿Qué licencia de apertura necesito para abrir un bar en Valencia?', decline: true },
    { question: '¿Me lleváis también las campañas de Google Ads?', decline: true },
    { question: '¿Me creáis cuentas de correo con mi dominio, tipo info@minegocio.es?', decline: true },
    { question: '¿Quién ganó ayer el partido del Real Madrid?', decline: true },
    { question: '¿Me traducís la web al inglés? ¿Cuánto cuesta?', decline: true },
    { question: '¿Qué precio tiene el plan Advanced de Shopify?', decline: true },
    { question: '¿El asistente se integra con Shopify o con WooCommerce?', decline: true },
    { question: '¿Cómo se llama el fundador de Renueva?', decline: true },
    { question: '¿Imprimís también tarjetas de visita y folletos?', decline: true },
    { question: '¿Tengo que darme de alta en Hacienda para vender por internet?', decline: true },
    {
      question: '¿Qué puntuación de Lighthouse tiene ahora la web de mi competencia, peluqueriamaria.es?',
      decline: true,
    },
    {
      question: '¿Cuánto cobráis al mes por escribirme artículos de blog para el posicionamiento SEO?',
      decline: true,
    },
    { question: '¿Cuántas visitas al mes va a tener mi web nueva?', decline: true },
    {
      question: 'Si a los seis meses no tengo más clientes, ¿me devolvéis el dinero?',
      decline: true,
    },

    // Kind: plain — ordinary questions in plain Spain Spanish.
    { question: '¿Cuánto cuesta el Plan Premium?', mustContain: ['999'] },
    { question: '¿En cuántas semanas me entregáis la web?', mustContain: [delivery] },
    { question: '¿Qué me enseñáis en la demo?', mustContain: ['7 días'] },
    { question: '¿Cuánto cuesta el mantenimiento al mes?', mustContain: ['149'] },
    { question: '¿Qué pasa si después de la demo decido no contratar?', mustContain: ['no pagas nada'] },
    {
      question: '¿Cuántas revisiones del diseño entran en el precio?',
      mustContain: ['revisiones ilimitadas'],
    },
    { question: '¿Cómo cambio mis preferencias de cookies?', mustContain: ['Configurar cookies'] },
    {
      question: '¿Qué derechos tengo sobre mis datos personales?',
      mustContain: [['rectificación', 'supresión', 'portabilidad']],
    },
    { question: '¿Cuánto cobra una agencia por hacer una web?', mustContain: ['2.000'] },
    { question: '¿Qué garantías ofrecéis?', mustContain: [guarantees] },
    { question: '¿Cómo se cobra el mantenimiento?', mustContain: ['por adelantado'] },
    { question: '¿Podéis conectar el asistente con mi CRM?', mustContain: ['CRM'] },
    {
      question: '¿Quién es el responsable del tratamiento de mis datos?',
      mustContain: ['Renueva Digital S.L.'],
    },
    { question: '¿Me podéis subir el precio después de contratar?', mustContain: ['se respeta siempre'] },
    {
      question: '¿Cuántos pasos tiene el proceso de contratación?',
      mustContain: [['cinco pasos', '5 pasos']],
    },
    { question: '¿Qué pasa si me retraso en un pago?', mustContain: ['plazo razonable'] },
    {
      question: '¿Hasta cuánto respondéis si algo sale mal por vuestra culpa?',
      mustContain: ['12 meses anteriores'],
    },
    { question: '¿Tenéis alguna oferta ahora mismo?', mustContain: ['999', '31 de diciembre'] },
    {
      question: '¿Qué guarda esta web en mi navegador?',
      mustContain: [['preferencias de cookies', 'renueva-consentimiento-cookies', 'elección de cookies']],
    },
    { question: '¿Qué versión del asistente es la más barata?', mustContain: ['chat', lowSpend] },
    {
      question: '¿Qué hacéis si hay una brecha de seguridad que afecte a mis datos?',
      mustContain: ['72 horas'],
    },
  ],

  // Kind: conversations — later turns are elliptical, and some change topic.
  conversations: [
    {
      name: 'an elliptical follow-up on instalments after the price',
      turns: [
        { question: 'Hola, ¿cuánto cuesta la web con el asistente?', mustContain: ['999'] },
        { question: '¿y a plazos?', mustContain: ['333'] },
      ],
    },
    {
      name: 'from the demo to how long the whole site takes',
      turns: [
        { question: '¿Qué incluye la demo gratis?', mustContain: ['7 días'] },
        { question: '¿y la web entera cuánto tarda?', mustContain: [delivery] },
      ],
    },
    {
      name: 'maintenance: its price, then VAT, then leaving it',
      turns: [
        { question: '¿Cuánto es el mantenimiento?', mustContain: ['149'] },
        { question: '¿incluye IVA?', mustContain: [vat] },
        { question: '¿y si lo quiero dejar?', mustContain: [leave] },
      ],
    },
    {
      name: 'not liking the design, then not liking the demo',
      turns: [
        { question: 'Me da miedo que luego el diseño no me guste.', mustContain: ['revisiones ilimitadas'] },
        { question: 'vale, ¿y si después de la demo no me convence nada?', mustContain: ['no pagas nada'] },
      ],
    },
    {
      name: 'the versions, then bare follow-ups about calls and the avatar',
      turns: [
        { question: '¿Qué versiones del asistente tenéis?', mustContain: ['avatar'] },
        { question: '¿y cuál atiende llamadas?', mustContain: ['voz'] },
        { question: 'el de avatar', mustContain: [[...noMetrics, ...highSpend]] },
      ],
    },
    {
      name: 'from the price to the cookies',
      turns: [
        { question: '¿Cuánto vale?', mustContain: ['999'] },
        {
          question: 'otra cosa, ¿qué cookies usa esta web?',
          mustContain: [noCookies],
          mustNotContain: ['999'],
        },
      ],
    },
    {
      name: 'from SEO to erasing personal data',
      turns: [
        { question: '¿Saldré en Google con la web nueva?', mustContain: [seo] },
        {
          question: 'Cambiando de tema: quiero que borréis mis datos, ¿cómo lo pido?',
          mustContain: ['privacidad@renueva.es'],
          mustNotContain: ['mapa del sitio'],
        },
      ],
    },
    {
      name: 'the special offer, until when, and at what time',
      turns: [
        { question: '¿Tenéis alguna oferta?', mustContain: ['999'] },
        { question: '¿hasta cuándo?', mustContain: ['31 de diciembre'] },
        { question: '¿y a qué hora acaba ese día?', mustContain: ['23:59'] },
      ],
    },
    {
      name: 'what an agency charges, then a freelancer',
      turns: [
        { question: '¿Cuánto cobra una agencia por una web?', mustContain: ['2.000'] },
        { question: '¿y un freelance?', mustContain: ['600'] },
      ],
    },
    {
      name: 'support when something fails, and whether it needs maintenance',
      turns: [
        { question: '¿Qué pasa si la web deja de funcionar?', mustContain: ['48'] },
        {
          question: '¿y eso también sin mantenimiento?',
          mustContain: [['mientras tengas contratado el mantenimiento', 'con el mantenimiento']],
        },
      ],
    },
    {
      name: 'who owns the site, then the domain',
      turns: [
        { question: 'Cuando acabéis, ¿la web es mía?', mustContain: [ownership] },
        { question: '¿y el dominio?', mustContain: ['el dominio sigue siendo tuyo'] },
      ],
    },
    {
      name: 'from training the assistant to the office address',
      turns: [
        { question: '¿Con qué información aprende el asistente?', mustContain: [training] },
        {
          question: 'Por cierto, ¿dónde tenéis la oficina?',
          mustContain: ['Madrid'],
          mustNotContain: ['horarios'],
        },
      ],
    },
    {
      name: 'what the plan includes, then a service Renueva does not offer',
      turns: [
        { question: '¿Qué incluye el Plan Premium?', mustContain: ['asistente virtual entrenado'] },
        { question: '¿y me lleváis también el Instagram?', decline: true },
      ],
    },
    {
      name: 'how to pay, then a bare question about invoices',
      turns: [
        { question: '¿Cómo puedo pagar?', mustContain: ['transferencia'] },
        { question: '¿y factura?', mustContain: ['factura por cada pago'] },
      ],
    },
    {
      name: 'device storage, changing one’s mind, then maintenance',
      turns: [
        {
          question: '¿Guardáis algo en mi navegador?',
          mustContain: [['preferencias de cookies', 'renueva-consentimiento-cookies', 'elección de cookies']],
        },
        { question: '¿y si cambio de opinión?', mustContain: ['Configurar cookies'] },
        {
          question: 'vale. ¿Cuánto cuesta el mantenimiento?',
          mustContain: ['149'],
          mustNotContain: ['Configurar cookies'],
        },
      ],
    },
    {
      name: 'Latin American price, then the monthly support',
      turns: [
        { question: '¿Cuánto sale la página?', mustContain: ['999'] },
        { question: '¿y el soporte mensual?', mustContain: ['149'] },
      ],
    },
    {
      name: 'from cancelling the project to the speed of the site',
      turns: [
        {
          question: '¿Puedo cancelar el proyecto una vez firmado el contrato?',
          mustContain: ['parte del trabajo ya hecha'],
        },
        {
          question: 'Otra pregunta: ¿cómo de rápida va a ser la web?',
          mustContain: ['95'],
          mustNotContain: ['parte del trabajo'],
        },
      ],
    },
  ],
};
