/** One passage of the site's content: a self-contained paragraph about one thing. */
export interface Passage {
  id: string;
  title: string;
  text: string;
}

/** A frequently asked question and its answer, as the site's FAQ shows it. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const business = {
  name: 'Fisioterapia Nervión',
  tagline: 'Fisioterapia uno a uno en el corazón de Nervión, desde 2016',
  address: 'Calle Beatriz de Suabia, 24, local 3, 41005 Sevilla',
  phone: '954 62 18 47',
  email: 'info@fisioterapianervion.es',
  web: 'https://fisioterapianervion.es',
};

export const passages: Passage[] = [
  {
    id: 'quienes-somos',
    title: 'Quiénes somos',
    text: 'Fisioterapia Nervión es una clínica de fisioterapia abierta en septiembre de 2016 en la calle Beatriz de Suabia, 24, en el barrio de Nervión (Sevilla). La fundaron los fisioterapeutas Lucía Ortega Marín y Javier Romero Castaño, y desde 2021 el equipo lo completa la fisioterapeuta Marta Benítez Lora. Los tres somos fisioterapeutas colegiados en el Ilustre Colegio Profesional de Fisioterapeutas de Andalucía. Cada sesión la hace un solo fisioterapeuta con un solo paciente, en una sala individual y durante todo el tiempo de la cita.',
  },
  {
    id: 'equipo-lucia-ortega',
    title: 'Lucía Ortega Marín, fisioterapeuta de suelo pélvico',
    text: 'Lucía Ortega Marín es cofundadora de la clínica y fisioterapeuta colegiada nº 6.482 del Colegio Profesional de Fisioterapeutas de Andalucía. Se graduó en Fisioterapia en la Universidad de Sevilla en 2011 y tiene un máster en fisioterapia del suelo pélvico. Se dedica al suelo pélvico femenino y masculino, al embarazo y el posparto y al dolor lumbar y pélvico. Atiende en la clínica de lunes a viernes.',
  },
  {
    id: 'equipo-javier-romero',
    title: 'Javier Romero Castaño, fisioterapeuta deportivo',
    text: 'Javier Romero Castaño es cofundador de la clínica y fisioterapeuta colegiado nº 6.917 del Colegio Profesional de Fisioterapeutas de Andalucía. Se graduó en la Universidad de Sevilla en 2012, tiene un máster en fisioterapia deportiva y formación acreditada en punción seca y ecografía musculoesquelética. Trata lesiones deportivas, postoperatorios y dolor de espalda y cuello, y se encarga de la readaptación para volver a entrenar. Atiende en la clínica de lunes a viernes y los sábados por la mañana, también hace fisioterapia a domicilio y atiende en castellano y en inglés.',
  },
  {
    id: 'equipo-marta-benitez',
    title: 'Marta Benítez Lora, fisioterapeuta neurológica',
    text: 'Marta Benítez Lora es fisioterapeuta colegiada nº 10.305 del Colegio Profesional de Fisioterapeutas de Andalucía y forma parte del equipo desde 2021. Está especializada en fisioterapia neurológica (con formación en el concepto Bobath), dirige los grupos de pilates clínico y tiene formación acreditada en punción seca. Hace la mayoría de las sesiones de fisioterapia a domicilio y atiende en castellano y en inglés.',
  },
  {
    id: 'pacientes-que-atendemos',
    title: 'A quién atendemos',
    text: 'Atendemos a adultos y a adolescentes a partir de 12 años: personas con dolor de espalda o cuello, deportistas aficionados y federados, pacientes que se recuperan de una operación, mujeres embarazadas o en el posparto, hombres y mujeres con problemas de suelo pélvico y personas con enfermedades neurológicas como el ictus, el Parkinson o la esclerosis múltiple. Los menores de 18 años necesitan el consentimiento de su madre, padre o tutor, que debe acompañarlos en la primera visita. No tratamos a bebés ni a niños menores de 12 años; en esos casos te recomendamos un centro de fisioterapia pediátrica. Atendemos en castellano y, con Javier y Marta, también en inglés.',
  },
  {
    id: 'instalaciones',
    title: 'Nuestras instalaciones',
    text: 'La clínica ocupa un local de 140 m² a pie de calle con cuatro salas de tratamiento individuales con puerta, una sala de ejercicio de 45 m² para el pilates clínico y la readaptación, un vestuario y un aseo adaptado. Todas las camillas son eléctricas y de altura regulable. Contamos con ecógrafo para la valoración musculoesquelética, material de ejercicio terapéutico y barras paralelas para la reeducación de la marcha.',
  },
  {
    id: 'valoracion-inicial',
    title: 'Valoración inicial (primera visita)',
    text: 'Todo tratamiento empieza con una valoración inicial de 50 minutos que cuesta 45 €: hablamos de tu problema y de tus antecedentes, te exploramos (con ecografía si hace falta), hacemos ya un primer tratamiento y te proponemos un plan con el número aproximado de sesiones. En suelo pélvico y en fisioterapia neurológica la primera visita dura 60 minutos y cuesta 55 €. Si han pasado más de 6 meses desde tu última sesión o vienes por un problema nuevo, hacemos una nueva valoración. La valoración no está incluida en los bonos y, como todos nuestros servicios sanitarios, está exenta de IVA.',
  },
  {
    id: 'fisioterapia-traumatologica-deportiva',
    title: 'Fisioterapia traumatológica y deportiva',
    text: 'Es el tratamiento de lesiones de músculos, tendones, ligamentos y articulaciones: lumbalgias, cervicalgias, esguinces, tendinopatías, roturas fibrilares, fracturas y recuperación tras una operación (ligamento cruzado, prótesis de rodilla o de cadera, hombro). Combinamos terapia manual, ejercicio terapéutico y, cuando hace falta, electroterapia o punción seca, y en deportistas terminamos con la readaptación para volver a entrenar. La sesión dura 45 minutos y cuesta 42 €, exenta de IVA por tratarse de un servicio sanitario. Toda la sesión la pasas con tu fisioterapeuta, sin compartir sala ni quedarte solo con un aparato.',
  },
  {
    id: 'suelo-pelvico',
    title: 'Fisioterapia de suelo pélvico',
    text: 'La fisioterapia de suelo pélvico trata la incontinencia urinaria, los prolapsos, el dolor pélvico, el dolor en las relaciones sexuales, la diástasis abdominal y la incontinencia en hombres después de una operación de próstata. La hace Lucía Ortega en una sala individual; la exploración interna solo se realiza si das tu consentimiento y puedes venir acompañada o acompañado. La primera visita dura 60 minutos y cuesta 55 €, y las sesiones siguientes duran 50 minutos y cuestan 50 €, exentas de IVA como servicio sanitario.',
  },
  {
    id: 'embarazo-posparto',
    title: 'Embarazo y posparto',
    text: 'Durante el embarazo te atendemos a partir de la semana 12 para tratar el dolor lumbar o pélvico y preparar el suelo pélvico para el parto. Después del parto recomendamos una revisión de suelo pélvico a partir de la sexta semana, tanto si fue vaginal como por cesárea, y puedes venir con tu bebé a la consulta. Se reservan como una visita de suelo pélvico: 55 € la primera (60 minutos) y 50 € las siguientes (50 minutos), exentas de IVA.',
  },
  {
    id: 'fisioterapia-neurologica',
    title: 'Fisioterapia neurológica',
    text: 'La fisioterapia neurológica ayuda a recuperar movilidad, equilibrio, marcha y autonomía a personas que han sufrido un ictus o un traumatismo craneoencefálico y a quienes tienen Parkinson, esclerosis múltiple, una lesión medular incompleta o una neuropatía. La hace Marta Benítez, en la clínica o a domicilio, y enseñamos a la familia o a los cuidadores los ejercicios y las ayudas para el día a día. La primera visita dura 60 minutos y cuesta 55 €, y las sesiones siguientes duran 50 minutos y cuestan 48 €, exentas de IVA como servicio sanitario.',
  },
  {
    id: 'puncion-seca',
    title: 'Punción seca',
    text: 'La punción seca consiste en introducir una aguja muy fina, sin medicamento, en un punto gatillo de un músculo contracturado para aliviar el dolor y relajar el músculo. La aplican Javier Romero y Marta Benítez, siempre dentro de una sesión de fisioterapia y con un suplemento de 10 € (exento de IVA); no se hace como servicio aislado. Usamos agujas estériles de un solo uso y antes de la primera punción firmas un consentimiento informado. No la aplicamos si tomas anticoagulantes, durante el primer trimestre del embarazo ni si tienes fobia a las agujas, y si no quieres punción te tratamos con otras técnicas.',
  },
  {
    id: 'pilates-clinico',
    title: 'Ejercicio terapéutico y pilates clínico en grupos reducidos',
    text: 'El pilates clínico es ejercicio terapéutico adaptado a cada persona, en grupos de un máximo de 4 personas dirigidos por Marta Benítez, para mejorar la fuerza, la postura y el control del dolor de espalda o después de una lesión. Cada clase dura 55 minutos y hay grupos los lunes y miércoles a las 10:00 y a las 19:30, y los martes y jueves a las 9:00 y a las 18:30. Un día a la semana cuesta 52 € al mes, dos días a la semana 90 € al mes y una clase suelta 16 €, exentos de IVA como servicio sanitario. Para apuntarte necesitas una valoración inicial previa, salvo que hayas sido paciente de la clínica en los últimos 6 meses.',
  },
  {
    id: 'masaje-descontracturante',
    title: 'Masaje descontracturante',
    text: 'El masaje descontracturante lo hace un fisioterapeuta y sirve para aliviar contracturas, sobrecargas musculares y tensión en cuello y espalda. La sesión de 30 minutos cuesta 28 € y la de 45 minutos 38 €, exentas de IVA por ser un tratamiento sanitario con finalidad terapéutica. No necesitas valoración inicial, pero si al explorarte vemos que tu problema necesita otro tratamiento, te lo diremos. No ofrecemos masajes de relajación ni estéticos.',
  },
  {
    id: 'fisioterapia-domicilio',
    title: 'Fisioterapia a domicilio',
    text: 'Vamos a tu casa si no puedes desplazarte a la clínica, para valoraciones, fisioterapia traumatológica y fisioterapia neurológica, de lunes a viernes de 10:00 a 13:30 y los martes y jueves también de 16:00 a 18:00. Al precio de la sesión se suma un recargo de 15 € en la zona A (distritos Nervión, San Pablo-Santa Justa, Cerro-Amate y Sur) y de 25 € en el resto de Sevilla capital; por ejemplo, una sesión de fisioterapia traumatológica en la zona A cuesta 57 € (42 € + 15 €) y una de neurológica 63 € (48 € + 15 €). No atendemos a domicilio fuera del término municipal de Sevilla ni hacemos a domicilio suelo pélvico ni pilates clínico. Las citas a domicilio se piden por teléfono o WhatsApp con al menos 48 horas de antelación, y llevamos camilla portátil si hace falta.',
  },
  {
    id: 'bonos-fisioterapia',
    title: 'Bonos de fisioterapia',
    text: 'Si vas a necesitar varias sesiones de fisioterapia traumatológica y deportiva (45 minutos), te sale más barato con un bono. El bono de 5 sesiones cuesta 195 € (39 € por sesión) y vale durante 3 meses. El bono de 10 sesiones cuesta 370 € (37 € por sesión) y vale durante 6 meses. Como las sesiones sueltas, los bonos están exentos de IVA.',
  },
  {
    id: 'bonos-especialidades',
    title: 'Bonos de suelo pélvico, neurológica y masaje',
    text: 'El bono de 5 sesiones de suelo pélvico (50 minutos) cuesta 230 € (46 € por sesión) y vale durante 4 meses. El bono de 10 sesiones de fisioterapia neurológica (50 minutos) cuesta 440 € (44 € por sesión) y vale durante 6 meses. El bono de 5 masajes descontracturantes de 45 minutos cuesta 170 € (34 € por masaje) y vale durante 3 meses. Todos están exentos de IVA.',
  },
  {
    id: 'condiciones-bonos',
    title: 'Condiciones de los bonos',
    text: 'La validez de un bono cuenta desde el día de la compra y el bono es personal: no se puede compartir con otra persona, ni siquiera de la familia. Si una enfermedad, un embarazo o una operación te impide usarlo a tiempo, lo ampliamos una vez un mes más presentando un justificante; pasado el plazo, las sesiones no usadas se pierden y no se devuelve el dinero. El bono no incluye la valoración inicial, el suplemento de punción seca (10 €) ni el recargo de domicilio. Se paga al comprarlo, aunque el de 10 sesiones puedes pagarlo en dos plazos: la mitad al comprarlo y el resto antes de la sexta sesión.',
  },
  {
    id: 'horario',
    title: 'Horario',
    text: 'Abrimos de lunes a viernes de 8:30 a 14:00 y de 16:00 a 21:00. Los sábados abrimos de 9:30 a 13:30, solo con cita previa y solo para fisioterapia traumatológica y deportiva y masaje descontracturante. Los domingos cerramos.',
  },
  {
    id: 'horario-verano-festivos',
    title: 'Horario de verano, agosto y festivos',
    text: 'En julio abrimos de lunes a viernes de 8:30 a 14:00 y de 17:00 a 21:00, y no abrimos los sábados. En agosto abrimos solo por las mañanas, de lunes a viernes de 8:30 a 14:30, y cerramos del 10 al 23 de agosto de 2026, ambos incluidos; en agosto no hay grupos de pilates clínico. Cerramos los festivos nacionales, el 28 de febrero (Día de Andalucía), el Jueves y el Viernes Santo y los festivos locales de Sevilla. De Lunes a Miércoles Santo, la semana de Feria y los días 24 y 31 de diciembre abrimos solo de 8:30 a 14:00.',
  },
  {
    id: 'pedir-cita',
    title: 'Cómo pedir cita',
    text: 'Puedes pedir cita por teléfono en el 954 62 18 47, por WhatsApp en el 644 31 27 95 o en la web, con el botón «Pedir cita», a cualquier hora. El teléfono lo atendemos los propios fisioterapeutas entre sesiones; si no lo cogemos, escríbenos por WhatsApp y te respondemos el mismo día laborable, o el siguiente día de apertura si escribes fuera de horario o en fin de semana. La agenda está abierta con 4 semanas de antelación y en la web se puede reservar hasta 12 horas antes; para una cita el mismo día, llama o escribe por si queda algún hueco. Las citas a domicilio, las de DKV, Asisa o Caser y las plazas de pilates clínico se piden por teléfono o WhatsApp, y el día anterior a cada cita te enviamos un recordatorio por WhatsApp.',
  },
  {
    id: 'politica-cancelacion',
    title: 'Cancelación y cambio de citas',
    text: 'Puedes cancelar o cambiar tu cita sin coste avisando con al menos 24 horas de antelación por teléfono, por WhatsApp o desde el enlace del recordatorio. Si avisas con menos de 24 horas o no vienes, cobramos el 50 % del precio de la sesión (por ejemplo, 21 € en una sesión de 42 €) o, si tienes bono, se descuenta esa sesión del bono. No cobramos nada si el motivo es una urgencia médica o una causa de fuerza mayor que puedas justificar. En pilates clínico, una clase avisada con 24 horas se puede recuperar en otro grupo del mismo mes si hay plaza.',
  },
  {
    id: 'retrasos',
    title: 'Si llegas tarde',
    text: 'Las sesiones terminan a la hora prevista para no retrasar al siguiente paciente, así que si llegas tarde te atendemos el tiempo que quede y la sesión se cobra completa. Si llegas más de 15 minutos tarde, puede que no podamos atenderte y entonces se aplica la política de cancelación. Si somos nosotros quienes nos retrasamos, por ejemplo en una visita a domicilio, te avisamos por WhatsApp y recuperas los minutos de la sesión.',
  },
  {
    id: 'formas-pago',
    title: 'Formas de pago',
    text: 'Cada sesión se paga al terminarla con tarjeta de débito o crédito (también con el móvil), con Bizum o en efectivo. Los bonos y la cuota mensual de pilates clínico se pueden pagar además por transferencia; la cuota de pilates se paga durante la primera semana de cada mes. Todos nuestros precios son finales: los servicios de fisioterapia están exentos de IVA, así que no hay que sumarle nada.',
  },
  {
    id: 'facturas-reembolso',
    title: 'Facturas para el reembolso de tu seguro',
    text: 'Si tu seguro privado te devuelve una parte de lo que pagas (pólizas de reembolso), te hacemos una factura completa a tu nombre con tu DNI o NIE, la fecha y el tipo de tratamiento, el número de colegiado del fisioterapeuta y la mención de exención de IVA (artículo 20.Uno.3º de la Ley 37/1992). Pídela al pagar o por correo a info@fisioterapianervion.es y te la enviamos en PDF en un plazo de 48 horas laborables; puedes pedir facturas de cualquier sesión del mismo año. Si pagas un bono, la factura se hace al comprarlo y te damos gratis un justificante con las fechas de cada sesión, que es lo que suelen pedir las aseguradoras.',
  },
  {
    id: 'informes-fisioterapia',
    title: 'Informes y justificantes',
    text: 'El justificante de asistencia (por ejemplo, para el trabajo o el centro de estudios) y un informe breve de fisioterapia para tu médico son gratuitos. Un informe detallado para una aseguradora, un juicio o una reclamación cuesta 35 € y te lo entregamos en un plazo de 5 días laborables. Pídelos en la clínica o por correo a info@fisioterapianervion.es.',
  },
  {
    id: 'aseguradoras-concertadas',
    title: 'Aseguradoras con las que trabajamos',
    text: 'Tenemos concierto directo con DKV, Asisa y Caser: si tienes uno de estos seguros, la aseguradora nos paga directamente las sesiones que autorice y tú no pagas nada por ellas. Necesitas la prescripción de un médico de tu cuadro médico (traumatólogo, rehabilitador o neurólogo), la autorización de la aseguradora y tu tarjeta de asegurado, y la cita se pide por teléfono o WhatsApp. Las sesiones concertadas duran lo mismo que las privadas. Lo que tu aseguradora no autorice, como el pilates clínico, el masaje, el suplemento de punción seca o la fisioterapia a domicilio, se paga como paciente privado.',
  },
  {
    id: 'aseguradoras-no-concertadas',
    title: 'Seguros y mutuas con los que no trabajamos',
    text: 'No tenemos concierto con Adeslas, Sanitas, Mapfre ni otras aseguradoras distintas de DKV, Asisa y Caser; si tu póliza es de reembolso, puedes venir como paciente privado y te damos la factura para que la presentes. Tampoco trabajamos con mutuas de accidentes de trabajo (Fremap, Asepeyo, Ibermutua y similares): las bajas por accidente laboral se tratan en los centros de tu mutua. No estamos adheridos al convenio de accidentes de tráfico, pero puedes tratarte como paciente privado y te damos las facturas e informes para reclamar a la aseguradora responsable.',
  },
  {
    id: 'volante-medico',
    title: '¿Hace falta volante del médico?',
    text: 'No: como paciente privado puedes venir directamente, sin volante ni derivación, porque el fisioterapeuta es un profesional sanitario que valora y trata por sí mismo. Sí necesitas la prescripción de un médico si vienes a través de DKV, Asisa o Caser. Si te has operado, trae el informe o el protocolo de rehabilitación de tu cirujano, y si durante la valoración vemos algo que debe ver un médico, te lo diremos y te derivaremos.',
  },
  {
    id: 'primera-visita',
    title: 'Qué traer y qué ponerte en la primera visita',
    text: 'Llega 10 minutos antes para rellenar tu ficha y firmar el consentimiento. Trae tu DNI o NIE, los informes médicos y las pruebas de imagen que tengas (radiografía, resonancia o ecografía, en papel, en CD o en el móvil), la lista de los medicamentos que tomas y, si vienes por DKV, Asisa o Caser, tu tarjeta y la autorización. Ven con ropa cómoda: pantalón corto si el problema está en la pierna o la rodilla, y camiseta de tirantes o top deportivo si es la espalda o el hombro; tenemos vestuario y toallas. Para pilates clínico trae ropa deportiva y calcetines antideslizantes.',
  },
  {
    id: 'proteccion-datos',
    title: 'Protección de datos',
    text: 'El responsable de tus datos es Fisioterapia Nervión, S.L.P., que los trata para atenderte, llevar tu historia clínica, gestionar tus citas y facturar, según el Reglamento General de Protección de Datos y la Ley Orgánica 3/2018. Conservamos la historia clínica durante el plazo legal, como mínimo cinco años desde el alta, y solo compartimos datos con tu aseguradora si vienes por concierto o cuando lo exige la ley. Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a info@fisioterapianervion.es o en la clínica, y reclamar ante la Agencia Española de Protección de Datos. Por WhatsApp solo gestionamos citas y dudas generales: los informes y pruebas médicas envíalos por correo a info@fisioterapianervion.es.',
  },
  {
    id: 'accesibilidad',
    title: 'Accesibilidad',
    text: 'La clínica está a pie de calle, con la entrada a nivel de la acera y sin escalones dentro, y todas las puertas miden al menos 90 centímetros, así que se puede entrar y moverse en silla de ruedas. El aseo está adaptado y las camillas eléctricas bajan hasta 45 centímetros del suelo para que subir y bajar sea fácil. Los perros de asistencia son bienvenidos.',
  },
  {
    id: 'aparcamiento',
    title: 'Aparcamiento',
    text: 'La clínica no tiene aparcamiento propio y aparcar en la calle en Nervión es difícil, sobre todo por la tarde y los días de partido en el estadio Ramón Sánchez-Pizjuán. Los aparcamientos públicos de pago más cercanos son los de Nervión Plaza y Gran Plaza, a unos 5 minutos a pie. Hay una plaza para personas con movilidad reducida a unos 30 metros de la puerta y aparcabicis delante de la clínica.',
  },
  {
    id: 'transporte-publico',
    title: 'Cómo llegar en transporte público',
    text: 'La estación de metro más cercana es Gran Plaza (línea 1), a unos 5 minutos a pie, y la estación Nervión, de la misma línea, está a unos 8 minutos. Varias líneas de autobús de Tussam paran en la avenida Eduardo Dato y en la calle Luis Montoto, a menos de 5 minutos andando. La estación de tren de Santa Justa está a unos 15 minutos a pie y hay estaciones de Sevici en los alrededores.',
  },
  {
    id: 'tarjeta-regalo',
    title: 'Tarjeta regalo',
    text: 'Puedes regalar cualquier servicio o bono de la clínica con una tarjeta regalo, por ejemplo un masaje descontracturante de 45 minutos (38 €) o un bono de 5 sesiones (195 €). La compras en la clínica o por WhatsApp pagando con Bizum, te la enviamos en PDF para imprimir o reenviar y la persona que la recibe tiene 6 meses para usarla desde la fecha de compra.',
  },
];

export const faq: FaqItem[] = [
  {
    id: 'faq-volante',
    question: '¿Necesito un volante del médico para ir al fisioterapeuta?',
    answer:
      'No. Si vienes como paciente privado puedes pedir cita directamente, sin volante ni derivación. Solo hace falta la prescripción de un médico de tu cuadro médico si vienes a través de DKV, Asisa o Caser.',
  },
  {
    id: 'faq-precio-primera-visita',
    question: '¿Cuánto cuesta la primera visita?',
    answer:
      'La valoración inicial dura 50 minutos y cuesta 45 €, e incluye ya un primer tratamiento. En suelo pélvico y en fisioterapia neurológica la primera visita dura 60 minutos y cuesta 55 €. Si vienes solo a por un masaje descontracturante, no necesitas valoración.',
  },
  {
    id: 'faq-precio-sesion',
    question: '¿Cuánto cuesta y cuánto dura una sesión?',
    answer:
      'Una sesión de fisioterapia traumatológica y deportiva dura 45 minutos y cuesta 42 €; una de suelo pélvico, 50 minutos y 50 €; y una de neurológica, 50 minutos y 48 €. El masaje descontracturante cuesta 28 € (30 minutos) o 38 € (45 minutos), y la punción seca es un suplemento de 10 € dentro de la sesión.',
  },
  {
    id: 'faq-iva',
    question: '¿Los precios llevan IVA?',
    answer:
      'No hay que sumar nada: los servicios de fisioterapia son servicios sanitarios y están exentos de IVA, así que el precio que ves es el que pagas.',
  },
  {
    id: 'faq-seguro',
    question: '¿Trabajáis con mi seguro médico?',
    answer:
      'Tenemos concierto directo con DKV, Asisa y Caser: con la prescripción de tu médico y la autorización de la aseguradora, las sesiones autorizadas no te cuestan nada. No tenemos concierto con Adeslas, Sanitas, Mapfre ni otras aseguradoras, pero si tu póliza es de reembolso te damos la factura para que te devuelvan lo que corresponda.',
  },
  {
    id: 'faq-factura-reembolso',
    question: 'Mi seguro me reembolsa una parte, ¿me dais factura?',
    answer:
      'Sí. Pídela al pagar o por correo a info@fisioterapianervion.es y te la enviamos en PDF en 48 horas laborables, a tu nombre, con tu DNI o NIE, el tratamiento, el número de colegiado del fisioterapeuta y la mención de exención de IVA. Si pagas un bono, te damos además un justificante gratuito con la fecha de cada sesión.',
  },
  {
    id: 'faq-accidente-laboral-trafico',
    question: 'He tenido un accidente de trabajo o de tráfico, ¿podéis tratarme?',
    answer:
      'No trabajamos con mutuas de accidentes de trabajo como Fremap, Asepeyo o Ibermutua, así que en un accidente laboral tu mutua te atenderá en sus centros. Tampoco estamos adheridos al convenio de accidentes de tráfico, pero puedes tratarte con nosotros como paciente privado y te damos facturas y, si lo necesitas, un informe detallado (35 €) para reclamar a la aseguradora responsable.',
  },
  {
    id: 'faq-cancelar',
    question: '¿Puedo cancelar o cambiar una cita?',
    answer:
      'Sí, sin coste si nos avisas con al menos 24 horas de antelación por teléfono, WhatsApp o desde el enlace del recordatorio. Con menos de 24 horas de aviso o si no vienes, cobramos el 50 % del precio de la sesión o se descuenta la sesión del bono, salvo urgencia médica o causa de fuerza mayor justificada.',
  },
  {
    id: 'faq-llegar-tarde',
    question: '¿Qué pasa si llego tarde?',
    answer:
      'Te atendemos el tiempo que quede hasta la hora de fin de tu cita y la sesión se cobra completa. Si llegas más de 15 minutos tarde puede que no podamos atenderte, y entonces se aplica la política de cancelación.',
  },
  {
    id: 'faq-pago',
    question: '¿Cómo puedo pagar?',
    answer:
      'Con tarjeta (también con el móvil), con Bizum o en efectivo, al terminar cada sesión. Los bonos y la cuota de pilates clínico también se pueden pagar por transferencia, y el bono de 10 sesiones se puede pagar en dos plazos.',
  },
  {
    id: 'faq-bonos',
    question: '¿Qué bonos tenéis y cuánto duran?',
    answer:
      'En fisioterapia traumatológica y deportiva, el bono de 5 sesiones cuesta 195 € y vale 3 meses, y el de 10 sesiones cuesta 370 € y vale 6 meses. También hay un bono de 5 sesiones de suelo pélvico (230 €, 4 meses), uno de 10 sesiones de neurológica (440 €, 6 meses) y uno de 5 masajes de 45 minutos (170 €, 3 meses). La validez cuenta desde el día de la compra y se puede ampliar una vez un mes más con justificante médico.',
  },
  {
    id: 'faq-compartir-bono',
    question: '¿Puedo compartir mi bono con un familiar?',
    answer:
      'No, los bonos son personales y no se pueden compartir, ni siquiera con la familia. Si quieres regalar sesiones a alguien, puedes hacerlo con una tarjeta regalo.',
  },
  {
    id: 'faq-sabados',
    question: '¿Abrís los sábados?',
    answer:
      'Sí, de 9:30 a 13:30, solo con cita previa y solo para fisioterapia traumatológica y deportiva y masaje descontracturante. En julio y agosto no abrimos los sábados.',
  },
  {
    id: 'faq-agosto',
    question: '¿Cerráis en verano?',
    answer:
      'En julio abrimos de lunes a viernes de 8:30 a 14:00 y de 17:00 a 21:00. En agosto abrimos solo por las mañanas, de 8:30 a 14:30, y cerramos del 10 al 23 de agosto de 2026, ambos incluidos. En agosto no hay grupos de pilates clínico.',
  },
  {
    id: 'faq-antelacion',
    question: '¿Con cuánta antelación tengo que pedir cita?',
    answer:
      'La agenda está abierta con 4 semanas de antelación y en la web puedes reservar hasta 12 horas antes de la cita. Si lo necesitas para el mismo día, llámanos al 954 62 18 47 o escríbenos por WhatsApp al 644 31 27 95 por si queda un hueco. Las citas a domicilio se piden con al menos 48 horas de antelación.',
  },
  {
    id: 'faq-domicilio',
    question: '¿Venís a casa? ¿Cuánto cuesta?',
    answer:
      'Sí, dentro de Sevilla capital, de lunes a viernes de 10:00 a 13:30 y los martes y jueves también de 16:00 a 18:00. Al precio de la sesión se suman 15 € en los distritos Nervión, San Pablo-Santa Justa, Cerro-Amate y Sur, o 25 € en el resto de la ciudad: una sesión de fisioterapia traumatológica en la zona más cercana cuesta 57 €. No vamos fuera del término municipal de Sevilla.',
  },
  {
    id: 'faq-ropa',
    question: '¿Qué tengo que llevar a la primera visita?',
    answer:
      'Tu DNI o NIE, los informes y pruebas de imagen que tengas y la lista de medicamentos que tomas; si vienes por DKV, Asisa o Caser, también tu tarjeta y la autorización. Ven con ropa cómoda, con pantalón corto si el problema es de pierna o rodilla, y llega 10 minutos antes para rellenar la ficha.',
  },
  {
    id: 'faq-aparcar',
    question: '¿Dónde puedo aparcar?',
    answer:
      'No tenemos aparcamiento propio y en la calle es difícil aparcar, sobre todo por la tarde y los días de partido. Los aparcamientos públicos de Nervión Plaza y Gran Plaza están a unos 5 minutos a pie, hay una plaza para personas con movilidad reducida a unos 30 metros de la puerta y el metro Gran Plaza (línea 1) queda también a 5 minutos.',
  },
  {
    id: 'faq-silla-ruedas',
    question: '¿Puedo ir en silla de ruedas?',
    answer:
      'Sí. La entrada está a nivel de la acera, no hay escalones dentro, las puertas miden al menos 90 centímetros, el aseo está adaptado y las camillas eléctricas bajan hasta 45 centímetros del suelo.',
  },
  {
    id: 'faq-ninos',
    question: '¿Tratáis a niños?',
    answer:
      'Atendemos a partir de los 12 años; los menores de 18 necesitan el consentimiento de su madre, padre o tutor, que debe acompañarlos en la primera visita. Para bebés y niños menores de 12 años te recomendamos un centro de fisioterapia pediátrica.',
  },
  {
    id: 'faq-puncion-seca',
    question: '¿La punción seca es obligatoria? ¿Duele?',
    answer:
      'No es obligatoria: solo la aplicamos si está indicada y firmas el consentimiento, y si no la quieres te tratamos con otras técnicas. Se nota un pinchazo y una contracción breve del músculo, y puede quedar una sensación de agujetas uno o dos días. Cuesta 10 € como suplemento dentro de la sesión.',
  },
  {
    id: 'faq-pilates-sin-ser-paciente',
    question: '¿Puedo apuntarme a pilates clínico si nunca he sido paciente?',
    answer:
      'Sí, pero antes necesitas una valoración inicial (45 €, 50 minutos) para adaptar los ejercicios a ti. Si has sido paciente de la clínica en los últimos 6 meses no hace falta. Los grupos son de un máximo de 4 personas y cuestan 52 € al mes un día a la semana o 90 € al mes dos días a la semana.',
  },
  {
    id: 'faq-suelo-pelvico-hombres',
    question: '¿La fisioterapia de suelo pélvico es solo para mujeres?',
    answer:
      'No. Lucía Ortega trata también a hombres, por ejemplo por incontinencia después de una operación de próstata o por dolor pélvico. La primera visita dura 60 minutos y cuesta 55 €, y las siguientes, 50 minutos y 50 €.',
  },
  {
    id: 'faq-numero-sesiones',
    question: '¿Cuántas sesiones voy a necesitar?',
    answer:
      'Depende de la lesión y de cómo respondas al tratamiento, por eso en la valoración inicial te damos un número aproximado y lo revisamos sobre la marcha. Si vas a necesitar varias sesiones, un bono te sale más barato que pagarlas sueltas.',
  },
];
