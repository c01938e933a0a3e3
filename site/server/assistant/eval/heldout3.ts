/**
 * The third held-out part of the assistant's evaluation (issue 31): written on 2026-11-28 from the
 * specification and the site's visible content only, by someone who had read neither the engine,
 * nor its data, nor the rest of the evaluation. Committed before any tuning and never tuned on.
 */
import type { EvalSet } from '@renueva/assistant/eval';

export const heldOut3: EvalSet = {
  questions: [
    // Price and IVA
    { question: 'cuanto cuesta', mustContain: ['999'] },
    {
      question:
        'Hola buenas, tengo una panadería en Zaragoza y quería saber cuánto me saldría la web nueva con el asistente',
      mustContain: ['999'],
      mustNotContain: ['149'],
    },
    {
      question: 'precio total con iva?',
      mustContain: ['999', ['IVA incluido', 'incluyen el IVA', 'incluyen IVA', 'con IVA']],
    },
    {
      question: 'el precio lleva el iva o hay que sumarlo aparte',
      mustContain: [['IVA incluido', 'incluyen el IVA', 'incluyen IVA', 'con IVA']],
    },
    { question: 'hay cuotas escondidas?', mustContain: [['cuotas escondidas', 'opcional']] },
    {
      question: 'que incluye el plan premium',
      mustContain: [['diseño y desarrollo', 'Diseño y desarrollo']],
    },
    { question: 'How much does it cost?', mustContain: ['999'] },

    // Instalments and payment
    {
      question: 'puedo pagar a plazos',
      mustContain: [['333', '3 plazos', '3 pagos'], 'sin intereses'],
      mustNotContain: ['149'],
    },
    { question: 'formas de pago', mustContain: ['tarjeta', 'transferencia'] },
    { question: 'es seguro pagar con tarjeta', mustContain: [['página segura', 'nunca pasan']] },
    { question: '¿Qué pasa si me retraso en pagar uno de los plazos?', mustContain: ['plazo razonable'] },
    { question: 'me dais factura?', mustContain: ['factura'] },

    // Maintenance
    { question: 'mantenimiento cuanto', mustContain: ['149'] },
    { question: 'es obligatorio el mantenimiento?', mustContain: [['opcional', 'No es obligatorio']] },
    { question: '¿Qué me dais exactamente por los 149 al mes?', mustContain: ['soporte', 'actualizaciones'] },
    { question: 'como doy de baja el mantenimiento', mustContain: [['cuando quieras', 'permanencia']] },
    {
      question: 'Si quito el mantenimiento a mitad de mes, ¿me devolvéis lo que queda?',
      mustContain: ['no se devuelve'],
    },
    {
      question: '¿Desde cuándo se empieza a pagar la cuota mensual?',
      mustContain: [['mes de la entrega', 'desde la entrega']],
    },
    {
      question: 'Can I cancel the maintenance plan whenever I want?',
      mustContain: [['permanencia', 'cuando quieras']],
    },
    { question: 'Quant costa el manteniment mensual?', mustContain: ['149'] },

    // Usage and tool costs
    { question: 'hay costes extra por uso', mustContain: ['aparte'] },
    {
      question:
        'Aparte de los 999, ¿el asistente de voz tiene gastos por los minutos que hable por teléfono?',
      mustContain: ['minutos de llamadas'],
    },
    {
      question: '¿Me podéis cobrar algún gasto de uso sin haberme avisado?',
      mustContain: [['nunca te cobraremos', 'te los explicamos']],
    },

    // Delivery
    {
      question: 'cuanto tarda',
      mustContain: [['2–4 semanas', '2-4 semanas', '2 y 4 semanas']],
      mustNotContain: ['149'],
    },
    {
      question:
        'Tengo una clínica dental y abro otra consulta en enero, en cuántas semanas estaría lista la web?',
      mustContain: [['2–4 semanas', '2-4 semanas', '2 y 4 semanas']],
    },
    {
      question: '¿A partir de qué momento empiezan a contar las semanas de entrega?',
      mustContain: [['los contenidos', 'aceptas la propuesta']],
    },
    {
      question: 'Quant trigueu a fer la web nova?',
      mustContain: [['2–4 semanas', '2-4 semanas', '2 y 4 semanas']],
    },

    // Demo
    {
      question: 'la demo es gratis?',
      mustContain: [['gratis', 'gratuita', 'sin coste']],
      mustNotContain: ['149'],
    },
    { question: 'cuantos dias dura la demo', mustContain: ['7 días'], mustNotContain: ['149'] },
    { question: 'piden tarjeta para probar?', mustContain: [['sin tarjeta', 'no te pedimos tarjeta']] },
    {
      question: 'soy fontanero autonomo, q me enseñais exactamente en la prueba gratuita',
      mustContain: ['7 días', 'asistente'],
      mustNotContain: ['149'],
    },
    { question: '¿Cuánto tardáis en contestarme cuando pido la demo?', mustContain: ['24 horas laborables'] },
    { question: 'La demo és gratuïta?', mustContain: [['gratis', 'gratuita', 'sin coste']] },
    { question: 'how long is the free trial', mustContain: ['7 días'] },

    // The three versions of the assistant
    { question: 'que versiones de asistente hay', mustContain: ['voz', 'avatar'] },
    { question: 'diferencia entre chat y voz', mustContain: ['llamadas'] },
    {
      question: '¿La versión con avatar trae métricas?',
      mustContain: [['sin métricas', 'no incluye métricas']],
    },
    {
      question: 'De los tres asistentes, ¿cuál es el que menos dinero supone?',
      mustContain: ['chat', ['menor inversión', 'inversión baja']],
    },
    {
      question: 'Tengo una fontanería y no paro de recibir llamadas, el asistente de voz podría cogerlas?',
      mustContain: ['llamadas'],
    },
    { question: 'avatar en video que es', mustContain: [['presentador en vídeo', 'avatar en vídeo']] },

    // What the assistant is and how it learns
    { question: 'quien sois', mustContain: ['asistente'] },
    {
      question: '¿Cómo aprende el asistente lo que ofrece mi peluquería?',
      mustContain: [['entrenamos', 'entrenado', 'entrenan']],
    },
    {
      question: 'el bot se inventa las respuestas?',
      mustContain: [['en lugar de inventar', 'no sabe algo']],
    },
    { question: 'tengo que escribir yo todos los textos', mustContain: [['No hace falta', 'reescribimos']] },
    { question: 'no tengo fotos buenas del hotel rural, es un problema?', mustContain: ['alternativas'] },
    {
      question: '¿El chat de esta web funciona con ChatGPT o con algún proveedor externo?',
      mustContain: ['propios servidores'],
    },

    // Hours
    { question: 'atiende de noche?', mustContain: [['24 horas', '24/7', 'cualquier hora', 'por la noche']] },

    // Revisions
    { question: 'cuantas revisiones entran', mustContain: ['ilimitadas'], mustNotContain: ['149'] },
    { question: '¿Y si el diseño no me acaba de convencer?', mustContain: ['ilimitadas'] },

    // Domain, hosting and ownership
    { question: 'el dominio de quien es', mustContain: [['sigue siendo tuyo', 'tu dominio']] },
    { question: 'hosting incluido?', mustContain: ['alojamiento'] },
    {
      question: 'Ya le pago el dominio a otra empresa, ¿qué pasa con eso?',
      mustContain: [['sigues pagándolo', 'tu proveedor']],
    },
    { question: '¿La web será mía o vuestra?', mustContain: [['es tuya', 'son tuyos']] },
    {
      question: 'Si algún día me cambio a otra empresa, ¿me puedo llevar la web?',
      mustContain: ['otro proveedor'],
    },
    {
      question: '¿De quién es la información de mi negocio con la que entrenáis al asistente?',
      mustContain: ['sigue siendo tuya'],
    },

    // SEO, speed, design
    { question: 'saldre el primero en google?', mustContain: ['no prometemos'] },
    { question: '¿Qué nota de Lighthouse va a sacar mi web?', mustContain: ['95'] },
    { question: 'Is the new website fast on phones?', mustContain: [['95', 'dos segundos']] },
    { question: 'se ve bien en el movil', mustContain: [['responsive', 'adaptada a móvil']] },
    { question: '¿Qué hacéis si en la entrega no llega a 95 en Lighthouse?', mustContain: ['sin coste'] },
    { question: '¿La página llevará certificado HTTPS?', mustContain: ['HTTPS'] },

    // Special offer
    { question: 'hasta cuando dura la oferta', mustContain: ['31 de diciembre'] },
    { question: '¿A qué hora termina exactamente la oferta especial?', mustContain: ['23:59'] },

    // Comparison with agencies and freelancers
    {
      question: '¿Por qué iba a elegiros a vosotros y no a una agencia de las de siempre?',
      mustContain: ['asistente'],
    },
    { question: 'cuanto cobra una agencia', mustContain: ['2.000', '6.000'] },
    { question: 'Un freelance me saldría más barato, ¿no?', mustContain: [['600', 'algo menos']] },
    {
      question: '¿En qué casos me conviene más una agencia que vosotros?',
      mustContain: [['a medida', 'Tiendas online', 'integraciones complejas']],
    },

    // Privacy, data and cookies
    { question: 'borrar mis datos', mustContain: [['privacidad@renueva.es', 'Supresión', 'borremos']] },
    {
      question: 'Si pido la demo y luego no contrato, ¿cuánto tiempo guardáis mis datos?',
      mustContain: ['12 meses'],
    },
    { question: '¿Vendéis mis datos a otras empresas?', mustContain: [['no vendemos', 'No cedemos']] },
    { question: '¿Qué datos tengo que daros para pedir la demo?', mustContain: ['teléfono', 'correo'] },
    {
      question: '¿Ponéis cookies de publicidad?',
      mustContain: [['no usamos', 'no instala', 'no hay anuncios', 'no mostramos publicidad']],
      mustNotContain: ['999'],
    },
    {
      question: 'cambiar preferencias cookies',
      mustContain: ['Configurar cookies'],
      mustNotContain: ['999'],
    },
    {
      question: '¿Guardáis lo que escribo en este chat?',
      mustContain: [['no guarda datos personales', 'identifique', 'pestaña', 'mientras navegas']],
    },
    {
      question: 'Los datos de los pacientes de mi clínica, ¿están protegidos con la web nueva?',
      mustContain: ['RGPD'],
    },

    // Company and contact details
    { question: 'teneis telefono', mustContain: ['910 000 000'] },
    { question: 'correo de contacto?', mustContain: ['hola@renueva.es'] },
    { question: 'donde estais', mustContain: ['Alcalá', 'Madrid'] },
    { question: 'cual es vuestro CIF', mustContain: ['B12345674'] },
    { question: '¿Qué sociedad hay detrás de Renueva?', mustContain: ['Renueva Digital'] },
    { question: 'hablar con una persona', mustContain: [['910 000 000', 'hola@renueva.es', 'contacto']] },

    // Hiring process
    { question: 'como contrato', mustContain: [['demo', 'propuesta', 'Contratar']] },
    {
      question: '¿Qué pasos hay desde que pido la demo hasta que la web está publicada?',
      mustContain: ['propuesta'],
    },
    {
      question: 'En la primera llamada con vosotros, ¿de qué se habla y cuánto dura?',
      mustContain: ['30 minutos'],
    },
    {
      question: 'Una vez firmado, ¿puedo echarme atrás con el proyecto?',
      mustContain: ['parte del trabajo ya hecha'],
    },
    {
      question: 'Tengo un despacho de abogados pequeño, ¿esto es para mí?',
      mustContain: [['profesionales', 'Negocios pequeños', 'pequeños negocios']],
    },

    // Guarantees, support and uptime
    { question: 'que garantias dais', mustContain: ['48', '99,9'] },
    { question: 'si se cae la web cuanto tardais', mustContain: ['48'] },
    { question: 'uptime garantizado?', mustContain: ['99,9'] },
    { question: 'What happens if something breaks after launch?', mustContain: ['48'] },

    // Metrics and automation
    {
      question: '¿Qué resultados ha visto algún negocio con el asistente?',
      mustContain: [['412', '57', '91']],
    },
    {
      question: 'que metricas veo',
      mustContain: [['qué buscan tus clientes', 'Conversaciones', 'dudas se repiten']],
    },
    {
      question: 'Tengo una peluquería, ¿el asistente me puede dar citas en la agenda?',
      mustContain: [['agenda', 'reserva']],
    },

    // Law
    {
      question: 'Si contrato como consumidor, ¿qué tribunales me corresponden?',
      mustContain: ['tu domicilio'],
    },

    // Declines: weather and general knowledge
    { question: 'que tiempo hace mañana en madrid', decline: true },
    { question: '¿Cuál es la capital de Australia?', decline: true },
    { question: '¿Quién ganó el Mundial de fútbol de 2010?', decline: true },
    { question: 'receta de tortilla de patatas', decline: true },
    { question: "What's the weather like in London today?", decline: true },
    // Declines: other trades and services
    { question: '¿Me hacéis una app para iPhone y Android para mi gimnasio?', decline: true },
    { question: 'diseñais logotipos?', decline: true },
    { question: 'Em podeu fer el logotip de la botiga?', decline: true },
    { question: '¿Me lleváis el Instagram y el Facebook del restaurante?', decline: true },
    { question: '¿Imprimís tarjetas de visita y flyers para la tienda?', decline: true },
    { question: '¿Me gestionáis campañas de Google Ads?', decline: true },
    { question: '¿Me podéis llevar la contabilidad de la empresa?', decline: true },
    { question: 'grabais videos para tiktok de mi negocio', decline: true },
    { question: '¿Mandáis newsletters a los clientes de mi tienda?', decline: true },
    // Declines: competitors and their prices
    { question: '¿Cuánto cuesta Wix al mes?', decline: true },
    { question: '¿Shopify me saldría más barato que ustedes?', decline: true },
    { question: '¿Cuánto cobra un diseñador en Fiverr por una web?', decline: true },
    { question: '¿Qué precio tiene el hosting de Webempresa?', decline: true },
    // Declines: advice for the visitor's own business
    { question: '¿Cómo presento el IVA trimestral de mi peluquería?', decline: true },
    { question: '¿Qué licencia de actividad necesita mi bar?', decline: true },
    { question: '¿Cómo despido a un empleado que no rinde?', decline: true },
    { question: '¿Me recomiendas una buena gestoría en Valencia?', decline: true },
    // Declines: chit-chat
    { question: 'cuentame un chiste', decline: true },
    { question: '¿De qué equipo de fútbol eres?', decline: true },
    { question: 'escribeme un poema de amor', decline: true },
    // Declines: facts and payment methods the site never mentions
    { question: 'aceptais bizum', decline: true },
    { question: '¿Puedo pagar con PayPal?', decline: true },
    { question: 'teneis whatsapp', decline: true },
    { question: '¿Cuántos empleados sois en Renueva?', decline: true },
    { question: '¿En qué año se fundó la empresa?', decline: true },
    { question: '¿Hacéis descuento a las asociaciones sin ánimo de lucro?', decline: true },
    { question: '¿Tenéis programa de afiliados o comisión por recomendaros?', decline: true },
    { question: '¿El asistente puede contestar en inglés a los turistas de mi casa rural?', decline: true },
  ],
  conversations: [
    {
      name: 'precio, luego mantenimiento y costes de uso',
      turns: [
        { question: 'cuanto vale la web con el asistente', mustContain: ['999'] },
        { question: 'y el mantenimiento?', mustContain: ['149'] },
        { question: '¿los costes de uso van por separado?', mustContain: ['aparte'] },
      ],
    },
    {
      name: 'panadería: la demo y qué pasa si no convence',
      turns: [
        {
          question: 'Hola! Tengo una panadería y me interesa eso de la demo',
          mustContain: ['7 días'],
          mustNotContain: ['149'],
        },
        { question: '¿Y si no me gusta?', mustContain: ['no pagas nada'], mustNotContain: ['149'] },
        { question: 'hay que dejar la tarjeta?', mustContain: [['sin tarjeta', 'no te pedimos tarjeta']] },
      ],
    },
    {
      name: 'pago a plazos: cuántos y con intereses',
      turns: [
        { question: 'se puede pagar en varias veces', mustContain: [['3 plazos', '3 pagos', '333']] },
        { question: '¿y de cuánto sería cada pago?', mustContain: ['333'] },
        { question: '¿con intereses?', mustContain: ['sin intereses'] },
      ],
    },
    {
      name: 'dentista: versiones del asistente',
      turns: [
        { question: 'Soy dentista, ¿qué tipos de asistente ofrecéis?', mustContain: ['voz', 'avatar'] },
        { question: '¿y el de voz qué tiene de más?', mustContain: ['llamadas'] },
        { question: '¿cuál me saldría más caro?', mustContain: ['avatar'] },
      ],
    },
    {
      name: 'plazo de entrega y antes la demo',
      turns: [
        {
          question: 'cuánto tardáis en tenerla',
          mustContain: [['2–4 semanas', '2-4 semanas', '2 y 4 semanas']],
        },
        { question: '¿y antes de eso puedo ver algo?', mustContain: ['7 días'] },
      ],
    },
    {
      name: 'gimnasio: mantenimiento, darlo de baja y la web',
      turns: [
        {
          question: 'Tengo un gimnasio. ¿Qué entra en el mantenimiento?',
          mustContain: ['soporte', 'actualizaciones'],
        },
        {
          question: '¿y si lo quiero quitar más adelante?',
          mustContain: [['permanencia', 'cuando quieras']],
        },
        { question: '¿me quedo con la web igualmente?', mustContain: [['es tuya', 'otro proveedor']] },
      ],
    },
    {
      name: 'English: free demo and what if I do not like it',
      turns: [
        { question: 'Hi, do you offer a free demo?', mustContain: [['gratis', 'gratuita', '7 días']] },
        { question: "And what if I don't like it?", mustContain: ['no pagas nada'] },
      ],
    },
    {
      name: 'català: preu i terminis',
      turns: [
        { question: 'Hola, quant costa la web?', mustContain: ['999'] },
        { question: 'I es pot pagar a terminis?', mustContain: [['333', '3 plazos', '3 pagos']] },
      ],
    },
    {
      name: 'oferta especial: precio, fecha y después',
      turns: [
        { question: 'que precio tiene la oferta especial', mustContain: ['999'] },
        { question: '¿hasta cuándo?', mustContain: ['31 de diciembre'] },
        { question: '¿y cuando se acabe qué?', mustContain: [['condiciones actuales', 'sigue disponible']] },
      ],
    },
    {
      name: 'borrar datos: a quién, en cuánto tiempo y si no contestan',
      turns: [
        { question: 'quiero que borréis mis datos personales', mustContain: ['privacidad@renueva.es'] },
        { question: '¿cuánto tardáis en hacerlo?', mustContain: ['un mes'] },
        {
          question: '¿y si no me hacéis caso?',
          mustContain: [['Agencia Española de Protección de Datos', 'aepd']],
        },
      ],
    },
    {
      name: 'abogado: RGPD de la web y luego una consulta fiscal',
      turns: [
        { question: 'Soy abogado. La web que hacéis cumple el RGPD?', mustContain: ['RGPD'] },
        { question: 'Por cierto, ¿qué retención de IRPF pongo en mis minutas?', decline: true },
      ],
    },
    {
      name: 'hotel rural: dominio propio y alojamiento',
      turns: [
        {
          question: 'tengo un hotel rural y ya tengo dominio propio, lo perderia?',
          mustContain: [['sigue siendo tuyo', 'tu dominio']],
        },
        { question: '¿y del alojamiento quién se encarga?', mustContain: ['alojamiento'] },
      ],
    },
    {
      name: 'presupuesto de agencia: plazos y revisiones',
      turns: [
        {
          question: 'Me ha pasado presupuesto una agencia, ¿cuánto suelen tardar ellas?',
          mustContain: [['6–12', '6-12']],
        },
        { question: '¿y vosotros?', mustContain: [['2–4 semanas', '2-4 semanas', '2 y 4 semanas']] },
        { question: '¿y cuántas revisiones suelen dar ellos?', mustContain: ['2 o 3 rondas'] },
      ],
    },
    {
      name: 'fontanero: avería un sábado y si está incluido',
      turns: [
        { question: 'soy fontanero, si la web falla un sabado quien me lo arregla', mustContain: ['48'] },
        { question: '¿eso va incluido en los 999?', mustContain: ['mantenimiento'] },
      ],
    },
    {
      name: 'broma y luego en serio',
      turns: [
        { question: 'cuéntame algo gracioso', decline: true },
        {
          question: 'vale, ahora en serio: ¿cuánto es la cuota mensual de mantenimiento?',
          mustContain: ['149'],
        },
      ],
    },
    {
      name: 'peluquera: precio, IVA y su propio IVA',
      turns: [
        { question: 'Soy peluquera, ¿cuál es el precio?', mustContain: ['999'] },
        {
          question: '¿y eso incluye IVA?',
          mustContain: [['IVA incluido', 'incluyen el IVA', 'incluyen IVA', 'con IVA']],
        },
        { question: '¿y luego me puedo desgravar ese IVA como autónoma?', decline: true },
      ],
    },
    {
      name: 'Latinoamérica: página desde cero y cuánto sale',
      turns: [
        {
          question: 'Buenas, ¿ustedes arman la página completa desde cero?',
          mustContain: [['desde cero', 'arriba abajo', 'rehacemos']],
        },
        { question: '¿y cuánto sale?', mustContain: ['999'] },
      ],
    },
  ],
};
