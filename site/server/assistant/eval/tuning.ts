/**
 * The tuning part of the assistant's evaluation: questions and conversations written the way
 * visitors write, by someone who had not read the engine. The engine may be tuned while looking at
 * its results here, never by copying a question into the engine's code or data (a test checks it).
 */
import type { EvalSet } from '@renueva/assistant/eval';

/** The ways the site words a few facts that several pages state. */
const WEEKS = ['2 y 4 semanas', '2–4 semanas'];
const VAT = ['IVA incluido', 'incluyen IVA', 'incluyen el IVA', 'con IVA'];
const OPTIONAL = ['opcional', 'no es obligatorio'];
const NO_PERMANENCE = ['sin permanencia', 'no tiene permanencia'];
const INSTALMENTS = ['3 pagos', '3 plazos'];
const ANY_HOUR = ['a cualquier hora', '24 horas', '24/7'];
const OWN_INFO = [
  'tu propia información',
  'información de tu negocio',
  'tu información',
  'conoce tu negocio',
];
const NO_DEMO_CHARGE = ['no pagas nada', 'sin compromiso', 'no tiene coste'];
const MOBILE = ['responsive', 'adaptada a móvil', 'pensado primero para el móvil'];
const BOOKINGS = ['reserva huecos', 'citas y reservas'];
const LEADS = ['a tu correo', 'CRM', 'cliente interesado'];
const NO_COOKIES = ['no instala ninguna cookie', 'no instala cookies', 'no usamos cookies', 'sin cookies'];
const CHAT_KEPT = [
  'sin ningún dato que te identifique',
  'no guarda datos personales',
  'hasta que cierres la pestaña',
  'mientras navegas',
];
const STEP_CALL = ['nos cuentas', '30 minutos'];
const STEP_FINISH = ['terminamos contigo', 'revisiones'];
const AFTER_DEMO = ['propuesta', 'terminamos contigo', 'ajustamos'];
const SUPPORT_NEEDS_MAINTENANCE = ['mientras tengas contratado el mantenimiento', 'con el mantenimiento'];
const LIGHTHOUSE_SCORE = ['superior a 95', 'superior a 90', 'más de 90', 'por encima de 90'];
const OWNERSHIP = ['son tuyos', 'la web es tuya'];
const APPROVAL = ['visto bueno', 'hasta que lo apruebes', 'hasta que la apruebes'];

/** Words of the legal pages that an answer about the offer should never drift into. */
const LEGAL_DRIFT = ['sessionStorage', 'Supresión'];
/** Words of the offer that an answer about privacy or cookies should never drift into. */
const OFFER_DRIFT = ['999', 'Lighthouse'];

