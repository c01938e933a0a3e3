/**
 * The held-out part of the assistant's evaluation: written before the engine was tuned, by someone
 * who had not read the engine, and never tuned on. `pnpm assistant:eval` prints its accuracy
 * separately; when one of these questions gets a poor answer, the fix goes into the engine's own
 * data in other words, never by copying the question, and the question stays here.
 */
import type { EvalSet } from '@renueva/assistant/eval';

const delivery = ['2 y 4 semanas', '2–4 semanas'];
const includesVat = ['IVA incluido', 'incluyen IVA', 'incluyen el IVA', 'con IVA'];
const instalments = ['333', '3 plazos', '3 pagos'];
const optional = ['opcional', 'no es obligatorio'];
const noPermanence = ['sin permanencia', 'no tiene permanencia'];
const noCookies = ['no instala', 'no usamos cookies', 'ni cookies de terceros'];
const webIsYours = ['La web es tuya', 'son tuyos'];

export const heldOut: EvalSet = {
  questions: [
    // Price, VAT and instalments
    {
      question: 'cuanto cuesta la web nueva con el asistente',
      mustContain: ['999'],
      mustNotContain: ['estimación'],
    },
    {
      question: 'el precio q poneis es con iva o hay q sumarle el 21%',
      mustContain: [includesVat],
    },
    {
      question:
        'tengo un bar en Triana y ahora mismo no me llega para soltarlo todo de golpe, se puede fraccionar?',
      mustContain: [instalments, 'sin intereses'],
      mustNotContain: ['99,9'],
    },
    {
      question: 'si lo pago en tres veces cuanto seria cada pago',
      mustContain: ['333'],
      mustNotContain: ['99,9'],
    },
    {
      question: 'los 999 son un pago unico o se paga cada año??',
      mustContain: [['único pago', 'pago único']],
      mustNotContain: ['estimación'],
    },
    {
      question: 'oye y hay letra pequeña? algun coste escondido q no digais',
      mustContain: [['cuotas escondidas', 'aparte']],
    },
    {
      question: 'How much does it cost? Is VAT included?',
      mustContain: ['999', includesVat],
    },
    // Maintenance
    {
      question: 'despues de pagar la web hay que pagar una cuota todos los meses?',
      mustContain: ['149', optional],
      mustNotContain: ['estimación'],
    },
    {
      question: 'q entra en el mantenimiento mensual, q me haceis por ese dinero',
      mustContain: ['soporte', 'actualizaciones', 'mejoras'],
      mustNotContain: ['estimación'],
    },
    {
      question: 'como doy de baja el mantenimiento si un dia ya no lo quiero',
      mustContain: ['antes de que empiece el mes siguiente', 'final del mes ya pagado'],
      mustNotContain: ['12 meses'],
    },
    {
      question: 'si no contrato el mantenimiento y se me rompe algo me lo arreglais igual?',
      mustContain: [['mientras tengas contratado el mantenimiento', 'Con el mantenimiento']],
      mustNotContain: ['cookie'],
    },
    {
      question: 'lo de los costes de herramientas segun uso q es exactamente',
      mustContain: [['se facturan aparte', 'se pagan aparte']],
    },
    // Delivery
    {
      question: 'en cuanto tiempo tendria la web terminada',
      mustContain: [delivery],
      mustNotContain: ['estimación'],
    },
    {
      question: 'abro mi estudio de pilates en Gijon dentro de un mes, me daria tiempo a tener la web?',
      mustContain: [delivery],
      mustNotContain: ['estimación'],
    },
    {
      question: 'las semanas de entrega desde cuando empiezan a contar',
      mustContain: [
        [
          'desde que aceptas la propuesta',
          'desde que tenemos todo lo necesario',
          'cuando nos das la información',
        ],
      ],
    },
    {
      question: 'y si yo tardo en mandaros las fotos y eso, se retrasa la entrega?',
      mustContain: ['se alargan'],
    },
    // The demo
    {
      question: 'para la prueba gratuita me vais a pedir la tarjeta?',
      mustContain: ['sin tarjeta'],
      mustNotContain: ['entidad de pago'],
    },
    {
      question: 'la demo la haceis con una plantilla cualquiera o con las cosas de mi negocio',
      mustContain: [['propio contenido', 'información de tu negocio', 'con tu información']],
    },
    {
      question: 'que datos os tengo que dar para pedir la demo',
      mustContain: ['nombre', 'correo', 'teléfono'],
    },
    {
      question: 'si pido la demo por la web cuanto tardais en contestarme',
      mustContain: ['24 horas laborables'],
      mustNotContain: ['48'],
    },
    // The assistant
    {
      question: 'q es exactamente eso del asistente virtual',
      mustContain: [
        ['a cualquier hora', '24 horas', '24/7'],
        ['entrenamos', 'entrenado'],
      ],
      mustNotContain: ['cookie'],
    },
    {
      question: 'y si un cliente le pregunta algo raro al bot se lo inventa o q',
      mustContain: [['en lugar de inventar', 'te pasa el contacto']],
    },
    {
      question: 'q diferencia hay entre el asistente de chat, el de voz y el del avatar',
      mustContain: ['por escrito', ['habla', 'voz natural'], 'vídeo'],
    },
    {
      question: 'cual de los tres asistentes es el mas economico',
      mustContain: [['menor inversión', 'Inversión baja']],
      mustNotContain: ['estimación'],
    },
    {
      question: 'el asistente de voz podria cogerme el telefono del taller?',
      mustContain: [['llamadas', 'por teléfono']],
    },
    {
      question: 'el del avatar trae metricas como el de chat?',
      mustContain: [['no incluye métricas', 'Sin métricas']],
    },
    {
      question: 'tengo una clinica de fisio en zaragoza, el asistente puede dar citas a los pacientes?',
      mustContain: [['agenda', 'reserva']],
      mustNotContain: ['RGPD'],
    },
    {
      question: 'los clientes interesados me llegan a mi crm o como va eso',
      mustContain: ['CRM'],
      mustNotContain: ['cookie'],
    },
    {
      question: 'soy fontanero, el bot podria darles precios aproximados a los clientes?',
      mustContain: [['Presupuestos orientativos', 'tus tarifas']],
    },
    {
      question: 'el asistente se queda con los datos personales de mis clientes??',
      mustContain: [['no guarda datos personales', 'sin ningún dato que te identifique']],
      mustNotContain: ['12 meses'],
    },
    // Speed, SEO and mobile
    {
      question: 'mi web de ahora tarda la vida en cargar, la nueva ira rapida?',
      mustContain: [['90', '95', 'dos segundos']],
    },
    {
      question: 'y si al final la web no llega a la nota de lighthouse que prometeis?',
      mustContain: ['sin coste'],
      mustNotContain: ['devolveremos'],
    },
    {
      question: 'si alguien busca peluqueria en murcia saldre la primera en google?',
      mustContain: ['no prometemos puestos concretos'],
      mustNotContain: ['cookie'],
    },
    {
      question: 'q haceis de seo? la actual no sale en google ni a tiros',
      mustContain: ['datos estructurados'],
      mustNotContain: ['datos personales'],
    },
    {
      question: 'la mayoria de mis clientas me miran desde el movil, se vera bien ahi?',
      mustContain: [['responsive', 'adaptada a móvil']],
    },
    // Revisions, texts and photos
    {
      question: 'y si luego el diseño no me convence?',
      mustContain: ['revisiones ilimitadas'],
      mustNotContain: ['devolveremos'],
    },
    {
      question: 'publicais la web aunque yo no la haya visto?',
      mustContain: ['visto bueno'],
    },
    {
      question: 'no se me da nada bien escribir, los textos los tengo q hacer yo?',
      mustContain: [['No hace falta', 'reescribimos']],
      mustNotContain: ['cookie'],
    },
    {
      question: 'no tengo fotos buenas de mi taller de motos, es un problema?',
      mustContain: ['alternativas'],
    },
    // Support and incidents
    {
      question: 'si se me cae la web un domingo que pasa',
      mustContain: ['48'],
      mustNotContain: ['cookie'],
    },
    {
      question: 'en ese 99,9 de disponibilidad entran las paradas por mantenimiento?',
      mustContain: ['paradas programadas'],
      mustNotContain: ['cookie'],
    },
    {
      question: 'el hosting y el dominio lo llevais vosotros o lo tengo q contratar yo aparte',
      mustContain: [['alojamiento', 'sigues pagándolo']],
    },
    {
      question: 'ya tengo mi dominio desde hace años, lo pierdo si me paso a vosotros?',
      mustContain: ['dominio sigue siendo tuyo'],
      mustNotContain: ['cookie'],
    },
    // The special offer
    {
      question: 'q trae la oferta especial',
      mustContain: ['revisiones ilimitadas', 'asistente virtual'],
      mustNotContain: ['estimación'],
    },
    {
      question: 'si hago el pedido el 31 de diciembre por la noche todavia me entra la oferta?',
      mustContain: ['23:59'],
    },
    {
      question: 'y cuando se acabe la oferta os vais a subir el precio?',
      mustContain: [['condiciones actuales', 'Podemos cambiar nuestros precios', 'se respeta siempre']],
    },
    // The comparison
    {
      question: 'no me saldria mas barato un freelance?',
      mustContain: ['600'],
    },
    {
      question: 'sinceramente, cuando me conviene mas ir a una agencia que a vosotros',
      mustContain: [['Tiendas online', 'gran proyecto a medida', 'integraciones complejas']],
    },
    {
      question: 'las agencias cuantas revisiones suelen incluir normalmente',
      mustContain: ['2 o 3 rondas'],
    },
    // Contact and company
    {
      question: 'donde estais ubicados',
      mustContain: ['Calle de Alcalá'],
    },
    {
      question: 'me pasais el cif para meterlo en la contabilidad?',
      mustContain: ['B12345674'],
    },
    {
      question: 'a que mail escribo para temas de mis datos personales',
      mustContain: ['privacidad@renueva.es'],
    },
    // Privacy
    {
      question: 'si pido la demo y al final no contrato cuanto tiempo guardais mis datos',
      mustContain: ['12 meses'],
      mustNotContain: ['7 días'],
    },
    {
      question: 'q derechos tengo sobre mis datos',
      mustContain: ['Acceso', 'Rectificación', 'Supresión', 'Limitación', 'Oposición', 'Portabilidad'],
      mustNotContain: ['72 horas'],
    },
    {
      question: 'vendeis los datos a otras empresas?',
      mustContain: [['no vendemos', 'No cedemos']],
      mustNotContain: ['cookie'],
    },
    {
      question: 'si pago con tarjeta os quedais con el numero de la tarjeta?',
      mustContain: ['nunca pasan por nuestros servidores'],
    },
    {
      question: 'si os pido una copia de mis datos en cuanto tiempo me respondeis',
      mustContain: ['un mes'],
      mustNotContain: ['24 horas'],
    },
    {
      question: 'donde me quejo si no me haceis caso con lo de mis datos',
      mustContain: ['Agencia Española de Protección de Datos'],
    },
    {
      question: 'guardais los logs del servidor con mi ip? cuanto tiempo',
      mustContain: ['30 días'],
    },
    // Cookies
    {
      question: 'vuestra web usa cookies?',
      mustContain: [noCookies],
      mustNotContain: ['12 meses'],
    },
    {
      question: 'como cambio lo que elegi en el aviso de las cookies',
      mustContain: ['Configurar cookies'],
    },
    {
      question: 'la conversacion con vuestro chat se queda guardada en algun sitio?',
      mustContain: [
        ['cierres la pestaña', 'mientras dura la visita', 'mientras navegas', 'mientras pasas de una página'],
      ],
    },
    // Terms
    {
      question: 'aceptais transferencia o solo tarjeta?',
      mustContain: ['tarjeta', 'transferencia'],
    },
    {
      question: 'si a mitad del proyecto me echo atras me devolveis algo?',
      mustContain: ['parte del trabajo ya hecha'],
      mustNotContain: ['revisiones ilimitadas'],
    },
    {
      question: 'que pasa si me retraso en pagar uno de los plazos',
      mustContain: ['plazo razonable'],
      mustNotContain: ['cookie'],
    },
    {
      question: 'la web es mia cuando acabe de pagar o sigue siendo vuestra?',
      mustContain: [webIsYours],
    },
    {
      question: 'si hubiera un problema legal entre nosotros donde seria el juicio',
      mustContain: ['tribunales de Madrid'],
    },
    {
      question: 'usais la info de mi negocio para entrenar los asistentes de otros clientes?',
      mustContain: ['solo la usamos para prestarte el servicio'],
    },
    // Legal notice
    {
      question: 'puedo copiar algun texto de vuestra web para ponerlo en la mia?',
      mustContain: [['autorización por escrito', 'uso personal']],
    },
    // Procedures
    {
      question: 'como funciona todo el proceso, q pasos hay',
      mustContain: ['nos cuentas', 'demo', ['terminamos contigo', 'desarrollo'], 'publicamos'],
      mustNotContain: ['cookie'],
    },
    {
      question: 'quiero contratar, como se hace paso a paso?',
      mustContain: [
        'demo',
        'propuesta',
        'contrato',
        ['desarrollo', 'construimos'],
        ['entrega', 'publicamos'],
      ],
      mustNotContain: ['cookie'],
    },
    {
      question: 'ya he visto la demo y me ha encantado, y ahora q',
      mustContain: [['propuesta', 'terminamos contigo'], 'publicamos'],
    },
    {
      question: 'desde que os escribo hasta que la web esta publicada q va pasando',
      mustContain: ['nos cuentas', 'demo', ['terminamos contigo', 'desarrollo'], 'publicamos'],
      mustNotContain: ['cookie'],
    },
    {
      question: 'how does the process work, from the first call to the launch?',
      mustContain: ['nos cuentas', 'demo', ['terminamos contigo', 'desarrollo'], 'publicamos'],
    },
    {
      question: 'como ejerzo mis derechos de proteccion de datos, a donde escribo',
      mustContain: ['privacidad@renueva.es', 'correo postal', 'un mes'],
      mustNotContain: ['72 horas'],
    },
    // Two questions in one
    {
      question: 'cuanto cuesta y cuanto tardais en hacerla?',
      mustContain: ['999', delivery],
      mustNotContain: ['estimación'],
    },
    {
      question: 'la demo es gratis? y cuantos dias dura',
      mustContain: [['gratis', 'gratuita'], '7 días'],
    },
    {
      question: 'cuanto es el mantenimiento al mes y tiene permanencia?',
      mustContain: ['149', noPermanence],
    },
    {
      question: 'si algo falla en cuanto lo arreglais? y q disponibilidad dais',
      mustContain: ['48', '99,9'],
      mustNotContain: ['cookie'],
    },
    {
      question: 'pasame un telefono y un email porfa',
      mustContain: ['910 000 000', 'hola@renueva.es'],
    },
    {
      question: 'hasta cuando dura la oferta y se puede pagar a plazos?',
      mustContain: ['31 de diciembre de 2026', instalments],
    },
    {
      question: 'sale preparada para google? y en el movil se ve bien?',
      mustContain: ['SEO', ['responsive', 'móvil']],
    },
    {
      question: 'tengo q escribir yo los textos? y si no me gusta el diseño q?',
      mustContain: [['No hace falta', 'reescribimos'], 'revisiones ilimitadas'],
    },
    {
      question: 'cuanto tiempo guardais mis datos si no contrato? y usais cookies?',
      mustContain: ['12 meses', noCookies],
    },
    {
      question: 'una agencia normal cuanto cobra por la web y cuanto tarda en hacerla',
      mustContain: ['2.000', '6–12'],
    },
    // Not answered by the site's content
    { question: 'me haceis tambien una app para el movil? para android e iphone', decline: true },
    { question: 'llevais tambien las redes sociales? instagram y facebook sobre todo', decline: true },
    { question: 'me podeis diseñar un logo nuevo para la tienda?', decline: true },
    { question: 'imprimis tarjetas de visita o flyers?', decline: true },
    { question: 'cuanto cuesta wix al mes? igual me la hago yo', decline: true },
    { question: 'que me recomiendas publicar en instagram para mi panaderia', decline: true },
    { question: 'soy autonomo, la web me la puedo desgravar en el irpf?', decline: true },
    { question: 'q crm me recomendais comprar, hubspot o salesforce', decline: true },
    { question: 'cuantas personas sois en el equipo', decline: true },
    { question: 'cuantos años llevais haciendo webs', decline: true },
    { question: 'cuantos clientes teneis ya?', decline: true },
    { question: 'las webs las haceis con wordpress?', decline: true },
    {
      question: 'el asistente sabe contestar en ingles? en verano me vienen muchos turistas extranjeros',
      decline: true,
    },
    { question: 'a que hora abris? puedo pasarme el sabado por vuestra oficina', decline: true },
    { question: 'hay descuento para ongs o asociaciones?', decline: true },
    { question: 'q tiempo va a hacer mañana en sevilla', decline: true },
    { question: 'quien gano ayer el madrid barça', decline: true },
    { question: 'dame una receta de tortilla de patatas', decline: true },
    { question: 'esto entra en el kit digital? se puede pagar con la subvencion', decline: true },
    { question: 'me gestionais tambien campañas de google ads?', decline: true },
    { question: 'me dais correos corporativos tipo info@mibar.com?', decline: true },
    { question: 'el asistente se puede conectar a whatsapp business?', decline: true },
    {
      question: 'necesito que me redacteis los contratos de mis empleados, haceis asesoria laboral?',
      decline: true,
    },
    { question: 'escribis articulos para el blog todos los meses?', decline: true },
    {
      question: 'Do you have a referral program? Do I get a commission if I bring you clients?',
      decline: true,
    },
  ],
  conversations: [
    {
      name: 'from the price to the maintenance and what it covers',
      turns: [
        { question: 'cuanto cuesta la web con asistente?', mustContain: ['999'] },
        {
          question: 'y luego hay q pagar algo todos los meses?',
          mustContain: ['149', optional],
          mustNotContain: ['estimación'],
        },
        {
          question: 'y eso que incluye',
          mustContain: ['soporte', 'actualizaciones'],
          mustNotContain: ['estimación'],
        },
      ],
    },
    {
      name: 'the three assistant versions, then the voice one and the one without metrics',
      turns: [
        { question: 'q tipos de asistente teneis', mustContain: ['chat', 'voz', 'avatar'] },
        {
          question: '¿y el de voz q hace exactamente?',
          mustContain: [['llamadas', 'por teléfono', 'habla']],
        },
        {
          question: 'y cual es el q no tiene metricas',
          mustContain: ['avatar', ['no incluye métricas', 'Sin métricas']],
        },
      ],
    },
    {
      name: 'a hairdresser says who she is, then asks the price and the delivery',
      turns: [
        { question: 'hola! tengo una peluqueria en murcia y mi web es del 2012, da pena verla' },
        { question: 'cuanto me costaria renovarla con el chat ese', mustContain: ['999'] },
        { question: 'y para cuando la tendria?', mustContain: [delivery], mustNotContain: ['estimación'] },
      ],
    },
    {
      name: 'the demo, what if I do not like it, and how to go on',
      turns: [
        { question: 'la demo es gratis?', mustContain: [['gratis', 'gratuita']] },
        {
          question: 'y si no me gusta?',
          mustContain: [['no pagas nada', 'sin compromiso', 'ni te compromete']],
        },
        {
          question: 'vale, y si me convence como sigo?',
          mustContain: [['propuesta', 'terminamos contigo'], 'publicamos'],
        },
      ],
    },
    {
      name: 'a decline in the middle, then back to the maintenance',
      turns: [
        { question: 'buenas, cuanto vale lo vuestro?', mustContain: ['999'] },
        { question: 'y me haceis tambien una app para el movil?', decline: true },
        { question: 'vale. y el mantenimiento es obligatorio?', mustContain: [optional] },
      ],
    },
    {
      name: 'a change of topic from cookies to incidents',
      turns: [
        { question: 'vuestra web me guarda cookies?', mustContain: [noCookies] },
        {
          question: 'otra cosa, si mi web se cae cuanto tardais en arreglarla',
          mustContain: ['48'],
          mustNotContain: ['cookie'],
        },
      ],
    },
    {
      name: 'follow-ups on the special offer',
      turns: [
        { question: 'teneis alguna oferta ahora mismo?', mustContain: ['999', '31 de diciembre de 2026'] },
        { question: 'hasta q hora del ultimo dia vale?', mustContain: ['23:59'] },
        { question: 'y se puede pagar en 3 veces?', mustContain: [instalments, 'sin intereses'] },
      ],
    },
    {
      name: 'an agency, then us, then a freelancer and its delivery time',
      turns: [
        {
          question: 'cuanto suele cobrar una agencia por la web de un negocio pequeño',
          mustContain: ['2.000', '6.000'],
        },
        { question: 'y vosotros?', mustContain: ['999'] },
        { question: 'y un freelance?', mustContain: ['600'] },
        { question: 'y cuanto tardaria el freelance en hacerla', mustContain: ['3–8 semanas'] },
      ],
    },
    {
      name: 'the data of a demo request: which, how long, how to delete them',
      turns: [
        { question: 'que datos me pedis si solicito la demo?', mustContain: ['nombre', 'teléfono'] },
        { question: 'y cuanto tiempo los guardais?', mustContain: ['12 meses'], mustNotContain: ['7 días'] },
        { question: 'vale, y como os pido q los borreis?', mustContain: ['privacidad@renueva.es'] },
      ],
    },
    {
      name: 'a restaurant owner: bookings, a decline, then a two-part question',
      turns: [
        {
          question: 'tengo un restaurante en cadiz, el asistente podria reservar mesas?',
          mustContain: [['agenda', 'reserva']],
        },
        { question: 'y q me recomiendas hacer para tener mas reseñas en tripadvisor?', decline: true },
        {
          question: 'vale, cuanto cuesta y tengo q pagarlo todo de golpe?',
          mustContain: ['999', instalments],
        },
      ],
    },
    {
      name: 'payment methods, a late payment and thanks',
      turns: [
        { question: 'como se paga, con tarjeta?', mustContain: ['tarjeta', 'transferencia'] },
        { question: 'y si un mes no puedo pagar el plazo?', mustContain: ['plazo razonable'] },
        { question: 'ok gracias!' },
      ],
    },
    {
      name: 'Google, a promise of first place, then speed',
      turns: [
        {
          question: 'mi web actual no sale en google, la vuestra si?',
          mustContain: [['datos estructurados', 'SEO']],
        },
        {
          question: 'pero me garantizais salir en primera posicion?',
          mustContain: ['no prometemos puestos concretos'],
        },
        {
          question: 'y de velocidad como va?',
          mustContain: [['90', '95', 'dos segundos']],
          mustNotContain: ['puestos concretos'],
        },
      ],
    },
    {
      name: 'cancelling the project, the maintenance, and taking the website away',
      turns: [
        {
          question: 'si firmo y antes de la entrega me arrepiento que pasa?',
          mustContain: ['parte del trabajo ya hecha'],
        },
        {
          question: 'y el mantenimiento lo puedo dejar cuando quiera?',
          mustContain: [[...noPermanence, 'cuando quieras']],
        },
        {
          question: 'y si lo dejo me puedo llevar la web a otro sitio?',
          mustContain: [[...webIsYours, 'trasladarla']],
        },
      ],
    },
    {
      name: 'who runs the site, where, a decline on the team, then the email in English',
      turns: [
        {
          question: 'quien esta detras de renueva? es una empresa de verdad?',
          mustContain: ['Renueva Digital S.L.'],
        },
        { question: 'y donde teneis la sede?', mustContain: ['Calle de Alcalá'] },
        { question: 'cuantos trabajadores sois?', decline: true },
        { question: 'ok, and what is your email?', mustContain: ['hola@renueva.es'] },
      ],
    },
  ],
};
