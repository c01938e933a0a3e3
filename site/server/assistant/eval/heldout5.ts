/**
 * The fifth held-out part of the assistant's evaluation (issue 46), written on 2026-12-05 from the
 * specification and the site's content only (src/content/), by someone who had read neither the engine,
 * nor its data, nor the rest of the evaluation except heldout4's format; committed before any change to
 * the engine and scored once.
 *
 * Five kinds of message, each under its own heading: long messages in which an owner explains their
 * business (a bakery, a physiotherapist, a plumber, a bar, a lawyer, a gym...) before asking one thing;
 * short phone-typed messages (abbreviations, no accents, typos, emoji); follow-up conversations whose
 * later turns are elliptical or change topic; registers (usted, Latin American Spanish, English,
 * Catalan); and questions the content does not answer, some of them dressed up as questions about the
 * offer. Every required fact is worded as the site's content words it, and every declined message asks
 * something the content does not state.
 */
import type { EvalSet } from '@renueva/assistant/eval';

/** The ways the content says that a price includes IVA. */
const ivaIncluded = ['IVA incluido', 'incluyen IVA', 'incluyen el IVA', 'con IVA'];
/** The delivery time, as the FAQ, the terms, the pages and the emails word it. */
const weeks = ['2 y 4 semanas', '2–4 semanas', '2-4 semanas'];
/** The number of interest-free instalments ('3 pagos de 333 €', '3 plazos sin intereses'). */
const threePayments = ['3 pagos', '3 plazos'];
const optional = ['opcional', 'no es obligatorio'];
const noLockIn = ['sin permanencia', 'no tiene permanencia'];
const free = ['gratis', 'gratuita'];
const phone = ['910 000 000', '910000000'];
/** The assistant answers at any time: the FAQ, the benefits and the brand word it differently. */
const anyHour = ['24 horas', 'cualquier hora', '24/7'];
const uptime = ['99,9', '99.9'];
const noMetrics = ['sin métricas', 'no incluye métricas'];
const noCookies = ['no instala', 'ninguna cookie', 'no usamos cookies'];
/** Who owns the website once paid ('La web es tuya', 'sus contenidos son tuyos'). */
const yours = ['tuya', 'tuyos', 'suya'];
/** When the delivery weeks start: the FAQ and the terms say it in two ways. */
const weeksStart = ['aceptas la propuesta', 'todo lo necesario', 'información y los contenidos'];
/** What the assistant does when it does not know: it says so and offers to contact the business. */
const offersContact = ['contactar', 'contacto'];
const agencyLow = ['2.000', '2000'];
const agencyHigh = ['6.000', '6000'];
const freelancerWeeks = ['3–8', '3-8'];
const agencyWeeks = ['6–12', '6-12'];
const projectCancelled = ['parte del trabajo', 'trabajo ya hecha'];
const responsive = ['responsive', 'movil'];

