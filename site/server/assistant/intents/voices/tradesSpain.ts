/** Small-business owners from Spain of many trades, typing casually on their phone (typos, no accents, q/xq/tb). */
export const tradesSpain: Record<string, readonly string[]> = {
  price: [
    'precio de renovar la web',
    'cuanto me costaria a mi la web con el chat, tengo un bar en zamora',
    'hola soy fontanero autonomo en getafe y mi web es de hace 10 años, q me cobrariais x hacerla nueva con el asistente ese q contesta solo',
  ],
  vat: [
    'lleva iva o no',
    'el precio q poneis es con iva o hay q sumarselo',
    'tengo una floristeria en cuenca y para cuadrar cuentas necesito saber si el precio ya tiene el iva metido o va aparte',
  ],
  instalments: [
    'se puede fraccionar?',
    'podria pagarlo en varios meses sin intereses',
    'en la peluqueria ando justa este trimestre, me dejais pagar la web poco a poco en vez de todo de golpe',
  ],
  hidden_costs: [
    'algun gasto extra?',
    'ademas del precio de la web tengo q pagar algo mas aparte',
    'me la han colado muchas veces con extras, tengo un taller en alcorcon, aqui hay sorpresas luego en la factura o no',
  ],
  plan_includes: [
    'q trae el plan',
    'por ese precio q me llevo exactamente',
    'tengo una academia de baile en murcia, si pago el premium q cosas entran, solo la web o tb el asistente',
  ],
  payment_methods: [
    'q metodos de pago teneis, bizum, tarjeta...',
    'soy dentista en leganes y en la clinica lo pagamos todo con la tarjeta de empresa, puedo pagaros asi o solo transferncia',
  ],
  late_payment: [
    'si pago tarde?',
    'q pasa si un plazo se me pasa unos dias',
    'en invierno la casa rural no tiene casi reservas y a lo mejor algun mes me retraso con el pago, q pasaria',
  ],
  maintenance_price: [
    'precio mantenimiento',
    'y lo de mantener la web cuanto es al mes',
    'tengo un gimnasio pequeño en ourense, aparte de hacer la web cuanto me cobrariais cada mes por mantenerla',
  ],
  maintenance_includes: [
    'servicios del mantenimiento',
    'con la cuota mensual q haceis exactamente x mi',
    'si pago lo del mes me actualizais cosas de la web cuando cambie algo? tengo una pasteleria en avila y no se q entra',
  ],
  maintenance_optional: [
    'puedo pasar del mantenimiento',
    'puedo no coger el mantenimiento y quedarme solo con la web',
    'yo tengo un sobrino q sabe de ordenadores, podria prescindir del mantenimiento vuestro o es obligado contratarlo',
  ],
  maintenance_cancel: [
    'baja del mantenimiento',
    'si contrato el mantenimiento lo puedo quitar cuando quiera o me ata',
    'tengo un bar de tapas en cadiz y en temporada baja igual quiero quitar el mantenimiento unos meses, se puede dar de baja sin penalizacion',
  ],
  support: [
    'si se rompe algo',
    'y si un dia la web no funciona a quien llamo',
    'si un domingo se me cae la pagina de la autoescuela y no pueden apuntarse los alumnos, q haceis vosotros',
  ],
  uptime: [
    'porcentaje de disponibilidad',
    'cuanto tiempo garantizais q la web este funcionando',
    'vendo online desde mi tienda de vinos en la rioja y no me puedo permitir q la web este caida, q disponibilidad dais',
  ],
  delivery: [
    'cuantas semanas tarda',
    'para cuando estaria la web hecha',
    'abro la segunda peluqueria en septiembre en valladolid, me dais la web a tiempo si empezamos ahora',
  ],
  demo: [
    'demo gratuita q trae',
    'la prueba gratis en q consiste exactamente',
    'antes de meterme en gastos con la clinica de fisio quiero saber q me enseñais en la demo gratuita',
  ],
  demo_card: [
    'demo sin tarjeta?',
    'para probar gratis hay q meter la tarjeta de credito',
    'siempre q pruebo algo gratis me acaban cobrando, para vuestra demo necesitais mi numero de tarjeta o no',
  ],
  demo_request: [
    'solicitar prueba gratis',
    'donde le doy para pedir la demo',
    'hola tengo una ferreteria en lugo y me gustaria ver la demo con mi negocio, como la pido',
  ],
  steps: [
    'pasos a seguir',
    'como va esto desde el principio',
    'no entiendo muy bien como funciona esto, tengo un despacho de abogados en sevilla, q hay q hacer primero y luego q',
  ],
  after_demo: [
    'y tras la demo?',
    'vista la demo luego q toca',
    'si veo la demo de la web para la pasteleria y me encanta, cual es el siguiente paso',
  ],
  hire: [
    'donde se contrata',
    'como hago para contratarlo',
    'lo tengo claro, quiero la web con asistente para mi taller de chapa en vigo, por donde empiezo para contratar',
  ],
  revisions: [
    'puedo cambiar cosas?',
    'si no me gusta algo del diseño me lo cambiais',
    'soy muy tiquismiquis con los colores de mi floristeria, cuantas veces puedo pediros q toqueis el diseño',
  ],
  texts_photos: [
    'textos y fotos yo?',
    'las fotos y textos de la web quien los prepara',
    'no se escribir nada bonito y las fotos de mi bar son del movil, eso lo tengo q hacer yo?',
  ],
  cancel_project: [
    'echarse atras luego',
    'si despues de la demo no quiero seguir q pasa',
    'y si al final me rajo despues de ver la demo xq mi socio de la gestoria no lo ve claro, hay algun compromiso',
  ],
  assistant_what: [
    'asistente virtual q es eso',
    'el asistente ese en q consiste',
    'tengo una tienda de bicis en girona y no pillo bien lo del asistente virtual, q es, un robot q contesta?',
  ],
  versions: [
    'modelos de asistente',
    'cuantas versiones del asistente teneis',
    'para una clinica veterinaria q opciones de asistente ofreceis, hay varios modelos?',
  ],
  version_chat: [
    'el de chat q hace',
    'como funciona el asistente q responde por escrito',
    'para mi academia de ingles creo q me vale con el asistente de chat, q hace ese exactamente',
  ],
  version_voice: [
    'lo de voz q hace',
    'el asistente de voz habla con los clientes de verdad',
    'en el taller no paro de coger el telefono con las manos llenas de grasa, q haria por mi el asistente de voz',
  ],
  version_avatar: [
    'avatar en video q es',
    'el asistente con avatar q es, un video?',
    'en mi inmobiliaria de marbella me gustaria q alguien diera la cara en la web, el avatar como funciona',
  ],
  automation: [
    'automatizar tareas?',
    'q cosas puede hacer solo el asistente sin q yo este',
    'pierdo mucho tiempo respondiendo lo mismo en la agencia de viajes, q tareas me automatizaria el asistente',
  ],
  bookings: [
    'coger citas?',
    'el asistente puede dar cita a mis clientes',
    'en la peluqueria se nos va la mañana al telefono dando horas, el asistente podria apuntar las citas en la agenda',
  ],
  metrics: [
    'metricas del chat',
    'me dais informes de lo q hace el asistente',
    'quiero saber cuanta gente habla con el asistente del restaurante cada semana, eso se ve en algun panel',
  ],
  always_on: [
    'atiende siempre?',
    'el asistente contesta a las 3 de la mañana',
    'a mi casa rural le escriben a cualquier hora y yo duermo, el asistente estaria contestando toda la noche',
  ],
  what_is: [
    'quienes sois vosotros',
    'renueva q es exactamente, una agencia?',
    'me ha pasado vuestro enlace un amigo q tiene una panaderia, pero no se bien a q se dedica renueva',
  ],
  speed: [
    'la web ira rapida?',
    'mi web actual tarda un monton en abrir, la nueva sera mas rapida',
    'tengo una tienda de ropa en zaragoza y la gente se va pq la pagina va lentisima, la vuestra iria rapida',
  ],
  seo: [
    'aparecere en google',
    'cuando alguien busque dentista en mi barrio me encontrara',
    'soy cerrajero en alicante y si busco cerrajero en google no salgo por ningun lado, con la web nueva saldria',
  ],
  mobile: [
    'adaptada a moviles?',
    'la web se vera bien en la tablet',
    'casi todos mis clientes del gimnasio me buscan desde el movil, la pagina se adapta bien a pantallas pequeñas',
  ],
  hosting_domain: ['dominio incluido?', 'el hosting lo poneis vosotros o lo pago yo aparte'],
  ownership: [
    'propiedad de la web',
    'de quien es la pagina cuando acabe todo',
    'con mi anterior diseñador la web era suya y al irme la perdi, con vosotros la pagina de la fisio seria de mi propiedad',
  ],
  special_offer: [
    'de q va la oferta',
    'he visto una promo de la web, en q consiste',
    'me ha salido un anuncio de una oferta especial vuestra mientras miraba cosas para la bodega, q es eso',
  ],
  offer_validity: [
    'hasta cuando la oferta',
    'a la promo cuantos dias le quedan',
    'quiero esperar a cobrar la temporada de verano del chiringuito, la oferta seguira valiendo o caduca antes',
  ],
  offer_includes: [
    'q incluye la oferta',
    'en la oferta especial q cosas vienen',
    'antes de decidirme con lo de la oferta para mi bar de copas, me dices q esta incluido y q no',
  ],
  comparison_agency: [
    'vosotros o agencia',
    'q diferencia hay con una agencia de diseño web',
    'una agencia de pamplona me ha pasado presupuesto para la web de la clinica, q me dais vosotros q no den ellos',
  ],
  comparison_freelance: [
    'mejor q un freelance?',
    'q teneis vosotros q no tenga un programador por libre',
    'el hijo de una clienta de la peluqueria hace webs por su cuenta, xq iba a elegiros a vosotros en vez de a el',
  ],
  comparison_general: [
    'ventajas vuestras',
    'q os hace mejores q el resto de empresas',
    'he mirado varias empresas para la web del taller, convenceme, xq vosotros y no otros',
  ],
  business_fit: [
    'vale para un bar?',
    'esto funciona para una asesoria pequeña',
    'tengo una casa rural en la sierra de gredos con 4 habitaciones, me sirve de algo todo esto o es para negocios mas grandes',
  ],
  customer_data: [
    'datos de mis pacientes?',
    'la info de mis clientes q entre por la web y el chat q pasa con ella',
    'en la clinica dental manejamos datos sensibles, con la web nueva y el asistente donde acaban los datos de los pacientes',
  ],
  cookies: [
    'cookies aqui?',
    'q cookies teneis en esta pagina',
    'me salto el aviso de cookies al entrar desde el movil en la panaderia, q cookies usa esta web',
  ],
  privacy_data: [
    'mis datos personales cuales',
    'q informacion personal mia recogeis',
    'si os pido info para mi tienda de muebles, q datos personales mios vais a tratar',
  ],
  privacy_retention: [
    'tiempo q guardais mi info',
    'mis datos los vais a tener para siempre',
    'durante cuanto tiempo conservais la informacion q os doy, soy fisio y me preocupa un poco',
  ],
  privacy_rights: [
    'ejercer derechos rgpd',
    'como hago para q me borreis todo lo mio',
    'os pase mis datos cuando pedi la demo para la optica, ahora quiero ejercer mis derechos de proteccion de datos, como lo hago',
  ],
  privacy_sharing: [
    'pasais mis datos a otros?',
    'mis datos se los dais a alguna otra empresa',
    'no quiero q me empiecen a llamar de mil sitios, con quien compartis los datos q meto en el formulario',
  ],
  law: [
    'ley del contrato',
    'el contrato por q ley se rige',
    'soy de canarias y me preocupa, si firmo con vosotros el contrato de la web q ley se le aplica',
  ],
  responsibility: [
    'vuestra responsabilidad',
    'hasta donde respondeis vosotros si algo sale mal',
    'tengo una gestoria y si la web o el asistente meten la pata con un cliente, vosotros q responsabilidad asumis',
  ],
  client_obligations: [
    'mis compromisos',
    'q me toca hacer a mi como cliente',
    'entre el obrador y la tienda no tengo tiempo para nada, a q me comprometo si os contrato',
  ],
  contact: ['forma de contactaros', 'hay algun whatsapp o algo para hablar con vosotros'],
  address: [
    'ubicacion de la oficina',
    'teneis oficina fisica en algun sitio',
    'estoy en toledo con mi floristeria y me gustaria pasarme en persona, donde estais',
  ],
  company: [
    'empresa detras?',
    'quien hay detras de renueva',
    'antes de dar mis datos quiero saber q sociedad esta detras de esto, tengo una clinica y tengo q tener cuidado',
  ],
  'passage:faq/precio': [
    'precio total?',
    'en total cuanto pago x la web y el asistente',
    'tengo una carniceria en soria y quiero saber el coste total, web + asistente + puesta en marcha, todo junto cuanto es',
  ],
  'passage:home/precios/premium': [
    'plan 999 q lleva',
    'por los 999 euros q cosas entran',
    'el premium de 999 incluye lo de lighthouse y las revisiones sin limite o eso va aparte, es para mi tienda de moda',
  ],
  'passage:legal/terminos/precios/1': ['todo con iva?', 'la cuota de 149 tb lleva el iva metido'],
  'passage:legal/terminos/precios/2': [
    'tabla de precios',
    'me poneis todos los precios juntos? demo, plan premium y lo mensual, q tengo q pasarselo a mi socio del bar',
  ],
  'passage:legal/terminos/precios/3': [
    'precio vigente hasta cuando',
    'el precio del plan se mantiene igual todo el año',
    'queremos reformar la clinica primero y hacer la web despues, si os contrato a principios de 2027 el plan seguiria costando lo mismo',
  ],
  'passage:legal/terminos/precios/4': [
    'costes por consumo',
    'q se paga aparte segun lo q se use el asistente',
    'si pongo el asistente de voz en la inmobiliaria y recibe muchas llamadas, los minutos me los cobrais aparte?',
  ],
  'passage:legal/terminos/precios/5': [
    'me subireis el precio?',
    'una vez aceptada la propuesta el precio puede cambiar',
    'con el ultimo proveedor de la tienda me subieron la tarifa a los 3 meses, si acepto vuestra propuesta me mantienen ese precio',
  ],
  'passage:legal/terminos/pago/2': [
    'factura de cada pago?',
    'se puede pagar x transferencia y q me mandeis factura',
    'mi gestor me pide factura de todo, si pago los plazos por transferencia desde la cuenta de la academia me haceis factura de cada uno',
  ],
  'passage:legal/terminos/pago/3': [
    'margen para pagar tarde',
    'si no llego a un plazo cuanto tiempo me dais',
    'si un mes debo la cuota xq el hotelito va mal, me paralizais el mantenimiento directamente o me dais un plazo',
  ],
  'passage:legal/terminos/pago/1': [
    'cuando se cobran plazos',
    'los 3 pagos en q fechas van',
    'q mes empieza a cobrarse el mantenimiento, desde q firmo o cuando ya esta publicada la web de la panaderia',
  ],
  'passage:faq/mantenimiento': [
    'cuota mensual obligada?',
    'hay q pagar todos los meses si o si',
    'no quiero otra cuota fija, ya pago la luz, el alquiler del local y el tpv, esto tiene pago mensual obligatorio o no',
  ],
  'passage:faq/soporte': [
    'cuanto tardais arreglando fallos',
    'en cuantas horas solucionais una incidencia',
    'si un viernes se estropea el formulario de reservas del restaurante, en cuanto tiempo lo teneis arreglado',
  ],
  'passage:legal/terminos/mantenimiento/1': [
    'preaviso baja mantenimiento',
    'con cuanto tiempo aviso si quiero dejar la cuota',
    'si el dia 20 decido dejar el mantenimiento de la web del taller, me cobrais el mes siguiente o me devolveis lo q queda de este',
  ],
  'passage:home/precios/maintenance': [
    'q cubren los 149',
    'por 149 al mes q servicio me dais',
    'la cuota de 149 incluye las copias de seguridad y arreglar incidencias, o eso se paga ademas? es para la web del despacho',
  ],
  'passage:faq/plazos': [
    'plazo desde q acepto',
    'si acepto la propuesta el lunes, cuando tengo la web',
    'necesito la web de la autoescuela antes del curso, desde q os diga q si cuanto tiempo pasa hasta tenerla lista',
  ],
  'passage:faq/demo-gratuita': [
    'q pruebo en 7 dias',
    'durante la semana de prueba q puedo hacer',
    'los 7 dias de demo puedo probar el asistente respondiendo cosas de mi tienda de electrodomesticos o solo se ve la web',
  ],
  'passage:faq/revisiones': [
    'y si no me convence',
    'si el diseño no me gusta nada q haceis',
    'me hicieron una web hace años con un diseño q no me gustaba y ya estaba publicada, con vosotros si no me convence q pasa',
  ],
  'passage:faq/textos-y-fotos': [
    'quien redacta los textos',
    'me escribis vosotros los textos de la web',
    'no tengo fotos profesionales de la clinica de podologia ni se redactar, quien se encarga de eso',
  ],
  'passage:home/como-funciona': [
    'los 4 pasos cuales son',
    'en la llamada de 30 min q hablamos y luego q viene',
    'vi q son cuatro pasos hasta tener la web nueva del bar, me los explicas uno por uno',
  ],
  'passage:home/precios/demo': [
    'demo con mis datos?',
    'la prueba es una plantilla generica o lleva mi contenido',
    'quiero ver la demo con los tratamientos y precios de mi centro de estetica, no un ejemplo cualquiera, se puede',
  ],
  'passage:home/contacto/final-cta': [
    'cuando me contestais',
    'pedi la demo ayer, cuanto suele tardar la respuesta',
    'he rellenado lo de la demo para la clinica veterinaria desde el movil, en cuantas horas me llamais o escribis',
  ],
  'passage:legal/terminos/proceso/1': [
    'fases para contratar',
    'de la propuesta al contrato como va la cosa',
    'explicame las fases, demo, propuesta, contrato... hasta q me entregais la web de la tienda, cuantos pasos son',
  ],
  'passage:legal/terminos/proceso/2': [
    'inicio del plazo de entrega',
    'las semanas de entrega empiezan a contar al firmar?',
    'soy lento mandando cosas, si tardo dos semanas en pasaros las fotos de la casa rural el plazo se alarga',
  ],
  'passage:legal/terminos/mantenimiento/3': [
    'cancelar tras firmar',
    'firmado el contrato puedo cancelar el proyecto',
    'si firmo y a mitad del desarrollo tengo q cerrar el bar por obras, q pasa con lo q ya os he pagado',
  ],
  'passage:faq/asistente': [
    'de donde saca respuestas',
    'como aprende el asistente lo de mi negocio',
    'si un cliente le pregunta al asistente algo raro sobre mi centro de fisioterapia q no sabe, se lo inventa o q hace',
  ],
  'passage:faq/versiones': [
    'diferencia entre los 3',
    'q cambia entre el de chat, el de voz y el del video',
    'no tengo claro q diferencia hay entre los tres asistentes para mi asesoria, en precio y en lo q hacen',
  ],
  'passage:home/beneficios/atencion-24-7': [
    'contesta en festivos?',
    'en navidad y domingos el asistente sigue respondiendo',
    'cuando estoy cortando el pelo a un cliente no puedo coger el movil, el asistente contestaria x mi en ese rato y en festivos',
  ],
  'passage:home/beneficios/sabes-que-preguntan': [
    'q preguntan mis clientes',
    'podre saber las dudas q mas se repiten',
    'me vendria genial saber q es lo q mas preguntan los clientes del vivero para mejorar lo q ofrezco, eso se ve',
  ],
  'passage:home/resultados': [
    'resultados primer mes',
    'cuantas citas o conversaciones suele sacar el asistente en un mes',
    'vi el ejemplo de una clinica dental con numeros, de verdad se consiguen esos resultados con el asistente en un mes',
  ],
  'passage:home/demo': [
    'ayuda para elegir asistente',
    'no se si coger el de chat o el de voz, me aconsejais',
    'para una tienda de bicis pequeña en logroño q asistente me recomendariais, como lo elijo',
  ],
  'passage:home/demo/chat': [
    'version chat incluye',
    'el de chat lleva metricas y aviso de clientes interesados?',
    'para la academia de oposiciones me vale el de chat, q trae esa version exactamente',
  ],
  'passage:home/demo/voice': [
    'voz vs chat extras',
    'el de voz aporta algo ademas de lo del chat',
    'si cojo el asistente de voz para el taller, incluye todo lo del de chat mas las llamadas o son cosas distintas',
  ],
  'passage:home/demo/avatar': [
    'avatar metricas y subs',
    'el video del avatar trae transcripcion',
    'me interesa el avatar para la escuela de idiomas pero quiero saber si tiene metricas de uso y subtitulos',
  ],
  'passage:home/automatizacion': [
    'integraciones del asistente',
    'se puede enlazar con mi google calendar y mi correo',
    'en la gestoria usamos un crm, el asistente podria meter ahi directamente los contactos de la gente interesada',
  ],
  'passage:faq/lighthouse': [
    'nota lighthouse?',
    'q puntuacion saca en lighthouse en movil',
    'mi sobrino me dijo q mirase la nota de google lighthouse de la web de la ferreteria, la vuestra q puntuacion tendria',
  ],
  'passage:faq/seo': [
    'trabajo seo incluido',
    'le meteis titulos, descripciones y mapa del sitio para google',
    'me prometeis salir el primero en google si alguien busca peluqueria en alcala o solo la dejais preparada',
  ],
  'passage:home/hero': [
    'q hariais con mi web',
    'en q mejorariais la pagina de mi bar',
    'tengo una web vieja de la tienda de ultramarinos, vosotros q me hariais, la arreglais o q',
  ],
  'passage:home/que-es': [
    'os ocupais de lo tecnico?',
    'yo no se de informatica, vosotros os encargais de seguridad, actualizaciones y todo eso',
    'mi pagina de la fisio esta anticuadisima, me la hariais de cero y yo no tendria q tocar nada tecnico',
  ],
  'passage:home/beneficios/una-web-que-vuela': [
    'segundos de carga',
    'en cuanto tiempo abre la web en un movil',
    'mis clientes de la zona rural tienen mala cobertura, cuantos segundos tardaria en cargar la pagina en el telefono',
  ],
  'passage:home/beneficios/te-encuentran-en-google': [
    'seo desde el dia 1',
    'el dia q se publica ya esta optimizada para google',
    'la web nueva de la clinica viene con el seo hecho desde el lanzamiento o hay q hacerlo luego aparte',
  ],
  'passage:home/beneficios/perfecta-en-cualquier-pantalla': [
    'diseño pensado para movil?',
    'la diseñais primero para movil y luego ordenador',
    'el 80% de las reservas del restaurante me vienen del movil, la web la pensais primero para pantallas de telefono',
  ],
  'passage:home/beneficios/legal-y-segura': [
    'lleva https y backups',
    'tiene el candadito de seguridad y copias',
    'tuve un susto con la web anterior del despacho y perdi todo, la nueva tiene copias de seguridad y conexion segura',
  ],
  'passage:legal/terminos/servicios/1': [
    'servicios q ofreceis',
    'q cosas se os pueden contratar aparte de la web',
    'quiero tener claro vuestro catalogo, q servicios teneis para un negocio como mi tintoreria, solo web o tb asistente y mantenimiento',
  ],
  'passage:legal/terminos/servicios/2': [
    'detalle de paginas y funciones',
    'donde pone x escrito lo q lleva mi web',
    'quiero q quede claro cuantas secciones, q integraciones y q version de asistente lleva la web de la clinica, eso donde se especifica',
  ],
  'passage:legal/terminos/mantenimiento/2': [
    'me llevo los archivos?',
    'si cambio de proveedor me pasais la web',
    'y si el año q viene quiero q me lleve la web un informatico del pueblo, me dais los archivos y me ayudais a moverla',
  ],
  'passage:legal/terminos/propiedad/1': [
    'desde cuando es mia',
    'pagando a plazos la web es mia desde el principio o al final',
    'si pago en 3 plazos la web de la pasteleria, hasta el ultimo pago es vuestra? cuando pasa a ser mia',
  ],
  'passage:legal/terminos/propiedad/2': [
    'usais mi info para otros?',
    'la info de mi negocio q os doy la usais para algo mas',
    'no quiero q mis tarifas y trucos del taller acaben en el asistente de la competencia, usais mi informacion para otras cosas',
  ],
  'passage:oferta-especial/intro': [
    'condiciones oferta 999',
    'la oferta de 999 q requisitos tiene',
    'he visto lo de la web con asistente por 999, q condiciones hay, se puede pagar en plazos y va con iva?',
  ],
  'passage:oferta-especial/included': [
    'contenido de la oferta',
    'con la oferta me entra lo de cookies y rgpd',
    'si aprovecho la oferta para la peluqueria, el asistente q entra es el de chat o puedo elegir el de voz',
  ],
  'passage:comparacion/opciones/renueva': [
    'q negocios encajan',
    'para q tipo de empresas esta pensado esto',
    'somos un negocio familiar pequeño de reformas, estamos dentro del tipo de cliente al q os dirigis',
  ],
  'passage:comparacion/opciones/agencia': [
    'cuando mejor una agencia',
    'q proyectos le pegan mas a una agencia q a vosotros',
    'ademas de la web quiero campañas de publicidad y sesion de fotos para la bodega, para eso me va mejor una agencia?',
  ],
  'passage:comparacion/opciones/freelance': [
    'cuando mejor freelance',
    'para cambiar solo una pagina me vale mas un freelance',
    'solo necesito una web de una pagina muy simple para la tienda de chuches, me sale mejor un freelance q vosotros?',
  ],
  'passage:comparacion/comparativa/precio': [
    'precios agencias y freelances',
    'me pasaron presupuesto de un freelance de 1500 + iva para la clinica, es normal ese precio comparado con agencias',
  ],
  'passage:comparacion/comparativa/plazo': [
    'plazos agencia vs freelance',
    'una agencia cuantas semanas tarda normalmente en entregar',
    'la agencia con la q hable me dijo 3 meses para la web del restaurante, eso es lo normal en agencias y freelances?',
  ],
  'passage:comparacion/comparativa/asistente': [
    'agencias incluyen chatbot?',
    'un freelance me pondria un asistente como el vuestro',
    'si voy a una agencia en bilbao para la web de la optica, el asistente virtual me lo incluyen o es otro presupuesto',
  ],
  'passage:comparacion/comparativa/lighthouse': [
    'agencia garantiza velocidad?',
    'un freelance me asegura la nota de lighthouse como vosotros',
    'la web q me hizo una agencia para la tienda va lentisima, las agencias garantizan la velocidad o depende',
  ],
  'passage:comparacion/comparativa/revisiones': [
    'revisiones agencia freelance',
    'cuantos cambios suele dejar hacer una agencia',
    'el freelance q me hizo la web anterior del gimnasio me cobraba cada cambio por horas, eso es lo normal? y las agencias cuantas rondas dan',
  ],
  'passage:comparacion/precio-y-pago/2': [
    'gastos tras el lanzamiento',
    'una vez publicada la web q tengo q seguir pagando',
    'cuando ya tenga la web de la casa rural funcionando, q gastos me quedan cada mes, mantenimiento, uso del asistente...',
  ],
  'passage:comparacion/plazos': [
    'xq tan rapido',
    'como es q tardais menos q una agencia',
    'una agencia de valencia me daba 10 semanas y vosotros 2-4, como lo haceis tan rapido, no sera peor',
  ],
  'passage:comparacion/asistente-virtual': [
    'ventaja asistente incluido',
    'q gano yo con q el asistente venga ya en el precio',
    'otras empresas me cobraban el chatbot aparte, q ventaja tiene q lo traigais incluido para mi negocio de reformas',
  ],
  'passage:comparacion/garantias': [
    'garantias firmadas?',
    'donde estan escritas las garantias q prometeis',
    'de palabra todos prometen, lo de las 48 horas y el lighthouse lo teneis puesto en algun documento o es marketing',
  ],
  'passage:comparacion/intro/1': [
    'opciones renovar web',
    'q caminos tengo para hacer la web nueva',
    'la web de la carpinteria tiene 12 años y no se ni por donde empezar, q alternativas tengo para renovarla',
  ],
  'passage:comparacion/intro/2': [
    'fuente de las cifras',
    'los numeros de la comparativa de donde los sacais',
  ],
  'passage:comparacion/conclusion/1': [
    'agencia freelance o renueva',
    'en q caso me conviene cada opcion',
    'resumiendo, para una peluqueria con una web sencilla y q quiere atender por chat, q me conviene mas, agencia, freelance o vosotros',
  ],
  'passage:comparacion/conclusion/2': [
    'testearlo antes de pagar',
    'como se si me sirve sin soltar dinero',
    'no me fio de pagar sin ver nada, como puedo comprobar q esto funciona para mi farmacia antes de pagar un euro',
  ],
  'passage:comparacion/comparativa/mantenimiento': [
    'mantenimiento agencias precio',
    'cuanto cobra al mes un freelance por mantener una web',
    'ahora pago 80 al mes a una agencia por mantener la web de la inmobiliaria, cuanto suelen cobrar otros comparado con vuestros 149',
  ],
  'passage:comparacion/comparativa/soporte': [
    'soporte agencia cuanto tarda',
    'si se rompe la web con una agencia en cuanto te lo arreglan',
    'el freelance de antes tardaba una semana en contestarme cuando fallaba la web del bar, las agencias tb tardan tanto en resolver incidencias',
  ],
  'passage:comparacion/comparativa/disponibilidad': [
    'disponibilidad agencia vs vosotros',
    'una agencia te garantiza el 99,9 de web activa',
    'si me voy con un freelance la web estara igual de disponible q con vosotros o depende del hosting q tenga',
  ],
  'passage:comparacion/precio-y-pago/1': [
    'coste real vs agencia',
    'sumando todo q pago de verdad con vosotros y con una agencia',
    'con la agencia me salia la web sola por 3000 mas iva, con vosotros al final q pago realmente por web y asistente',
  ],
  'passage:faq/datos': [
    'rgpd en la web nueva',
    'la web nueva estara en regla con proteccion de datos',
    'a una conocida la multaron por no tener bien lo de proteccion de datos, mi web nueva de la academia cumplira la ley',
  ],
  'passage:legal/privacidad': [
    'resumen privacidad',
    'q pone en vuestra politica de privacidad resumido',
    'antes de rellenar nada quiero saber de forma rapida q explica vuestra politica de privacidad',
  ],
  'passage:legal/privacidad/responsable/1': [
    'responsable del tratamiento?',
    'q empresa responde de mis datos personales',
    'q empresa se hace responsable legalmente de los datos q os doy si pido la demo para la clinica',
  ],
  'passage:legal/privacidad/responsable/2': [
    'teneis dpd?',
    'hay algun delegado de proteccion de datos',
    'en mi clinica tenemos un dpo, vosotros teneis a alguien asi designado para proteccion de datos',
  ],
  'passage:legal/privacidad/datos/si-pides-una-demo-o-nos-escribes': [
    'datos para pedir demo',
    'q tengo q rellenar en el formulario de la demo',
    'para solicitar la demo del restaurante me pedis el telefono, la web actual y todo eso o solo el correo',
  ],
  'passage:legal/privacidad/datos/si-contratas/1': [
    'datos al contratar',
    'si contrato q datos mios os quedais',
    'para contratar a nombre de mi sl os tengo q pasar cif, direccion de facturacion y q mas datos',
  ],
  'passage:legal/privacidad/datos/si-contratas/2': [
    'mi tarjeta la veis?',
    'el numero de la tarjeta lo veis vosotros',
    'me da cosa pagar con la tarjeta del negocio por internet, los datos de la tarjeta pasan por vuestros servidores o no',
  ],
  'passage:legal/privacidad/datos/si-hablas-con-el-asistente-de-esta-web': [
    'este chat se graba?',
    'lo q le pregunto al asistente se queda registrado',
    'le he contado cosas de mi bar al chat este, guardais mis conversaciones o algun dato mio',
  ],
  'passage:legal/privacidad/datos/al-visitar-la-web/1': [
    'mi ip la apuntais',
    'solo x entrar en la web q datos tecnicos recogeis',
    'si entro a vuestra pagina desde el ordenador de la tienda, os quedais con la ip o algo',
  ],
  'passage:legal/privacidad/datos/al-visitar-la-web/2': [
    'y los menores de 14',
    'mi hijo de 13 puede pedir la demo por mi',
    'mi sobrina de 12 años estaba trasteando con vuestro formulario desde mi movil, tratais datos de menores?',
  ],
  'passage:legal/privacidad/finalidades/1': [
    'uso de mis datos',
    'me vais a llenar el correo de publicidad si pido la demo',
    'los datos q os di al pedir la demo para la floristeria, para q fines los usais exactamente',
  ],
  'passage:legal/privacidad/finalidades/2': [
    'venta de datos?',
    'haceis perfiles con mi informacion',
    'con tanto spam q recibo en la gestoria ya no me fio, vosotros vendeis datos o haceis perfiles automaticos',
  ],
  'passage:legal/privacidad/legitimacion/1': [
    'base legal datos',
    'en q os basais legalmente para tratar mis datos',
    'soy abogada y me interesa saber q base juridica del rgpd usais para cada tratamiento de datos',
  ],
  'passage:legal/privacidad/legitimacion/2': [
    'campos obligatorios?',
    'si no pongo el telefono en el formulario no me atendeis',
    'no me gusta dar el movil, si dejo campos obligatorios sin rellenar al pedir la demo para mi carpinteria q pasa',
  ],
  'passage:legal/privacidad/conservacion/1': [
    'conservacion por tipo de dato',
    'cuantos años guardais las facturas de los clientes',
    'los registros del servidor, las facturas y las solicitudes de demo, cuanto tiempo guardais cada cosa',
  ],
  'passage:legal/privacidad/conservacion/2': [
    'datos despues del plazo',
    'cuando se cumple el tiempo borrais mis datos o q',
    'una vez acabado el plazo de conservacion, mis datos de la tienda se eliminan del todo o los anonimizais',
  ],
  'passage:legal/privacidad/destinatarios/1': [
    'datos a hacienda?',
    'le pasais mis datos a alguien por obligacion legal',
    'si hacienda o un juzgado os los pide, dais mis datos? y a otras empresas se los cedeis?',
  ],
  'passage:legal/privacidad/destinatarios/2': [
    'proveedores con mis datos',
    'q empresas externas trabajan con mis datos por vosotros',
    'vuestra asesoria o el banco tienen acceso a los datos de facturacion de mi taller?',
  ],
  'passage:legal/privacidad/destinatarios/3': [
    'funciona con chatgpt',
    'el asistente funciona con una ia de otra empresa',
    'lo q escribo aqui lo procesa alguna ia tipo openai o google, o lo teneis en servidores propios',
  ],
  'passage:legal/privacidad/destinatarios/4': [
    'servidores en europa?',
    'transferis datos a otros paises',
    'trabajo con clientes alemanes en el hotel y me preguntan, los datos se quedan en la union europea o van a eeuu',
  ],
  'passage:legal/privacidad/derechos/1': [
    'q derechos tengo',
    'puedo pedir q corrijais mis datos o q me los deis en un archivo',
    'como usuario q derechos de proteccion de datos tengo con vosotros, acceso, rectificar, oponerme... cuales',
  ],
  'passage:legal/privacidad/derechos/2': [
    'quitar mi consentimiento',
    'el permiso q os di para los datos lo puedo anular',
    'acepte q me mandarais info comercial para mi peluqueria pero ya no quiero, puedo quitar el consentimiento y q pasa con lo de antes',
  ],
  'passage:legal/privacidad/derechos/como-ejercerlos': [
    'email para borrar datos',
    'donde mando la solicitud para acceder a mis datos',
    'quiero q borreis todo lo mio, lo pido por correo electronico o por carta? y en cuanto me contestais',
  ],
  'passage:legal/privacidad/derechos/si-no-estas-de-acuerdo-con-nuestra-respuesta': [
    'reclamar a la aepd',
    'si no me convence lo q me contestais sobre mis datos donde me quejo',
  ],
  'passage:legal/privacidad/seguridad/1': [
    'seguridad de mis datos',
    'q haceis para q nadie acceda a mi info',
    'guardo datos de clientes de la asesoria y me preocupa, q medidas teneis vosotros para proteger los datos q os doy',
  ],
  'passage:legal/privacidad/seguridad/2': [
    'y si hay filtracion',
    'me avisais si os roban datos',
    'si algun dia os hackean y se filtran mis datos de contacto, me entero o lo callais',
  ],
  'passage:legal/privacidad/cookies': [
    'privacidad y cookies',
    'en la politica de privacidad q poneis de las cookies',
    'estaba leyendo la privacidad desde la tienda y no vi claro q dice sobre cookies y lo q se guarda en el navegador',
  ],
  'passage:legal/privacidad/cambios': [
    'cambios en la privacidad',
    'si cambiais la politica de privacidad me avisais',
    'soy cliente y me preocupa q cambieis la politica de datos sin decirme nada, me mandais correo si la modificais',
  ],
  'passage:legal/cookies': [
    'cookies en 2 lineas',
    'en pocas palabras q dice la politica de cookies',
    'no tengo tiempo de leerme toda la politica de cookies entre cliente y cliente, me haces un resumen rapido',
  ],
  'passage:legal/cookies/que-son/1': [
    'q es localstorage',
    'para q sirven las cookies en una web',
    'me hablan de cookies y almacenamiento local en el navegador y no se ni q es, me lo explicas facil',
  ],
  'passage:legal/cookies/que-son/2': [
    'cookies ley consentimiento',
    'cuando hay q pedir permiso para las cookies segun la ley',
    'me pedis permiso para guardar cosas en el navegador, en q casos lo exige la ley y en cuales no',
  ],
  'passage:legal/cookies/que-guardamos/1': [
    'cookies ajenas o propias',
    'cargais cosas de google o youtube q pongan cookies',
    'instalais alguna cookie vuestra o de otras empresas cuando entro desde el movil',
  ],
  'passage:legal/cookies/que-guardamos/2': [
    'q guarda en navegador',
    'cuanto tiempo se queda guardado lo de esta web en mi navegador',
    'he visto en las herramientas del navegador q la pagina guarda algo, q es y cuanto dura',
  ],
  'passage:legal/cookies/que-guardamos/3': [
    'sale algo de mi movil?',
    'lo q guarda la web se queda solo en mi ordenador',
    'los datos q guarda la pagina en el navegador del portatil de la oficina se envian a algun sitio o se quedan aqui',
  ],
  'passage:legal/cookies/categorias/necesarias': [
    'cookies imprescindibles q hacen',
    'las necesarias para q sirven en esta web',
    'por q no puedo desmarcar las cookies necesarias en el aviso, q guardan exactamente',
  ],
  'passage:legal/cookies/categorias/analiticas': [
    'usais analitica?',
    'contais las visitas de esta pagina',
    'teneis alguna herramienta de estadisticas de visitas instalada en esta web, tipo contador',
  ],
  'passage:legal/cookies/categorias/marketing': [
    'publicidad o pixeles?',
    'hay cookies de anuncios en esta web',
    'despues de mirar vuestra web me van a perseguir anuncios en instagram? teneis pixeles de seguimiento',
  ],
  'passage:legal/cookies/categorias/funcionales': [
    'rechazar funcionales q pasa',
    'si rechazo las funcionales pierdo algo',
    'le di a solo necesarias y ahora la conversacion con el asistente empieza de cero en cada pagina, es por las funcionales?',
  ],
  'passage:legal/cookies/consentimiento/1': [
    'botones del aviso cookies',
    'q botones tiene el cartel de las cookies',
    'en el aviso de cookies puedo aceptar solo algunas categorias o es todo o nada',
  ],
  'passage:legal/cookies/consentimiento/2': [
    'registro de mi eleccion cookies',
    'cuando acepto las cookies q queda guardado de eso',
    'si ya acepte las cookies una vez, me vais a volver a preguntar algun dia o guardais la eleccion para siempre',
  ],
  'passage:legal/cookies/consentimiento/3': [
    'cambiar eleccion cookies',
    'donde vuelvo a configurar las cookies',
    'sin querer le di a aceptar todas desde el movil, como lo cambio ahora',
  ],
  'passage:legal/cookies/borrar/1': [
    'borrar lo guardado',
    'se puede eliminar lo q esta web guarda en mi navegador',
    'quiero borrar todo lo q esta pagina ha dejado en el ordenador de la clinica, se puede y q pasa con las cookies elegidas',
  ],
  'passage:legal/cookies/borrar/2': [
    'borrar datos safari',
    'como limpio los datos de sitios en el iphone',
    'uso chrome en el ordenador del bar, por q menu se borran los datos de una web concreta',
  ],
  'passage:legal/cookies/borrar/3': [
    'navegar sin rastro',
    'se puede navegar sin q el navegador guarde nada',
    'en el ordenador de la recepcion del hostal lo usa todo el mundo, hay forma de q no se guarde nada de las webs',
  ],
  'passage:legal/cookies/cambios': [
    'actualizacion politica cookies',
    'cada cuanto cambiais la politica de cookies',
    'como se si la politica de cookies q estoy leyendo es la ultima, cuando la actualizais',
  ],
  'passage:legal/terminos/propiedad/3': [
    'contrato art 28 rgpd?',
    'firmais conmigo contrato como encargados',
    'el asistente de mi clinica va a ver datos de pacientes, firmais el contrato de encargado del tratamiento conmigo',
  ],
  'passage:legal/terminos/informacion-general/1': [
    'con quien firmo',
    'el contrato a nombre de q empresa va',
    'mi gestor me pregunta con q sociedad voy a firmar el contrato de la web del taller, cual es',
  ],
  'passage:legal/terminos/informacion-general/2': [
    'valido para autonomos?',
    'puedo contratar siendo autonomo, sin empresa',
    'no tengo sociedad, soy fontanero autonomo en mostoles, puedo contratar yo a mi nombre o hace falta ser empresa',
  ],
  'passage:legal/terminos/garantias/1': [
    'garantias q cubren',
    'lo de las garantias q incluye, revisiones, soporte, disponibilidad...',
    'quiero saber exactamente q me garantizais por contrato para la web del hotel, punto por punto',
  ],
  'passage:legal/terminos/garantias/2': [
    'si no cumplis garantia',
    'y si fallais en lo q garantizais q hago',
    'q pasa si incumplis alguna de vuestras garantias con la web de mi tienda, por ejemplo si tardais mas de 48h',
  ],
  'passage:legal/terminos/tus-compromisos': [
    'q aporto yo',
    'q material os tengo q pasar para el proyecto',
    'para hacer la web de la panaderia q necesitais q os de, horarios, fotos, precios, todo eso?',
  ],
  'passage:legal/terminos/responsabilidad/1': [
    'fallos de terceros',
    'si falla la pasarela de pago o algo externo respondeis vosotros',
    'si la web del gimnasio deja de reservar pq se cae un servicio externo q usa, eso es culpa vuestra?',
  ],
  'passage:legal/terminos/responsabilidad/2': [
    'info desactualizada asistente',
    'si cambio los precios y el asistente sigue diciendo los viejos q pasa',
    'subi el menu del dia en el restaurante y el asistente dio el precio antiguo a un cliente, quien se hace cargo de eso',
  ],
  'passage:legal/terminos/responsabilidad/3': [
    'indemnizacion por fallo',
    'si la web cae y pierdo ventas me compensais',
    'si por un error vuestro la tienda online esta una semana sin vender, hasta cuanto me pagariais de daños',
  ],
  'passage:legal/terminos/ley/1': [
    'juicio en madrid?',
    'si hay pleito por el contrato, en q ciudad seria',
    'vivo en a coruña, si tuvieramos un problema con el contrato tendria q ir a juicio a madrid o a mi ciudad',
  ],
  'passage:legal/terminos/ley/2': [
    'reclamar en consumo?',
    'puedo ir a consumo en vez de a juicio',
    'si tengo un problema con vosotros y no quiero abogados, hay alguna via gratis como el arbitraje de consumo',
  ],
  'passage:legal/terminos/cambios': [
    'cambios en condiciones',
    'si cambiais los terminos me afecta a lo q ya firme',
    'si dentro de un año modificais las condiciones del mantenimiento de la web del bar, con cuanta antelacion me avisais y puedo darme de baja',
  ],
  'passage:legal/aviso-legal/uso/1': [
    'hay q registrarse?',
    'necesito hacerme una cuenta para mirar la web',
    'solo quiero cotillear los precios para la peluqueria sin darme de alta en nada, se puede',
  ],
  'passage:legal/aviso-legal/uso/2': [
    'normas de la web',
    'q esta prohibido hacer en esta pagina',
    'puedo poner en el formulario los datos de mi socio sin preguntarle o eso no esta permitido',
  ],
  'passage:legal/aviso-legal/uso/3': [
    'documentos del contrato',
    'q papeles rigen cuando contrato, los terminos o la propuesta',
    'si contrato la web para el despacho, lo q vale legalmente son las condiciones de la web, la propuesta o ambas',
  ],
  'passage:legal/aviso-legal/propiedad-intelectual/1': [
    'logo de renueva de quien',
    'los textos y fotos de vuestra web son vuestros',
    'me gusta mucho el diseño de vuestra pagina, quien tiene los derechos de esos textos e imagenes',
  ],
  'passage:legal/aviso-legal/propiedad-intelectual/2': [
    'puedo copiar textos?',
    'puedo usar alguna frase de vuestra web en la mia',
    'quiero imprimir vuestra pagina para enseñarsela a mi socio en la inmobiliaria y copiar un par de frases para mi folleto, se puede',
  ],
  'passage:legal/aviso-legal/propiedad-intelectual/3': [
    'q letra usais',
    'como se llama la tipografia de esta pagina',
    'me encanta la fuente de vuestra web para el cartel de la cafeteria, cual es y se puede usar gratis',
  ],
  'passage:legal/aviso-legal/responsabilidad/1': [
    'info orientativa?',
    'lo q pone en la web vale como contrato',
    'la informacion de esta pagina puede tener errores o estar desactualizada? es para hacer numeros con mi socio del bar',
  ],
  'passage:legal/aviso-legal/responsabilidad/2': [
    'virus en vuestra web?',
    'si vuestra pagina me mete un virus respondeis',
    'esta mañana vuestra web no me cargaba desde el ordenador de la tienda, os haceis responsables si falla o da problemas',
  ],
  'passage:legal/aviso-legal/responsabilidad/3': [
    'chat vinculante?',
    'lo q me dices tu, el asistente, vale como oferta',
    'si este chat me dice un plazo o un precio y luego no se cumple, puedo exigirlo o es solo orientativo',
  ],
  'passage:legal/aviso-legal/responsabilidad/4': [
    'enlaces externos',
    'respondeis de las paginas de fuera q enlazais',
    'pinche en un enlace de vuestra web q me llevo a otra pagina y me parecio raro, eso es cosa vuestra',
  ],
  'passage:legal/aviso-legal/ley': [
    'ley de esta web',
    'el uso de esta pagina q legislacion tiene',
    'si tuviera un problema solo por usar vuestra pagina, no por contratar, q ley se aplica y en q juzgados',
  ],
  'passage:home/contacto/company': [
    'telefono y email',
    'dame un numero para llamaros',
    'prefiero escribiros un correo desde la cuenta de la clinica, a q direccion os escribo',
  ],
  'passage:legal/aviso-legal/identificacion': [
    'datos registrales?',
    'en q registro mercantil estais inscritos',
    'para daros de alta como proveedor en la contabilidad de la asesoria necesito vuestro nif, domicilio social y datos registrales',
  ],
};