export const tuning: EvalSet = {
  questions: [
    // --- Price -------------------------------------------------------------------------------
    {
      question: 'cuanto cuesta la web nueva con el asistente',
      mustContain: ['999'],
      mustNotContain: LEGAL_DRIFT,
    },
    {
      question:
        'Hola, tengo una peluquería en Murcia y la web se me ha quedado viejísima. Cuánto me costaría hacerla nueva?',
      mustContain: ['999'],
      mustNotContain: ['localStorage'],
    },
    { question: 'precio??', mustContain: ['999'], mustNotContain: LEGAL_DRIFT },
    {
      question: 'el precio es anual o se paga una sola vez',
      mustContain: ['999', ['único pago', 'pago único', 'de una vez']],
      mustNotContain: ['Código de Comercio'],
    },
    {
      question: 'q entra exactamente en el plan premium',
      mustContain: [['diseño y desarrollo'], 'asistente'],
      mustNotContain: LEGAL_DRIFT,
    },
    {
      question: 'ademas de los 999 hay q pagar algo mas o ya esta todo?',
      mustContain: [[...OPTIONAL, 'aparte']],
    },
    { question: 'how much does the website plus the assistant cost?', mustContain: ['999'] },

    // --- VAT ---------------------------------------------------------------------------------
    { question: 'los 999 llevan iva o hay q sumarlo', mustContain: [VAT], mustNotContain: ['localStorage'] },
    { question: 'ese precio es final o luego me sumais el 21%?', mustContain: [VAT] },
    { question: 'soy autonomo, los 149 del mantenimiento son mas iva?', mustContain: [VAT] },

    // --- Instalments and payment -------------------------------------------------------------
    {
      question: 'se puede pagar a plazos?',
      mustContain: ['sin intereses', INSTALMENTS],
      mustNotContain: ['sessionStorage'],
    },
    {
      question: 'puedo fraccionarlo? de cuanto seria cada cuota',
      mustContain: ['333', 'sin intereses'],
      mustNotContain: LEGAL_DRIFT,
    },
    {
      question: 'cuando se paga cada plazo, todo al principio?',
      mustContain: ['al contratar', 'meses siguientes'],
      mustNotContain: ['cookies'],
    },
    {
      question: 'aceptais bizum o paypal',
      mustContain: ['tarjeta', 'transferencia'],
      mustNotContain: ['Lighthouse'],
    },
    {
      question: 'me haceis factura de lo q pague? la necesito para la gestoria',
      mustContain: ['por cada pago'],
    },
    {
      question: 'y si un mes no puedo pagar el plazo a tiempo q pasa',
      mustContain: ['plazo razonable', 'pausar'],
      mustNotContain: ['sessionStorage'],
    },

    // --- Maintenance -------------------------------------------------------------------------
    {
      question: 'cuanto es el mantenimiento mensual',
      mustContain: ['149'],
      mustNotContain: ['localStorage', 'Código de Comercio'],
    },
    {
      question: 'que me cubre el mantenimiento exactamente',
      mustContain: ['soporte', 'actualizaciones'],
      mustNotContain: LEGAL_DRIFT,
    },
    {
      question: 'si contrato el mantenimiento me ato por un año o algo asi?',
      mustContain: [NO_PERMANENCE],
      mustNotContain: ['Supresión'],
    },
    {
      question: 'si quiero quitar el mantenimiento como lo hago',
      mustContain: ['antes de que empiece el mes siguiente'],
      mustNotContain: ['cookies'],
    },
    {
      question: 'si me doy de baja del mantenimiento a mitad de mes me devolveis la parte q no uso?',
      mustContain: ['no se devuelve'],
    },
    { question: 'desde q mes se empieza a cobrar el mantenimiento', mustContain: ['mes de la entrega'] },
    {
      question: 'y si un dia subis el precio del mantenimiento q tengo contratado?',
      mustContain: ['un mes de antelación'],
    },
    {
      question: 'el hosting quien se encarga, vosotros o yo?',
      mustContain: ['alojamiento'],
      mustNotContain: ['Supresión'],
    },

    // --- Delivery ----------------------------------------------------------------------------
    {
      question: 'cuanto tardais en tenerla',
      mustContain: [WEEKS],
      mustNotContain: ['12 meses', 'sessionStorage'],
    },
    {
      question: 'necesito la web nueva antes de semana santa, me da tiempo?',
      mustContain: [WEEKS],
      mustNotContain: ['12 meses'],
    },
    {
      question: 'el plazo de entrega se cuenta desde q pago o desde cuando?',
      mustContain: [
        ['desde que aceptas la propuesta', 'empiezan a contar', 'desde que tenemos todo lo necesario'],
      ],
    },
    { question: 'y si yo tardo en pasaros las cosas se retrasa la entrega?', mustContain: ['se alargan'] },
    { question: 'how long until my new site is live?', mustContain: [WEEKS] },

    // --- The demo ----------------------------------------------------------------------------
    {
      question: 'la demo cuantos dias dura',
      mustContain: ['7 días'],
      mustNotContain: ['12 meses', 'conservación'],
    },
    {
      question: 'lo de la demo gratis es gratis de verdad o luego os cobrais algo?',
      mustContain: [NO_DEMO_CHARGE],
    },
    { question: 'para probarlo tengo q meter la tarjeta?', mustContain: ['sin tarjeta'] },
    {
      question: 'si pido la demo me comprometo a algo?',
      mustContain: [['sin compromiso', 'no te compromete']],
    },
    {
      question: 'la demo la haceis con mis cosas o es una plantilla de ejemplo',
      mustContain: [['tu propio contenido', ...OWN_INFO]],
      mustNotContain: ['sessionStorage'],
    },
    {
      question: 'en cuanto tiempo veo algo funcionando',
      mustContain: ['7 días'],
      mustNotContain: ['30 días', '12 meses'],
    },

    // --- How it works and other procedures ---------------------------------------------------
    {
      question: 'que pasos hay desde que os contacto hasta que la web esta publicada?',
      mustContain: [STEP_CALL, 'demo', STEP_FINISH, 'publicamos'],
      mustNotContain: ['Supresión'],
    },
    {
      question: 'como funciona esto? explicamelo paso a paso',
      mustContain: [STEP_CALL, 'demo', STEP_FINISH, 'publicamos'],
    },
    {
      question: 'como es el proceso de contratacion con vosotros de principio a fin',
      mustContain: ['demo', 'propuesta', 'contrato', 'desarrollo', 'entrega'],
      mustNotContain: ['sessionStorage'],
    },
    {
      question: 'y despues de la demo q pasa si me gusta',
      mustContain: [AFTER_DEMO, ['publicamos', 'entrega']],
      mustNotContain: ['12 meses'],
    },
    {
      question: 'me ha convencido, como lo contrato?',
      mustContain: [['contratar ahora', 'propuesta', 'primer pago']],
    },
    {
      question: 'q me toca hacer a mi como cliente segun vuestras condiciones',
      mustContain: ['veraz', 'derecho a usar', 'revises', 'actualizada'],
    },
    {
      question: 'quiero que borreis mis datos, como lo pido?',
      mustContain: ['privacidad@renueva.es'],
      mustNotContain: OFFER_DRIFT,
    },
    {
      question: 'como cambio las cookies que acepte el otro dia',
      mustContain: ['Configurar cookies'],
      mustNotContain: ['999', 'semanas'],
    },
    {
      question: 'como borro lo que esta web guarda en mi navegador? uso chrome',
      mustContain: [['Borrar datos de navegación', 'cookies y datos de sitios']],
    },
    {
      question: 'si ya he firmado y quiero cancelar el proyecto como va',
      mustContain: ['parte del trabajo ya hecha', ['devolveremos', 'pagado de más']],
    },
    {
      question: 'como reclamo si no me haceis caso con lo de mis datos',
      mustContain: ['Agencia Española de Protección de Datos'],
      mustNotContain: OFFER_DRIFT,
    },

    // --- What the assistant is ---------------------------------------------------------------
    { question: 'que hace exactamente el asistente virtual ese', mustContain: [ANY_HOUR, OWN_INFO] },
    {
      question: 'y si al bot le preguntan algo q no sabe se lo inventa?',
      mustContain: [['en lugar de inventar', 'te pasa el contacto', 'ofrece contactar']],
      mustNotContain: ['999'],
    },
    {
      question: 'con q informacion entrenais al asistente',
      mustContain: ['servicios', 'horarios'],
      mustNotContain: ['Supresión'],
    },
    {
      question: 'el asistente les puede dar precio aproximado a mis clientes?',
      mustContain: ['presupuestos orientativos'],
    },

    // --- The three versions of the assistant -------------------------------------------------
    {
      question: 'que tipos de asistente teneis',
      mustContain: ['chat', 'voz', 'avatar'],
      mustNotContain: LEGAL_DRIFT,
    },
    { question: 'diferencia entre el de chat y el de voz', mustContain: ['por escrito', 'habla'] },
    {
      question: 'el de voz puede cogerme el telefono cuando estoy liado?',
      mustContain: [['llamadas', 'por teléfono']],
      mustNotContain: ['navegador'],
    },
    {
      question: 'cual de los asistentes es el mas barato',
      mustContain: ['chat', ['menor inversión', 'inversión baja']],
    },
    {
      question: 'cuanto cuesta la version con avatar',
      mustContain: [['mayor inversión', 'inversión alta', 'coste de uso distinto']],
    },
    { question: 'el de chat me dice lo q pregunta la gente? tiene panel o algo?', mustContain: ['métricas'] },
    { question: 'does the voice assistant answer phone calls?', mustContain: [['llamadas', 'por teléfono']] },

    // --- Speed -------------------------------------------------------------------------------
    {
      question: 'la web va a ir rapida? la mia actual tarda la vida en cargar',
      mustContain: ['Lighthouse'],
      mustNotContain: LEGAL_DRIFT,
    },
    { question: 'q nota de lighthouse sacan vuestras webs', mustContain: [LIGHTHOUSE_SCORE] },
    { question: 'cuantos segundos tarda en cargar en el movil', mustContain: ['menos de dos segundos'] },
    { question: 'y si al entregarla no llega a la puntuacion que decis?', mustContain: ['sin coste'] },
    { question: 'el lighthouse ese lo medis en ordenador o en movil?', mustContain: ['medida en móvil'] },

    // --- SEO ---------------------------------------------------------------------------------
    {
      question: 'voy a salir en google con la web nueva?',
      mustContain: ['SEO'],
      mustNotContain: ['sessionStorage', '12 meses'],
    },
    {
      question: 'me garantizais salir el primero en google si buscan fontanero valencia?',
      mustContain: ['no prometemos puestos concretos'],
    },
    {
      question: 'q haceis de seo en concreto',
      mustContain: ['datos estructurados'],
      mustNotContain: ['sessionStorage'],
    },
    { question: 'de que depende que me posicione bien', mustContain: ['competencia'] },

    // --- Mobile ------------------------------------------------------------------------------
    { question: 'se vera bien en el movil?', mustContain: [MOBILE] },
    {
      question: 'y en tablet y en el ordenador se ve bien tambien?',
      mustContain: [['tabletas', 'cualquier pantalla']],
    },
    {
      question: 'casi todos mis clientes me buscan desde el movil, esta pensada para eso?',
      mustContain: [MOBILE],
      mustNotContain: ['Supresión'],
    },

    // --- Revisions ---------------------------------------------------------------------------
    { question: 'y si el diseño no me mola?', mustContain: ['revisiones ilimitadas'] },
    { question: 'una agencia normal cuantas rondas de cambios te deja', mustContain: ['2 o 3 rondas'] },

    // --- Texts and photos --------------------------------------------------------------------
    {
      question: 'tengo q escribir yo los textos de la web?',
      mustContain: [['no hace falta', 'reescribimos']],
    },
    {
      question: 'no tengo fotos decentes de mi restaurante, es un problema?',
      mustContain: ['te proponemos alternativas'],
    },
    {
      question: 'y el aviso legal y la politica de privacidad de MI web quien los hace?',
      mustContain: ['textos legales'],
    },

    // --- Support and incidents ---------------------------------------------------------------
    {
      question: 'si se me cae la web un domingo que pasa',
      mustContain: ['48'],
      mustNotContain: ['localStorage', 'laborables'],
    },
    { question: 'que disponibilidad garantizais', mustContain: ['99,9'], mustNotContain: ['sessionStorage'] },
    {
      question: 'el soporte de 48h lo tengo aunque no pague mantenimiento?',
      mustContain: [SUPPORT_NEEDS_MAINTENANCE],
    },
    { question: 'si hacéis una parada programada eso cuenta para el 99,9?', mustContain: ['no cuentan'] },
    { question: 'si me hackean la web o se borra todo teneis backup?', mustContain: ['copias de seguridad'] },
    { question: 'lleva certificado ssl?', mustContain: ['HTTPS'] },
    {
      question: 'me avisais vosotros si pasa algo raro con la web o tengo q estar pendiente',
      mustContain: [['vigilada', 'te avisamos']],
    },

    // --- The special offer -------------------------------------------------------------------
    {
      question: 'hasta cuando dura la oferta',
      mustContain: ['31 de diciembre de 2026'],
      mustNotContain: ['cookies', 'sessionStorage'],
    },
    { question: 'q es eso de la oferta especial', mustContain: ['999'] },
    { question: 'a que hora se acaba la oferta el ultimo dia?', mustContain: ['23:59'] },
    { question: 'que incluye la oferta', mustContain: [['diseño y desarrollo'], 'revisiones ilimitadas'] },
    {
      question: 'la oferta trae el asistente de voz o solo el de chat?',
      mustContain: ['asistente virtual de chat'],
    },

    // --- The comparison page -----------------------------------------------------------------
    {
      question: 'cuanto suele cobrar una agencia por una web',
      mustContain: ['2.000', '6.000'],
      mustNotContain: ['sessionStorage'],
    },
    { question: 'un freelance cuanto me cobraria por una web normalita', mustContain: ['600', '2.000'] },
    { question: 'cuanto tarda un freelance en hacer una web', mustContain: ['3–8 semanas'] },
    { question: 'una agencia cuanto cobra de mantenimiento al mes normalmente', mustContain: ['300'] },
    {
      question: 'cuando me conviene mas una agencia q vosotros',
      mustContain: [['tiendas online', 'gran proyecto a medida', 'integraciones complejas']],
    },
    { question: 'y cuando me compensa mas un freelance', mustContain: [['muy sencilla', 'lo más barato']] },
    { question: 'esas cifras de las agencias llevan el iva metido?', mustContain: [['sin IVA', '+ IVA']] },
    {
      question: 'q deberia preguntar antes de contratar a cualquiera para hacerme la web',
      mustContain: ['revisiones', 'permanencia', 'Lighthouse'],
    },
    {
      question: 'las garantias que decis estan por escrito en algun sitio?',
      mustContain: ['términos y condiciones'],
    },
    { question: 'con una agencia el chatbot va incluido?', mustContain: ['aparte'] },

    // --- Automation --------------------------------------------------------------------------
    {
      question: 'el asistente puede dar citas en mi agenda?',
      mustContain: [BOOKINGS],
      mustNotContain: ['Supresión'],
    },
    { question: 'los clientes que preguntan me llegan a algun sitio? tengo hubspot', mustContain: [LEADS] },
    {
      question: 'que cosas me puede automatizar el bot',
      mustContain: [BOOKINGS, 'CRM', 'presupuestos orientativos'],
    },
    {
      question: 'me avisa cuando alguien quiere contratar mis servicios?',
      mustContain: [['aviso cuando alguien quiere contratar', 'cliente interesado']],
    },

    // --- Contact -----------------------------------------------------------------------------
    { question: 'email de contacto?', mustContain: ['hola@renueva.es'], mustNotContain: ['Lighthouse'] },
    {
      question: 'teneis telefono para llamaros',
      mustContain: ['910 000 000'],
      mustNotContain: ['Lighthouse'],
    },
    { question: 'donde teneis la oficina', mustContain: ['Alcalá'], mustNotContain: ['Lighthouse'] },
    {
      question: 'si os escribo cuanto tardais en contestar',
      mustContain: ['24 horas laborables'],
      mustNotContain: ['99,9'],
    },
    {
      question: 'a q correo escribo para temas de proteccion de datos',
      mustContain: ['privacidad@renueva.es'],
    },

    // --- The company -------------------------------------------------------------------------
    {
      question: 'quien esta detras de renueva',
      mustContain: ['Renueva Digital'],
      mustNotContain: ['semanas'],
    },
    { question: 'cual es vuestro cif', mustContain: ['B12345674'], mustNotContain: ['999'] },

    // --- Privacy -----------------------------------------------------------------------------
    {
      question: 'q datos mios recogeis si pido la demo',
      mustContain: ['nombre', 'correo electrónico', 'teléfono'],
      mustNotContain: OFFER_DRIFT,
    },
    {
      question: 'cuanto tiempo guardais mis datos si al final no contrato',
      mustContain: ['12 meses'],
      mustNotContain: ['7 días', 'semanas'],
    },
    {
      question: 'las facturas cuantos años las guardais',
      mustContain: ['6 años'],
      mustNotContain: ['999', 'por cada pago'],
    },
    {
      question: 'los logs del servidor cuanto tiempo se quedan',
      mustContain: ['30 días'],
      mustNotContain: ['7 días'],
    },
    {
      question: 'que derechos tengo sobre mis datos personales',
      mustContain: ['acceso', 'supresión', 'portabilidad'],
      mustNotContain: OFFER_DRIFT,
    },
    {
      question: 'si os pido mis datos en cuanto tiempo me respondeis',
      mustContain: ['un mes'],
      mustNotContain: ['48', 'laborables'],
    },
    { question: 'vendeis los datos a terceros?', mustContain: [['no vendemos', 'no cedemos']] },
    {
      question: 'los numeros de la tarjeta os llegan a vosotros?',
      mustContain: ['nunca pasan por nuestros servidores'],
    },
    {
      question: 'mis datos salen fuera de europa?',
      mustContain: ['no hacemos transferencias internacionales'],
    },
    { question: 'y si os roban los datos q haceis', mustContain: ['72 horas'], mustNotContain: ['48'] },
    { question: 'lo que escribo en este chat lo guardais?', mustContain: [CHAT_KEPT] },
    { question: 'si uso el asistente por voz mi audio va a google?', mustContain: ['navegador'] },
    {
      question: 'usais chatgpt o alguna ia de fuera para el asistente de esta web?',
      mustContain: ['nuestros propios servidores'],
    },
    { question: 'cumplis con la ley de proteccion de datos?', mustContain: ['RGPD'] },
    {
      question: 'y los datos de MIS clientes que hablen con mi asistente quien los trata?',
      mustContain: [['encargado del tratamiento', 'no guarda datos personales']],
    },

    // --- Cookies -----------------------------------------------------------------------------
    {
      question: 'usais cookies en esta web?',
      mustContain: [NO_COOKIES],
      mustNotContain: ['999', '149', 'semanas'],
    },
    {
      question: 'teneis google analytics o algo parecido?',
      mustContain: [['no usamos ninguna', 'ni analítica']],
      mustNotContain: ['999'],
    },
    {
      question: 'que guardais en mi navegador exactamente',
      mustContain: [['preferencias de cookies', 'renueva-consentimiento-cookies'], 'conversación'],
      mustNotContain: OFFER_DRIFT,
    },
    { question: 'si rechazo las funcionales el chat sigue funcionando?', mustContain: ['empieza de cero'] },
    {
      question: 'hay anuncios o pixeles de facebook en la web?',
      mustContain: [['no hay anuncios', 'no mostramos publicidad', 'no usamos publicidad', 'ni publicidad']],
    },

    // --- Terms -------------------------------------------------------------------------------
    {
      question: 'de quien es la web una vez pagada',
      mustContain: [OWNERSHIP],
      mustNotContain: ['sessionStorage'],
    },
    {
      question: 'si subis precios el año que viene me afecta lo que ya firme?',
      mustContain: ['se respeta siempre'],
    },
    {
      question: 'que garantias me dais',
      mustContain: ['revisiones ilimitadas', '48', '99,9', 'Lighthouse'],
      mustNotContain: ['sessionStorage'],
    },
    {
      question: 'soy un particular, no tengo empresa. puedo contratar?',
      mustContain: [['autónomos y profesionales', 'como consumidor']],
    },
    {
      question: 'la info de mi negocio que le meteis al bot es mia o vuestra',
      mustContain: ['sigue siendo tuya'],
    },
    { question: 'que no entra en el precio?', mustContain: [['aparte', 'no están incluidos']] },
    {
      question: 'si mi asistente le dice algo mal a un cliente la culpa es vuestra?',
      mustContain: [['sea correcta', 'no puede saber más']],
    },
    {
      question: 'los minutos de llamadas del asistente de voz van incluidos?',
      mustContain: [['aparte', 'no están incluidos']],
    },

    // --- Legal notice ------------------------------------------------------------------------
    { question: 'lo que me dice este chat va a misa o es orientativo', mustContain: ['orientativas'] },

    // --- Two questions in one message --------------------------------------------------------
    { question: 'cuanto cuesta y cuanto tardais?', mustContain: ['999', WEEKS], mustNotContain: LEGAL_DRIFT },
    { question: 'cuanto vale el mantenimiento y tiene permanencia?', mustContain: ['149', NO_PERMANENCE] },
    {
      question: 'la demo cuanto dura y hay q pagar algo?',
      mustContain: ['7 días', ['gratis', 'gratuita', ...NO_DEMO_CHARGE]],
    },
    {
      question: 'q diferencia hay entre el de voz y el de avatar, y cual tiene metricas?',
      mustContain: [
        ['métricas y llamadas', 'atiende llamadas', 'métricas de uso'],
        ['no incluye métricas', 'sin métricas'],
      ],
    },
    {
      question: 'a q email os escribo? teneis telefono tambien?',
      mustContain: ['hola@renueva.es', '910 000 000'],
    },
    { question: 'se ve bien en movil? y sale en google?', mustContain: [MOBILE, 'SEO'] },
    {
      question: 'cuantos cambios puedo pedir? y las fotos las tengo q poner yo?',
      mustContain: ['ilimitadas', ['te proponemos alternativas', 'no hace falta']],
    },
    {
      question: 'hasta cuando dura la oferta y cuanto cuesta',
      mustContain: ['31 de diciembre de 2026', '999'],
    },
    {
      question: 'si algo falla en cuanto lo arreglais? y q disponibilidad garantizais',
      mustContain: ['48', '99,9'],
      mustNotContain: ['localStorage'],
    },
    {
      question: 'cuanto cobra una agencia y cuanto tarda en hacer la web?',
      mustContain: ['6.000', '6–12 semanas'],
    },
    { question: 'puedo pagar a plazos? el iva va incluido?', mustContain: ['sin intereses', VAT] },
    {
      question: 'que datos guardais si pido la demo y durante cuanto tiempo?',
      mustContain: ['correo electrónico', '12 meses'],
      mustNotContain: ['Lighthouse'],
    },
    { question: 'q es el asistente y cuanto cuesta todo?', mustContain: [ANY_HOUR, '999'] },
    { question: 'quienes sois y donde estais?', mustContain: ['Renueva Digital', 'Alcalá'] },
    { question: 'va rapida la web? y el mantenimiento cuanto es?', mustContain: ['Lighthouse', '149'] },
    {
      question: 'el asistente puede reservar citas? y mandarme los contactos al correo?',
      mustContain: [BOOKINGS, LEADS],
    },
    {
      question: 'tiene permanencia el mantenimiento y como se paga?',
      mustContain: [NO_PERMANENCE, ['tarjeta', 'por adelantado']],
    },
    {
      question: 'usais cookies? y q guardais de lo que hablo con el chat?',
      mustContain: [NO_COOKIES, CHAT_KEPT],
      mustNotContain: ['999'],
    },

    // --- Not answered by the site: decline ---------------------------------------------------
    { question: 'haceis apps para movil, android y iphone?', decline: true },
    { question: 'me podeis diseñar un logo nuevo para el negocio?', decline: true },
    { question: 'os encargais de llevarme el instagram y el facebook?', decline: true },
    { question: 'imprimis tarjetas de visita y flyers tambien?', decline: true },
    { question: 'cuanto cuesta el plan premium de wix al año?', decline: true },
    { question: 'la web la haceis con wordpress?', decline: true },
    { question: 'q tecnologia usais para programar, react, php...?', decline: true },
    { question: 'cuantas personas sois en el equipo?', decline: true },
    { question: 'cuantos años llevais en el sector?', decline: true },
    { question: 'cuantos clientes teneis ya?', decline: true },
    { question: 'que horario de atencion teneis? abris los sabados?', decline: true },
    { question: 'la web me la podeis hacer en castellano y en ingles?', decline: true },
    {
      question: 'el asistente puede contestar en frances? me vienen muchos turistas franceses',
      decline: true,
    },
    { question: 'hay descuento para asociaciones sin animo de lucro?', decline: true },
    { question: 'se puede pagar con el kit digital?', decline: true },
    { question: 'la web me la puedo desgravar como gasto siendo autonomo?', decline: true },
    { question: 'que CRM me recomendais, hubspot o pipedrive?', decline: true },
    { question: 'que deberia publicar en instagram para tener mas clientes?', decline: true },
    { question: 'que tiempo va a hacer este finde en Sevilla', decline: true },
    { question: 'quien gano la liga el año pasado', decline: true },
    { question: 'me pasas una receta de paella?', decline: true },
    { question: 'se puede conectar el asistente con whatsapp business?', decline: true },
    { question: 'que licencias necesito para abrir una clinica de fisioterapia?', decline: true },
    { question: 'cuanto cobra ionos por el hosting?', decline: true },
    { question: 'teneis reseñas en google o trustpilot?', decline: true },
    { question: 'me dais cuentas de correo con mi dominio, tipo info@minegocio.com?', decline: true },
    { question: 'me grabais un video promocional con dron de mi casa rural?', decline: true },
    { question: 'quien es el fundador de la empresa?', decline: true },
    { question: 'me ayudais a hacer la declaracion trimestral del iva?', decline: true },
    { question: 'el asistente puede cobrar a mis clientes por adelantado con tarjeta?', decline: true },
    {
      question: 'teneis programa de afiliados? os puedo mandar clientes a cambio de comision?',
      decline: true,
    },
    { question: 'estais buscando programadores? os mando mi cv', decline: true },
    { question: 'el chatbot se puede poner tambien en mi pagina de facebook?', decline: true },
    { question: 'me gestionais la ficha de google business de mi bar?', decline: true },
    { question: 'cuanto cuesta solo el asistente, sin rehacer la web?', decline: true },
    { question: 'y si solo quiero la web sin asistente, me sale mas barato?', decline: true },
    { question: 'cuanto me cobrais por añadir un blog?', decline: true },
    { question: 'si contrato tres webs para mis tres tiendas me haceis precio?', decline: true },
    { question: 'el asistente funciona con alexa o google home?', decline: true },
    { question: 'teneis servicio de redaccion de articulos para el blog cada mes?', decline: true },
    { question: 'cual es la mejor hora para publicar en tiktok?', decline: true },
    { question: 'do you build mobile apps too?', decline: true },
    { question: 'how many people work at Renueva?', decline: true },
    { question: 'oye y el madrid juega hoy?', decline: true },
    { question: 'teneis la certificacion ISO 27001?', decline: true },
    { question: 'me podeis recomendar un buen gestor en valencia?', decline: true },
  ],

  conversations: [
    {
      name: 'a follow-up on the price of maintenance',
      turns: [
        { question: 'cuanto cuesta la web?', mustContain: ['999'] },
        { question: 'y el mantenimiento?', mustContain: ['149'], mustNotContain: ['sessionStorage'] },
        { question: 'es obligatorio cogerlo?', mustContain: [OPTIONAL] },
      ],
    },
    {
      name: 'a dental clinic says what it is, then asks about bookings and the price',
      turns: [
        { question: 'hola, tengo una clinica dental en Valencia con 3 sillones' },
        { question: 'el asistente podria dar citas a mis pacientes?', mustContain: [BOOKINGS] },
        { question: 'y todo eso cuanto me saldria?', mustContain: ['999'] },
      ],
    },
    {
      name: 'follow-ups on the versions of the assistant',
      turns: [
        { question: 'que versiones de asistente hay', mustContain: ['chat', 'voz', 'avatar'] },
        {
          question: 'y el de voz que hace?',
          mustContain: [
            ['habla', 'voz natural'],
            ['llamadas', 'por teléfono'],
          ],
        },
        { question: 'es mas caro?', mustContain: ['inversión media'] },
      ],
    },
    {
      name: 'the demo, what if I do not like it, and what comes after',
      turns: [
        { question: 'como va lo de la demo gratis', mustContain: ['7 días'], mustNotContain: ['12 meses'] },
        { question: 'y si no me gusta?', mustContain: [NO_DEMO_CHARGE] },
        { question: 'y si me gusta como seguimos?', mustContain: [AFTER_DEMO] },
      ],
    },
    {
      name: 'a change of topic from delivery to cookies',
      turns: [
        {
          question: 'cuanto tardais en entregar',
          mustContain: [WEEKS],
          mustNotContain: ['12 meses', 'localStorage'],
        },
        {
          question: 'otra cosa, esta web usa cookies?',
          mustContain: [NO_COOKIES],
          mustNotContain: ['semanas'],
        },
      ],
    },
    {
      name: 'a logo (decline) between the price and the delivery time',
      turns: [
        { question: 'cuanto cuesta', mustContain: ['999'] },
        { question: 'y el logo me lo haceis tambien?', decline: true },
        { question: 'vale, y cuanto tardais en tenerlo todo?', mustContain: [WEEKS] },
      ],
    },
    {
      name: 'maintenance, what it covers, then social media (decline)',
      turns: [
        { question: 'teneis mantenimiento despues de entregar?', mustContain: ['149'] },
        { question: 'y que incluye', mustContain: ['soporte', 'actualizaciones'] },
        { question: 'y me llevais tambien el instagram?', decline: true },
      ],
    },
    {
      name: 'the special offer, its last day and hour, and after it ends',
      turns: [
        { question: 'hay alguna oferta ahora?', mustContain: ['999'] },
        { question: 'hasta cuando?', mustContain: ['31 de diciembre de 2026'] },
        { question: 'a q hora el ultimo dia', mustContain: ['23:59'] },
        { question: 'y cuando se acabe?', mustContain: [['sigue disponible', 'condiciones actuales']] },
      ],
    },
    {
      name: 'an agency compared with Renueva',
      turns: [
        { question: 'cuanto cobra una agencia por hacer una web', mustContain: ['2.000', '6.000'] },
        { question: 'y cuanto tardan?', mustContain: ['6–12 semanas'] },
        { question: 'y vosotros cuanto tardais?', mustContain: [WEEKS] },
      ],
    },
    {
      name: 'payment methods, instalments and the first payment',
      turns: [
        { question: 'como se paga?', mustContain: ['tarjeta', 'transferencia'] },
        { question: 'y se puede a plazos?', mustContain: ['sin intereses', INSTALMENTS] },
        { question: 'el primero cuando se paga?', mustContain: ['al contratar'] },
      ],
    },
    {
      name: 'personal data asked for the demo, how long it is kept, how to erase it',
      turns: [
        {
          question: 'que datos me pedis para la demo',
          mustContain: ['nombre', 'correo electrónico'],
          mustNotContain: ['999'],
        },
        {
          question: 'y cuanto tiempo los guardais si no contrato?',
          mustContain: ['12 meses'],
          mustNotContain: ['7 días'],
        },
        { question: 'como os pido que los borreis', mustContain: ['privacidad@renueva.es'] },
      ],
    },
    {
      name: 'incidents, whether support needs maintenance, and its price',
      turns: [
        { question: 'si algo deja de funcionar q hago', mustContain: ['48'] },
        {
          question: 'eso va incluido o hay q pagar mantenimiento?',
          mustContain: [SUPPORT_NEEDS_MAINTENANCE],
        },
        { question: 'cuanto es?', mustContain: ['149'] },
      ],
    },
    {
      name: 'a hairdresser in Murcia asks the price and instalments, then thanks',
      turns: [
        { question: 'buenas, tengo una peluqueria en Murcia y la web es de hace 10 años' },
        { question: 'cuanto me costaria renovarla con el asistente ese?', mustContain: ['999'] },
        { question: 'lo puedo pagar en varios meses?', mustContain: ['sin intereses'] },
        { question: 'genial gracias!' },
      ],
    },
    {
      name: 'a two-part turn, then a follow-up on the demo',
      turns: [
        { question: 'buenas, precio y plazo de entrega?', mustContain: ['999', WEEKS] },
        { question: 'y la demo?', mustContain: ['7 días'] },
      ],
    },
    {
      name: 'SEO, a bilingual website (decline), then ranking',
      turns: [
        { question: 'la web sale preparada para google?', mustContain: ['SEO'] },
        { question: 'y podeis hacerla en español y en ingles?', decline: true },
        {
          question: 'vale, y saldre el primero en google?',
          mustContain: ['no prometemos puestos concretos'],
        },
      ],
    },
    {
      name: 'contact details follow-ups',
      turns: [
        { question: 'como os puedo contactar', mustContain: [['hola@renueva.es', '910 000 000']] },
        {
          question: 'y cuanto tardais en responder',
          mustContain: ['24 horas laborables'],
          mustNotContain: ['99,9'],
        },
        { question: 'donde estais?', mustContain: ['Alcalá'] },
      ],
    },
    {
      name: 'design revisions, photos and approval',
      turns: [
        { question: 'y si no me convence el diseño q me haceis', mustContain: ['revisiones ilimitadas'] },
        { question: 'y las fotos las tengo q hacer yo?', mustContain: ['te proponemos alternativas'] },
        { question: 'publicais sin q yo diga ok?', mustContain: [APPROVAL] },
      ],
    },
    {
      name: 'what the site stores in the browser, for how long, how to clear it',
      turns: [
        {
          question: 'que guarda esta web en mi ordenador',
          mustContain: [['preferencias de cookies', 'renueva-consentimiento-cookies']],
          mustNotContain: OFFER_DRIFT,
        },
        {
          question: 'y cuanto dura eso?',
          mustContain: [['hasta que cierres la pestaña', 'hasta que borres']],
        },
        { question: 'como lo borro en firefox', mustContain: ['Administrar datos'] },
      ],
    },
    {
      name: 'cancelling after signing, who owns the website and the domain',
      turns: [
        { question: 'si firmo y luego me echo atras?', mustContain: ['parte del trabajo ya hecha'] },
        { question: 'y la web de quien es?', mustContain: [OWNERSHIP] },
        { question: 'y el dominio?', mustContain: ['el dominio sigue siendo tuyo'] },
      ],
    },
    {
      name: 'an estate agent asks about the avatar and the metrics',
      turns: [
        {
          question: 'tengo una inmobiliaria, el asistente con avatar que es?',
          mustContain: ['presentador en vídeo'],
        },
        { question: 'me da metricas?', mustContain: [['no incluye métricas', 'sin métricas']] },
        { question: 'entonces cuales si tienen metricas', mustContain: ['chat', 'voz'] },
      ],
    },
    {
      name: 'maintenance permanence, Kit Digital (decline), how to cancel',
      turns: [
        { question: 'el mantenimiento cuanto cuesta', mustContain: ['149'] },
        { question: 'hay permanencia?', mustContain: [NO_PERMANENCE] },
        { question: 'y me lo puedo pagar con el kit digital?', decline: true },
        {
          question: 'vale, y si un dia lo quiero quitar como hago',
          mustContain: ['antes de que empiece el mes siguiente'],
        },
      ],
    },
    {
      name: 'how it works, the first call and the demo',
      turns: [
        { question: 'como funciona todo esto', mustContain: [STEP_CALL, 'demo', STEP_FINISH, 'publicamos'] },
        {
          question: 'la primera llamada cuanto dura',
          mustContain: ['30 minutos'],
          mustNotContain: ['30 días'],
        },
        { question: 'y la demo cuando la veo', mustContain: ['7 días'] },
      ],
    },
    {
      name: 'speed, then ranking in Google',
      turns: [
        { question: 'la web sera rapida?', mustContain: ['Lighthouse'] },
        { question: 'y me sacais primero en google?', mustContain: ['no prometemos puestos concretos'] },
      ],
    },
    {
      name: 'a visitor writing in English',
      turns: [
        { question: 'hi, how much is it?', mustContain: ['999'] },
        { question: 'and the monthly maintenance?', mustContain: ['149'] },
      ],
    },
    {
      name: 'a physiotherapist asks about bookings, leads and night hours',
      turns: [
        { question: 'soy fisio, el asistente puede reservar sesiones el solo?', mustContain: [BOOKINGS] },
        { question: 'y los interesados me llegan al email?', mustContain: [LEADS] },
        {
          question: 'y a las 3 de la mañana tambien contesta?',
          mustContain: [[...ANY_HOUR, 'por la noche']],
        },
      ],
    },
    {
      name: 'an off-topic question (decline), then the instalments',
      turns: [
        { question: 'que tal, sabes si llovera mañana en bilbao?', decline: true },
        {
          question: 'jaja vale, a lo que iba: cuanto seria cada plazo si lo pago en 3',
          mustContain: ['333'],
        },
        { question: 'y hay intereses?', mustContain: ['sin intereses'] },
      ],
    },
  ],
};
