/**
 * Tuning evaluation: the ways visitors write (issue 46).
 *
 * Written on 2026-12-05 for issue 46 from the spec (SPEC.md) and the site's content
 * (site/src/content) only, before any change to the engine. These are cases of the ways visitors
 * write that the engine must learn to read: a business owner who explains their shop in two or
 * three sentences before asking one thing, short phone-typed messages (abbreviations, no accents,
 * typos, repeated letters, emoji, capitals), formal 'usted', Latin American Spanish, English and
 * Catalan, questions the content does not answer, and follow-ups that only make sense after the
 * turn before them (or that change to a new topic).
 *
 * Every `mustContain` entry is a short substring of the site's content as the site renders it
 * (case and accents ignored; an inner list gives the content's alternative wordings of one fact).
 *
 * Part of the tuning evaluation: it may be tuned on.
 */
import type { EvalSet } from '@renueva/assistant/eval';

/** The price of the Premium plan, IVA included: the one fact a price question must state. */
const price = '999';
/** The delivery time, in the two ways the content writes it. */
const delivery = ['2 y 4 semanas', '2–4 semanas'];
/** That prices include IVA, in the ways the content words it. */
const vatIncluded = ['IVA incluido', 'incluyen IVA', 'incluyen el IVA', 'con IVA'];
/** That the maintenance is optional. */
const maintenanceOptional = ['opcional', 'No es obligatorio'];
/** That the new website works on mobile phones. */
const mobile = ['responsive', 'adaptada a móvil', 'adaptada a móviles', 'pensado primero para el móvil'];
/** The Lighthouse score the site promises. */
const lighthouse = ['superior a 95', 'por encima de 95', 'más de 95'];
/** That the demo is free. */
const free = ['gratis', 'gratuita'];

