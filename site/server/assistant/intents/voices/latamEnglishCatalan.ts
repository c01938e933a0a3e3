/** Visitors writing in Latin American Spanish (ustedes, celular, página), in English and in Catalan. */
export const latamEnglishCatalan: Record<string, readonly string[]> = {
  price: [
    'cuanto sale la pagina web con el asistente',
    'how much is it',
    "quant costa fer la web nova amb l'assistent virtual?",
  ],
  vat: [
    'ese precio ya tiene el IVA o se lo suman aparte',
    'vat included?',
    "el preu porta l'iva inclos o s'ha d'afegir",
  ],
  instalments: [
    'se puede pagar en cuotas sin interes?',
    'can I pay in installments instead of all at once',
    'es pot pagar a terminis',
  ],
  hidden_costs: [
    'hay algun cargo extra que no figure en el precio',
    'any hidden fees?',
    'hi ha algun cost amagat o sorpreses despres?',
  ],
  plan_includes: [
    'que trae el plan premium',
    'what do i actually get with the premium plan',
    "què inclou el pla premium, m'ho pots detallar",
  ],
  payment_methods: [
    'con que medios de pago se puede abonar',
    'payment methods?',
    'quines formes de pagament accepteu',
  ],
  late_payment: [
    'y si me atraso con una cuota que onda',
    'what if i pay late',
    'si un mes no puc pagar a temps què feu',
  ],
  maintenance_price: [
    'cuanto sale el mantenimiento por mes',
    'maintenance cost?',
    'quant val la quota mensual de manteniment',
  ],
  maintenance_includes: [
    'que me cubre el mantenimiento mensual, ustedes que hacen exactamente',
    'what does the monthly maintenance cover',
    'què inclou el manteniment',
  ],
  maintenance_optional: [
    'el mantenimiento es obligatorio o puedo no tomarlo',
    'is maintenance mandatory',
    'estic obligat a contractar el manteniment mensual?',
  ],
  maintenance_cancel: [
    'puedo cancelar el mantenimiento cuando quiera o hay que quedarse un año',
    'cancel maintenance anytime?',
    'em puc donar de baixa del manteniment quan vulgui',
  ],
  support: [
    'si la pagina deja de funcionar que hago',
    'what happens if something breaks on my site',
    'i si la web falla?',
  ],
  uptime: [
    'me garantizan que la pagina no se va a caer nunca?',
    'uptime guarantee?',
    'quina disponibilitat garantiu per la web',
  ],
  delivery: [
    'en cuantas semanas me entregan la pagina lista',
    'how long till my site is ready',
    'quant trigueu',
  ],
  demo: [
    'la demo gratis de que se trata',
    "what's in the free trial",
    'en què consisteix la prova gratuïta, què hi veuré',
  ],
  demo_card: [
    'tengo que dar mi tarjeta para probar la demo?',
    'credit card for demo?',
    'cal posar la targeta per demanar la demo',
  ],
  demo_request: [
    'como hago para pedir la demo',
    'sign me up for the free demo please',
    'vull demanar una demo',
  ],
  steps: [
    'como es todo el proceso, de punta a punta',
    'how does the process work',
    'com funciona tot plegat, quins passos hi ha',
  ],
  after_demo: [
    'y una vez que vi la demo, que sigue',
    'what happens after the trial ends',
    'després de la demo què?',
  ],
  hire: [
    'quiero contratarlos, como hago',
    'how do I hire you',
    'com puc contractar el pla premium amb vosaltres',
  ],
  revisions: [
    'si quiero que me modifiquen el diseño varias veces se puede?',
    'how many revisions',
    'quants canvis de disseny puc demanar',
  ],
  texts_photos: [
    'los textos y las fotos los tengo que armar yo?',
    'do I need to provide the photos and the copy myself',
    'les fotos, les poso jo?',
  ],
  cancel_project: [
    'si me arrepiento despues de ver la demo puedo echarme para atras?',
    "can I still back out once I've seen the demo",
    'i si em faig enrere?',
  ],
  assistant_what: [
    'que es eso del asistente virtual',
    "what's this AI assistant thing",
    "per a què serveix exactament l'assistent virtual",
  ],
  versions: [
    'que opciones de asistente tienen, hay varios modelos?',
    'which assistant versions are there',
    "quins tipus d'assistent teniu",
  ],
  version_chat: [
    'como funciona el asistente por chat',
    'tell me about the chat assistant',
    "l'assistent de xat què fa",
  ],
  version_voice: [
    'que onda el asistente de voz, como funciona',
    'voice assistant details',
    "què fa l'assistent de veu exactament",
  ],
  version_avatar: [
    'el asistente con avatar como es',
    "what's the avatar one",
    "com funciona l'assistent amb avatar en vídeo",
  ],
  automation: [
    'que tareas me puede automatizar el asistente',
    'automation features?',
    "l'assistent pot fer feina repetitiva per mi? què automatitza",
  ],
  bookings: [
    'el asistente puede agendar turnos para mis clientes?',
    'can it book appointments',
    "els clients poden demanar cita a través de l'assistent?",
  ],
  metrics: [
    'hay un panel con numeros de lo que hace el asistente?',
    'chatbot stats?',
    "quines mètriques em dona l'assistent",
  ],
  always_on: [
    'el asistente contesta a la madrugada?',
    'is it available 24/7',
    "l'assistent atén els caps de setmana i de nit?",
  ],
  what_is: ['que es renueva, a que se dedican', 'what is renueva', 'què feu exactament a renueva?'],
  speed: [
    'la pagina va a cargar rapido?',
    'will my site be fast',
    "la web nova serà ràpida o anirà lenta com l'actual",
  ],
  seo: [
    'voy a aparecer en google con la nueva pagina?',
    'will I show up on google searches',
    'sortiré a google?',
  ],
  mobile: [
    'se va a ver bien en el celular y en la tablet?',
    'mobile friendly?',
    'es veurà bé des del mòbil i la tauleta',
  ],
  hosting_domain: [
    'el dominio y el hosting corren por cuenta de ustedes?',
    'is hosting included',
    'inclou domini i allotjament?',
  ],
  ownership: ['la pagina queda a mi nombre, es mia?', 'do I own the website', 'la web serà meva o vostra?'],
  special_offer: [
    'de que se trata la oferta especial que vi en la pagina',
    "what's the special offer",
    "m'expliques la promoció especial?",
  ],
  offer_validity: [
    'hasta que fecha dura la promo',
    'when does the offer expire',
    "fins quan és vàlida l'oferta especial",
  ],
  offer_includes: [
    'que incluye la promo especial',
    'what comes with the special offer',
    "què entra a l'oferta?",
  ],
  comparison_agency: [
    'por que contratarlos a ustedes y no a una agencia de diseño',
    'you vs an agency?',
    "en què us diferencieu d'una agència web",
  ],
  comparison_freelance: [
    'que diferencia hay con contratar a un freelance',
    'why not just hire a freelancer instead',
    'freelance o vosaltres?',
  ],
  comparison_general: [
    'por que deberia elegirlos a ustedes',
    'what makes you different from the rest',
    'per què renueva?',
  ],
  business_fit: [
    'tengo una veterinaria, esto me sirve?',
    'I run a small bakery, would this work for me',
    'serveix per a una botiga?',
  ],
  customer_data: [
    'y los datos de mis clientes que onda, estan protegidos?',
    "what happens to my customers' data",
    'dades dels meus clients?',
  ],
  cookies: [
    'esta pagina usa cookies?',
    'what cookies do you use here',
    'quines galetes feu servir en aquesta web',
  ],
  privacy_data: [
    'que datos personales mios guardan ustedes',
    'what personal data do you collect about me',
    'quines dades meves tracteu?',
  ],
  privacy_retention: [
    'por cuanto tiempo se quedan con mis datos',
    'data retention period?',
    'quant de temps guardeu les meves dades',
  ],
  privacy_rights: [
    'como hago para que borren mis datos',
    'how do I exercise my data rights',
    'vull esborrar les meves dades',
  ],
  privacy_sharing: [
    'le pasan mis datos a otras empresas?',
    'do you share my data',
    'amb qui compartiu les meves dades personals',
  ],
  law: ['que ley rige el contrato', 'governing law?', "quina llei s'aplica al contracte i quins tribunals"],
  responsibility: [
    'hasta donde se hacen responsables ustedes si algo sale mal',
    "what's your liability",
    'quina responsabilitat assumiu vosaltres?',
  ],
  client_obligations: [
    'que tengo que hacer yo como cliente, cuales son mis obligaciones',
    'my obligations as client?',
    'a què em comprometo com a client',
  ],
  contact: [
    'me regalan un numero de contacto por favor',
    'contact info?',
    "com puc parlar amb algú de l'equip, teniu whatsapp o telèfon?",
  ],
  address: ['en que ciudad estan ubicados ustedes', 'where are you based', "on teniu l'oficina?"],
  company: [
    'que empresa esta detras de renueva',
    "what's the company behind this",
    "quin és el nom legal de l'empresa, la raó social",
  ],
  'passage:faq/precio': [
    'cuanto me sale todo en total, pagina y asistente',
    'total cost?',
    'quant em costarà tot plegat, web i assistent',
  ],
  'passage:home/precios/premium': [
    'que viene en el plan de 999 euros',
    "what's in the 999 plan",
    'el pla premium de 999 € què porta',
  ],
  'passage:legal/terminos/precios/1': [
    'todos los precios que muestran tienen el IVA incluido?',
    'are all your prices VAT inclusive',
    'preus amb iva?',
  ],
  'passage:legal/terminos/precios/2': [
    'me pasan la lista de precios? demo, plan y mantenimiento',
    'price list',
    'quant val cada cosa: la demo, el pla i la quota',
  ],
  'passage:legal/terminos/precios/3': [
    'ese precio de 999 del plan hasta cuando se mantiene',
    'plan price valid until?',
    "si contracto l'any que ve el preu del pla serà el mateix?",
  ],
  'passage:legal/terminos/precios/4': [
    'que costos por uso se cobran aparte, tipo minutos de llamadas',
    'usage-based costs?',
    "el consum de l'assistent de veu es paga a part?",
  ],
  'passage:legal/terminos/precios/5': [
    'una vez que acepto el presupuesto me pueden aumentar el precio?',
    'price locked after signing?',
    'si apugeu les tarifes, a mi em toca pagar més?',
  ],
  'passage:legal/terminos/pago/2': [
    'puedo pagar por transferencia y que me hagan factura?',
    'do you issue invoices',
    'accepteu transferència bancària? necessito factura',
  ],
  'passage:legal/terminos/pago/3': [
    'si me atraso con un pago cuanto margen me dan antes de pausar todo',
    'grace period for late payments?',
    'si no pago a temps em talleu la web?',
  ],
  'passage:legal/terminos/pago/1': [
    'cuando se cobran las cuotas y desde cuando arranca la mensualidad',
    'when are installments charged',
    'quin dia es cobra el manteniment, des del lliurament?',
  ],
  'passage:faq/mantenimiento': [
    'hay que pagar algo todos los meses si o si?',
    'mandatory monthly fee?',
    'he de pagar una quota cada mes obligatòriament?',
  ],
  'passage:faq/soporte': [
    'si se rompe algo en cuanto tiempo lo arreglan',
    'bug fix turnaround?',
    'en quant de temps arregleu una incidència de la web',
  ],
  'passage:legal/terminos/mantenimiento/1': [
    'con cuanta anticipacion aviso para dar de baja el mantenimiento',
    'notice period to cancel maintenance?',
    'si dono de baixa el manteniment a mig mes em torneu els diners?',
  ],
  'passage:home/precios/maintenance': [
    'que me dan por los 149 por mes',
    'what does the 149/month cover',
    'què cobreix la quota de 149 al mes',
  ],
  'passage:faq/plazos': [
    'desde que acepto la propuesta cuanto demora tener la pagina',
    'time from yes to launch?',
    'quant es triga des que accepto fins que tinc la web',
  ],
  'passage:faq/demo-gratuita': [
    'que pruebo esos 7 dias?',
    'what can I test during the 7 day demo',
    'la demo de 7 dies em compromet?',
  ],
  'passage:faq/revisiones': [
    'y si el diseño no me termina de gustar que pasa',
    'hate the design, then what',
    'si el disseny no em convenç què feu?',
  ],
  'passage:faq/textos-y-fotos': [
    'quien redacta los textos de la pagina',
    'who writes the copy',
    'no tinc bones fotos del negoci, és un problema?',
  ],
  'passage:home/como-funciona': [
    'los 4 pasos cuales son',
    'walk me through the four steps to get my new site',
    "explica'm els 4 passos del procés fins a tenir la web",
  ],
  'passage:home/precios/demo': [
    'la demo la arman con la info de mi negocio o es generica?',
    'is the demo built with my own content',
    'demo amb el meu contingut?',
  ],
  'passage:home/contacto/final-cta': [
    'si lleno el formulario de la demo en cuanto me responden',
    'how fast do you reply',
    'quan em contestareu si demano la demo',
  ],
  'passage:legal/terminos/proceso/1': [
    'cuales son los pasos para contratar, desde la demo hasta el contrato',
    'hiring process step by step',
    'com és el procés de contractació, quins passos hi ha des de la proposta',
  ],
  'passage:legal/terminos/proceso/2': [
    'las semanas de entrega se cuentan desde que firmo o desde que les mando el material?',
    'delivery deadline starts when?',
    "si trigo a enviar les fotos s'endarrereix l'entrega?",
  ],
  'passage:legal/terminos/mantenimiento/3': [
    'si ya firme y quiero cancelar el proyecto me devuelven lo pagado?',
    'cancel after signing?',
    'si em faig enrere a mig projecte què passa amb els diners que he pagat',
  ],
  'passage:faq/asistente': [
    'de donde saca la info el asistente para responderle a mis clientes',
    "does the bot make stuff up if it doesn't know",
    "com s'entrena l'assistent?",
  ],
  'passage:faq/versiones': [
    'chat, voz o avatar, diferencias?',
    "what's the difference between the chat, voice and avatar versions",
    'xat, veu o avatar: quines diferències hi ha entre els tres',
  ],
  'passage:home/beneficios/atencion-24-7': [
    'el asistente responde los feriados?',
    'will it answer customers at night and on holidays',
    'respon de nit i els dies festius?',
  ],
  'passage:home/beneficios/sabes-que-preguntan': [
    'voy a poder ver que es lo que mas preguntan mis clientes?',
    'see what customers ask most?',
    'podré saber quins dubtes es repeteixen entre els meus clients',
  ],
  'passage:home/resultados': [
    'tienen algun caso real con resultados del asistente?',
    'results after one month?',
    "quantes converses pot atendre l'assistent en un mes, quins resultats dona",
  ],
  'passage:home/demo': [
    'no se cual asistente elegir, me ayudan?',
    'which assistant should I pick',
    'quin assistent em convé més per al meu negoci',
  ],
  'passage:home/demo/chat': [
    'que incluye la version de chat',
    'does the chat version notify me when someone wants to buy',
    'el de xat què porta?',
  ],
  'passage:home/demo/voice': [
    'el asistente de voz tambien contesta llamadas telefonicas?',
    "voice vs chat, what's extra",
    "què afegeix l'assistent de veu respecte al de xat",
  ],
  'passage:home/demo/avatar': [
    'el avatar en video tiene subtitulos?',
    'does the avatar include metrics and a transcript',
    'avatar amb subtítols?',
  ],
  'passage:home/automatizacion': [
    'se puede conectar el asistente con mi CRM o mi correo?',
    'integrations with my crm?',
    'on van a parar els contactes que deixa la gent al xat',
  ],
  'passage:faq/lighthouse': [
    'que puntaje de lighthouse va a tener mi pagina',
    'lighthouse score?',
    'quina nota traurà la meva web al lighthouse de google',
  ],
  'passage:faq/seo': [
    'hacen posicionamiento seo?',
    'what SEO work do you do on the new site',
    'em garantiu sortir el primer a google?',
  ],
  'passage:home/hero': [
    'que le harian ustedes a la pagina de mi negocio',
    'what would you do for my business website',
    'què feu vosaltres?',
  ],
  'passage:home/que-es': [
    'mi pagina esta vieja, ustedes la rehacen y se encargan de todo lo tecnico?',
    'you handle the tech?',
    'la meva web està antiquada, me la refeu de dalt a baix?',
  ],
  'passage:home/beneficios/una-web-que-vuela': [
    'cuantos segundos tarda en abrir en el celular',
    'load time in seconds?',
    'carregarà en menys de dos segons?',
  ],
  'passage:home/beneficios/te-encuentran-en-google': [
    'la pagina sale lista para seo desde el primer dia?',
    'seo ready from launch?',
    'què valora google que tingui la web nova',
  ],
  'passage:home/beneficios/perfecta-en-cualquier-pantalla': [
    'casi todos mis clientes me buscan desde el celular, la diseñan pensando en eso?',
    'mobile first design?',
    'dissenyeu pensant primer en el mòbil?',
  ],
  'passage:home/beneficios/legal-y-segura': [
    'la pagina viene con certificado ssl?',
    'do you do backups and https on the site',
    'https i còpies de seguretat?',
  ],
  'passage:legal/terminos/servicios/1': [
    'que servicios les puedo contratar',
    'what services do you offer',
    'quins serveis puc contractar amb vosaltres, només web o també altres coses',
  ],
  'passage:legal/terminos/servicios/2': [
    'donde queda por escrito cuantas paginas va a tener mi sitio',
    'where is my project scope written down',
    'integracions incloses al projecte?',
  ],
  'passage:legal/terminos/mantenimiento/2': [
    'si me voy con otro proveedor me pasan los archivos de la pagina?',
    'migrate to another host?',
    'si deixo el manteniment perdo la web?',
  ],
  'passage:legal/terminos/propiedad/1': [
    'desde cuando la pagina pasa a ser mia, cuando termino de pagar?',
    'when is it mine',
    'la web és meva des que la pago?',
  ],
  'passage:legal/terminos/propiedad/2': [
    'la info de mi negocio la usan para entrenar otros asistentes?',
    'reuse my business info?',
    'compartiu la informació del meu negoci amb altres clients?',
  ],
  'passage:oferta-especial/intro': [
    'tienen alguna promo vigente ahora?',
    'what are the terms of the 999 deal',
    'hi ha algun descompte ara mateix?',
  ],
  'passage:oferta-especial/included': [
    'en la oferta viene el asistente de chat o el de voz?',
    'offer includes legal texts?',
    "què m'emporto exactament amb l'oferta de 999",
  ],
  'passage:comparacion/opciones/renueva': [
    'para que tipo de negocios es esto',
    'who is renueva for',
    'és per a mi si tinc un negoci petit?',
  ],
  'passage:comparacion/opciones/agencia': [
    'en que casos me conviene mas una agencia',
    'I have an online store with 3000 products, is an agency better',
    'integració amb el meu ERP?',
  ],
  'passage:comparacion/opciones/freelance': [
    'cuando conviene mas un freelance que ustedes',
    'freelancer better for me?',
    "tinc un freelance de confiança que em porta la web, m'hi quedo?",
  ],
  'passage:comparacion/comparativa/precio': [
    'agency vs freelancer prices',
    'quant cobra normalment un freelance per fer una web',
  ],
  'passage:comparacion/comparativa/plazo': [
    'cuanto demora una agencia en hacer una web',
    'are you faster than a freelancer',
    "terminis d'agència i freelance?",
  ],
  'passage:comparacion/comparativa/asistente': [
    'las agencias incluyen chatbot?',
    'do freelancers usually include an AI assistant with the site',
    'les agències també posen assistent virtual inclòs?',
  ],
  'passage:comparacion/comparativa/lighthouse': [
    'una agencia me garantiza la velocidad de la pagina?',
    'agency lighthouse guarantee?',
    'un freelance em garanteix una web igual de ràpida que la vostra?',
  ],
  'passage:comparacion/comparativa/revisiones': [
    'cuantas rondas de cambios me da una agencia normalmente',
    'freelancer revisions limit?',
    'un freelance em cobra cada canvi que li demano?',
  ],
  'passage:comparacion/precio-y-pago/2': [
    'una vez que la pagina esta online que gastos me quedan',
    'costs after launch?',
    'després de pagar la web hi ha quotes mensuals o permanència?',
  ],
  'passage:comparacion/plazos': [
    'por que ustedes tardan menos que una agencia',
    'why faster than an agency?',
    'en quant de temps tinc la demo i la web definitiva',
  ],
  'passage:comparacion/asistente-virtual': [
    'que ventaja tiene que el asistente venga incluido',
    'why is having the assistant included a big deal',
    "avantatges de l'assistent inclòs?",
  ],
  'passage:comparacion/garantias': [
    'las garantias que ofrecen estan por escrito en algun lado?',
    'written guarantees?',
    'on diu això de les 48 hores i el 99,9?',
  ],
  'passage:comparacion/intro/1': [
    'mi pagina quedo vieja, que opciones tengo para renovarla',
    'options to redo my site?',
    'quines alternatives hi ha per refer la web del meu negoci',
  ],
  'passage:comparacion/intro/2': [
    'de donde sacan los precios de las agencias de la comparativa',
    'are the comparison numbers real',
    'les xifres de freelances són estimacions?',
  ],
  'passage:comparacion/conclusion/1': [
    'para un proyecto grande a medida ustedes sirven o mejor una agencia',
    'agency, freelancer or you: when does each one make sense',
    'necessito una botiga online enorme, millor una agència o vosaltres?',
  ],
  'passage:comparacion/conclusion/2': [
    'como compruebo que esto me funciona antes de pagar',
    'try before I pay?',
    'vull veure una prova abans de pagar res',
  ],
  'passage:comparacion/comparativa/mantenimiento': [
    'cuanto cobra por mes una agencia por el mantenimiento',
    'is 149 a month expensive compared to others',
    "manteniment d'un freelance, quant costa?",
  ],
  'passage:comparacion/comparativa/soporte': [
    'una agencia arregla los errores en 48 horas como ustedes?',
    'freelancer bug fix times?',
    'si es trenca la web quant triga una agència a arreglar-la',
  ],
  'passage:comparacion/comparativa/disponibilidad': [
    'un freelance me garantiza el 99,9 de disponibilidad?',
    'agency uptime guarantee?',
    'qui garanteix que la web no caigui, una agència o vosaltres?',
  ],
  'passage:comparacion/precio-y-pago/1': [
    'cuanto pago de verdad al final comparado con una agencia',
    'real cost vs agency?',
    'els 999 inclouen web i assistent o hi ha alguna cosa amagada?',
  ],
  'passage:faq/datos': [
    'mi nueva pagina va a cumplir con el rgpd?',
    'will my new site be gdpr compliant',
    "la meva web complirà l'RGPD?",
  ],
  'passage:legal/privacidad': [
    'tienen politica de privacidad?',
    'what does your privacy policy say',
    'què explica la vostra política de privacitat, en resum',
  ],
  'passage:legal/privacidad/responsable/1': [
    'quien es el responsable del tratamiento de mis datos',
    'data controller?',
    'quina empresa és la responsable de les meves dades',
  ],
  'passage:legal/privacidad/responsable/2': [
    'tienen un delegado de proteccion de datos?',
    "who's your DPO",
    'a quin correu escric per temes de protecció de dades?',
  ],
  'passage:legal/privacidad/datos/si-pides-una-demo-o-nos-escribes': [
    'que datos tengo que darles para pedir la demo',
    'what info do you need from me in the demo form',
    'dades per demanar la demo?',
  ],
  'passage:legal/privacidad/datos/si-contratas/1': [
    'al contratar que datos me piden',
    'do you need my tax id to sign up',
    'quines dades guardeu dels clients?',
  ],
  'passage:legal/privacidad/datos/si-contratas/2': [
    'mi tarjeta la guardan ustedes?',
    'does my card number go through your servers',
    'és segur pagar amb targeta, on poso les dades?',
  ],
  'passage:legal/privacidad/datos/si-hablas-con-el-asistente-de-esta-web': [
    'lo que escribo en este chat lo guardan?',
    'do you store my chats',
    'puc posar el meu telèfon al xat o el guardeu?',
  ],
  'passage:legal/privacidad/datos/al-visitar-la-web/1': [
    'registran mi direccion ip cuando entro a la pagina?',
    'do you log my IP',
    'quines dades recolliu només per visitar la web',
  ],
  'passage:legal/privacidad/datos/al-visitar-la-web/2': [
    'tengo 16 años, puedo pedir la demo?',
    'can minors use this',
    'tracteu dades de menors de 14 anys?',
  ],
  'passage:legal/privacidad/finalidades/1': [
    'para que usan mis datos',
    'will you send me marketing emails',
    'per a què feu servir les dades que us dono?',
  ],
  'passage:legal/privacidad/finalidades/2': [
    'venden mis datos a alguien?',
    'do you profile users or make automated decisions about me',
    'feu perfils dels usuaris o veneu dades?',
  ],
  'passage:legal/privacidad/legitimacion/1': [
    'con que base legal tratan mis datos',
    'legal basis for processing?',
    'quin article del RGPD feu servir per tractar les dades',
  ],
  'passage:legal/privacidad/legitimacion/2': [
    'tengo que llenar todos los campos del formulario?',
    'skip required form fields?',
    'i si no us dono les dades obligatòries?',
  ],
  'passage:legal/privacidad/conservacion/1': [
    'si pido la demo y no contrato, cuanto tiempo guardan mis datos',
    'invoice retention period?',
    'quin termini de conservació té cada tipus de dada',
  ],
  'passage:legal/privacidad/conservacion/2': [
    'cuando vence el plazo, borran mis datos o los anonimizan?',
    'what happens to my data after the retention period',
    'dades bloquejades què vol dir?',
  ],
  'passage:legal/privacidad/destinatarios/1': [
    'le ceden mis datos a hacienda o a otras empresas?',
    'do you pass my data on to third parties',
    'cediu dades a tercers?',
  ],
  'passage:legal/privacidad/destinatarios/2': [
    'que proveedores tienen acceso a mis datos',
    'which processors handle my data',
    'el vostre hosting pot veure les meves dades?',
  ],
  'passage:legal/privacidad/destinatarios/3': [
    'este chat usa chatgpt o algo asi?',
    'does this bot use openai',
    "l'assistent funciona amb una IA externa o als vostres servidors?",
  ],
  'passage:legal/privacidad/destinatarios/4': [
    'mis datos se van fuera de la union europea?',
    'data stored outside EU?',
    'teniu servidors als estats units o les dades es queden a europa?',
  ],
  'passage:legal/privacidad/derechos/1': [
    'data portability possible?',
    'puc demanar una còpia de totes les dades que teniu meves?',
  ],
  'passage:legal/privacidad/derechos/2': [
    'puedo retirar despues el consentimiento que les di?',
    'withdraw my consent later?',
    "vaig acceptar el tractament de dades i ara me'n penedeixo, ho puc treure?",
  ],
  'passage:legal/privacidad/derechos/como-ejercerlos': [
    'a que mail escribo para que borren mi informacion',
    'email for data requests?',
    "quant trigueu a respondre una sol·licitud d'accés a les meves dades",
  ],
  'passage:legal/privacidad/derechos/si-no-estas-de-acuerdo-con-nuestra-respuesta': [
    'si no me convence su respuesta sobre mis datos donde reclamo',
    'can I complain to the spanish data protection agency',
    "on reclamo a l'AEPD?",
  ],
  'passage:legal/privacidad/seguridad/1': [
    'como protegen mis datos, que medidas de seguridad tienen',
    'how do you secure my data',
    'com protegiu les meves dades?',
  ],
  'passage:legal/privacidad/seguridad/2': [
    'si los hackean, me avisan?',
    "what happens if there's a data breach",
    'em faríeu saber si hi ha una filtració de dades?',
  ],
  'passage:legal/privacidad/cookies': [
    'que dice la politica de privacidad de las cookies',
    'privacy policy on cookies?',
    'aquesta pàgina em rastreja amb galetes?',
  ],
  'passage:legal/privacidad/cambios': [
    'como me entero si cambian la politica de privacidad',
    'privacy policy updates notified?',
    "on veig la data de l'última actualització de la política de privacitat",
  ],
  'passage:legal/cookies': [
    'resumen de la politica de cookies?',
    'cookie policy in a nutshell',
    'què diu en resum la vostra política de galetes',
  ],
  'passage:legal/cookies/que-son/1': [
    'que es una cookie?',
    'what is localStorage and how is it different from cookies',
    "no entenc què són les galetes, m'ho expliques?",
  ],
  'passage:legal/cookies/que-son/2': [
    'una pagina puede usar cookies sin pedirme permiso?',
    'cookie consent law?',
    "què diu l'article 22.2 de la LSSI sobre les galetes",
  ],
  'passage:legal/cookies/que-guardamos/1': [
    'instalan cookies de terceros?',
    'do you load google fonts or youtube videos',
    'poseu galetes pròpies o de tercers en aquesta web?',
  ],
  'passage:legal/cookies/que-guardamos/2': [
    'que queda guardado en mi navegador cuando entro a su pagina y por cuanto tiempo',
    "what's in localStorage?",
    'la conversa del xat es queda al meu navegador?',
  ],
  'passage:legal/cookies/que-guardamos/3': [
    'lo que le escribo al asistente les llega a ustedes?',
    'stored data leaves my device?',
    'el xat envia els meus missatges al vostre servidor o es queda al mòbil?',
  ],
  'passage:legal/cookies/categorias/necesarias': [
    'que son las cookies necesarias',
    'can I turn off the necessary cookies',
    'les galetes necessàries necessiten el meu consentiment?',
  ],
  'passage:legal/cookies/categorias/analiticas': [
    'usan google analytics?',
    'do you track how many visitors the site gets',
    'feu servir cookies analítiques per mesurar les visites?',
  ],
  'passage:legal/cookies/categorias/marketing': [
    'tienen el pixel de meta o facebook en la pagina?',
    'any ads or tracking pixels',
    'em mostrareu anuncis personalitzats?',
  ],
  'passage:legal/cookies/categorias/funcionales': [
    'por que el chat se borra cuando cambio de pagina?',
    'if I reject functional cookies does the assistant still work',
    'què són les galetes funcionals?',
  ],
  'passage:legal/cookies/consentimiento/1': [
    'que opciones tengo en el cartel de cookies',
    'cookie banner options?',
    "si tanco l'avís de galetes sense triar res què passa",
  ],
  'passage:legal/cookies/consentimiento/2': [
    'guardan mi eleccion de cookies?',
    'do you record the date I accepted cookies',
    'em tornareu a preguntar per les galetes algun dia?',
  ],
  'passage:legal/cookies/consentimiento/3': [
    'acepte todas las cookies y ahora me arrepiento, como lo cambio',
    "where's the cookie settings button",
    'vull canviar la meva elecció de galetes, com ho faig',
  ],
  'passage:legal/cookies/borrar/1': [
    'como borro lo que la pagina guarda en mi navegador',
    "clear this site's data?",
    'si esborro les dades del navegador es perd la meva elecció de galetes?',
  ],
  'passage:legal/cookies/borrar/2': [
    'como borro las cookies en safari del iphone',
    'clear cookies in chrome',
    "on s'esborren les dades d'un lloc web al firefox",
  ],
  'passage:legal/cookies/borrar/3': [
    'si navego en modo incognito no se guarda nada?',
    'browse without storing anything',
    'puc configurar el navegador perquè no guardi res de cap web?',
  ],
  'passage:legal/cookies/cambios': [
    'cada cuanto actualizan la politica de cookies',
    'cookie policy last updated?',
    'quina versió de la política de galetes és aquesta',
  ],
  'passage:legal/terminos/propiedad/3': [
    'firman contrato de encargado del tratamiento con el cliente?',
    'will you sign a data processing agreement with me',
    "contracte d'encarregat del tractament?",
  ],
  'passage:legal/terminos/informacion-general/1': [
    'con que empresa contrato?',
    'who exactly do I sign the contract with',
    'amb quina empresa signo el contracte exactament',
  ],
  'passage:legal/terminos/informacion-general/2': [
    'puedo contratar como particular, sin tener empresa?',
    'do you take sole traders',
    'és només per a empreses o també per a autònoms?',
  ],
  'passage:legal/terminos/garantias/1': [
    'que cubren sus garantias',
    'what guarantees do you give on revisions, fixes and speed',
    'què cobreixen les vostres garanties exactament',
  ],
  'passage:legal/terminos/garantias/2': [
    'si no cumplen lo que prometen que pasa',
    'what if my site scores below 95 on lighthouse',
    'i si falleu una garantia?',
  ],
  'passage:legal/terminos/tus-compromisos': [
    'que tengo que aportar yo para el proyecto',
    'what do I have to bring to the project',
    "què he d'aportar jo?",
  ],
  'passage:legal/terminos/responsabilidad/1': [
    'si falla un servicio externo ustedes responden?',
    'third party outages, your fault?',
    'si la informació que us vaig donar era errònia, de qui és la culpa',
  ],
  'passage:legal/terminos/responsabilidad/2': [
    'y si el bot le da info vieja a mis clientes?',
    "outdated bot answers, who's liable?",
    "l'assistent pot dir coses falses del meu negoci?",
  ],
  'passage:legal/terminos/responsabilidad/3': [
    'si pierdo ventas por una caida de la pagina me indemnizan?',
    'liability cap?',
    "hi ha un límit d'indemnització?",
  ],
  'passage:legal/terminos/ley/1': [
    'si hay un juicio por el contrato, en que juzgados seria',
    'which courts handle disputes',
    "he d'anar a madrid si hi ha un conflicte amb el contracte?",
  ],
  'passage:legal/terminos/ley/2': [
    'puedo reclamar sin ir a juicio?',
    'consumer arbitration available?',
    'esteu adherits al sistema arbitral de consum?',
  ],
  'passage:legal/terminos/cambios': [
    'si cambian las condiciones me afecta a mi contrato?',
    'terms changes affect me?',
    "amb quanta antelació aviseu d'una pujada del manteniment",
  ],
  'passage:legal/aviso-legal/uso/1': [
    'hay que crear una cuenta para ver los precios?',
    'do I need to register',
    'puc navegar per la web sense registrar-me?',
  ],
  'passage:legal/aviso-legal/uso/2': [
    'que cosas no se pueden hacer en esta pagina',
    'chat usage rules?',
    "puc enviar dades d'una altra persona pel formulari?",
  ],
  'passage:legal/aviso-legal/uso/3': [
    'que documento rige si contrato, la propuesta o los terminos?',
    'which documents govern the contract',
    'la proposta forma part del contracte?',
  ],
  'passage:legal/aviso-legal/propiedad-intelectual/1': [
    'el logo de renueva es de ustedes, esta registrado?',
    "who owns this site's images",
    "de qui són els textos i el disseny d'aquesta web?",
  ],
  'passage:legal/aviso-legal/propiedad-intelectual/2': [
    'puedo copiar textos de su pagina para la mia?',
    'ok to reuse your copy?',
    'puc desar la vostra web en PDF?',
  ],
  'passage:legal/aviso-legal/propiedad-intelectual/3': [
    'que fuente usan en esta pagina',
    'what font is this',
    'quina tipografia feu servir i quina llicència té',
  ],
  'passage:legal/aviso-legal/responsabilidad/1': [
    'lo que dice la pagina es vinculante o solo orientativo?',
    'web price differs from the proposal, which one counts',
    'la informació és orientativa?',
  ],
  'passage:legal/aviso-legal/responsabilidad/2': [
    'su pagina puede tener virus?',
    'are you liable if your site goes down or has malware',
    'la vostra pàgina no carrega, és cosa vostra?',
  ],
  'passage:legal/aviso-legal/responsabilidad/3': [
    'si el chat me dice un precio, ustedes estan obligados a respetarlo?',
    "are this bot's answers binding",
    'em puc refiar al cent per cent del que diu aquest assistent?',
  ],
  'passage:legal/aviso-legal/responsabilidad/4': [
    'responden por el contenido de los sitios que enlazan?',
    'one of your links goes to a sketchy page, is that on you',
    'responeu de les webs enllaçades?',
  ],
  'passage:legal/aviso-legal/ley': [
    'que ley rige el uso de esta pagina',
    'jurisdiction for using this website',
    'si tinc un conflicte per fer servir la vostra pàgina, on es resol',
  ],
  'passage:home/contacto/company': [
    'cual es su numero de telefono y su mail',
    'phone number?',
    'quin correu electrònic teniu?',
  ],
  'passage:legal/aviso-legal/identificacion': [
    'cual es el cif de la empresa',
    'company registration details?',
    'sou una empresa real? dades del registre mercantil',
  ],
};
