/**
 * The second held-out part of the assistant's evaluation. Written on 2026-11-27 by someone who had
 * read neither the engine nor the existing evaluation, only the product spec and the site's content
 * (src/content). Scored once at the end of issue 25 and never tuned on.
 */
import type { EvalSet } from '@renueva/assistant/eval';

const vatIncluded = ['IVA incluido', 'incluyen IVA', 'incluyen el IVA', 'con IVA'];
const delivery = ['2 y 4 semanas', '2–4 semanas'];

export const heldOut2: EvalSet = {
  questions: [
    // Price of the Premium plan and what it includes
    {
      question:
        'hola buenas, tengo una panaderia en zaragoza y la web q tenemos es de 2012 mas o menos, cuanto me costaria hacerla nueva con el asistente ese?',
      mustContain: ['999'],
    },
    { question: 'el precio q poneis es con iva o luego hay q sumarle el 21%', mustContain: [vatIncluded] },
    {
      question:
        'hi! I run a small guesthouse in Mallorca, how much would a new website with the chatbot cost me?',
      mustContain: ['999'],
    },
    {
      question: 'bon dia, quant costa el pla premium? i el manteniment cada mes?',
      mustContain: ['999', '149'],
    },
    {
      question: 'hay alguna cuota escondida o algo q no se diga al principio? q luego siempre hay sorpresas',
      mustContain: ['opcional'],
    },
    {
      question: 'q entra exactamente en los 999, solo la web o tb el asistente??',
      mustContain: [['diseño y desarrollo', 'puesta en marcha', 'revisiones ilimitadas']],
    },
    {
      question:
        'cuantas paginas tendria mi web? somos un despacho de abogados pequeño y tenemos bastantes areas de trabajo',
      mustContain: ['propuesta'],
    },

    // Payment: instalments, methods, invoices, late payments
    {
      question: 'se puede pagar a plazos? xq soltar 999 de golpe ahora mismo no me viene nada bien',
      mustContain: ['333', 'sin intereses'],
    },
    { question: 'los pagos a plazos llevan intereses o alguna comision?', mustContain: ['sin intereses'] },
    {
      question: 'como se paga, con tarjeta? aceptais bizum o paypal?',
      mustContain: ['tarjeta', 'transferencia'],
    },
    {
      question: 'me hariais factura? la necesito si o si para pasarsela a la gestoria',
      mustContain: ['factura'],
    },
    {
      question: 'si lo pago en 3 veces, el primer pago cuando es, al firmar o cuando me entregais la web?',
      mustContain: ['al contratar'],
    },
    {
      question: 'y si algun mes me retraso con un pago q pasa, me cortais la web directamente?',
      mustContain: ['plazo razonable'],
    },

    // Optional maintenance
    {
      question: 'el mantenimiento es obligatorio? y cuanto es al mes',
      mustContain: ['149', ['opcional', 'no es obligatorio']],
    },
    {
      question: 'q me incluye la cuota mensual de mantenimiento exactamente',
      mustContain: ['actualizaciones'],
    },
    {
      question:
        'si cojo lo del mantenimiento estoy obligado a quedarme un año minimo? no me quiero atar como con la compañia del movil',
      mustContain: [['sin permanencia', 'no tiene permanencia']],
    },
    {
      question: 'si me doy de baja del mantenimiento a mitad de mes me devolveis lo q queda de ese mes?',
      mustContain: [['no se devuelve', 'final del mes']],
    },
    {
      question: 'desde cuando se empieza a cobrar el mantenimiento, desde q firmo el contrato?',
      mustContain: ['mes de la entrega'],
    },
    {
      question:
        'aparte de los 149 al mes hay q pagar algo mas por usar el asistente? tipo por cada conversacion o algo asi',
      mustContain: ['aparte'],
    },

    // Support and availability guarantees
    {
      question: 'si un dia se me cae la web en cuanto tiempo lo arreglais?',
      mustContain: ['48'],
      mustNotContain: ['333'],
    },
    {
      question: 'me garantizais q la web va a estar siempre funcionando o se cae cada 2x3?',
      mustContain: ['99,9'],
    },

    // Delivery time and process steps
    {
      question:
        'en cuanto tiempo tendria la web lista? abro un centro de estetica en alcobendas en marzo y la quiero para entonces',
      mustContain: [delivery],
    },
    {
      question: 'las semanas de entrega desde cuando empiezan a contar? desde q pago?',
      mustContain: [['contenidos', 'aceptas la propuesta', 'todo lo necesario']],
    },
    {
      question: 'como va el tema, q pasos hay desde q os escribo hasta q tengo la web publicada',
      mustContain: ['demo', ['llamada', 'propuesta']],
    },
    {
      question:
        'la primera reunion cuanto dura? tengo un taller mecanico y no puedo estar mucho rato fuera del foso',
      mustContain: ['30 minutos'],
    },
    {
      question: 'si relleno lo de la demo cuanto tardais en contestarme?',
      mustContain: ['24 horas laborables'],
    },
    {
      question: 'a mi escribir no se me da nada bien la verdad, los textos de la web quien los hace, yo?',
      mustContain: [['no hace falta', 'reescribimos']],
    },
    {
      question: 'no tengo fotos decentes del local, es un problema para hacer la web?',
      mustContain: ['alternativas'],
    },

    // The free demo
    {
      question: 'la demo es gratis de verdad? no me vais a pedir la tarjeta ni nada?',
      mustContain: [
        ['gratis', 'gratuita'],
        ['sin tarjeta', 'sin compromiso'],
      ],
    },
    { question: 'cuantos dias dura la prueba gratuita', mustContain: ['7 días'] },
    {
      question: 'y si despues de ver la demo no me convence tengo q pagar algo?',
      mustContain: ['no pagas nada'],
    },
    {
      question: 'la demo la montais con la info de mi negocio o es una plantilla generica de ejemplo?',
      mustContain: [['tu propio contenido', 'información de tu negocio', 'tu información']],
    },

    // The virtual assistant: what it is, what it knows, its three versions
    {
      question:
        'lo del asistente virtual como va? es uno de esos chatbots q no entienden nada de lo q les pones?',
      mustContain: [['tu propia información', 'información de tu negocio', 'tu información']],
    },
    {
      question: 'q cosas sabra contestar el asistente a mis clientes? precios, horarios...?',
      mustContain: ['horarios'],
    },
    {
      question: 'y si un cliente le pregunta algo q el asistente no sabe, se lo inventa o q hace',
      mustContain: [['lo dice', 'contactar contigo', 'te pasa el contacto']],
    },
    {
      question:
        'q diferencia hay entre el asistente de chat, el de voz y el del avatar? cual me sale mas barato',
      mustContain: [['menor inversión', 'inversión baja']],
    },
    {
      question:
        'tengo una clinica de fisio en valencia y el telefono no para, el asistente de voz puede atender llamadas?',
      mustContain: ['llamadas'],
    },
    {
      question: 'el del avatar tiene estadisticas? quiero saber q pregunta la gente',
      mustContain: [['sin métricas', 'no incluye métricas']],
    },
    {
      question: 'puedo ver de alguna forma q le preguntan mis clientes al asistente?',
      mustContain: ['métricas'],
    },
    {
      question:
        'tengo una peluqueria en getafe y me paso el dia con el movil cogiendo citas, el asistente puede dar citas el solo?',
      mustContain: [['agenda', 'reserva', 'citas']],
    },
    {
      question: 'cuando alguien este interesado el asistente me puede pasar sus datos al email?',
      mustContain: ['correo'],
    },
    {
      question: 'soy fontanero, el asistente le puede dar un presupuesto al cliente o eso no?',
      mustContain: ['orientativos'],
    },
    {
      question: 'funciona tb de noche y los findes o solo en horario de oficina',
      mustContain: [['24 horas', '24/7', 'cualquier hora']],
    },
    {
      question:
        'el asistente se guarda lo q le escriben mis clientes? me preocupa el tema de proteccion de datos',
      mustContain: ['no guarda datos personales'],
    },

    // The website itself: mobile, speed, SEO, revisions
    {
      question: 'la web se vera bien en el movil? la mitad de mis clientes me buscan desde el movil',
      mustContain: ['responsive'],
    },
    {
      question:
        'si hago la web con vosotros saldre el primero en google cuando busquen dentista en mi barrio?',
      mustContain: [['puestos concretos', 'no prometemos']],
    },
    { question: 'q es eso del lighthouse q poneis por todos lados? q nota saca la web', mustContain: ['95'] },
    { question: 'cuanto tarda en cargar la web en el movil mas o menos', mustContain: ['dos segundos'] },
    {
      question: 'si el diseño q me enseñeis no me convence del todo, cuantas veces puedo pediros cambios?',
      mustContain: ['ilimitadas'],
    },
    {
      question: 'publicais la web directamente o la veo yo antes?',
      mustContain: [['visto bueno', 'apruebes']],
    },

    // Domain, hosting and ownership of the site
    {
      question: 'ya tengo el dominio comprado con otra empresa hace años, lo pierdo si me paso a vosotros?',
      mustContain: [['sigue siendo tuyo', 'tu proveedor']],
    },
    {
      question: 'quien se encarga del hosting y la seguridad y todo eso? xq yo de eso ni idea',
      mustContain: ['alojamiento'],
    },
    {
      question: 'la web es mia cuando termino de pagar o es como un alquiler q si dejo de pagar la pierdo',
      mustContain: [['son tuyos', 'es tuya']],
    },
    {
      question: 'si el dia de mañana me quiero ir con otra empresa me dais los archivos de la web?',
      mustContain: ['archivos'],
    },
    {
      question: 'la info de mi negocio con la q entrenais al bot de quien es, vuestra o mia?',
      mustContain: ['sigue siendo tuya'],
    },

    // Cancellation and refunds
    {
      question: 'si firmo y a las dos semanas me arrepiento y quiero cancelar, me devolveis todo el dinero?',
      mustContain: ['ya hecha'],
    },

    // The special offer
    { question: 'hasta cuando dura la oferta de los 999?', mustContain: ['31 de diciembre'] },
    {
      question: 'la oferta especial q asistente lleva, el de chat o el de voz?',
      mustContain: ['chat'],
    },
    {
      question: 'si acepto la propuesta y luego subis los precios me lo subis a mi tb?',
      mustContain: ['se respeta siempre'],
    },

    // Comparison with agencies and freelancers
    {
      question:
        'xq iba a contratar con vosotros y no con una agencia de aqui de mi ciudad q ya conozco? q diferencia hay de precio',
      mustContain: [['2.000', '6.000']],
    },
    {
      question: 'un freelance me cobra 800 pavos por la web, q me dais vosotros q el no me da?',
      mustContain: ['asistente'],
    },
    {
      question: 'cuanto suele cobrar una agencia normal por una web de 6 o 7 paginas?',
      mustContain: ['6.000'],
    },
    {
      question: 'sinceramente, en q caso me compensa mas un freelance q vosotros?',
      mustContain: [['muy sencilla', 'una o dos páginas']],
    },
    {
      question: 'tengo una tienda online con unos 3000 productos y conectada al erp, sois lo mejor para mi?',
      mustContain: ['agencia'],
    },
    { question: 'las agencias cuantas rondas de revisiones suelen dar?', mustContain: ['2 o 3 rondas'] },

    // Company data and legal notice
    {
      question: 'q empresa hay detras de renueva? necesito el cif para darla de alta como proveedor',
      mustContain: ['B12345674'],
    },
    { question: 'donde teneis la oficina?', mustContain: ['Alcalá'] },
    {
      question: 'me pasais un telefono o un mail para hablar con una persona de verdad?',
      mustContain: [['hola@renueva.es', '910 000 000']],
    },
    {
      question: 'si tenemos algun problema con el contrato, q ley se aplica y a q juzgados iriamos?',
      mustContain: ['Madrid'],
      mustNotContain: ['999'],
    },
    {
      question: 'soy autonomo, lo vuestro es solo para empresas o tb para autonomos?',
      mustContain: ['autónomos'],
    },

    // Privacy, personal data and cookies
    {
      question: 'la web de renueva tiene cookies de google analytics o de publicidad?',
      mustContain: [['no usamos', 'no instala']],
    },
    { question: 'como cambio lo q acepte en el aviso de las cookies?', mustContain: ['Configurar cookies'] },
    {
      question: 'quiero q borreis todos mis datos, a donde tengo q escribir?',
      mustContain: ['privacidad@renueva.es'],
    },
    {
      question: 'pedi la demo pero al final no contrate, cuanto tiempo guardais mis datos?',
      mustContain: ['12 meses'],
    },
    {
      question: 'vendeis mis datos a otras empresas?',
      mustContain: [['no vendemos', 'no cedemos']],
      mustNotContain: ['999'],
    },
    {
      question: 'el asistente de esta web donde funciona? le mandais lo q escribo a chatgpt o algo asi?',
      mustContain: ['propios servidores'],
    },
    {
      question: 'si le hablo por voz al asistente el audio a donde va?',
      mustContain: ['navegador'],
    },
    {
      question:
        'firmais el contrato de encargado del tratamiento? me lo pide mi gestor por lo de los datos de los pacientes',
      mustContain: ['encargado del tratamiento'],
    },

    // Services the business does not offer
    {
      question: 'ademas de la web me podeis diseñar el logo? el q tengo lo hizo mi cuñado con el paint',
      decline: true,
    },
    {
      question: 'haceis apps para movil? quiero una app para android e iphone con mi carta y los pedidos',
      decline: true,
    },
    {
      question: 'me llevais las redes sociales? instagram y tiktok sobre todo, q no me da la vida',
      decline: true,
    },
    { question: 'podeis gestionarme campañas de google ads todos los meses?', decline: true },
    { question: 'imprimis tarjetas de visita y flyers para repartir por el barrio?', decline: true },
    {
      question:
        'cuanto cobrais al mes por llevarme el seo, escribir articulos en el blog y conseguir enlaces?',
      decline: true,
    },
    { question: 'grabais y editais videos para mi canal de youtube?', decline: true },
    { question: 'me podeis llevar la ficha de google maps y contestar las reseñas?', decline: true },
    { question: 'me creais cuentas de correo con mi dominio tipo info@mipanaderia.es?', decline: true },
    { question: 'me arreglais el ordenador del despacho q va lentisimo?', decline: true },

    // Specific things the content does not state
    {
      question:
        'el asistente puede hablar en ingles y en aleman con los clientes? tengo un bar en benidorm y viene mucho guiri',
      decline: true,
    },
    { question: 'can you also translate my website into english and french?', decline: true },
    { question: 'con q tecnologia haceis las webs, wordpress, shopify, wix...?', decline: true },
    {
      question: 'q proveedor de hosting usais para las webs de los clientes, aws, ovh, google cloud...?',
      decline: true,
    },
    { question: 'teneis algun descuento para asociaciones sin animo de lucro?', decline: true },
    {
      question: 'cuantos clientes teneis? me podeis pasar webs reales q hayais hecho para verlas?',
      decline: true,
    },
    { question: 'trabajais tambien con negocios de mexico o solo de españa?', decline: true },
    { question: 'q horario de atencion teneis por telefono?', decline: true },
    { question: 'si os recomiendo a otro negocio me dais algo de comision?', decline: true },
    { question: 'estais contratando? soy diseñadora web y busco curro', decline: true },

    // Other companies' prices
    { question: 'cuanto cuesta wix al mes?', decline: true },
    { question: 'cuanto me cobra godaddy por renovar un dominio .es?', decline: true },

    // Legal or tax advice for the visitor's own business
    {
      question: 'q iva tengo q poner yo en mis facturas de fisioterapia? estan exentas o no?',
      decline: true,
    },
    {
      question: 'necesito darme de alta en algun registro para vender mis tartas por internet?',
      decline: true,
    },
    { question: 'puedo desgravarme la web como gasto en la renta?', decline: true },

    // General knowledge and chit-chat
    { question: 'cual es la capital de australia', decline: true },
    { question: 'cuentame un chiste anda', decline: true },
    { question: 'q tiempo va a hacer mañana en sevilla?', decline: true },
    { question: 'quien gano el mundial de 2010', decline: true },
  ],
  conversations: [
    {
      name: 'Bakery in Zaragoza: price, VAT, instalments, first payment',
      turns: [
        {
          question: 'buenas, tengo una panaderia en zaragoza y quiero cambiar la web, cuanto me saldria?',
          mustContain: ['999'],
        },
        { question: 'y eso lleva iva o es aparte?', mustContain: [vatIncluded] },
        { question: 'y se puede pagar en varias veces?', mustContain: ['333'] },
        { question: 'vale y el primero cuando se paga?', mustContain: ['al contratar'] },
      ],
    },
    {
      name: 'Physio clinic: monthly fee, its price, permanence, leaving',
      turns: [
        {
          question:
            'hola, tengo una clinica de fisioterapia en valencia. si contrato la web luego hay q pagar algo todos los meses?',
          mustContain: [['opcional', 'no es obligatorio']],
        },
        { question: 'y cuanto es?', mustContain: ['149'] },
        {
          question: 'y si lo quiero dejar a los 3 meses hay penalizacion o algo?',
          mustContain: [['sin permanencia', 'no tiene permanencia']],
        },
        {
          question: 'y si lo dejo la web se queda o me la quitais?',
          mustContain: [['es tuya', 'archivos']],
        },
      ],
    },
    {
      name: 'The three assistant versions',
      turns: [
        { question: 'q tipos de asistente teneis?', mustContain: ['voz', 'avatar'] },
        { question: 'y el de voz q tiene q no tenga el de chat?', mustContain: ['llamadas'] },
        { question: 'y cual es el mas caro de los 3?', mustContain: ['avatar'] },
      ],
    },
    {
      name: 'Free demo, then delivery',
      turns: [
        { question: 'me interesa lo de la demo, en cuanto tiempo la teneis?', mustContain: ['7 días'] },
        { question: 'y hay q pagar algo por ella?', mustContain: [['gratis', 'gratuita']] },
        { question: 'y despues cuanto tardais en tener la web entera?', mustContain: [delivery] },
      ],
    },
    {
      name: 'Agency and freelancer estimates',
      turns: [
        {
          question: 'estoy mirando presupuestos, cuanto me cobraria normalmente una agencia por la web?',
          mustContain: ['6.000'],
        },
        { question: 'y cuanto tardan ellos?', mustContain: ['12 semanas'] },
        { question: 'y un freelance?', mustContain: [['8 semanas', '600', '2.000']] },
      ],
    },
    {
      name: 'Cookies on this site',
      turns: [
        { question: 'esta web usa cookies?', mustContain: [['no instala', 'no usamos']] },
        {
          question: 'entonces q es lo q guarda en mi navegador?',
          mustContain: [['preferencias', 'conversación']],
        },
        {
          question: 'y eso cuanto tiempo se queda guardado?',
          mustContain: [['cierres la pestaña', 'borres los datos']],
        },
      ],
    },
    {
      name: 'Backing out before and after the contract',
      turns: [
        {
          question: 'si pido la demo y luego no quiero seguir adelante q pasa?',
          mustContain: ['no pagas nada'],
        },
        {
          question: 'y si ya he firmado y me echo para atras antes de q la entregueis?',
          mustContain: ['ya hecha'],
        },
        { question: 'y lo q haya pagado de mas me lo devolveis?', mustContain: ['devolveremos'] },
      ],
    },
    {
      name: 'Logo declined, then back to the website',
      turns: [
        { question: 'ademas de la web me haceis el logo nuevo y las tarjetas de visita?', decline: true },
        { question: 'vale pues entonces la web sola cuanto sale?', mustContain: ['999'] },
        {
          question: 'y con los textos me ayudais o los tengo q hacer yo?',
          mustContain: [['no hace falta', 'reescribimos']],
        },
      ],
    },
    {
      name: 'Surf school, in English',
      turns: [
        {
          question: 'hi, I run a surf school in Cantabria. how much is the new website plus the assistant?',
          mustContain: ['999'],
        },
        { question: 'and is there any monthly fee on top?', mustContain: ['149'] },
        { question: 'can I split the first one in instalments?', mustContain: ['333'] },
      ],
    },
    {
      name: 'Restaurant domain and hosting',
      turns: [
        {
          question: 'tengo ya el dominio mirestaurante.com, lo podeis usar para la web nueva?',
          mustContain: [['tu dominio', 'sigue siendo tuyo']],
        },
        { question: 'y lo sigo pagando yo o lo pagais vosotros?', mustContain: ['tu proveedor'] },
        { question: 'y el alojamiento?', mustContain: [['nos ocupamos', 'alojada con nosotros']] },
      ],
    },
    {
      name: 'Support and availability',
      turns: [
        { question: 'q pasa si la web se rompe un domingo por la noche?', mustContain: ['48'] },
        { question: 'eso entra en los 999 o va con el mantenimiento?', mustContain: ['mantenimiento'] },
        { question: 'y de disponibilidad cuanto garantizais?', mustContain: ['99,9'] },
      ],
    },
    {
      name: 'Clothes shop in Girona, in Catalan',
      turns: [
        {
          question:
            "hola, tinc una botiga de roba a girona. l'assistent pot contestar en catala als clients?",
          decline: true,
        },
        { question: 'i quant costa tot plegat?', mustContain: ['999'] },
      ],
    },
    {
      name: 'Erasing a lead’s data',
      turns: [
        {
          question: 'pedi una demo el mes pasado y ya no me interesa, quiero q borreis mis datos',
          mustContain: ['privacidad@renueva.es'],
        },
        { question: 'y en cuanto tiempo me teneis q contestar?', mustContain: ['un mes'] },
        {
          question: 'y si no me haceis ni caso?',
          mustContain: [['Agencia Española de Protección de Datos', 'aepd']],
        },
      ],
    },
    {
      name: 'Language academy: invoice, tax advice declined, card payment',
      turns: [
        {
          question:
            'soy autonoma, tengo una academia de ingles en murcia. la factura de la web me la haceis a nombre de la academia?',
          mustContain: ['factura'],
        },
        { question: 'y eso me lo puedo deducir en el trimestral del iva?', decline: true },
        {
          question: 'vale. y pagar con tarjeta es seguro? no me fio mucho de meter la tarjeta en webs',
          mustContain: [['entidad de pago', 'página segura']],
        },
      ],
    },
  ],
};