export const tuningReading: EvalSet = {
  questions: [
    // Kind: long
    {
      question:
        'Pues mira, tengo una peluquería en Alcorcón desde hace doce años y la web me la hizo mi cuñado allá por 2015, ya ni se ve bien en el móvil. Las clientas me dicen que no encuentran ni el horario. ¿Cuánto me costaría rehacerla con el asistente ese?',
      mustContain: [price],
    },
    {
      question:
        'A ver, os cuento: somos un taller mecánico pequeño en Lugo, dos socios, y ahora mismo andamos justos de caja porque acabamos de comprar un elevador nuevo. Lo de la web nos gusta, pero ¿se puede pagar en varias veces o hay que soltarlo todo de golpe?',
      mustContain: [['3 plazos', '3 pagos'], 'sin intereses'],
    },
    {
      question:
        '¿Para cuándo estaría la web nueva si os digo que sí la semana que viene? Lo pregunto porque tengo una casa rural en la Vera, en marzo empieza la temporada fuerte y la que tengo ahora es una plantilla en la que ya no funciona ni el formulario de reservas.',
      mustContain: [delivery],
    },
    {
      question:
        'Hola. Llevo una gestoría en Albacete con tres empleadas y de informática no entendemos nada, por eso me da miedo quedarme con una web que luego no sepamos tocar. ¿Cuánto cuesta al mes el mantenimiento ese?',
      mustContain: ['149'],
    },
    {
      question:
        'Buenas tardes, soy fisioterapeuta y tengo consulta propia en Getafe. Atiendo sola y no puedo estar cogiendo el teléfono mientras trato a un paciente, así que lo del asistente me vendría de lujo. He visto lo de la demo gratis, pero no me queda claro qué es: ¿qué me enseñáis exactamente en esa demo?',
      mustContain: ['7 días'],
    },
    {
      question:
        'Tenemos una floristería en Murcia, la de toda la vida, y cuando alguien busca "floristería Murcia" en Google salen antes cuatro de fuera que nosotros. Mi hija dice que es por la web, que es muy vieja. ¿Con la vuestra saldríamos los primeros en Google?',
      mustContain: ['no prometemos puestos concretos'],
    },
    {
      question:
        'A ver, soy autónomo, fontanero en Zaragoza, y casi toda la gente me busca desde el móvil cuando se le rompe algo en casa. En la web que tengo ahora hay que hacer zoom para poder leer el teléfono, imagínate. ¿La nueva se ve bien en el móvil?',
      mustContain: [mobile],
    },
    {
      question:
        'Mira, tengo una tienda de bicis en Girona y la web tarda tanto en cargar que la gente se va antes de ver nada, lo tengo comprobado. No quiero pagar otra vez por lo mismo, así que antes de nada: ¿cómo de rápida va a ser la nueva, en serio?',
      mustContain: [lighthouse],
    },
    {
      question:
        'Estoy mirando vuestra web desde el ordenador de la academia de inglés que tengo en Valladolid y me ha salido el aviso de cookies. Yo siempre le doy a rechazar, la verdad, por principio. Si pongo solo las necesarias, ¿me va a funcionar igual este chat?',
      mustContain: ['funciona igual'],
    },
    {
      question:
        'Os soy sincero: ya me timaron una vez con una web, pagué por adelantado y el chaval desapareció a medias. Tengo una carpintería en Teruel y no quiero que me vuelva a pasar. ¿Qué garantías me dais?',
      mustContain: ['revisiones ilimitadas', '48'],
    },
    {
      question:
        'Pues vi vuestra oferta especial y se la comenté a mi socio, pero él quiere esperar a cerrar las cuentas del año de la autoescuela antes de gastar nada. ¿Hasta qué día está la oferta?',
      mustContain: ['31 de diciembre de 2026'],
    },
    {
      question:
        'Te cuento: tengo una pastelería en Logroño y soy muy tiquismiquis con los colores y las fotos, a la anterior diseñadora la volví loca con tanto cambio. ¿Cuántos cambios de diseño puedo pedir antes de que me cobréis más?',
      mustContain: ['ilimitadas'],
    },
    {
      question:
        'La verdad es que lo del asistente me intriga. Tenemos una clínica veterinaria en Burgos y la gente pregunta siempre lo mismo: horarios, precio de las vacunas, si atendemos urgencias... ¿Con qué información aprende el asistente a contestar?',
      mustContain: [['tu propia información', 'información de tu negocio']],
    },
    {
      question:
        'Tengo un restaurante en Cádiz y la mitad de las reservas entran por teléfono, casi siempre cuando estamos a tope con el servicio y no lo coge nadie. Se nos escapan mesas cada fin de semana. ¿El asistente de voz ese puede atender llamadas?',
      mustContain: ['llamadas'],
    },
    {
      question:
        'A ver, lo mío es una inmobiliaria en Marbella con mucho cliente extranjero y me encantaría algo más vistoso que un chat. He visto que tenéis una versión con avatar. ¿Qué es eso exactamente?',
      mustContain: [['presentador en vídeo', 'avatar en vídeo']],
    },
    {
      question:
        'Llevamos una bodega familiar en la Ribera del Duero y el dominio lo tenemos desde hace años con otra empresa, a nombre de mi padre. Si trabajamos con vosotros, ¿de quién es el dominio? Porque no quiero perderlo por nada del mundo, que ahí están todos los correos.',
      mustContain: ['dominio sigue siendo tuyo'],
    },
    {
      question:
        'Mira, yo soy de las que se agobian con las permanencias, que con la compañía del teléfono ya tuve bastante. Tengo una tienda de ropa infantil en Jaén. Si contrato el mantenimiento y a los seis meses no lo quiero, ¿me puedo dar de baja sin penalización?',
      mustContain: [['sin permanencia', 'no tiene permanencia']],
    },
    {
      question:
        'Buenos días, soy Antonio, de una empresa de reformas en Alicante. Yo con estas cosas me pierdo y prefiero hablar con una persona antes de decidir nada. ¿Me dais un teléfono o un correo donde llamar?',
      mustContain: [['910 000 000', 'hola@renueva.es']],
    },
    {
      question:
        'Pues nada, que mi gestor me pregunta si el precio de la web que le he pasado lleva el IVA o no, para cuadrarlo. Tenemos un estudio de yoga en Santander. ¿Los 999 euros son con IVA?',
      mustContain: [vatIncluded],
    },
    {
      question:
        'Es que no tengo tiempo ni para respirar con el bar, lo llevo yo sola en Vigo, y la idea de ponerme a escribir textos para la web me da una pereza tremenda. ¿Tengo que prepararos yo los textos y las fotos?',
      mustContain: ['No hace falta'],
    },

    // Kind: chat
    { question: 'holaaa cuanto cuesta la web con el asistente??', mustContain: [price] },
    { question: 'cuanto tardais en tenerla lista xfa', mustContain: [delivery] },
    { question: 'se puede pagar a plazos', mustContain: ['sin intereses'] },
    { question: 'el mantenimiento es obligatorio o q', mustContain: [maintenanceOptional] },
    { question: 'info de la demo porfa 🙏', mustContain: ['7 días'] },
    { question: 'CUANTO ES EL MANTENIMIENTO AL MES', mustContain: ['149'] },
    { question: 'tb haceis q salga en google?', mustContain: ['SEO'] },
    { question: 'se ve bien en el movil o no', mustContain: [mobile] },
    { question: 'k pasa si no me gusta el diseño', mustContain: ['ilimitadas'] },
    { question: 'hay q pagar algo x la demo??', mustContain: [free] },
    {
      question: 'oye el asistente contesta el finde tb? 😅',
      mustContain: [['24 horas', '24/7', 'cualquier hora']],
    },
    { question: 'cuantooo tardais en hacer la demo', mustContain: ['7 días'] },
    { question: 'xq el de voz es mas caro q el de chat', mustContain: ['llamadas'] },
    { question: 'el precio tiene iva?? o es 999 + iva', mustContain: [vatIncluded] },
    { question: 'mñn os llamo, a q tlf?', mustContain: ['910 000 000'] },
    { question: 'dnd teneis la oficina', mustContain: ['Alcalá'] },
    { question: 'como se paga?? con bizum?', mustContain: ['transferencia'] },
    { question: 'HOLA QUIERO LA OFERTA HASTA CUANDO ESTA', mustContain: ['31 de diciembre'] },
    { question: 'q pasa si se me cae la web un domingo', mustContain: [['48 horas', '48 h']] },
    { question: 'los textos los tengo q escribir yo? no tengo tiempo xd', mustContain: ['No hace falta'] },
    { question: 'el chat guarda los datos d mis clientes?', mustContain: ['no guarda datos personales'] },
    { question: 'tnks! y si pido la demo cuanto tardais en contestar', mustContain: ['24 horas laborables'] },

    // Kind: register
    {
      question:
        'Buenos días. ¿Podría indicarme el precio del mantenimiento mensual y qué incluye exactamente?',
      mustContain: ['149', 'actualizaciones'],
    },
    {
      question:
        'Estimados señores: represento a un despacho de abogados. Quisiera saber si ustedes firman con el cliente el contrato de encargado del tratamiento que exige el RGPD.',
      mustContain: ['artículo 28'],
    },
    {
      question:
        '¿Sería tan amable de decirme si, una vez firmado el contrato, es posible cancelar el proyecto y en qué condiciones?',
      mustContain: ['parte del trabajo ya hecha'],
    },
    {
      question:
        'Buenas tardes. Necesito saber si ustedes emiten factura de cada pago, ya que la requiero para la contabilidad de la empresa.',
      mustContain: ['factura por cada pago'],
    },
    {
      question:
        'Le agradecería que me indicara qué disponibilidad de la web garantizan ustedes y en qué condiciones.',
      mustContain: ['99,9', 'mantenimiento'],
    },
    {
      question: 'Hola che, ¿cuánto sale la página con el asistente? ¿Se paga en dólares o en euros?',
      mustContain: [price],
    },
    {
      question: '¿Vos me podés decir cuánto dura la llamada del principio? Para agendarla con tiempo, viste.',
      mustContain: ['30 minutos'],
    },
    {
      question:
        'Tengo una ferretería acá en Rosario y casi todos mis clientes me escriben desde el celular. ¿La página se ve bien en el celular?',
      mustContain: [mobile],
    },
    {
      question: '¿Cuánta plata es por mes el mantenimiento? ¿Es obligatorio tomarlo?',
      mustContain: ['149', maintenanceOptional],
    },
    {
      question:
        'Ando buscando que la página cargue rápido en la computadora y en el celular. ¿Qué puntaje de Lighthouse garantizan ustedes?',
      mustContain: [lighthouse],
    },
    {
      question:
        'Hi, sorry, I don’t speak Spanish well. How much does the new website with the assistant cost?',
      mustContain: [price],
    },
    { question: 'How long does it take to get the new site up and running?', mustContain: [delivery] },
    { question: 'Is the monthly maintenance mandatory?', mustContain: [maintenanceOptional] },
    { question: 'Can I try it before I pay anything?', mustContain: ['7 días'] },
    { question: 'Hi! Does the price include VAT?', mustContain: [vatIncluded] },
    { question: "Bon dia, quant costa la web nova amb l'assistent?", mustContain: [price] },
    { question: 'Es pot pagar a terminis?', mustContain: ['sin intereses'] },
    { question: 'Quant trigueu a tenir-la enllestida?', mustContain: [delivery] },
    {
      question: 'El manteniment és obligatori? Quant val al mes?',
      mustContain: ['149', maintenanceOptional],
    },
    { question: 'Puc demanar tots els canvis de disseny que vulgui?', mustContain: ['ilimitadas'] },

    // Kind: out of scope
    { question: 'oye y sabes si mañana va a llover en Sevilla? q tengo q montar la terraza', decline: true },
    {
      question: '¿Cómo relleno el modelo 303 del IVA de este trimestre? Es que mi gestor está de vacaciones.',
      decline: true,
    },
    {
      question:
        '¿Qué incluye el plan Business de Shopify y cuánto cuesta al mes? Es para compararlo con lo vuestro.',
      decline: true,
    },
    {
      question:
        '¿Me podéis hacer una app para iPhone y Android para que mis clientes pidan cita desde el móvil?',
      decline: true,
    },
    { question: 'dame una receta de tortilla de patatas q esta noche tengo cena en casa', decline: true },
    { question: '¿Necesito licencia de actividad para abrir una peluquería en Madrid?', decline: true },
    {
      question:
        'Quiero que me lleve el proyecto Marta Ruiz, que me la recomendó una amiga que trabajó con ella. ¿Está en vuestro equipo?',
      decline: true,
    },
    { question: '¿Me llevaríais también el Instagram y el Facebook del negocio?', decline: true },
    {
      question: 'Tengo un camarero que no rinde, ¿cómo lo despido sin tener que pagarle indemnización?',
      decline: true,
    },
    {
      question: '¿Qué me conviene más, seguir de autónomo o montar una SL? Facturo unos 60.000 al año.',
      decline: true,
    },
    { question: '¿Se puede pagar la web con la subvención del Kit Digital?', decline: true },
    {
      question: 'Tengo muchos turistas en el hotel. ¿Me traducís la web al inglés y al alemán?',
      decline: true,
    },
  ],
  conversations: [
    // Follow-ups: later turns read after the turns before them, or a change to a new topic
    {
      name: 'the delivery time, then whether the price includes IVA, both elliptical after the price',
      turns: [
        { question: 'hola, ¿cuánto cuesta la web nueva?', mustContain: [price] },
        { question: '¿y eso cuánto tarda?', mustContain: [delivery] },
        { question: '¿incluye IVA?', mustContain: [vatIncluded] },
      ],
    },
    {
      name: 'a bare follow-up on the maintenance after the price',
      turns: [
        {
          question:
            'Tengo un gimnasio pequeño en Huesca y la web que tenemos da pena. ¿Qué precio tiene la web nueva con el asistente?',
          mustContain: [price],
        },
        { question: 'y el mantenimiento?', mustContain: ['149'] },
      ],
    },
    {
      name: 'what the demo is, then what happens if it does not convince',
      turns: [
        { question: '¿Qué incluye la demo gratis?', mustContain: ['7 días'] },
        { question: 'vale, ¿y si no me gusta?', mustContain: ['no pagas nada'] },
      ],
    },
    {
      name: 'the three versions, then a bare noun phrase for the voice one, then the avatar',
      turns: [
        { question: '¿Qué tipos de asistente tenéis?', mustContain: ['voz', 'avatar'] },
        { question: 'la versión con voz', mustContain: ['llamadas'] },
        {
          question: '¿y la del avatar tiene métricas?',
          mustContain: [['no incluye métricas', 'sin métricas']],
        },
      ],
    },
    {
      name: 'a new topic after the delivery time: what the site stores in the browser',
      turns: [
        { question: '¿Cuánto tardáis en entregar la web?', mustContain: [delivery] },
        {
          question:
            'Otra cosa, que me ha salido el aviso de cookies: ¿qué guarda vuestra web en mi navegador?',
          mustContain: [['no instala ninguna cookie', 'no instala cookies', 'no usamos cookies']],
          mustNotContain: ['semanas'],
        },
      ],
    },
    {
      name: 'the delivery time for a bar, then an elliptical question about an online shop',
      turns: [
        {
          question: 'Tengo un bar en Huelva, ¿en cuánto tiempo me renováis la web?',
          mustContain: [delivery],
        },
        {
          question: '¿y para una tienda online con muchos productos?',
          mustContain: [['tiendas online con muchos productos', 'tienda online']],
        },
      ],
    },
    {
      name: 'the instalments and their amount, then a new topic: whether the assistant invents answers',
      turns: [
        { question: '¿Se puede pagar en 3 plazos?', mustContain: ['sin intereses'] },
        { question: '¿y de cuánto es cada plazo?', mustContain: ['333'] },
        {
          question: 'Cambiando de tema, ¿el asistente se inventa las cosas cuando no sabe algo?',
          mustContain: [['en lugar de inventar', 'te pasa el contacto']],
          mustNotContain: ['333'],
        },
      ],
    },
    {
      name: 'the special offer end date and contents, then a new topic: personal data',
      turns: [
        { question: '¿Hasta cuándo dura la oferta especial?', mustContain: ['31 de diciembre'] },
        { question: '¿y qué incluye?', mustContain: ['diseño y desarrollo'] },
        {
          question: 'Vale. Y otra cosa, ¿dónde puedo ver cómo tratáis mis datos personales?',
          mustContain: [['política de privacidad', 'privacidad@renueva.es']],
          mustNotContain: ['31 de diciembre'],
        },
      ],
    },
    {
      name: 'support when something fails, then whether it holds without the maintenance',
      turns: [
        {
          question: 'Si algo falla después de publicar la web, ¿qué hacéis?',
          mustContain: [['48 horas', '48 h']],
        },
        {
          question: '¿y eso también sin el mantenimiento?',
          mustContain: ['mientras tengas contratado el mantenimiento'],
        },
      ],
    },
    {
      name: 'speed, then an elliptical question about mobile, then a new topic: who owns the site',
      turns: [
        { question: '¿La web será rápida?', mustContain: [lighthouse] },
        { question: '¿y en el móvil?', mustContain: [['menos de dos segundos', 'medida en móvil']] },
        {
          question: 'ok. Y cuando terminéis, ¿de quién es la web, mía o vuestra?',
          mustContain: [['son tuyos', 'la web es tuya']],
          mustNotContain: ['Lighthouse'],
        },
      ],
    },
  ],
};
