/**
 * The fourth held-out part of the assistant's evaluation (issue 38), written on 2026-12-02 from the
 * specification and the site's content only, by someone who had read neither the engine, nor its data,
 * nor the rest of the evaluation; committed before any tuning and never tuned on.
 *
 * Visitors write as small-business owners in Spain do (a bakery, a physiotherapist, a plumber, a
 * shop...): hurried short messages from a phone, long ones with context, tú and usted, typos, no
 * accents, some in English and some in Catalan. Every required fact is worded as the site's content
 * words it (src/content/), and every declined message asks something the content does not state.
 */
import type { EvalSet } from '@renueva/assistant/eval';

/** The ways the content says that a price includes IVA. */
const ivaIncluded = ['IVA incluido', 'incluyen IVA', 'incluyen el IVA', 'con IVA'];
/** The delivery time, as the FAQ, the terms, the pages and the emails word it. */
const weeks = ['2 y 4 semanas', '2–4 semanas', '2-4 semanas'];
/** The number of interest-free instalments. */
const threePayments = ['3 pagos', '3 plazos', 'tres pagos', 'tres plazos'];
const uptime = ['99,9', '99.9'];
const optional = ['opcional', 'no es obligatorio'];
const noLockIn = ['sin permanencia', 'no tiene permanencia'];
const free = ['gratis', 'gratuita'];
const phone = ['910 000 000', '910000000'];
const agencyLow = ['2.000', '2000'];
const agencyHigh = ['6.000', '6000'];
const noMetrics = ['sin métricas', 'no incluye métricas'];
const noCookies = ['no instala', 'ninguna cookie', 'no usamos cookies'];

