import { offer } from './offer';

const { delivery, demo } = offer;

/** The copy of the landing page, section by section, in the page's order. */
export const home = {
  hero: {
    eyebrow: `Demo gratis en ${demo.days} días`,
    title: 'Tu web nueva, con un asistente que atiende a tus clientes las 24 horas',
    subtitle: `Rehacemos la web de tu negocio para que sea rápida, se encuentre en Google y convierta visitas en clientes. Y le añadimos un asistente virtual entrenado con tu propia información. Lista en ${delivery.minWeeks}–${delivery.maxWeeks} semanas.`,
    badges: [`Lighthouse superior a ${offer.lighthouseScore}`, 'Diseño responsive', 'Preparada para SEO'],
    presentation: 'Ver presentación',
    mockup: {
      label: 'Ejemplo de conversación con el asistente virtual de una clínica dental',
      title: 'Asistente de Clínica Sonrisa',
      status: 'En línea',
      messages: [
        { from: 'customer', text: 'Hola, ¿abrís los sábados?' },
        {
          from: 'assistant',
          text: 'Sí, los sábados abrimos de 10:00 a 14:00. ¿Quieres que te reserve una cita?',
        },
        { from: 'customer', text: 'Sí, para una limpieza, por favor.' },
        {
          from: 'assistant',
          text: 'Perfecto. Tengo hueco este sábado a las 11:30. ¿Te lo reservo a tu nombre?',
        },
      ],
      placeholder: 'Escribe tu pregunta…',
    },
  },
  whatItIs: {
    id: 'que-es',
    eyebrow: 'Qué es',
    title: 'Una web que trabaja por tu negocio, también cuando tú no estás',
    intro:
      'Muchas webs de pequeños negocios se quedaron anticuadas: tardan en cargar, se ven mal en el móvil y nadie contesta fuera de horario. Nosotros la rehacemos de arriba abajo y le sumamos un asistente que responde al momento.',
    points: [
      {
        title: 'Tu web, rehecha desde cero',
        text: 'Diseño actual, textos claros y una estructura pensada para que quien entra te llame, te escriba o reserve.',
      },
      {
        title: 'Un asistente que conoce tu negocio',
        text: 'Lo entrenamos con tus servicios, precios, horarios y preguntas frecuentes. Responde como lo harías tú, y si no sabe algo, te pasa el contacto.',
      },
      {
        title: 'Sin complicaciones técnicas',
        text: 'Nos ocupamos del dominio, el alojamiento, la seguridad y las actualizaciones. Tú solo revisas y apruebas.',
      },
    ],
  },
  benefits: {
    id: 'beneficios',
    eyebrow: 'Beneficios',
    title: 'Más clientes, menos tiempo al teléfono',
    intro: 'Lo que cambia en tu negocio desde el primer mes.',
    items: [
      {
        icon: 'clock',
        title: 'Atención 24/7',
        text: 'El asistente responde por la noche, en festivos y cuando estás con otro cliente. Ninguna consulta se queda sin contestar.',
      },
      {
        icon: 'bolt',
        title: 'Una web que vuela',
        text: `Carga en menos de dos segundos en el móvil, con una puntuación de Lighthouse superior a ${offer.lighthouseScore}.`,
      },
      {
        icon: 'search',
        title: 'Te encuentran en Google',
        text: 'Preparada para SEO desde el primer día: estructura, datos estructurados y velocidad que Google premia.',
      },
      {
        icon: 'devices',
        title: 'Perfecta en cualquier pantalla',
        text: 'Diseño responsive pensado primero para el móvil, que es desde donde te visita la mayoría.',
      },
      {
        icon: 'chart',
        title: 'Sabes qué preguntan',
        text: 'Las métricas del asistente te dicen qué buscan tus clientes y qué dudas se repiten, para mejorar tu oferta.',
      },
      {
        icon: 'shield',
        title: 'Legal y segura',
        text: 'Cumple el RGPD, con cookies solo con consentimiento, certificado HTTPS y copias de seguridad.',
      },
    ],
  },
  howItWorks: {
    id: 'como-funciona',
    eyebrow: 'Cómo funciona',
    title: 'De tu web actual a tu web nueva, en cuatro pasos',
    intro: `Ves una demo funcionando en ${delivery.demoDays} días y la web completa está lista en ${delivery.minWeeks}–${delivery.maxWeeks} semanas.`,
    steps: [
      {
        title: 'Nos cuentas tu negocio',
        description:
          'Una llamada de 30 minutos para conocer tus servicios, tus clientes y lo que quieres conseguir. Analizamos tu web actual.',
        duration: 'Día 1',
      },
      {
        title: 'Te enseñamos la demo',
        description:
          'Una versión de tu nueva web con el asistente ya respondiendo con tu información. Gratis y sin compromiso.',
        duration: `En ${delivery.demoDays} días`,
      },
      {
        title: 'La terminamos contigo',
        description:
          'Ajustamos diseño, textos y respuestas del asistente con revisiones ilimitadas hasta que lo apruebes.',
        duration: `${delivery.minWeeks}–${delivery.maxWeeks} semanas`,
      },
      {
        title: 'La publicamos y la cuidamos',
        description:
          'Publicamos la web en tu dominio y, si quieres, nos encargamos del mantenimiento, el soporte y las mejoras.',
        duration: 'Desde el lanzamiento',
      },
    ],
  },
  metrics: {
    id: 'resultados',
    eyebrow: 'Casos de uso',
    title: 'Lo que ve un negocio en su panel de métricas',
    intro:
      'Ejemplo ilustrativo del primer mes de una clínica dental con el asistente de chat. Cada negocio es distinto: en la demo te mostramos tu propio panel.',
    items: [
      {
        value: 412,
        format: 'number',
        label: 'Conversaciones atendidas',
        context: 'en el primer mes',
        chart: {
          type: 'bars',
          values: [62, 88, 119, 143],
          label: 'Conversaciones por semana: 62, 88, 119 y 143',
        },
      },
      {
        value: 38,
        format: 'percent',
        label: 'Fuera de horario',
        context: 'consultas que antes se perdían',
      },
      {
        value: 57,
        format: 'number',
        label: 'Citas solicitadas',
        context: 'desde el asistente',
        chart: { type: 'line', values: [8, 12, 16, 21], label: 'Citas por semana: 8, 12, 16 y 21' },
      },
      {
        value: 91,
        format: 'percent',
        label: 'Preguntas resueltas',
        context: 'sin pasar al teléfono',
      },
    ],
  },
  showcase: {
    id: 'demo',
    eyebrow: 'Elige tu asistente',
    title: 'Tres versiones, según cómo quieras atender',
    intro: 'Todas se entrenan con la información de tu negocio. Te ayudamos a elegir en la demo.',
    versions: {
      chat: {
        description: 'Responde por escrito en tu web, al momento y a cualquier hora.',
        features: [
          'Respuestas con tu información',
          'Métricas de conversaciones',
          'Aviso cuando alguien quiere contratar',
        ],
      },
      voice: {
        description: 'Habla con tus clientes con voz natural, en la web y por teléfono.',
        features: ['Todo lo del asistente de chat', 'Métricas de uso', 'Atiende llamadas'],
      },
      avatar: {
        description: 'Un presentador en vídeo que da la cara por tu negocio y explica tus servicios.',
        features: ['Avatar en vídeo con tu mensaje', 'Subtítulos y transcripción', 'Sin métricas de uso'],
      },
    },
    badge: 'El más elegido',
  },
  pricing: {
    id: 'precios',
    eyebrow: 'Precios',
    title: 'Un precio claro, sin sorpresas',
    intro: 'Todos los precios incluyen IVA. Empieza con la demo gratuita y decide después.',
    demo: {
      name: 'Demo gratuita',
      description: `Tu nueva web y tu asistente funcionando durante ${demo.days} días, para que los pruebes sin compromiso.`,
      features: [`${demo.days} días de prueba`, 'Con tu propio contenido', 'Sin tarjeta ni compromiso'],
    },
    premium: {
      badge: 'Recomendado',
      description: 'La web nueva y el asistente virtual, listos y publicados.',
      features: [
        'Diseño y desarrollo de tu nueva web',
        'Asistente virtual entrenado con tu información',
        `Lighthouse superior a ${offer.lighthouseScore} y preparada para SEO`,
        'Revisiones ilimitadas hasta que la apruebes',
        `Entrega en ${delivery.minWeeks}–${delivery.maxWeeks} semanas`,
      ],
      checkout: 'Contratar ahora',
    },
    maintenance: {
      name: 'Mantenimiento',
      badge: 'Opcional',
      description: 'Soporte, actualizaciones y mejoras puntuales para que tu web siga al día.',
      features: [
        `Incidencias resueltas en menos de ${offer.supportResolutionHours} h`,
        `Disponibilidad del ${offer.uptimePercent.toLocaleString('es-ES')} %`,
        'Actualizaciones y copias de seguridad',
      ],
      note: 'Los costes de herramientas según uso se facturan aparte.',
    },
  },
  automation: {
    id: 'automatizacion',
    eyebrow: 'Automatización',
    title: 'Deja que el asistente haga el trabajo repetitivo',
    intro:
      'Conectamos el asistente con las herramientas que ya usas para que cada conversación acabe en algo útil.',
    items: [
      {
        icon: 'calendar',
        title: 'Citas y reservas',
        text: 'Consulta tu agenda y reserva huecos sin que tengas que coger el teléfono.',
      },
      {
        icon: 'mail',
        title: 'Contactos a tu correo o CRM',
        text: 'Cada cliente interesado te llega ordenado, con lo que necesita y cómo contactarle.',
      },
      {
        icon: 'chat',
        title: 'Respuestas a preguntas frecuentes',
        text: 'Horarios, precios, cómo llegar, qué incluye cada servicio: resuelto al instante.',
      },
      {
        icon: 'sparkles',
        title: 'Presupuestos orientativos',
        text: 'Recoge lo que el cliente necesita y le explica tus tarifas, para que llegue a ti con la decisión tomada.',
      },
    ],
  },
  faq: {
    id: 'preguntas',
    eyebrow: 'Preguntas frecuentes',
    title: 'Resolvemos tus dudas',
  },
  finalCta: {
    title: 'Tu nueva web con asistente, en marcha este mes',
    text: `Pide tu demo gratuita y en ${demo.days} días verás tu negocio con una web nueva y un asistente que responde por ti.`,
    note: `Sin compromiso. Te respondemos ${offer.leadResponse}.`,
  },
} as const;