export const heldOut5: EvalSet = {
  questions: [
    // Long messages: an owner explains the business, then asks one thing
    {
      question:
        'Pues mira, tengo un obrador de pan en Burgos con dos empleadas y este invierno vamos justitos, que la harina se ha puesto por las nubes. La web que tenemos es una plantilla gratuita que da un poco de vergüenza. Lo que quiero saber es si lo de la web se puede ir pagando en varios meses.',
      mustContain: [threePayments, 'sin intereses'],
    },
    {
      question:
        'Llevo una clínica dental en Getafe con tres gabinetes y las recepcionistas no dan abasto con el teléfono. He visto que ponéis el ejemplo de una clínica como la mía. En ese ejemplo, ¿qué parte de las consultas llegaron fuera del horario de la clínica?',
      mustContain: ['38'],
    },
    {
      question:
        'A ver, yo soy fontanero, trabajo solo, y la web me la montó un cliente a cambio de arreglarle una tubería, imagínate cómo está. No tengo ni idea de estas cosas. ¿Qué es lo primero que tendría que hacer para empezar con vosotros?',
      mustContain: ['demo'],
    },
    {
      question:
        'Doy clases de yoga en un local pequeño de Gràcia y estoy sola: mientras doy clase no puedo mirar el móvil y se me escapan alumnas nuevas. ¿Vuestro asistente sería capaz de mirar mis huecos libres y apuntar a la gente en una clase?',
      mustContain: [['agenda', 'reserva']],
    },
    {
      question:
        'Soy abogada laboralista y en el despacho manejo datos bastante delicados. Si el asistente de mi web recoge datos de mis clientes, me preocupa quién responde de eso legalmente. ¿Qué papel tendríais vosotros con esos datos?',
      mustContain: ['encargado del tratamiento'],
    },
    {
      question:
        'Tengo un gimnasio de barrio de los de toda la vida y ya me han colado dos contratos con permanencia de dos años, uno de la alarma y otro del programa de socios. Escarmentado estoy. ¿Lo del mantenimiento vuestro me ata durante algún tiempo?',
      mustContain: [noLockIn],
    },
    {
      question:
        'Pues mira, tengo un bar de tapas en Logroño y mi hijo dice que lo de un vídeo con una persona explicando la carta queda muy moderno. Yo de eso no entiendo. ¿La versión del asistente con vídeo es más cara o más barata que las otras?',
      mustContain: [['mayor inversión', 'inversión alta']],
    },
    {
      question:
        'Tengo una tienda de ropa de mujer en Murcia y las clientas nuevas me dicen que me han encontrado buscando con el móvil, pero mi web actual no sale por ningún lado. ¿Qué hacéis vosotros para que Google tenga en cuenta la web?',
      mustContain: ['SEO'],
    },
    {
      question:
        'Soy fisioterapeuta y entre paciente y paciente no tengo ni un minuto. Las fotos que tengo de la consulta las hice con el móvil y con una luz malísima. Si no valen, ¿qué hacemos con las fotos?',
      mustContain: ['alternativas'],
    },
    {
      question:
        'Tenemos una clínica veterinaria con urgencias y la gente entra en la web de madrugada para buscar el teléfono de guardia. Si la web no carga, es un problema serio para nosotros. ¿Qué porcentaje del tiempo me aseguráis que va a estar funcionando?',
      mustContain: [uptime],
    },
    {
      question:
        'Bueno, es que soy electricista autónomo y siempre me lío con los presupuestos, porque unos ponen el IVA aparte y otros no. He visto lo de los 999. ¿Ese número es lo que voy a pagar al final o luego me sale más?',
      mustContain: [ivaIncluded],
      mustNotContain: ['más IVA'],
    },
    {
      question:
        'Tengo un despacho de abogados pequeño en Oviedo. Con el proveedor anterior acabé fatal: cuando me di de baja no me quisieron dar nada y tuve que empezar de cero. Si un día me voy con otro, ¿qué me lleváis de la web?',
      mustContain: ['archivos'],
    },
    {
      question:
        'O sea, tengo una floristería en Cádiz y ya me han vendido muchas motos con esto de internet. Antes de soltar un euro quiero ver algo hecho con mis ramos y mis precios, no una plantilla de ejemplo. ¿Se puede?',
      mustContain: ['demo', ['propio contenido', 'información de tu negocio', 'tu información']],
    },
    {
      question:
        'A ver, tengo una óptica en Alcorcón y en febrero reabrimos después de una reforma del local. Me gustaría estrenar web el mismo día de la reapertura. ¿Cuántas semanas necesitáis desde que os digo que adelante?',
      mustContain: [weeks],
    },
    {
      question:
        'Llevo una autoescuela y un compañero me ha dicho que si la web no tiene bien lo de las cookies y la privacidad te pueden multar. Yo ni sé lo que tengo puesto ahora. ¿La web que me hagáis vendrá con todo eso legal arreglado?',
      mustContain: ['textos legales'],
    },
    {
      question:
        'Tengo un restaurante de menú del día y la carta cambia casi cada semana. Me da un poco de miedo que el asistente le diga a alguien que hay un plato que ya no tenemos. ¿Cómo reacciona cuando le preguntan algo que no tiene claro?',
      mustContain: [offersContact],
    },
    {
      question:
        'Tengo un centro de estética y siempre me pregunto qué tratamientos le interesan más a la gente que entra en la web; ahora mismo no tengo ni idea. ¿El asistente me daría algún dato sobre eso?',
      mustContain: ['métricas'],
    },
    {
      question:
        'Llevo una gestoría con cuatro personas y el sobrino de mi socio, que es freelance, dice que nos hace la web más barata. Sinceramente, ¿en qué casos os parece mejor un freelance que vosotros?',
      mustContain: [['muy sencilla', 'una o dos páginas', 'presupuesto más ajustado']],
    },
    {
      question:
        'Soy carpintero y con los bancos siempre tengo algún lío, el mes pasado me rechazaron la tarjeta dos veces en una tienda. Si cuando vaya a pagaros el banco me la rechaza, ¿qué tengo que hacer?',
      mustContain: [['enlace de pago', 'transferencia']],
    },
    {
      question:
        'Tengo una peluquería canina y de ordenadores no sé nada. Mi miedo es que mientras me montáis la web algo falle y nadie me haga caso durante días. En esa fase, ¿en cuánto tiempo arregláis un problema que os cuente?',
      mustContain: ['48'],
      mustNotContain: ['24 horas laborables'],
    },
    {
      question:
        'Tenemos una casa rural en la sierra de Gredos y muchos clientes son gente mayor que prefiere llamar antes que escribir, y por la noche yo no cojo el teléfono. ¿Alguna de las versiones del asistente habla con la gente?',
      mustContain: ['voz'],
    },
    {
      question:
        'Dirijo una academia de idiomas y en diciembre vamos locos con los exámenes de Cambridge. Quiero dejar lo de la web para cuando pueda sentarme con calma. ¿Hasta qué día tengo para aprovechar el precio de la oferta?',
      mustContain: ['31 de diciembre'],
    },
    {
      question:
        'Soy psicóloga y mis pacientes son muy sensibles con su intimidad; algunos me preguntan hasta si el correo es seguro. ¿La web que me hagáis irá cifrada y tendrá copias de seguridad?',
      mustContain: ['HTTPS', 'copias de seguridad'],
    },
    {
      question:
        'Mira, tengo un taller mecánico y soy muy tiquismiquis, mi mujer dice que insoportable. Seguro que os pido cambiar el color del logo veinte veces. ¿Tenéis un tope de cambios?',
      mustContain: ['ilimitadas'],
    },
    {
      question:
        'Pues es que tengo una cafetería de especialidad y el dominio lo compró un antiguo socio que ya no está, y el hosting ni sé dónde lo tenemos. Un lío. ¿Os ocupáis vosotros de todo eso?',
      mustContain: ['dominio', ['alojamiento', 'hosting']],
    },
    {
      question:
        'Tengo una escuela de baile y un alumno informático me dijo que mi web saca un 30 en Lighthouse, que por lo visto es malísimo. ¿Qué nota me prometéis vosotros y en qué dispositivo la medís?',
      mustContain: ['95', 'movil'],
    },
    {
      question:
        'Tenemos una inmobiliaria pequeña y estamos pensando en el asistente de voz para atender a la gente que llama por los pisos. Me preocupa la factura a final de mes. Aparte de la cuota fija, ¿hay algo que se pague según lo que se use?',
      mustContain: ['aparte'],
    },
    {
      question:
        'Tengo una mercería en Zamora y soy de las que quieren saber con quién tratan, no me gusta comprar a empresas que no sé dónde están. ¿Dónde tenéis la sede?',
      mustContain: ['Alcalá', 'Madrid'],
    },
    {
      question:
        'Soy fotógrafo de bodas y mi web actual es un portfolio que me hice yo con una plantilla hace años. Veo que cobráis 999 euros. ¿Qué me llevo exactamente por ese dinero?',
      mustContain: ['diseño', 'asistente'],
    },
    {
      question:
        'Tenemos una empresa de limpieza de comunidades y voy a rellenar lo de la demo esta misma noche, porque mañana me voy de viaje unos días y quiero organizarme. ¿Cuándo me va a contactar alguien?',
      mustContain: ['24 horas laborables'],
      mustNotContain: ['48'],
    },
    {
      question:
        'Llevo una escuela infantil y con la privacidad soy muy pesada, me leo todo. Antes de dejar aquí mis datos quiero saber si esta página me está rastreando. ¿Qué me guardáis en el navegador?',
      mustContain: [['preferencias de cookies', 'elección de cookies', 'no instala', 'ninguna cookie']],
    },
    {
      question:
        'Tengo un estudio de tatuajes y una agencia me ha pasado un presupuesto de 4.500 euros y tres meses de trabajo. ¿Eso es lo normal en una agencia o me querían timar?',
      mustContain: [agencyLow, agencyHigh],
    },
    {
      question:
        'Tenemos una empresa de mudanzas y las peticiones de presupuesto nos llegan por todas partes: teléfono, correo, WhatsApp... un caos. Si alguien pide presupuesto hablando con el asistente, ¿dónde me llega a mí esa información?',
      mustContain: [['correo', 'CRM']],
    },
    {
      question:
        'Soy cerrajero y la gente se queda en la calle sin llaves a las tres de la mañana, que es cuando más me buscan. ¿El asistente contesta también a esas horas?',
      mustContain: [anyHour],
    },
    {
      question:
        'Soy nutricionista y para entrenar al asistente os tendría que pasar mis dietas, mis tarifas y mis explicaciones, que me ha costado años hacerlas. ¿Esa información sigue siendo mía?',
      mustContain: [yours],
    },
    {
      question:
        'Soy arquitecto técnico y estoy harto de acuerdos de palabra que luego nadie recuerda. Necesito que lo que me prometáis esté escrito en algún sitio. ¿Dónde queda por escrito lo que incluye mi proyecto?',
      mustContain: ['propuesta'],
    },
    {
      question:
        'Tengo una lavandería de autoservicio y casi todos los clientes son estudiantes que lo miran todo en el teléfono. ¿La web nueva se adapta bien a pantallas pequeñas?',
      mustContain: [responsive],
    },
    {
      question:
        'Tengo una juguetería y mi gestor me pide papeles de todo, si no, me riñe. Si lo pago en plazos, ¿me hacéis factura de cada uno?',
      mustContain: ['factura'],
    },
    {
      question:
        'Tengo un estudio de pilates y estoy algo insegura porque igual me cambio de local el año que viene. Si firmo con vosotros y a las dos semanas me echo atrás, ¿pierdo todo lo que haya pagado?',
      mustContain: [projectCancelled],
    },
    {
      question:
        'Bueno, tengo una ferretería de las de siempre y de ordenadores ni papa. Cuando la web ya esté publicada, ¿quién me la actualiza y me hace las copias y todo eso?',
      mustContain: ['mantenimiento'],
    },
    {
      question:
        'Tengo un taller de bicis en Vitoria y he estado mirando la página de la oferta especial. En lo de la oferta, ¿el asistente que entra es el de voz o el de chat?',
      mustContain: ['chat'],
    },
    {
      question:
        'Soy podóloga y tengo la agenda a reventar hasta marzo. Si os pido la demo, ¿cuánto tiempo me va a robar a mí la reunión del principio?',
      mustContain: ['30 minutos'],
    },
    {
      question:
        'Tenemos una bodega familiar en la Ribera y un amigo nos dice que un freelance nos lo haría en nada de tiempo. ¿Cuánto suele tardar un freelance en hacer una web?',
      mustContain: [freelancerWeeks],
    },
    {
      question:
        'Tengo un hostal en Cuenca y hasta enero no voy a poder ponerme con esto, que ahora estamos a tope con el puente. Si os escribo ya pasada la oferta, ¿qué pasa?',
      mustContain: [['condiciones actuales', 'sigue disponible']],
    },
    {
      question:
        'Es que tengo una pescadería en el mercado de Vigo y mi hija dice que sin web no vamos a ningún lado, que la gente busca todo en internet. Ella se encarga de todo esto pero me ha pedido que pregunte yo: ¿cuánto costaría?',
      mustContain: ['999'],
    },

    // Short chat writing: phone-typed, no accents, abbreviations, typos, emoji
    { question: 'holaaa q precio tiene la web nueva cn el bot', mustContain: ['999'] },
    { question: 'preico del mantenimineto??', mustContain: ['149'], mustNotContain: ['333'] },
    { question: 'y el mantenimiento cuantoooo al mes', mustContain: ['149'], mustNotContain: ['333'] },
    { question: 'x plazo cuanto seria', mustContain: ['333'], mustNotContain: ['149'] },
    { question: 'tiene intereses lo d pagar a plazos', mustContain: ['sin intereses'] },
    { question: 'los 999 llevan ya el iva 🙏', mustContain: [ivaIncluded] },
    { question: 'cuantas semans tardais en hacerla', mustContain: [weeks] },
    { question: 'la demo m cuesta algo', mustContain: [free] },
    { question: 'demo d cuantos dias es', mustContain: ['7 días'] },
    {
      question: 'hay q poner tarjeta pa la demo 😅',
      mustContain: [['sin tarjeta', 'no te pedimos tarjeta']],
    },
    { question: 'toy interesada, a q mail os escribo', mustContain: ['hola@renueva.es'] },
    { question: 'tlf xfa', mustContain: [phone] },
    {
      question: 'me puedo dar d baja del mantenimiento cdo quiera',
      mustContain: [[...noLockIn, 'cuando quieras']],
    },
    { question: 'el mantenimiento q incluye exactamente', mustContain: ['soporte', 'actualizaciones'] },
    { question: 'y si no me gusta el diseño q', mustContain: ['ilimitadas'] },
    { question: 'ofertaaa hasta cuando 👍', mustContain: ['31 de diciembre'] },
    { question: 'la oferta acaba a q hora el ultimo dia', mustContain: ['23:59'] },
    { question: 'salgo en gogle con la web nueva', mustContain: ['SEO'] },
    {
      question: 'me asegurais salir el 1o en google o no',
      mustContain: [['puestos concretos', 'no prometemos']],
    },
    { question: 'se ve bn en el movil', mustContain: [responsive] },
    { question: 'el hosting va incluido o lo pago yo aparte', mustContain: [['alojamiento', 'hosting']] },
    { question: 'el dominio es mio o vuestro', mustContain: [['tuyo', 'suyo']] },
    { question: 'q versiones hay del asistente', mustContain: ['chat', 'voz', 'avatar'] },
    { question: 'el d voz contesta el telefono', mustContain: [['llamadas', 'teléfono']] },
    { question: 'el d video me dice cuanta gente lo usa', mustContain: [noMetrics] },
    { question: 'q asistente me sale mas economico', mustContain: ['chat'] },
    { question: 'el asistente funciona x la noche tb', mustContain: [anyHour] },
    { question: 'si el bot no sabe algo q hace, se lo inventa?', mustContain: [offersContact] },
    { question: 'formas d pago?', mustContain: ['tarjeta', 'transferencia'] },
    { question: 'el mantenimiento se paga x adelantado', mustContain: ['por adelantado'] },
    { question: 'si algo se rompe cuanto tardais en arreglarlo', mustContain: ['48'] },
    { question: 'la web es mia dsp d pagarla', mustContain: [yours] },
    { question: 'esta pagina me mete cookies?? 😒', mustContain: [noCookies] },
    {
      question: 'nose como quitar lo d las cookies, quiero lo minimo',
      mustContain: ['Solo Necesarias'],
    },
    {
      question: 'mis datos se quedan en españa o se van fuera',
      mustContain: ['transferencias internacionales'],
    },
    {
      question: 'quiero q me borreis d vuestra base d datos, dnd lo pido',
      mustContain: ['privacidad@renueva.es'],
    },
    { question: 'mantenimiento d una agencia cuanto cuesta al mes', mustContain: ['50', '300'] },
    { question: 'q pasos hay hasta q tengo la web', mustContain: ['demo', 'propuesta'] },
    { question: 'cuanto tarda en cargar la web q me hagais', mustContain: [['dos segundos', '95']] },
    { question: 'hacis revisiones?', mustContain: ['ilimitadas'] },
    {
      question: 'puedo ver un ejemplo del asistente con video',
      mustContain: [['Lucía', 'Clínica Sonrisa', 'Ver el asistente con avatar']],
    },
    { question: 'las respuestas q me das aqui valen como contrato o q', mustContain: ['orientativas'] },
    { question: 'cuantas conversaciones tuvo la clinica del ejemplo la ultima semana', mustContain: ['143'] },
    { question: 'd donde sois', mustContain: ['Madrid'] },
    { question: 'tengo q mandaros algo yo para empezar', mustContain: ['contenidos'] },

    // Registers: usted
    {
      question: 'Quisiera saber si el Plan Premium obliga a pagar alguna cuota mensual.',
      mustContain: [optional],
    },
    {
      question: '¿Sería tan amable de explicarme los pasos de la contratación, desde el principio?',
      mustContain: ['propuesta', 'contrato'],
    },
    {
      question:
        'Para nuestro registro de proveedores, ¿podría facilitarme los datos registrales de la sociedad?',
      mustContain: ['M-123456'],
    },
    {
      question: '¿Me podría confirmar si el soporte tiene un tiempo máximo de resolución de incidencias?',
      mustContain: ['48'],
    },
    {
      question: 'Disculpe, ¿la oferta se aplica también a los pedidos realizados el mismo 31 de diciembre?',
      mustContain: ['23:59'],
    },
    {
      question:
        '¿Podría explicarme qué harían ustedes si se produjera una brecha de seguridad con mis datos?',
      mustContain: ['72 horas'],
    },
    {
      question: 'Quisiera saber en qué base jurídica se apoyan para tratar los datos del formulario de demo.',
      mustContain: ['consentimiento'],
    },
    {
      question: 'Le agradecería que me indicara el importe de cada uno de los pagos aplazados.',
      mustContain: ['333'],
      mustNotContain: ['149'],
    },
    {
      question:
        'Soy autónomo. ¿Podría decirme si trabajan ustedes también con autónomos o solo con empresas?',
      mustContain: ['autónomos'],
    },
    {
      question: '¿Qué datos conservan ustedes durante seis años, y en virtud de qué norma?',
      mustContain: ['facturas', 'Código de Comercio'],
    },
    {
      question: 'En caso de contratar como consumidor, ¿qué juzgados serían los competentes?',
      mustContain: ['domicilio'],
    },
    {
      question:
        '¿Podría aclararme si toman ustedes decisiones automatizadas o elaboran perfiles con mis datos?',
      mustContain: [['no tomamos', 'ni elaboramos']],
    },

    // Registers: Latin American Spanish
    {
      question:
        'Hola, ¿cuánto sale la página con el asistente? Soy de Rosario pero tengo el local acá en Valencia.',
      mustContain: ['999'],
    },
    { question: 'che, ¿se puede pagar en cuotas sin interés?', mustContain: [threePayments] },
    {
      question: '¿Cómo hago para agendar la demo con ustedes?',
      mustContain: [['Solicitar demo', 'formulario']],
    },
    { question: 'Ahorita ando corto de plata, ¿la demo me cobran algo?', mustContain: [free] },
    {
      question: '¿El sitio nuevo se va a ver bien en el celular de mis clientes?',
      mustContain: [responsive],
    },
    {
      question: 'Vos decís que el asistente atiende solo, ¿me responde también a la madrugada?',
      mustContain: [anyHour],
    },
    { question: '¿Cuánto me sale el mantenimiento por mes?', mustContain: ['149'], mustNotContain: ['333'] },
    {
      question: 'Mirá, tengo una verdulería y no sé nada de páginas web. ¿Ustedes me escriben los textos?',
      mustContain: [['no hace falta', 'reescribimos']],
    },
    { question: '¿Cuánto demoran en entregar la página terminada?', mustContain: [weeks] },
    { question: '¿Con qué medio les puedo abonar?', mustContain: ['transferencia'] },
    { question: '¿Me pasan un número para llamarlos desde mi celular?', mustContain: [phone] },

    // Registers: English
    { question: "What's included in the 999 euros?", mustContain: ['diseño', 'asistente'] },
    { question: 'do you charge interest if I split the payment', mustContain: ['sin intereses'] },
    { question: 'Can I cancel the maintenance plan whenever I like?', mustContain: [noLockIn] },
    { question: 'Will my new site show up on Google?', mustContain: ['SEO'] },
    { question: 'How many rounds of design changes do I get?', mustContain: ['ilimitadas'] },
    { question: 'Who owns the website once I have paid for it?', mustContain: [yours] },
    {
      question: 'If I only request the demo and never sign, how long do you keep my details?',
      mustContain: ['12 meses'],
      mustNotContain: ['6 años'],
    },
    { question: 'How do I change my cookie settings later on?', mustContain: ['Configurar cookies'] },
    { question: 'Can the voice assistant pick up phone calls for my shop?', mustContain: ['llamadas'] },
    {
      question: 'How soon will someone get back to me after I ask for the demo?',
      mustContain: ['24 horas laborables'],
      mustNotContain: ['48'],
    },
    { question: "What's the uptime you guarantee?", mustContain: [uptime] },
    { question: 'where is your company based', mustContain: ['Madrid'] },

    // Registers: Catalan
    { question: "Quant val la web amb l'assistent? L'IVA hi és inclòs?", mustContain: ['999', ivaIncluded] },
    {
      question: 'Si ho pago a terminis, de quant és cada pagament?',
      mustContain: ['333'],
      mustNotContain: ['149'],
    },
    { question: "Encara sou a temps de l'oferta? Quan s'acaba?", mustContain: ['31 de diciembre'] },
    { question: 'Quants dies trigueu a ensenyar-me la demo?', mustContain: ['7 días'] },
    { question: 'La web nova sortirà a Google?', mustContain: ['SEO'] },
    { question: "I si no m'agrada el disseny, què?", mustContain: ['ilimitadas'] },
    { question: "L'assistent de vídeo té mètriques?", mustContain: [noMetrics] },
    { question: 'Feu servir galetes en aquesta web?', mustContain: [noCookies] },
    {
      question: 'On us he d’escriure per exercir els meus drets de protecció de dades?',
      mustContain: ['privacidad@renueva.es'],
    },
    { question: 'El manteniment inclou còpies de seguretat?', mustContain: ['copias de seguridad'] },
    { question: 'Quant cobra normalment una agència per una web?', mustContain: [agencyLow, agencyHigh] },
    { question: "Si ho pago tot d'un cop, quan s'ha de pagar?", mustContain: ['al contratar'] },
    { question: 'Quin correu teniu per fer-vos preguntes?', mustContain: ['hola@renueva.es'] },

    // Out of scope: the content does not say, some dressed up as questions about the offer
    { question: 'oye y el plan business de wix q precio tiene', decline: true },
    { question: '¿Qué tiempo va a hacer en Santander la semana que me entreguéis la web?', decline: true },
    {
      question: '¿Cómo apunto la web en la contabilidad, como gasto del año o como inmovilizado?',
      decline: true,
    },
    { question: '¿Os puedo pagar la web con el bono del Kit Digital?', decline: true },
    { question: '¿El asistente puede atender a mis clientes por WhatsApp?', decline: true },
    { question: '¿En cuántos idiomas contesta el asistente que me pondríais?', decline: true },
    { question: '¿Me dais de alta la ficha del negocio en Google Maps?', decline: true },
    { question: '¿Cuánto cuesta al año un hosting en Hostinger?', decline: true },
    { question: 'cuanto cobra un community manager x llevar el insta', decline: true },
    { question: '¿Qué licencia de actividad necesito para abrir una cafetería en Málaga?', decline: true },
    {
      question: '¿Qué retención de IRPF tengo que poner en mis facturas si acabo de darme de alta?',
      decline: true,
    },
    { question: 'me duele la muñeca de tanto usar el raton, q me tomo', decline: true },
    { question: '¿Puedo despedir a mi camarero si todavía está en periodo de prueba?', decline: true },
    { question: 'dime un chiste de informáticos', decline: true },
    { question: '¿Quién ganó la Liga la temporada pasada?', decline: true },
    { question: '¿Me dais una receta de bizcocho de limón para la panadería?', decline: true },
    { question: '¿El IVA de la web me lo puedo desgravar en la declaración trimestral?', decline: true },
    { question: '¿Cuánto me costaría poner anuncios en Google para mi clínica?', decline: true },
    { question: '¿Me traducís la web también al inglés y al francés?', decline: true },
    { question: '¿Qué ordenador me recomendáis comprar para el mostrador de la tienda?', decline: true },
    { question: 'en q año fue la ultima vez q nevo en madrid', decline: true },
    { question: '¿Cuál es la mejor hora para publicar en Instagram?', decline: true },
    { question: '¿Cuántas reseñas tenéis en Google?', decline: true },
    { question: '¿Quién es el dueño de Renueva?', decline: true },
    { question: '¿Qué precio tiene el último iPhone?', decline: true },
    { question: 'What is the best accounting software for a small shop?', decline: true },
    { question: 'Quin temps farà demà a Girona?', decline: true },
    { question: '¿Me diseñáis también la carta del restaurante en papel?', decline: true },
    { question: '¿Me lleváis las campañas de email a mis clientes?', decline: true },
    { question: '¿El asistente de voz podría hablar con mi propia voz?', decline: true },
    { question: '¿Qué tal funciona el SEO en TikTok?', decline: true },
    {
      question: '¿Cuánto vale el mantenimiento de la caldera de la oficina?',
      decline: true,
      mustNotContain: ['149'],
    },
  ],
  conversations: [
    {
      name: 'the price, then instalments, then maintenance, each elliptical',
      turns: [
        { question: 'cuánto vale la web nueva', mustContain: ['999'] },
        { question: '¿y en cuotas?', mustContain: [threePayments, 'sin intereses'] },
        { question: 'vale. ¿y lo de mantenerla luego?', mustContain: ['149'], mustNotContain: ['333'] },
      ],
    },
    {
      name: 'the demo, how long it takes and what if it does not convince',
      turns: [
        { question: '¿Hacéis alguna prueba antes de pagar?', mustContain: [free] },
        { question: '¿y eso cuánto tarda?', mustContain: ['7 días'] },
        { question: '¿y si no me gusta?', mustContain: ['no pagas nada'] },
      ],
    },
    {
      name: 'the delivery time, when it starts counting, then a new topic: cookies',
      turns: [
        { question: 'plazo para tener la web hecha?', mustContain: [weeks] },
        { question: '¿y desde cuándo se cuenta?', mustContain: [weeksStart] },
        { question: 'Por cierto, otra cosa: ¿esta página usa cookies?', mustContain: [noCookies] },
      ],
    },
    {
      name: 'what maintenance includes, its price and whether it ties you',
      turns: [
        { question: '¿Qué cubre el mantenimiento?', mustContain: ['soporte', 'actualizaciones'] },
        { question: '¿y el precio?', mustContain: ['149'], mustNotContain: ['333'] },
        { question: '¿con permanencia?', mustContain: [noLockIn] },
      ],
    },
    {
      name: 'the assistant versions, the voice one, then the cheapest',
      turns: [
        { question: '¿Qué versiones del asistente ofrecéis?', mustContain: ['chat', 'voz', 'avatar'] },
        { question: '¿y el de voz qué tiene de especial?', mustContain: ['llamadas'] },
        { question: '¿y cuál es el de menos inversión?', mustContain: ['chat'] },
      ],
    },
    {
      name: 'Google, then a bare noun phrase about the domain, then speed',
      turns: [
        { question: '¿La web vendrá preparada para Google?', mustContain: ['SEO'] },
        { question: '¿el dominio?', mustContain: [['tuyo', 'suyo', 'nos ocupamos']] },
        { question: '¿y la velocidad?', mustContain: ['95'] },
      ],
    },
    {
      name: 'the current offer, when it ends, then the delivery time of that website',
      turns: [
        { question: '¿Hay alguna promoción en marcha?', mustContain: ['999'] },
        { question: '¿se acaba pronto?', mustContain: ['31 de diciembre'] },
        { question: 'ok, ¿y la web de la oferta en cuánto la tengo?', mustContain: [weeks] },
      ],
    },
    {
      name: 'incident resolution, whether it holds without maintenance, where it is written',
      turns: [
        { question: '¿Cuánto tardáis en resolver una incidencia?', mustContain: ['48'] },
        { question: '¿y eso también sin mantenimiento?', mustContain: ['mantenimiento'] },
        { question: '¿dónde está eso por escrito?', mustContain: ['terminos'] },
      ],
    },
    {
      name: 'delivery against an agency and a freelancer, elliptical',
      turns: [
        { question: 'Comparado con una agencia, ¿cuánto tardáis vosotros?', mustContain: [weeks] },
        { question: '¿y ellos?', mustContain: [agencyWeeks] },
        { question: '¿y alguien por libre?', mustContain: [freelancerWeeks] },
      ],
    },
    {
      name: "the data the demo form asks for, erasing them, then a new topic: the assistant's hours",
      turns: [
        { question: '¿Qué datos me pedís para la demo?', mustContain: ['correo', 'teléfono'] },
        { question: '¿y si luego quiero que los borréis?', mustContain: ['privacidad@renueva.es'] },
        {
          question: 'Vale. Cambiando de tema, ¿el asistente contesta a cualquier hora?',
          mustContain: [anyHour],
        },
      ],
    },
    {
      name: 'what the site stores in the browser, then refusing the functional category',
      turns: [
        {
          question: '¿Qué guarda esta web en mi ordenador?',
          mustContain: [['preferencias de cookies', 'elección de cookies', 'preferencias']],
        },
        { question: '¿y si no acepto las funcionales?', mustContain: ['de cero'] },
      ],
    },
    {
      name: 'how to pay, when, and a bare noun phrase about the invoice',
      turns: [
        { question: '¿Qué medios de pago aceptáis?', mustContain: ['tarjeta', 'transferencia'] },
        { question: '¿y cuándo, al principio o al final?', mustContain: [['al contratar', 'primer pago']] },
        { question: '¿factura?', mustContain: ['factura'] },
      ],
    },
    {
      name: 'how to start, the first call, then a new topic: the address',
      turns: [
        { question: '¿Cómo empezamos si me interesa?', mustContain: ['demo'] },
        { question: '¿y esa charla inicial es muy larga?', mustContain: ['30 minutos'] },
        { question: 'Otra cosa, ¿cuál es vuestra dirección?', mustContain: ['Alcalá'] },
      ],
    },
    {
      name: 'an online marketplace store first (declined), then the normal website',
      turns: [
        { question: '¿Me montáis también la tienda en Amazon?', decline: true },
        { question: 'vale, ¿y la web normal en cuánto estaría lista?', mustContain: [weeks] },
      ],
    },
    {
      name: 'quotes from the assistant, an unrelated pricing question (declined), then bookings',
      turns: [
        {
          question: '¿El asistente puede dar presupuestos a mis clientes?',
          mustContain: [['orientativo', 'tarifas']],
        },
        { question: '¿Y cuánto debería cobrar yo por reformar una cocina?', decline: true },
        { question: 'vale, ¿y se conecta con mi agenda?', mustContain: [['agenda', 'reserva']] },
      ],
    },
    {
      name: 'in English: the demo, its duration, then the full website',
      turns: [
        { question: 'Do you offer a free demo?', mustContain: [free] },
        { question: 'how long does it take?', mustContain: ['7 días'] },
        { question: 'and the finished website?', mustContain: [weeks] },
      ],
    },
    {
      name: 'in Catalan: the current offer, then its end',
      turns: [
        { question: 'Teniu alguna oferta ara mateix?', mustContain: ['999'] },
        { question: 'I fins quan dura?', mustContain: ['31 de diciembre'] },
      ],
    },
    {
      name: 'metrics of the chat assistant, then of the avatar and the voice ones',
      turns: [
        { question: '¿Qué métricas trae el asistente de chat?', mustContain: ['conversaciones'] },
        { question: '¿y el de avatar?', mustContain: [noMetrics] },
        { question: '¿y el de voz?', mustContain: ['metricas'] },
      ],
    },
    {
      name: 'leaving: the website, the domain and the assistant information stay yours',
      turns: [
        {
          question: 'Si dejo el mantenimiento, ¿qué pasa con mi web?',
          mustContain: [yours],
        },
        { question: '¿y el dominio?', mustContain: [['tuyo', 'suyo']] },
        { question: '¿y lo que le enseñasteis al asistente?', mustContain: [yours] },
      ],
    },
    {
      name: 'revisions, publishing without approval, changes after publishing',
      turns: [
        { question: '¿Cuántas veces puedo pedir cambios?', mustContain: ['ilimitadas'] },
        {
          question: '¿y publicáis algo sin que yo lo vea?',
          mustContain: [['visto bueno', 'hasta que lo apruebes']],
        },
        { question: '¿y una vez publicada, quién me hace los cambios?', mustContain: ['mantenimiento'] },
      ],
    },
    {
      name: 'usted: cancelling the project after signing, and the refund',
      turns: [
        {
          question: '¿Podría decirme qué ocurre si cancelo el proyecto después de firmar el contrato?',
          mustContain: [projectCancelled],
        },
        {
          question: '¿Y me devolverían lo que hubiera pagado de más?',
          mustContain: [['pagado de más', 'devolv']],
        },
      ],
    },
    {
      name: 'Latin American Spanish: the price, then a currency conversion (declined)',
      turns: [
        { question: 'che, ¿cuánto sale la web?', mustContain: ['999'] },
        { question: '¿y eso cuánto es en pesos argentinos?', decline: true },
      ],
    },
  ],
};