export const heldOut4: EvalSet = {
  questions: [
    // Price and IVA
    { question: 'cuanto cuesta?', mustContain: ['999'] },
    { question: 'precio de la web', mustContain: ['999'] },
    {
      question:
        'Buenas, tengo una panadería en Valladolid y la web me la hizo mi sobrino hace años, ya no se ve ni en el móvil. ¿Cuánto me costaría a mí rehacerla con eso del asistente?',
      mustContain: ['999'],
    },
    {
      question: '¿Podría decirme si el precio lleva el IVA incluido o hay que sumárselo aparte?',
      mustContain: [ivaIncluded],
      mustNotContain: ['más IVA'],
    },
    { question: 'iva incluido?', mustContain: [ivaIncluded] },
    {
      question: 'el precio es de pago unico o luego hay q pagar una cuota fija todos los meses?',
      mustContain: ['999', optional],
    },
    { question: 'hay cuotas escondidas', mustContain: [optional] },
    {
      question: 'Perdone, ¿qué entra exactamente en los 999 euros?',
      mustContain: ['diseño', 'asistente'],
    },

    // Instalments and payment
    { question: 'se puede pagar a plazos', mustContain: [threePayments, 'sin intereses'] },
    {
      question: 'Si lo pago en tres veces, ¿de cuánto sería cada pago?',
      mustContain: ['333'],
      mustNotContain: ['149'],
    },
    { question: 'los plazos llevan intereses o alguna comision?', mustContain: ['sin intereses'] },
    {
      question: 'Sería posible pagarlo en 12 meses? Es que este trimestre voy justo con la reforma del local',
      mustContain: [threePayments],
    },
    { question: '¿Cómo se paga? ¿Aceptáis tarjeta?', mustContain: ['tarjeta', 'transferencia'] },
    { question: 'puedo pagar por transferencia', mustContain: ['transferencia'] },
    { question: 'me dais factura?', mustContain: ['factura'] },
    {
      question: '¿Qué pasa si un mes me retraso en pagar uno de los plazos?',
      mustContain: ['plazo razonable', 'pausar'],
    },
    {
      question: '¿Los datos de mi tarjeta se quedan guardados en vuestro sistema?',
      mustContain: [['nunca pasan por nuestros servidores', 'entidad de pago', 'página segura']],
    },
    {
      question: '¿Desde cuándo se empieza a pagar el mantenimiento, desde que firmo o desde que está la web?',
      mustContain: ['entrega'],
    },

    // Maintenance
    { question: 'mantenimiento cuanto es', mustContain: ['149'], mustNotContain: ['333'] },
    {
      question: '¿Podría indicarme el precio del mantenimiento mensual y qué incluye exactamente?',
      mustContain: ['149', 'soporte', 'actualizaciones', 'mejoras puntuales'],
    },
    { question: 'hay permanencia', mustContain: [noLockIn] },
    { question: 'es obligatorio el mantenimiento', mustContain: [optional] },
    {
      question:
        'Si contrato el mantenimiento y a los cuatro meses lo quiero dejar, ¿cómo lo doy de baja y hasta cuándo sigue?',
      mustContain: [['antes de que empiece el mes siguiente', 'mes siguiente'], 'final del mes'],
    },
    {
      question: 'A parte de los 149 al mes, hay algun otro gasto que tenga que pagar?',
      mustContain: ['uso', 'aparte'],
    },
    {
      question: '¿A qué os referís con los costes de herramientas según el uso? Pónme un ejemplo',
      mustContain: [['minutos de llamadas', 'volumen de conversaciones']],
    },
    { question: 'incluye copias de seguridad?', mustContain: ['copias de seguridad'] },
    {
      question: 'Y si un día cambiáis las condiciones del mantenimiento que tengo contratado, ¿me avisáis?',
      mustContain: ['un mes', 'sin coste'],
    },

    // Delivery and the free demo
    { question: 'cuanto tardais', mustContain: [weeks] },
    { question: 'plazo de entrega?', mustContain: [weeks] },
    {
      question:
        'Soy fontanero autónomo y voy a tope de curro, la web la tengo abandonada. Si os la encargo, ¿para cuándo estaría más o menos?',
      mustContain: [weeks],
    },
    { question: 'la demo es gratis?', mustContain: [free, '7 días'] },
    { question: '¿Cuántos días dura la prueba gratis?', mustContain: ['7 días'] },
    {
      question: 'Para pedir la demo me vais a pedir la tarjeta como hacen todos?',
      mustContain: [['sin tarjeta', 'no te pedimos tarjeta']],
    },
    {
      question: 'Si relleno lo de la demo hoy, ¿cuándo me contestáis?',
      mustContain: ['24 horas'],
      mustNotContain: ['48'],
    },
    {
      question: '¿Qué voy a ver exactamente en la demo? ¿Algo genérico o con lo de mi negocio?',
      mustContain: ['asistente', ['tu propio contenido', 'información de tu negocio', 'tu información']],
    },
    { question: 'si no me convence la demo', mustContain: ['no pagas nada'] },

    // What the website includes
    {
      question:
        'La mitad de mis clientas me buscan desde el móvil, por Instagram. ¿La web nueva se va a ver bien en el teléfono?',
      mustContain: [['responsive', 'movil']],
    },
    { question: 'saldre en google?', mustContain: ['SEO'] },
    {
      question:
        '¿Me garantizáis salir el primero en Google cuando busquen "fisioterapeuta en Chamberí"? Porque si no, no me compensa',
      mustContain: [['puestos concretos', 'no prometemos']],
    },
    { question: '¿Qué puntuación de Lighthouse tendrá mi web?', mustContain: ['95'] },
    { question: 'la web sera rapida?', mustContain: [['95', 'dos segundos']] },
    {
      question: 'Eso de Lighthouse que ponéis, ¿mide solo la velocidad o más cosas?',
      mustContain: ['accesibilidad', 'buenas prácticas'],
    },
    { question: '¿Cuántos cambios de diseño os puedo pedir?', mustContain: ['ilimitadas'] },
    {
      question: '¿Os encargáis vosotros del dominio y del hosting o lo tengo que contratar yo por mi cuenta?',
      mustContain: ['dominio', ['alojamiento', 'hosting']],
    },
    { question: 'incluye el hosting?', mustContain: [['alojamiento', 'hosting']] },
    {
      question:
        'Ya tengo mi dominio comprado desde hace 10 años en otra empresa, ¿lo pierdo si me cambio a vosotros?',
      mustContain: [['tuyo', 'suyo'], 'proveedor'],
    },
    {
      question: 'yo de escribir no se nada, los textos de la web los tengo q hacer yo?',
      mustContain: [['no hace falta', 'reescribimos']],
    },
    { question: 'lleva certificado https?', mustContain: ['HTTPS'] },
    {
      question: '¿Me ponéis también el aviso legal, lo de las cookies y todo eso del RGPD en mi web?',
      mustContain: ['textos legales'],
    },

    // The assistant
    {
      question: 'que es el asistente virtual',
      mustContain: ['informacion', ['24 horas', 'cualquier hora', '24/7']],
    },
    {
      question:
        'Tengo una clínica de fisioterapia con bastantes tarifas y bonos distintos. ¿Con qué información aprende el asistente a contestar?',
      mustContain: ['servicios', 'precios', 'horarios'],
    },
    { question: 'tipos de asistente?', mustContain: ['chat', 'voz', 'avatar'] },
    { question: '¿Cuál de los asistentes sale más barato?', mustContain: ['chat'] },
    { question: 'el de voz coge llamadas?', mustContain: ['llamadas'] },
    { question: 'el del avatar tiene metricas', mustContain: [noMetrics] },
    {
      question:
        '¿Y si un cliente le pregunta al asistente algo que no sabe? No quiero que se invente precios',
      mustContain: [['contactar', 'contacto']],
    },
    {
      question: '¿Qué me dicen las métricas del asistente? ¿Para qué me sirven?',
      mustContain: [['qué buscan', 'dudas', 'conversaciones']],
    },
    {
      question:
        'Soy peluquera y me paso el día cogiendo el teléfono con las manos mojadas. ¿El asistente podría dar citas él solo?',
      mustContain: [['agenda', 'reserva']],
    },
    {
      question: 'Los datos de los clientes que dejen su contacto en el asistente, ¿dónde me llegan?',
      mustContain: ['CRM'],
    },
    {
      question: 'Hago reformas de baños. ¿El asistente le podría dar al cliente un precio aproximado?',
      mustContain: [['orientativo', 'tarifas']],
    },
    { question: 'contesta las 24 horas?', mustContain: [['24 horas', 'cualquier hora', '24/7']] },
    {
      question:
        'En el ejemplo ese de la clínica dental, ¿cuántas conversaciones atendió el asistente el primer mes?',
      mustContain: ['412'],
    },
    {
      question: '¿Qué porcentaje de preguntas resolvió el asistente de la clínica sin tener que llamar?',
      mustContain: ['91'],
    },
    {
      question: '¿Y cuántas citas se pidieron desde el asistente en ese caso de la clínica?',
      mustContain: ['57'],
    },
    { question: '¿Quién es la chica que sale en el vídeo del avatar?', mustContain: ['Lucía'] },
    {
      question: 'Mis pacientes me preguntan cosas de salud. ¿El asistente se guarda sus datos personales?',
      mustContain: ['no guarda'],
    },
    {
      question: 'No me funciona lo de preguntar por voz en esta web, ¿en qué navegadores va?',
      mustContain: ['Chrome', 'Edge', 'Safari'],
    },

    // The special offer
    { question: 'hasta cuando la oferta', mustContain: ['31 de diciembre'] },
    { question: 'sigue la oferta especial?', mustContain: ['31 de diciembre'] },
    { question: '¿Qué precio tiene la oferta especial?', mustContain: ['999'] },
    {
      question: 'El último día de la oferta, ¿hasta qué hora puedo hacer el pedido?',
      mustContain: ['23:59', 'peninsular'],
    },
    {
      question: 'Si contrato ahora y el año que viene subís los precios, ¿me lo subís a mí también?',
      mustContain: ['se respeta'],
    },

    // Guarantees, support and uptime
    {
      question: 'que garantias dais',
      mustContain: ['ilimitadas', '48', uptime, '95'],
    },
    { question: 'en cuanto arreglais fallos', mustContain: ['48'], mustNotContain: ['24 horas laborables'] },
    { question: 'disponibilidad garantizada?', mustContain: [uptime] },
    {
      question:
        'Tengo una tienda de ropa y si la web se cae en plenas rebajas es un drama. ¿Qué disponibilidad me garantizáis?',
      mustContain: [uptime],
    },
    {
      question:
        'Ese 99,9 % de disponibilidad, ¿cuenta también cuando paráis la web para hacer mantenimiento?',
      mustContain: ['paradas programadas'],
    },
    {
      question: 'Y si al entregarla la web no llega a esa nota de 95 en Lighthouse, ¿qué hacéis?',
      mustContain: ['sin coste'],
    },
    {
      question: 'El soporte de 48 horas, ¿lo tengo también si no contrato el mantenimiento?',
      mustContain: ['mantenimiento'],
    },

    // The hiring process, cancellation and ownership
    {
      question: '¿Cómo es el proceso de contratación, paso a paso?',
      mustContain: ['propuesta', 'contrato'],
    },
    {
      question: '¿Cuánto dura la primera llamada para contaros lo de mi negocio?',
      mustContain: ['30 minutos'],
    },
    { question: 'cuando se paga', mustContain: [['al contratar', 'contrato']] },
    {
      question: 'Una vez pagada, ¿la web es mía o os la quedáis vosotros y me la alquiláis?',
      mustContain: [['tuya', 'tuyos', 'suya']],
    },
    {
      question:
        'Si dentro de un par de años me quiero ir con otra empresa, ¿me dais los archivos de la web o me quedo tirado?',
      mustContain: ['archivos', ['trasladar', 'otro proveedor']],
    },

    // Legal notice and terms
    { question: '¿Qué ley se aplica al contrato?', mustContain: ['española'] },
    { question: 'Si tenemos un problema, ¿a qué juzgados iríamos?', mustContain: ['Madrid'] },
    {
      question: 'Si la cagáis con algo, ¿hasta cuánto os hacéis responsables?',
      mustContain: ['12 meses'],
      mustNotContain: ['30 días'],
    },
    {
      question: '¿Quién está detrás de esta web? ¿Sois una empresa de verdad?',
      mustContain: ['Renueva Digital'],
    },
    {
      question: 'Necesito vuestro CIF para daros de alta como proveedor en la gestoría',
      mustContain: ['B12345674'],
    },
    {
      question: '¿En qué registro mercantil estáis inscritos?',
      mustContain: ['Registro Mercantil de Madrid'],
    },
    {
      question: 'Me gustan mucho los textos de vuestra web, ¿puedo copiar algunos para la de mi academia?',
      mustContain: ['autorización'],
    },
    {
      question: 'Lo que me contestas tú aquí, ¿vale como compromiso por vuestra parte?',
      mustContain: ['orientativas'],
    },
    { question: '¿Qué tipo de letra usáis en esta web? Me encanta', mustContain: ['Plus Jakarta Sans'] },

    // Privacy
    { question: '¿Quién es el responsable de mis datos personales?', mustContain: ['Renueva Digital'] },
    {
      question: '¿A qué correo tengo que escribir para que borréis mis datos?',
      mustContain: ['privacidad@renueva.es'],
    },
    {
      question: '¿Qué derechos tengo sobre mis datos?',
      mustContain: ['acceso', 'rectificación', 'supresión', 'limitación', 'oposición', 'portabilidad'],
    },
    {
      question: 'Si os pido una copia de mis datos, ¿en cuánto tiempo me contestáis?',
      mustContain: ['un mes'],
      mustNotContain: ['24 horas'],
    },
    {
      question: 'Si no me hacéis caso con mis datos, ¿ante quién puedo reclamar?',
      mustContain: [['Agencia Española de Protección de Datos', 'aepd']],
    },
    {
      question: 'Pedí la demo pero al final no voy a contratar. ¿Cuánto tiempo vais a tener mis datos?',
      mustContain: ['12 meses'],
      mustNotContain: ['30 días'],
    },
    { question: 'cuanto guardais las facturas', mustContain: ['6 años'] },
    { question: 'vendeis mis datos?', mustContain: [['no vendemos', 'no cedemos']] },
    { question: '¿Tenéis delegado de protección de datos?', mustContain: ['obligados'] },
    {
      question: '¿Mandáis mis datos a servidores fuera de Europa?',
      mustContain: ['transferencias internacionales'],
    },
    {
      question: 'Los registros del servidor donde sale mi IP, ¿cuánto tiempo los guardáis?',
      mustContain: ['30 días'],
      mustNotContain: ['12 meses'],
    },
    { question: 'Si os hackean y se filtran mis datos, ¿me enteraría?', mustContain: ['72 horas'] },

    // Cookies
    { question: 'usais cookies?', mustContain: [noCookies] },
    { question: 'puedo rechazar las cookies', mustContain: ['Solo Necesarias'] },
    {
      question: '¿Qué categorías de cookies se pueden elegir en el aviso?',
      mustContain: ['necesarias', 'analíticas', 'marketing', 'funcionales'],
    },
    { question: '¿Puedo desactivar también las cookies necesarias?', mustContain: ['siempre activas'] },
    {
      question: '¿Me estáis siguiendo con Google Analytics o con el píxel de Facebook?',
      mustContain: [['no usamos', 'no usa', 'ninguna']],
    },
    { question: 'Ya acepté las cookies, ¿cómo cambio mi elección?', mustContain: ['Configurar cookies'] },
    {
      question: 'Y la conversación con este chat, ¿se queda guardada en mi navegador?',
      mustContain: [['cierres la pestaña', 'sessionStorage', 'mientras navegas']],
    },
    {
      question: 'Si cierro el aviso de cookies sin elegir nada, ¿qué pasa?',
      mustContain: ['no guardamos nada', 'próxima visita'],
    },

    // The comparison with agencies and freelancers
    { question: '¿Cuánto suele cobrar una agencia por una web?', mustContain: [agencyLow, agencyHigh] },
    {
      question: 'Y si se la encargo a un freelance, ¿cuánto me costaría más o menos?',
      mustContain: ['600', agencyLow],
    },
    { question: '¿Cuántas revisiones suelen dar las agencias?', mustContain: ['2 o 3 rondas'] },
    {
      question: 'Sinceramente, ¿cuándo me conviene más ir a una agencia que a vosotros?',
      mustContain: [['tiendas online', 'a medida', 'integraciones complejas']],
    },
    { question: 'cuanto tarda una agencia', mustContain: [['6–12', '6-12']] },
    {
      question: 'Los precios de agencias que ponéis en la comparativa, ¿llevan IVA?',
      mustContain: [['sin IVA', '+ IVA']],
    },
    { question: '¿Cuánto cobra de mantenimiento al mes un freelance?', mustContain: ['30', '100'] },

    // Contact
    { question: 'telefono de contacto', mustContain: [phone] },
    { question: 'vuestro email?', mustContain: ['hola@renueva.es'] },
    { question: '¿Dónde tenéis la oficina?', mustContain: ['Alcalá', 'Madrid'] },

    // In English
    { question: 'How much does the website with the assistant cost?', mustContain: ['999'] },
    { question: 'is vat included', mustContain: [ivaIncluded] },
    { question: 'Can I pay in instalments?', mustContain: ['333', 'sin intereses'] },
    { question: 'how long until my new site is ready', mustContain: [weeks] },
    { question: 'free trial?', mustContain: ['7 días'] },
    { question: 'Is the monthly maintenance mandatory?', mustContain: [optional, '149'] },
    {
      question: "What's the difference between the chat, voice and avatar assistants?",
      mustContain: ['llamadas', noMetrics],
    },
    { question: 'When does the special offer end?', mustContain: ['31 de diciembre'] },
    { question: 'How fast do you fix problems once the site is live?', mustContain: ['48'] },
    { question: 'Who is the data controller for my personal data?', mustContain: ['Renueva Digital'] },
    { question: 'Do you use cookies?', mustContain: [noCookies] },
    { question: "What's your email address?", mustContain: ['hola@renueva.es'] },

    // En català
    { question: "Quant costa la web nova amb l'assistent virtual?", mustContain: ['999'] },
    { question: 'Es pot pagar a terminis?', mustContain: [threePayments, 'sin intereses'] },
    { question: 'Quant val el manteniment al mes?', mustContain: ['149'], mustNotContain: ['333'] },
    {
      question: 'Puc donar de baixa el manteniment quan vulgui?',
      mustContain: [[...noLockIn, 'cuando quieras']],
    },
    { question: 'Quant trigueu a tenir la web feta?', mustContain: [weeks] },
    { question: 'La demo és gratuïta?', mustContain: [free] },
    { question: "L'assistent de veu pot atendre trucades?", mustContain: ['llamadas'] },
    { question: "Fins quan és vàlida l'oferta especial?", mustContain: ['31 de diciembre'] },
    {
      question: 'Quins drets tinc sobre les meves dades personals?',
      mustContain: ['acceso', 'rectificación', 'supresión', 'portabilidad'],
    },
    { question: 'Com us puc trucar?', mustContain: [phone] },

    // Declined: other services
    { question: '¿Hacéis también tarjetas de visita y folletos para repartir?', decline: true },
    { question: 'llevais tb las redes sociales? instagram y eso', decline: true },
    { question: '¿Gestionáis campañas de Google Ads o de anuncios en Facebook?', decline: true },
    { question: 'haceis apps para el movil? de las de descargar', decline: true },
    { question: '¿Me escribiríais artículos para el blog todos los meses?', decline: true },
    { question: '¿Arregláis también los ordenadores y la impresora de la oficina?', decline: true },
    { question: '¿Me podéis registrar la marca en la Oficina de Patentes y Marcas?', decline: true },
    { question: 'Do you also manage social media accounts?', decline: true },
    { question: 'Em podeu fer també el logotip de la botiga?', decline: true },

    // Declined: other companies' prices, general advice, general knowledge, chit-chat
    { question: '¿Cuánto cuesta Wix al mes?', decline: true },
    { question: 'y una web en fiverr cuanto me saldria', decline: true },
    {
      question:
        'Estoy empezando con mi estudio de pilates, ¿me conviene darme de alta como autónomo o montar una SL?',
      decline: true,
    },
    { question: 'como se rellena el modelo 303', decline: true },
    { question: '¿Cómo consigo más reseñas en Google para mi fisioterapia?', decline: true },
    { question: '¿Me recomiendas algún programa para hacer las facturas del bar?', decline: true },
    { question: '¿Cuánto cobra de media un fontanero por hora en Madrid?', decline: true },
    { question: '¿Cuál es la capital de Australia?', decline: true },
    { question: 'cuentame un chiste', decline: true },
    { question: 'que tiempo hace en sevilla', decline: true },
    { question: '¿Qué opinas de la subida de la luz de este año?', decline: true },
    { question: "what's the weather like in London today", decline: true },

    // Declined: details the content does not state
    {
      question: 'Tengo muchos turistas en el hostal. ¿El asistente puede contestar en inglés y en alemán?',
      decline: true,
    },
    { question: '¿La web la hacéis con WordPress?', decline: true },
    { question: '¿Incluye cuentas de correo con mi dominio, tipo info@mipeluqueria.es?', decline: true },
    { question: 'cuanto cuesta un dominio .es', decline: true },
    { question: '¿A cuánto sale el minuto de llamada del asistente de voz?', decline: true },
    { question: '¿Hacéis descuento a asociaciones o a ONG?', decline: true },
    { question: '¿Cuántas personas trabajáis en Renueva?', decline: true },
    { question: '¿En qué horario se os puede llamar por teléfono?', decline: true },
    { question: '¿Me enseñáis webs reales de clientes que hayáis hecho?', decline: true },
    { question: '¿Alojáis las webs en Amazon Web Services o en otro sitio?', decline: true },
    { question: '¿Qué inteligencia artificial usa el asistente, ChatGPT?', decline: true },
    { question: '¿Cuántos clientes tenéis ya?', decline: true },
    { question: '¿En qué año se fundó la empresa?', decline: true },
    { question: '¿El avatar del vídeo puede ser mi propia cara?', decline: true },
    { question: '¿Cuántas visitas al mes me va a traer la web nueva?', decline: true },
    { question: 'trabajais los sabados?', decline: true },
  ],
  conversations: [
    {
      name: 'the price, then maintenance, whether it is required and how to leave it',
      turns: [
        { question: '¿Cuánto cuesta la web con el asistente?', mustContain: ['999'] },
        { question: 'y el mantenimiento?', mustContain: ['149'], mustNotContain: ['333'] },
        { question: 'es obligatorio?', mustContain: [optional] },
        {
          question: '¿Y si lo contrato y luego lo quiero dejar?',
          mustContain: [[...noLockIn, 'final del mes']],
        },
      ],
    },
    {
      name: 'instalments, their amount and how to pay',
      turns: [
        { question: 'se puede pagar a plazos?', mustContain: [threePayments, 'sin intereses'] },
        { question: '¿y eso cuánto es al mes?', mustContain: ['333'], mustNotContain: ['149'] },
        { question: '¿Y se paga con tarjeta o cómo?', mustContain: ['tarjeta', 'transferencia'] },
      ],
    },
    {
      name: 'a physiotherapist asks for the delivery time, the demo and its cost',
      turns: [
        {
          question:
            'Tengo una consulta de fisioterapia y mi web es de 2012, da pena verla. ¿En cuánto tiempo me la tendríais nueva?',
          mustContain: [weeks],
        },
        { question: 'vale, ¿y antes de eso puedo ver algo?', mustContain: ['7 días', 'demo'] },
        { question: 'y eso lo pago?', mustContain: [free, 'sin compromiso'] },
      ],
    },
    {
      name: 'the assistant versions, then calls and metrics of each',
      turns: [
        { question: 'qué tipos de asistente tenéis', mustContain: ['chat', 'voz', 'avatar'] },
        { question: '¿Y cuál de ellos atiende llamadas?', mustContain: ['voz'] },
        { question: '¿El de vídeo tiene métricas?', mustContain: [noMetrics] },
      ],
    },
    {
      name: 'the special offer, its last hour and what happens after it',
      turns: [
        { question: '¿Tenéis alguna oferta ahora?', mustContain: ['999', '31 de diciembre'] },
        { question: '¿Hasta qué hora del último día?', mustContain: ['23:59'] },
        { question: '¿Y si se me pasa?', mustContain: ['demo gratuita'] },
      ],
    },
    {
      name: 'privacy: who holds the data, how long, where to complain',
      turns: [
        {
          question: 'Si os pido la demo, ¿quién se queda con mis datos?',
          mustContain: ['Renueva Digital'],
        },
        {
          question: '¿Y cuánto tiempo los guardáis si al final no contrato?',
          mustContain: ['12 meses'],
          mustNotContain: ['6 años'],
        },
        {
          question: '¿Y dónde me quejo si no me hacéis caso?',
          mustContain: [['Agencia Española de Protección de Datos', 'aepd']],
        },
      ],
    },
    {
      name: 'cookies, refusing them and changing the choice later',
      turns: [
        { question: 'la web usa cookies?', mustContain: [noCookies] },
        { question: '¿Y puedo rechazar lo que guardáis?', mustContain: ['Solo Necesarias'] },
        { question: '¿Cómo lo cambio luego si me arrepiento?', mustContain: ['Configurar cookies'] },
      ],
    },
    {
      name: 'against an agency, then agency and freelancer prices',
      turns: [
        { question: '¿Qué tenéis vosotros que no tenga una agencia?', mustContain: ['asistente'] },
        { question: '¿y cuánto suele cobrar una agencia?', mustContain: [agencyLow, agencyHigh] },
        { question: '¿y un freelance?', mustContain: ['600'] },
      ],
    },
    {
      name: 'a breakdown on a Sunday, whether support comes with the price, its cost',
      turns: [
        { question: 'si se me cae la web un domingo q pasa', mustContain: ['48'] },
        { question: '¿Eso entra en el precio de la web?', mustContain: ['mantenimiento'] },
        { question: '¿Y cuánto vale ese mantenimiento?', mustContain: ['149'] },
      ],
    },
    {
      name: 'a bakery asks for a logo first, then the price of the website',
      turns: [
        { question: '¿Me hacéis también el logo de la panadería?', decline: true },
        { question: 'vale, ¿y la web cuánto sería?', mustContain: ['999'] },
      ],
    },
    {
      name: 'the written guarantees, then the Lighthouse one',
      turns: [
        {
          question: '¿Qué me garantizáis por escrito?',
          mustContain: ['ilimitadas', '48', uptime, '95'],
        },
        { question: '¿Y si la web no llega a esa puntuación?', mustContain: ['sin coste'] },
      ],
    },
    {
      name: 'in English: the price, the monthly fee, IVA',
      turns: [
        { question: 'how much is it', mustContain: ['999'] },
        { question: 'and per month?', mustContain: ['149'] },
        { question: 'Is VAT included in both?', mustContain: [ivaIncluded] },
      ],
    },
    {
      name: 'in Catalan: a bakery in Girona asks the price, then whether maintenance is required',
      turns: [
        { question: 'Bon dia, tinc una fleca a Girona. Quant em costaria la web?', mustContain: ['999'] },
        { question: 'I el manteniment és obligatori?', mustContain: [optional] },
      ],
    },
    {
      name: 'backing out after the demo or after the contract, and who owns the website',
      turns: [
        { question: '¿Y si después de la demo no me convence?', mustContain: ['no pagas nada'] },
        {
          question: '¿Y si ya he firmado el contrato y a mitad me echo atrás?',
          mustContain: [['trabajo ya hecha', 'parte del trabajo']],
        },
        { question: 'y si la pago entera, la web es mia?', mustContain: [['tuya', 'tuyos', 'suya']] },
      ],
    },
    {
      name: 'the hiring process, when to pay, when the weeks start counting',
      turns: [
        { question: 'como se contrata', mustContain: ['propuesta', 'contrato'] },
        { question: '¿En qué paso se paga?', mustContain: [['al contratar', 'contrato']] },
        {
          question: 'vale, ¿y las semanas de entrega desde cuándo empiezan a contar?',
          mustContain: [['contenidos', 'aceptas la propuesta']],
        },
      ],
    },
  ],
};
